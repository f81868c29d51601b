import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { createHarness, USERS } from '../http/test-harness.js';
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

  it('applies a revocation made elsewhere within the cache lifetime', async () => {
    expect(await privileges()).toContain('B2B_Fleet_Search');
    await h.db
      .update(users)
      .set({ revokedPrivileges: ['B2B_Fleet_Search'] })
      .where(eq(users.id, USERS.bob.id));
    expect(await privileges()).toContain('B2B_Fleet_Search');
    now += 5001;
    expect(await privileges()).not.toContain('B2B_Fleet_Search');
  });
});
