import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { createHarness, ORG, USERS } from '../http/test-harness.js';
import type { Harness } from '../http/test-harness.js';

describe('caller cache', () => {
  let h: Harness;
  let now = Date.parse('2026-01-01T00:00:00Z');
  beforeAll(async () => {
    h = await createHarness({ config: { callerCacheTtlMs: 5000 }, deps: { now: () => new Date(now) } });
  });
  afterAll(async () => {
    await h.close();
  });

  const privileges = async () =>
    (await h.graphql(USERS.bob, '{ getDetailedProfile { privileges } }')).json().data.getDetailedProfile
      .privileges as string[];

  // On the embedded database every write passes through the API's process and the database's notice empties the
  // cache before the write returns (ADR 0011). A server has other writers: their commits reach the API through its
  // LISTEN session (ADR 0017) a few milliseconds later, so there the change is awaited, with the clock held still —
  // the notice, not the cache lifetime, must be what forgets it.
  const embedded = () => h.kind === 'pglite';

  /** `read` again until `done` holds (at once on the embedded database; a server's notice is awaited, 5 s at most) */
  async function afterTheNotice<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    let value = await read();
    for (let i = 0; !embedded() && !done(value) && i < 250; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      value = await read();
    }
    return value;
  }

  it('applies a revocation made elsewhere on its notice, within the cache lifetime', async () => {
    expect(await privileges()).toContain('B2B_Fleet_Search');
    const at = now;
    await h.db
      .update(users)
      .set({ revokedPrivileges: ['B2B_Fleet_Search'] })
      .where(eq(users.id, USERS.bob.id));
    const after = await afterTheNotice(privileges, (held) => !held.includes('B2B_Fleet_Search'));
    expect(after).not.toContain('B2B_Fleet_Search');
    expect(after).toContain('B2B_Dashboard');
    expect(now).toBe(at);
  });

  const profile = async (user: (typeof USERS)[keyof typeof USERS]) =>
    (await h.graphql(user, '{ getDetailedProfile { accountId accountIds userStatus } }')).json().data
      .getDetailedProfile as { accountId: string; accountIds: string[]; userStatus: string };

  it("refuses a deactivated user's still-valid token within the cache lifetime", async () => {
    expect((await profile(USERS.alice)).userStatus).toBe('REGISTERED');
    await h.db.update(users).set({ status: 'DEACTIVATED' }).where(eq(users.id, USERS.alice.id));
    if (!embedded()) now += 5001;
    const refused = await h.graphql(USERS.alice, '{ getDetailedProfile { userStatus } }');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    await h.db.update(users).set({ status: 'REGISTERED' }).where(eq(users.id, USERS.alice.id));
    if (!embedded()) now += 5001;
    expect((await profile(USERS.alice)).userStatus).toBe('REGISTERED');
  });

  it('moves the organisation scope of a user switched to another organisation on its notice', async () => {
    const before = await profile(USERS.bob);
    expect(before.accountIds).toEqual([ORG.bravo]);
    await h.db.update(users).set({ accountId: ORG.alpha }).where(eq(users.id, USERS.bob.id));
    // the profile row and the scope (what the caller may see) follow on the change's notice, the clock held still
    const during = await afterTheNotice(
      () => profile(USERS.bob),
      (p) => p.accountIds.length === 1 && p.accountIds[0] === ORG.alpha,
    );
    expect(during.accountId).toBe(ORG.alpha);
    expect(during.accountIds).toEqual([ORG.alpha]);
    now += 5001;
    const after = await profile(USERS.bob);
    expect(after.accountId).toBe(ORG.alpha);
    expect(after.accountIds).toEqual([ORG.alpha]);
  });

  it('reuses a built caller only for the same token, stored user and organisation selection', async () => {
    // one token for every request, so the verifier hands back the same claims each time
    const token = await h.token(USERS.holly);
    const scopeOf = async (selection?: string) => {
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: {
          authorization: `Bearer ${token}`,
          ...(selection ? { 'x-selected-organization': selection } : {}),
        },
        payload: { query: '{ getDetailedProfile { accountIds } }' },
      });
      const body = response.json() as { data?: { getDetailedProfile: { accountIds: string[] } } };
      return { httpStatus: response.statusCode, data: body.data };
    };
    const all = [ORG.holding, ORG.child1, ORG.child2].sort();
    expect((await scopeOf(ORG.child1)).data?.getDetailedProfile.accountIds).toEqual([ORG.child1]);
    expect((await scopeOf()).data?.getDetailedProfile.accountIds.sort()).toEqual(all);
    expect((await scopeOf(ORG.child1)).data?.getDetailedProfile.accountIds).toEqual([ORG.child1]);
    // a selection outside the scope is refused however often the valid ones were served
    const refused = await scopeOf(ORG.bravo);
    expect(refused.httpStatus).toBe(403);
    expect(refused.data?.getDetailedProfile).toBeUndefined();
    expect((await scopeOf()).data?.getDetailedProfile.accountIds.sort()).toEqual(all);
  });
});
