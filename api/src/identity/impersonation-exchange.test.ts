// Impersonation in one flow (issue 35): the one-time credential exchanged at the token endpoint with the agent's
// token as the actor, its audit rows, its time limit, and its end — over real HTTP against the real schema.
import { and, eq, inArray } from 'drizzle-orm';
import { createJwksTokenVerifier } from '../auth/token-verifier.js';
import { auditLog, users } from '../db/schema.js';
import { createTestDatabase } from '../db/test-database.js';
import type { TestDatabase } from '../db/test-database.js';
import { DEV_PASSWORD } from '../seed/users.js';
import { CLAIMS_NAMESPACE } from './accounts.js';
import { createImpersonationCredentials, endImpersonationSession } from './impersonation.js';
import {
  ACCESS_TOKEN_TYPE,
  IMPERSONATION_TOKEN_TYPE,
  TOKEN_EXCHANGE_GRANT,
} from './impersonation-exchange.js';
import { startIdentityProvider } from './server.js';
import type { RunningIdentityProvider } from './server.js';
import { OidcTestClient, decodeJwt } from './test-client.js';

const AUDIENCE = 'http://localhost:3000/api';
const CLIENT_ID = 'portal-spa';
const TIME_LIMIT_SECONDS = 4;

let database: TestDatabase;
let idp: RunningIdentityProvider;
let browsers = 0;

function browser() {
  browsers += 1;
  return new OidcTestClient({
    forwardedFor: `10.35.0.${browsers}`,
    issuer: idp.url,
    clientId: CLIENT_ID,
    redirectUri: 'http://localhost:3000/login',
    audience: AUDIENCE,
  });
}

async function user(email: string) {
  const [row] = await database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`seed user ${email} missing`);
  return row;
}

async function agentToken(email: string): Promise<string> {
  const { json } = await browser().signIn(email, DEV_PASSWORD);
  return json.access_token as string;
}

/** A one-time credential for the agent to impersonate the customer (what setupImpersonationUser hands out). */
async function credentialFor(agent: { id: string }, customer: { id: string }): Promise<string> {
  const { oneTimePassword } = await createImpersonationCredentials(database.db, {
    csrUserId: agent.id,
    targetUserId: customer.id,
  });
  return oneTimePassword;
}

/** A session started by exchanging a fresh credential: its browser, its tokens and its impersonation claim. */
async function impersonatedSession(agent: { id: string; email: string }, customer: { id: string }) {
  const c = browser();
  const { json } = await exchange(c, await credentialFor(agent, customer), await agentToken(agent.email));
  const claim = decodeJwt(json.access_token as string).payload[`${CLAIMS_NAMESPACE}impersonation`] as {
    id: string;
    endsAt: number;
  };
  return { c, json, claim };
}

/** The IMPERSONATION_ENDED rows of session `id` written by any of `actors`. */
async function endedRows(actors: string[], id: string) {
  const rows = await database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'IMPERSONATION_ENDED'), inArray(auditLog.actorUserId, actors)));
  return rows.filter((r) => (r.details as { impersonationId?: string }).impersonationId === id);
}

/** The row "End impersonation" writes: by the agent, about the customer, for the session, reason AGENT. */
const endedByAgent = (agent: { id: string }, customer: { id: string }, id: string) =>
  expect.objectContaining({
    actorUserId: agent.id,
    subjectUserId: customer.id,
    details: { impersonationId: id, reason: 'AGENT' },
  });

function exchange(c: OidcTestClient, subjectToken: string, actorToken: string | null) {
  return c.token({
    grant_type: TOKEN_EXCHANGE_GRANT,
    client_id: CLIENT_ID,
    subject_token: subjectToken,
    subject_token_type: IMPERSONATION_TOKEN_TYPE,
    ...(actorToken ? { actor_token: actorToken, actor_token_type: ACCESS_TOKEN_TYPE } : {}),
    audience: AUDIENCE,
    scope: 'openid profile email offline_access',
  });
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'test' });
  idp = await startIdentityProvider({
    db: database.db,
    port: 0,
    audience: AUDIENCE,
    clientId: CLIENT_ID,
    portalOrigin: 'http://localhost:3000',
    allowLocalhostOrigins: true,
    trustProxy: true,
    impersonationTimeLimitSeconds: TIME_LIMIT_SECONDS,
  });
});

afterAll(async () => {
  await idp?.close();
  await database?.close();
});

it('exchanges the credential for the customer’s tokens naming the agent, once, and audits it', async () => {
  const agent = await user('csr.admin@aerialco.example');
  const customer = await user('admin@northern-lights.example');
  const agentAccess = await agentToken(agent.email);
  const oneTimePassword = await credentialFor(agent, customer);

  const before = Math.floor(Date.now() / 1000);
  const c = browser();
  const { status, json } = await exchange(c, oneTimePassword, agentAccess);
  expect(status).toBe(200);
  const access = decodeJwt(json.access_token as string).payload;
  expect(access['sub']).toBe(customer.authId);
  expect(access['aud']).toBe(AUDIENCE);
  expect(access['act']).toEqual({ sub: agent.authId, email: agent.email, userId: agent.id });
  const session = access[`${CLAIMS_NAMESPACE}impersonation`] as { id: string; endsAt: number };
  expect(session.endsAt - before).toBeGreaterThanOrEqual(TIME_LIMIT_SECONDS - 1);
  expect(session.endsAt - before).toBeLessThanOrEqual(TIME_LIMIT_SECONDS + 1);
  expect(decodeJwt(json.id_token as string).payload).toMatchObject({
    sub: customer.authId,
    email: customer.email,
  });
  // the API takes the token as the customer's, impersonated
  const verifier = createJwksTokenVerifier({
    issuer: idp.url,
    audience: AUDIENCE,
    jwksUrl: `${idp.url}.well-known/jwks.json`,
  });
  await expect(verifier.verify(json.access_token as string)).resolves.toMatchObject({
    subject: customer.authId,
    isImpersonation: true,
    impersonatorUserId: agent.id,
  });

  // a refresh keeps the same session and its limit
  const refreshed = await c.refresh(json.refresh_token as string);
  expect(refreshed.status).toBe(200);
  expect(
    decodeJwt(refreshed.json.access_token as string).payload[`${CLAIMS_NAMESPACE}impersonation`],
  ).toEqual(session);

  // single use
  const again = await exchange(browser(), oneTimePassword, agentAccess);
  expect(again.status).toBe(400);
  expect(again.json.error).toBe('invalid_grant');

  const audit = await database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorUserId, agent.id), eq(auditLog.subjectUserId, customer.id)));
  expect(audit.map((a) => a.action).sort()).toEqual([
    'IMPERSONATION_CREDENTIALS_ISSUED',
    'IMPERSONATION_SIGN_IN',
  ]);
  expect(audit.find((a) => a.action === 'IMPERSONATION_SIGN_IN')?.details).toMatchObject({
    method: 'TOKEN_EXCHANGE',
    clientId: CLIENT_ID,
  });
});

it('is refused without the agent’s own token: none, another agent’s, a customer’s or an impersonated one', async () => {
  const agent = await user('csr.admin@aerialco.example');
  const colleague = await user('csr.agent@aerialco.example');
  const customer = await user('delegated@keystone-electric.example');
  const oneTimePassword = await credentialFor(agent, customer);
  expect((await exchange(browser(), oneTimePassword, null)).status).toBe(400);
  for (const other of [await agentToken(colleague.email), await agentToken(customer.email), 'not.a.token']) {
    const refused = await exchange(browser(), oneTimePassword, other);
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe('invalid_grant');
  }
  // none of those spent it: the agent it was issued to still can
  const agentAccess = await agentToken(agent.email);
  const ok = await exchange(browser(), oneTimePassword, agentAccess);
  expect(ok.status).toBe(200);
  // and an impersonated session cannot start another one
  const nested = await exchange(
    browser(),
    await credentialFor(agent, customer),
    ok.json.access_token as string,
  );
  expect(nested.json.error).toBe('invalid_grant');
});

it('ends by itself at its time limit: the API refuses its tokens and the provider its refresh', async () => {
  const agent = await user('csr.admin@aerialco.example');
  const customer = await user('pat.morgan@mailbox.example');
  const { c, json, claim } = await impersonatedSession(agent, customer);
  const token = json.access_token as string;
  const { endsAt } = claim;
  const jwksUrl = `${idp.url}.well-known/jwks.json`;
  const at = (seconds: number) =>
    createJwksTokenVerifier({ issuer: idp.url, audience: AUDIENCE, jwksUrl, now: () => seconds * 1000 });
  await expect(at(endsAt - 1).verify(token)).resolves.toMatchObject({ isImpersonation: true });
  await expect(at(endsAt).verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });

  await new Promise((resolve) => setTimeout(resolve, (endsAt + 1) * 1000 - Date.now()));
  const late = await c.refresh(json.refresh_token as string);
  expect(late.status).toBe(400);
  expect(late.json.error).toBe('invalid_grant');
});

it('is ended by its agent only, once: audited, and its refresh token refused from then on', async () => {
  const agent = await user('csr.admin@aerialco.example');
  const colleague = await user('csr.agent@aerialco.example');
  const customer = await user('admin@northern-lights.example');
  const { c, json, claim } = await impersonatedSession(agent, customer);
  const { id } = claim;

  const end = (agentUserId: string) =>
    endImpersonationSession(database.db, { agentUserId, impersonationId: id, reason: 'AGENT' });
  expect(await end(colleague.id)).toBe(false);
  expect(await end(agent.id)).toBe(true);
  expect(await end(agent.id)).toBe(false);
  expect(await endedRows([agent.id, colleague.id], id)).toEqual([endedByAgent(agent, customer, id)]);
  const refused = await c.refresh(json.refresh_token as string);
  expect(refused.json.error).toBe('invalid_grant');
});

it('ends when the agent signs out of the provider, audited as "End impersonation" audits it', async () => {
  const agent = await user('csr.admin@aerialco.example');
  const customer = await user('delegated@keystone-electric.example');
  // the agent's own browser session at the provider, and the customer's tokens exchanged in that tab
  const agentBrowser = browser();
  const signedIn = await agentBrowser.signIn(agent.email, DEV_PASSWORD);
  const c = browser();
  const { json } = await exchange(
    c,
    await credentialFor(agent, customer),
    signedIn.json.access_token as string,
  );
  const { id } = decodeJwt(json.access_token as string).payload[`${CLAIMS_NAMESPACE}impersonation`] as {
    id: string;
  };

  const signOut = async (from: OidcTestClient) => {
    const out = await from.request(
      from.url(`v2/logout?client_id=${CLIENT_ID}&returnTo=${encodeURIComponent('http://localhost:3000/')}`),
    );
    expect(out.status).toBe(302);
  };
  // the same agent signing out in another browser leaves this tab's impersonation alone
  const elsewhere = browser();
  await elsewhere.signIn(agent.email, DEV_PASSWORD);
  await signOut(elsewhere);
  expect(await endedRows([agent.id], id)).toEqual([]);

  await signOut(agentBrowser);
  expect(await endedRows([agent.id], id)).toEqual([endedByAgent(agent, customer, id)]);
  const refused = await c.refresh(json.refresh_token as string);
  expect(refused.json.error).toBe('invalid_grant');
  // ending it again from the resumed session finds nothing left to end
  expect(
    await endImpersonationSession(database.db, {
      agentUserId: agent.id,
      impersonationId: id,
      reason: 'AGENT',
    }),
  ).toBe(false);
});
