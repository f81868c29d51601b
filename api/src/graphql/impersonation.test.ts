import { createHarness, USERS } from '../http/test-harness.js';
import type { Harness } from '../http/test-harness.js';
import { ACCESS_DENIED } from '../errors/messages.js';

const SETUP = `mutation Setup($userId: ID!) { setupImpersonationUser(userId: $userId) { email oneTimePassword } }`;
const PRIVILEGES = `query { getDetailedProfile { privileges isImpersonation } }`;
const actAs = (csr: { authId: string; email: string }) => ({ act: { sub: csr.authId, email: csr.email } });

describe('setupImpersonationUser', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('gives customer-service staff the user’s email and a one-time password', async () => {
    const body = (await h.graphql(USERS.cora, SETUP, { userId: USERS.alice.id })).json();
    expect(body.errors).toBeUndefined();
    expect(body.data.setupImpersonationUser.email).toBe(USERS.alice.email);
    expect(body.data.setupImpersonationUser.oneTimePassword).toMatch(/^\S{8,}$/);
    const again = (await h.graphql(USERS.cora, SETUP, { userId: USERS.alice.id })).json();
    expect(again.data.setupImpersonationUser.oneTimePassword).not.toBe(
      body.data.setupImpersonationUser.oneTimePassword,
    );
  });

  it('is refused to users without CSR_User_Management', async () => {
    const body = (await h.graphql(USERS.alice, SETUP, { userId: USERS.bob.id })).json();
    expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('rejects malformed and unknown user ids clearly', async () => {
    const malformed = (await h.graphql(USERS.cora, SETUP, { userId: 'not-a-uuid' })).json();
    expect(malformed.errors[0].message).toMatch(/User id/);
    const unknown = (
      await h.graphql(USERS.cora, SETUP, { userId: '00000000-0000-4000-8000-00000000ffff' })
    ).json();
    expect(unknown.errors[0].message).toBe('The user to impersonate does not exist.');
  });

  it('an impersonated session cannot impersonate, and loses customer-service privileges', async () => {
    const coraActing = await h.token(USERS.cora, { claims: actAs(USERS.cora) });
    const nested = (
      await h.graphql(null, SETUP, { userId: USERS.alice.id }, { authorization: `Bearer ${coraActing}` })
    ).json();
    // an impersonated session holds no CSR privilege, so the operation's rule ('csr.users') refuses it first
    expect(nested.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(nested.errors[0].message).toBe(ACCESS_DENIED);

    const aliceImpersonated = await h.token(USERS.alice, {
      permissions: ['B2B_Dashboard', 'CSR', 'CSR_User_Management'],
      claims: actAs(USERS.cora),
    });
    const impersonated = (
      await h.graphql(null, PRIVILEGES, {}, { authorization: `Bearer ${aliceImpersonated}` })
    ).json().data.getDetailedProfile;
    expect(impersonated.isImpersonation).toBe(true);
    expect(impersonated.privileges).toContain('B2B_Dashboard');
    expect(impersonated.privileges).not.toContain('CSR');
    expect(impersonated.privileges).not.toContain('CSR_User_Management');
  });
});
