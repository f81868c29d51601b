// maySeePrices asks no query of its own (issue 34, the search bench): the profile fields the store's price rule reads
// (status, isValidatedB2BUser, isPunchout) come with the caller, which auth/caller.ts loads through its cache — so a
// business user's search costs no profile read beyond the caller's, and none at all when the caller is cached.
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../auth/request-context.js';
import { buildCaller, createCallerCache } from '../auth/caller.js';
import { readClaims } from '../auth/claims.js';
import { users } from '../db/schema.js';
import { createHarness, USERS } from '../http/test-harness.js';
import type { Harness } from '../http/test-harness.js';
import { maySeePrices } from './price-visibility.js';

const PRICING = 'B2B_See_Replacement_Parts_Pricing';

/** A database that fails the test if anything asks it a query. */
const noQueries = new Proxy(
  {},
  {
    get(_target, name) {
      throw new Error(`maySeePrices asked the database (${String(name)})`);
    },
  },
);

describe('maySeePrices reads the cached caller, never the database', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const contextFor = async (cache: ReturnType<typeof createCallerCache>, permissions: string[]) => {
    const user = await cache.load(h.db, USERS.alice.authId);
    const caller = buildCaller(readClaims({ sub: USERS.alice.authId, permissions }), user, null);
    return { caller, db: noQueries } as unknown as RequestContext;
  };

  it('a validated business user: the pricing privilege decides, with no query', async () => {
    const cache = createCallerCache({ ttlMs: 60_000 });
    expect(await maySeePrices(await contextFor(cache, [PRICING]))).toBe(true);
    expect(await maySeePrices(await contextFor(cache, []))).toBe(false);
  });

  it('a personal user (not a validated business user) sees prices: the profile field comes with the caller', async () => {
    await h.db.update(users).set({ isValidatedB2BUser: false }).where(eq(users.id, USERS.alice.id));
    try {
      // a fresh cache: what the caller query reads now
      expect(await maySeePrices(await contextFor(createCallerCache({ ttlMs: 60_000 }), []))).toBe(true);
    } finally {
      await h.db.update(users).set({ isValidatedB2BUser: true }).where(eq(users.id, USERS.alice.id));
    }
  });
});
