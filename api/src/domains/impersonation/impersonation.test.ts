import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema.js';
import { createHarness, USERS } from '../../http/test-harness.js';
import { markImpersonatedGrant } from '../../identity/impersonation.js';
import type { Harness } from '../../http/test-harness.js';
import { ACCESS_DENIED } from '../../errors/messages.js';
import { CLAIMS_NAMESPACE } from '../../identity/accounts.js';

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

const END = `mutation End($id: ID!, $reason: ImpersonationEndReason!) {
  endImpersonation(impersonationId: $id, reason: $reason)
}`;

describe('endImpersonation', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  /** An impersonated session Cora started on Alice's account, as the identity provider records it. */
  async function coraImpersonatesAlice(id: string) {
    await markImpersonatedGrant(
      h.db,
      id,
      {
        credentialId: `credential-${id}`,
        impersonator: { userId: USERS.cora.id, authId: USERS.cora.authId, email: USERS.cora.email },
        targetUserId: USERS.alice.id,
      },
      new Date(Date.now() + 60_000),
    );
  }

  const endRows = (id: string) =>
    h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'IMPERSONATION_ENDED'), eq(auditLog.actorUserId, USERS.cora.id)))
      .then((rows) => rows.filter((r) => (r.details as { impersonationId?: string }).impersonationId === id));

  it('lets the agent end their session once, audited with the reason', async () => {
    await coraImpersonatesAlice('grant-ended-by-agent');
    const first = (
      await h.graphql(USERS.cora, END, { id: 'grant-ended-by-agent', reason: 'TIME_LIMIT' })
    ).json();
    expect(first).toEqual({ data: { endImpersonation: true } });
    const rows = await endRows('grant-ended-by-agent');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subjectUserId: USERS.alice.id,
      details: { impersonationId: 'grant-ended-by-agent', reason: 'TIME_LIMIT' },
    });
    const again = (await h.graphql(USERS.cora, END, { id: 'grant-ended-by-agent', reason: 'AGENT' })).json();
    expect(again).toEqual({ data: { endImpersonation: false } });
    expect(await endRows('grant-ended-by-agent')).toHaveLength(1);
  });

  it('refuses the ended session’s access token at once, though it has not expired', async () => {
    await coraImpersonatesAlice('grant-ended-token');
    const token = await h.token(USERS.alice, {
      claims: {
        ...actAs(USERS.cora),
        [`${CLAIMS_NAMESPACE}impersonation`]: {
          id: 'grant-ended-token',
          endsAt: Math.floor(Date.now() / 1000) + 600,
        },
      },
    });
    const asAlice = () => h.graphql(null, PRIVILEGES, {}, { authorization: `Bearer ${token}` });
    const before = (await asAlice()).json();
    expect(before.errors).toBeUndefined();
    expect(before.data.getDetailedProfile.isImpersonation).toBe(true);

    const ended = (await h.graphql(USERS.cora, END, { id: 'grant-ended-token', reason: 'AGENT' })).json();
    expect(ended).toEqual({ data: { endImpersonation: true } });
    const after = (await asAlice()).json();
    expect(after.data ?? null).toBeNull();
    expect(after.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('is refused to customers and to the impersonated session itself, and ends nothing', async () => {
    await coraImpersonatesAlice('grant-kept');
    const customer = (await h.graphql(USERS.alice, END, { id: 'grant-kept', reason: 'AGENT' })).json();
    expect(customer.errors[0].extensions.code).toBe('FORBIDDEN');
    const impersonated = await h.token(USERS.alice, { claims: actAs(USERS.cora) });
    const fromInside = (
      await h.graphql(
        null,
        END,
        { id: 'grant-kept', reason: 'AGENT' },
        { authorization: `Bearer ${impersonated}` },
      )
    ).json();
    expect(fromInside.errors[0].message).toBe(ACCESS_DENIED);
    expect(await endRows('grant-kept')).toHaveLength(0);
  });

  it('answers bad input with the error shape, never a server error', async () => {
    const empty = (await h.graphql(USERS.cora, END, { id: ' ', reason: 'AGENT' })).json();
    expect(empty.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const reason = await h.graphql(USERS.cora, END, { id: 'x', reason: 'BORED' });
    expect(reason.statusCode).toBeLessThan(500);
    expect(reason.json().errors[0].message).toMatch(/ImpersonationEndReason/);
  });
});
