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
  // cache at once (ADR 0011); a server has other writers, whose changes arrive within the cache lifetime.
  const embedded = () => h.kind === 'pglite';

  it('applies a revocation made elsewhere at once on the embedded database, within the cache lifetime on a server', async () => {
    expect(await privileges()).toContain('B2B_Fleet_Search');
    await h.db
      .update(users)
      .set({ revokedPrivileges: ['B2B_Fleet_Search'] })
      .where(eq(users.id, USERS.bob.id));
    if (!embedded()) {
      expect(await privileges()).toContain('B2B_Fleet_Search');
      now += 5001;
    }
    expect(await privileges()).not.toContain('B2B_Fleet_Search');
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

  it('moves the organisation scope of a user switched to another organisation within the cache lifetime', async () => {
    const before = await profile(USERS.bob);
    expect(before.accountIds).toEqual([ORG.bravo]);
    await h.db.update(users).set({ accountId: ORG.alpha }).where(eq(users.id, USERS.bob.id));
    // the profile row is fresh at once; the scope (what the caller may see) follows at once on the embedded
    // database, within the 5 s bound on a server
    const during = await profile(USERS.bob);
    expect(during.accountId).toBe(ORG.alpha);
    expect(during.accountIds).toEqual(embedded() ? [ORG.alpha] : [ORG.bravo]);
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
