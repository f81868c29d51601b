// Feature flags (issue 22): the OFREP endpoints and the product owners' GraphQL operations, on the test world.
import { and, eq } from 'drizzle-orm';
import { auditLog, featureFlags, users } from '../../db/schema.js';
import { createHarness, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { evaluateFlag, parseFlagValue } from './feature-flags.js';
import type { FlagEvaluation } from './feature-flags.js';

/** Cora as a product owner: CSR + Product_Owner_Admin. */
const PRODUCT_OWNER: TestUser = { ...USERS.cora, permissions: ['CSR', 'Product_Owner_Admin'] };
/** Cora as a customer-service agent without a product-owner privilege. */
const AGENT: TestUser = { ...USERS.cora, permissions: ['CSR', 'CSR_User_Management'] };

// GraphQL answers are checked field by field below; their shape varies per query
type Body = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: Record<string, any> | null;
  errors?: { message: string; extensions: Record<string, unknown> }[];
};

const LIST = `query { featureFlags { groups flags { key type defaultValue groupValues { group value } } } }`;
const SET = `mutation ($key: String!, $group: String!, $value: String) {
  setFeatureFlagValue(key: $key, group: $group, value: $value) { key groupValues { group value } }
}`;

describe('feature flags', () => {
  let h: Harness;
  let n = 0;

  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  /** A flag of this test only. */
  async function makeFlag(values: Partial<typeof featureFlags.$inferInsert> = {}): Promise<string> {
    n += 1;
    const key = `test-flag-${n}`;
    await h.db.insert(featureFlags).values({
      key,
      type: 'boolean',
      defaultValue: true,
      groupValues: { Connect_B2B_User: false },
      ...values,
    });
    return key;
  }

  async function setGroup(user: TestUser, group: string | null): Promise<void> {
    await h.db.update(users).set({ launchDarklyGroup: group }).where(eq(users.id, user.id));
  }

  const ofrep = async (
    url: string,
    payload: unknown,
    user: TestUser | null,
    headers: Record<string, string> = {},
  ) =>
    h.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: { ...(user ? { authorization: `Bearer ${await h.token(user)}` } : {}), ...headers },
    });

  const flagIn = (body: unknown, key: string): FlagEvaluation | undefined =>
    (body as { flags: FlagEvaluation[] }).flags.find((f) => f.key === key);

  describe('OFREP evaluation', () => {
    test('a guest evaluates as Connect_Default_User, whatever group the context names', async () => {
      const key = await makeFlag({ groupValues: { Connect_Default_User: false, Connect_B2B_User: true } });
      const res = await ofrep(
        '/api/ofrep/v1/evaluate/flags',
        { context: { targetingKey: 'anon-1', flagGroup: 'Connect_B2B_User' } },
        null,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['etag']).toMatch(/^W\/"/);
      expect(flagIn(res.json(), key)).toEqual({
        key,
        value: false,
        reason: 'TARGETING_MATCH',
        variant: 'Connect_Default_User',
        metadata: { flagGroup: 'Connect_Default_User' },
      });
    });

    test("a signed-in user evaluates under the stored profile's group, not the context's", async () => {
      const key = await makeFlag({ groupValues: { Connect_B2B_User: false, Internal_Associates: true } });
      await setGroup(USERS.alice, 'Connect_B2B_User');
      const res = await ofrep(
        '/api/ofrep/v1/evaluate/flags',
        { context: { targetingKey: USERS.alice.id, flagGroup: 'Internal_Associates' } },
        USERS.alice,
      );
      expect(flagIn(res.json(), key)).toMatchObject({
        value: false,
        metadata: { flagGroup: 'Connect_B2B_User' },
      });
    });

    test('an empty profile group evaluates as Connect_Default_User and gets the default value', async () => {
      const key = await makeFlag({ defaultValue: true, groupValues: { Connect_B2B_User: false } });
      await setGroup(USERS.bob, '  ');
      const res = await ofrep('/api/ofrep/v1/evaluate/flags', { context: {} }, USERS.bob);
      expect(flagIn(res.json(), key)).toEqual({
        key,
        value: true,
        reason: 'DEFAULT',
        variant: 'default',
        metadata: { flagGroup: 'Connect_Default_User' },
      });
    });

    test('an unchanged evaluation answers 304 to If-None-Match; a changed flag a new ETag', async () => {
      const key = await makeFlag();
      const first = await ofrep('/api/ofrep/v1/evaluate/flags', {}, null);
      const etag = String(first.headers['etag']);
      const again = await ofrep('/api/ofrep/v1/evaluate/flags', {}, null, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      await h.db.update(featureFlags).set({ defaultValue: false }).where(eq(featureFlags.key, key));
      const changed = await ofrep('/api/ofrep/v1/evaluate/flags', {}, null, { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers['etag']).not.toBe(etag);
    });

    test('one flag: its evaluation, FLAG_NOT_FOUND for an unknown key, INVALID_CONTEXT for a bad context', async () => {
      const key = await makeFlag({
        type: 'string',
        defaultValue: 'classic',
        groupValues: { Connect_B2B_User: 'beta' },
      });
      await setGroup(USERS.alice, 'Connect_B2B_User');
      const one = await ofrep(
        `/api/ofrep/v1/evaluate/flags/${key}`,
        { context: { targetingKey: 'x' } },
        USERS.alice,
      );
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ key, value: 'beta', reason: 'TARGETING_MATCH' });

      const missing = await ofrep('/api/ofrep/v1/evaluate/flags/no-such-flag', { context: {} }, null);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ key: 'no-such-flag', errorCode: 'FLAG_NOT_FOUND' });

      const badContext = await ofrep(`/api/ofrep/v1/evaluate/flags/${key}`, { context: ['x'] }, null);
      expect(badContext.statusCode).toBe(400);
      expect(badContext.json()).toMatchObject({ key, errorCode: 'INVALID_CONTEXT' });

      const badKey = await ofrep('/api/ofrep/v1/evaluate/flags/{nope}', {}, null);
      expect(badKey.statusCode).toBe(404);

      const badBulk = await ofrep('/api/ofrep/v1/evaluate/flags', { context: { targetingKey: 7 } }, null);
      expect(badBulk.statusCode).toBe(400);
      expect(badBulk.json()).toMatchObject({ errorCode: 'INVALID_CONTEXT' });
    });
  });

  describe('product owners', () => {
    const gql = async (user: TestUser | null, query: string, variables: Record<string, unknown> = {}) =>
      (await h.graphql(user, query, variables)).json() as Body;

    test('list every flag with its group values and the known groups', async () => {
      const key = await makeFlag({ groupValues: { Internal_Associates: false } });
      await setGroup(USERS.alice, 'Connect_B2B_User');
      const body = await gql(PRODUCT_OWNER, LIST);
      expect(body.errors).toBeUndefined();
      const list = body.data!['featureFlags'];
      expect(list.groups).toEqual(
        expect.arrayContaining(['Connect_Default_User', 'Connect_B2B_User', 'Internal_Associates']),
      );
      expect(list.flags).toContainEqual({
        key,
        type: 'boolean',
        defaultValue: 'true',
        groupValues: [{ group: 'Internal_Associates', value: 'false' }],
      });
    });

    test('set a value for one group: audited, and the next evaluation of that group sees it', async () => {
      const key = await makeFlag({ groupValues: {} });
      await setGroup(USERS.alice, 'Connect_B2B_User');
      const before = await ofrep('/api/ofrep/v1/evaluate/flags', {}, USERS.alice);
      expect(flagIn(before.json(), key)?.value).toBe(true);

      const body = await gql(PRODUCT_OWNER, SET, { key, group: 'Connect_B2B_User', value: 'false' });
      expect(body.errors).toBeUndefined();
      expect(body.data!['setFeatureFlagValue'].groupValues).toEqual([
        { group: 'Connect_B2B_User', value: 'false' },
      ]);

      const after = await ofrep('/api/ofrep/v1/evaluate/flags', {}, USERS.alice);
      expect(flagIn(after.json(), key)).toMatchObject({ value: false, reason: 'TARGETING_MATCH' });
      const guest = await ofrep('/api/ofrep/v1/evaluate/flags', {}, null);
      expect(flagIn(guest.json(), key)?.value).toBe(true);

      const audit = await h.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'SET_FEATURE_FLAG_VALUE'), eq(auditLog.actorUserId, USERS.cora.id)));
      expect(audit.map((a) => a.details)).toContainEqual({
        before: { group: 'Connect_B2B_User', value: null },
        after: { group: 'Connect_B2B_User', value: false },
        flagKey: key,
      });

      // null: the group follows the default again
      const cleared = await gql(PRODUCT_OWNER, SET, { key, group: 'Connect_B2B_User', value: null });
      expect(cleared.data!['setFeatureFlagValue'].groupValues).toEqual([]);
    });

    test('refused without a product-owner privilege, for customers and for guests; nothing changes', async () => {
      const key = await makeFlag({ groupValues: {} });
      for (const user of [AGENT, USERS.alice]) {
        const list = await gql(user, LIST);
        expect(list.errors?.[0]?.extensions['code']).toBe('FORBIDDEN');
        const set = await gql(user, SET, { key, group: 'Connect_B2B_User', value: 'false' });
        expect(set.errors?.[0]?.extensions['code']).toBe('FORBIDDEN');
      }
      expect((await h.graphql(null, LIST)).statusCode).toBe(401);
      const [row] = await h.db.select().from(featureFlags).where(eq(featureFlags.key, key));
      expect(row!.groupValues).toEqual({});
    });

    test('bad input is refused with a clear message and nothing changes', async () => {
      const key = await makeFlag({ groupValues: {} });
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ key, group: 'Connect_B2B_User', value: 'yes' }, /Value must be a boolean/],
        [{ key, group: 'Bad Group!', value: 'true' }, /Flag group may hold letters/],
        [{ key, group: '', value: 'true' }, /Flag group is required/],
        [{ key: 'Not A Key', group: 'Connect_B2B_User', value: 'true' }, /not a valid flag key/],
        [{ key, group: 'G', value: 'x'.repeat(1001) }, /at most 1000/],
      ];
      for (const [variables, message] of cases) {
        const body = await gql(PRODUCT_OWNER, SET, variables);
        expect(body.errors?.[0]?.extensions['code']).toBe('BAD_USER_INPUT');
        expect(JSON.stringify(body.errors)).toMatch(message);
      }
      const unknown = await gql(PRODUCT_OWNER, SET, { key: 'no-such-flag', group: 'G', value: 'true' });
      expect(unknown.errors?.[0]?.extensions['code']).toBe('NOT_FOUND');
      const [row] = await h.db.select().from(featureFlags).where(eq(featureFlags.key, key));
      expect(row!.groupValues).toEqual({});
    });
  });

  test('values typed as text are read as the flag type', () => {
    expect(parseFlagValue('boolean', 'true')).toBe(true);
    expect(parseFlagValue('boolean', 'TRUE')).toBeNull();
    expect(parseFlagValue('number', '12.5')).toBe(12.5);
    expect(parseFlagValue('number', ' ')).toBeNull();
    expect(parseFlagValue('string', 'beta')).toBe('beta');
    expect(evaluateFlag({ key: 'k', defaultValue: 1, groupValues: { A: 2 } }, 'B')).toMatchObject({
      value: 1,
    });
  });
});
