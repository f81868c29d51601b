// changePassword is throttled like sign-in (issue 36): per account across client addresses and per client address
// across accounts, with the shared operation limiter (RATE_LIMIT_SENSITIVE_MAX per window).
import { createHarness, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';

const CHANGE = 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }';
const MAX = 3;

describe('changePassword throttle', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({
      config: { trustProxy: true, rateLimits: { openMax: 300, sensitiveMax: MAX, windowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await h.close();
  });

  /** a wrong current password from `address`: the error code it answers */
  async function wrongTry(user: TestUser, address: string): Promise<string | undefined> {
    const res = await h.graphql(
      user,
      CHANGE,
      { c: 'Wrong!2345', n: 'Better!2345' },
      { 'x-forwarded-for': address },
    );
    const body = res.json() as { errors?: { extensions?: { code?: string } }[] };
    return body.errors?.[0]?.extensions?.code;
  }

  it('refuses one account past the limit, from any address', async () => {
    const codes = [];
    for (let i = 1; i <= MAX + 1; i += 1) codes.push(await wrongTry(USERS.alice, `10.1.0.${i}`));
    expect(codes).toEqual([...Array<string>(MAX).fill('BAD_USER_INPUT'), 'RATE_LIMITED']);
    // another account is not held back by Alice's tries
    expect(await wrongTry(USERS.bob, '10.1.1.1')).toBe('BAD_USER_INPUT');
  });

  it('refuses one address past the limit, across accounts', async () => {
    const codes = [];
    for (const user of [USERS.amy, USERS.holly, USERS.ivan, USERS.cora])
      codes.push(await wrongTry(user, '10.2.0.1'));
    expect(codes).toEqual([...Array<string>(MAX).fill('BAD_USER_INPUT'), 'RATE_LIMITED']);
  });
});
