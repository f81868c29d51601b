// The embedded identity provider over real HTTP, against the real schema on PGlite with the test seed.
import { and, eq } from 'drizzle-orm';
import { createJwksTokenVerifier } from '../auth/token-verifier.js';
import { auditLog, mailOutbox, signIns, users } from '../db/schema.js';
import { hashPassword } from '../db/passwords.js';
import { createTestDatabase } from '../db/test-database.js';
import type { TestDatabase } from '../db/test-database.js';
import { SEED_ROLES, SEED_USERS, DEV_PASSWORD } from '../seed/users.js';
import { CLAIMS_NAMESPACE } from './accounts.js';
import { createImpersonationCredentials } from './impersonation.js';
import { startIdentityProvider } from './server.js';
import type { RunningIdentityProvider } from './server.js';
import { OidcTestClient, decodeJwt } from './test-client.js';

const AUDIENCE = 'http://localhost:3000/api';
const CLIENT_ID = 'portal-spa';
const PORTAL = 'http://localhost:3000';
const REDIRECT_URI = `${PORTAL}/pages/store/login/callback`;
const NEW_PASSWORD = 'Changed!2345';

let database: TestDatabase;
let idp: RunningIdentityProvider;

// each test browser gets its own client address, so the per-address sign-in limit only meets the tests for it
let browsers = 0;
function client(extra: Partial<ConstructorParameters<typeof OidcTestClient>[0]> = {}) {
  browsers += 1;
  return new OidcTestClient({
    forwardedFor: `10.200.${Math.floor(browsers / 250)}.${browsers % 250}`,
    issuer: idp.url,
    clientId: CLIENT_ID,
    redirectUri: REDIRECT_URI,
    audience: AUDIENCE,
    ...extra,
  });
}

function rolePrivileges(name: string): string[] {
  const role = SEED_ROLES.find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return [...role.privileges].sort();
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'test' });
  idp = await startIdentityProvider({
    db: database.db,
    port: 0,
    audience: AUDIENCE,
    clientId: CLIENT_ID,
    portalOrigin: PORTAL,
    allowLocalhostOrigins: true,
    trustProxy: true,
    signInRateLimit: { maxPerAccountAndAddress: 3, maxPerAddress: 6, windowMs: 60_000 },
  });
});

afterAll(async () => {
  await idp?.close();
  await database?.close();
});

describe('discovery', () => {
  it('publishes Auth0 paths and the issuer with a trailing slash', async () => {
    const response = await fetch(new URL('.well-known/openid-configuration', idp.url));
    expect(response.status).toBe(200);
    const doc = (await response.json()) as Record<string, unknown>;
    expect(idp.url).toMatch(/^http:\/\/localhost:\d+\/$/);
    expect(doc['issuer']).toBe(idp.url);
    expect(doc['authorization_endpoint']).toBe(`${idp.url}authorize`);
    expect(doc['token_endpoint']).toBe(`${idp.url}oauth/token`);
    expect(doc['revocation_endpoint']).toBe(`${idp.url}oauth/revoke`);
    expect(doc['jwks_uri']).toBe(`${idp.url}.well-known/jwks.json`);
    expect(doc['userinfo_endpoint']).toBe(`${idp.url}userinfo`);
    expect(doc['code_challenge_methods_supported']).toEqual(['S256']);
    expect(doc['scopes_supported']).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'holding_companies', 'offline_access']),
    );
    const jwks = (await (await fetch(String(doc['jwks_uri']))).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});

describe('authorization code + PKCE', () => {
  it('signs a B2B administrator in and issues access, ID and refresh tokens the API accepts', async () => {
    const c = client();
    const page = await c.authorize();
    expect(page.status).toBe(200);
    const done = await c.submitSignIn(page, 'admin@keystone-electric.example', DEV_PASSWORD);
    expect(done.status).toBe(303);
    expect(done.location?.startsWith(`${REDIRECT_URI}?`)).toBe(true);
    const { status, json } = await c.exchange(c.codeFrom(done));
    expect(status).toBe(200);
    expect(json.token_type).toBe('Bearer');
    expect(json.expires_in).toBe(900);
    expect(json.refresh_token).toEqual(expect.any(String));

    const access = decodeJwt(json.access_token as string);
    expect(access.header).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(access.payload['iss']).toBe(idp.url);
    expect(access.payload['aud']).toBe(AUDIENCE);
    expect(Number(access.payload['exp']) - Number(access.payload['iat'])).toBe(900);

    // exactly what the API does with a bearer token
    const verifier = createJwksTokenVerifier({
      issuer: idp.url,
      audience: AUDIENCE,
      jwksUrl: new URL('.well-known/jwks.json', idp.url).href,
    });
    const claims = await verifier.verify(json.access_token as string);
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin@keystone-electric.example'));
    expect(claims.subject).toBe(user?.authId);
    expect(claims.userId).toBe(user?.id);
    expect(claims.email).toBe('admin@keystone-electric.example');
    expect(claims.firstName).toBe(user?.firstName);
    expect(claims.lastName).toBe(user?.lastName);
    expect(claims.name).toBe(`${user?.firstName} ${user?.lastName}`);
    expect(claims.accountId).toBe('410010');
    expect(claims.accountIds).toEqual(['410010']);
    expect([...claims.permissions].sort()).toEqual(rolePrivileges('B2B Administrator'));
    expect(claims.isBrandEmployee).toBe(false);
    expect(access.payload[`${CLAIMS_NAMESPACE}profile`]).toMatchObject({
      userStatus: 'REGISTERED',
      registrationType: 'B2B',
    });
    expect(String(access.payload['scope']).split(' ')).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'holding_companies']),
    );

    const id = decodeJwt(json.id_token as string).payload;
    expect(id['iss']).toBe(idp.url);
    expect(id['aud']).toBe(CLIENT_ID);
    expect(id['nonce']).toBe(c.nonce);
    expect(id['sub']).toBe(user?.authId);
    expect(id).toMatchObject({
      email: 'admin@keystone-electric.example',
      name: `${user?.firstName} ${user?.lastName}`,
      given_name: user?.firstName,
      family_name: user?.lastName,
    });
  });

  it('puts organisational-role privileges and internal-associate claims into the token', async () => {
    const supervisor = await client().signIn('supervisor@keystone-electric.example', DEV_PASSWORD);
    const permissions = decodeJwt(supervisor.json.access_token as string).payload['permissions'] as string[];
    expect([...permissions].sort()).toEqual(rolePrivileges('Keystone Fleet Supervisor'));

    // spec 6: revoked privileges on the profile are removed from token permissions (the role's others stay)
    const revoked = await client().signIn('revoked@blueridge-line.example', DEV_PASSWORD);
    const revokedPermissions = decodeJwt(revoked.json.access_token as string).payload[
      'permissions'
    ] as string[];
    expect([...revokedPermissions].sort()).toEqual(
      rolePrivileges('B2B Administrator')
        .filter((p) => p !== 'B2B_Warranty_Submit' && p !== 'B2B_Delegated_Customer_Admin')
        .sort(),
    );
    expect(revokedPermissions).not.toContain('B2B_Warranty_Submit');
    expect(revokedPermissions).not.toContain('B2B_Delegated_Customer_Admin');

    const holding = await client().signIn('holding@summit-utility.example', DEV_PASSWORD);
    const holdingClaims = decodeJwt(holding.json.access_token as string).payload;
    expect(holdingClaims[`${CLAIMS_NAMESPACE}accountIds`]).toEqual([
      '410001',
      '410002',
      '410003',
      '410004',
      '410005',
    ]);

    const associate = await client().signIn('associate@aerialco.example', DEV_PASSWORD);
    const a = decodeJwt(associate.json.access_token as string).payload;
    expect(a).toMatchObject({
      [`${CLAIMS_NAMESPACE}department`]: 'Customer Support',
      [`${CLAIMS_NAMESPACE}departmentNumber`]: '4410',
      [`${CLAIMS_NAMESPACE}employeeId`]: 'E10442',
      [`${CLAIMS_NAMESPACE}allowedALTURAAccountIds`]: ['410002', '410003'],
      [`${CLAIMS_NAMESPACE}allowViewALTURACompanies`]: true,
      [`${CLAIMS_NAMESPACE}isALTURAEmployee`]: true,
      [`${CLAIMS_NAMESPACE}allowedActions`]: ['VIEW_AS_CUSTOMER', 'VIEW_FLEET', 'VIEW_INVOICES'],
    });
  });

  it('requires PKCE with S256 and the matching verifier', async () => {
    const c = client();
    const noPkce = await c.request(
      c.authorizeUrl({ code_challenge: undefined, code_challenge_method: undefined }),
    );
    expect(noPkce.status).toBe(303);
    expect(new URL(noPkce.location as string).searchParams.get('error')).toBe('invalid_request');

    const plain = await c.request(c.authorizeUrl({ code_challenge_method: 'plain' }));
    expect(new URL(plain.location as string).searchParams.get('error')).toBe('invalid_request');

    const page = await c.authorize();
    const code = c.codeFrom(await c.submitSignIn(page, 'viewer@keystone-electric.example', DEV_PASSWORD));
    const wrong = await c.exchange(code, 'x'.repeat(43));
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe('invalid_grant');
  });

  it('refuses an unknown audience', async () => {
    const c = client({ audience: 'https://other.example/api' });
    const step = await c.request(c.authorizeUrl());
    expect(new URL(step.location as string).searchParams.get('error')).toBe('invalid_target');
  });

  it('issues a refresh token only when offline_access is requested', async () => {
    const { json } = await client().signIn('viewer@keystone-electric.example', DEV_PASSWORD, {
      scope: 'openid profile email holding_companies',
    });
    expect(json.access_token).toEqual(expect.any(String));
    expect(json.refresh_token).toBeUndefined();
  });

  it('accepts redirect URIs on any localhost port in development, not on other hosts', async () => {
    const local = client({ redirectUri: 'http://127.0.0.1:45678/callback' });
    const page = await local.authorize();
    expect(page.status).toBe(200);
    const evil = client({ redirectUri: 'https://evil.example/callback' });
    const step = await evil.request(evil.authorizeUrl());
    expect(step.status).toBe(400);
    expect(step.body).toContain('redirect_uri');
  });
});

describe('refresh tokens', () => {
  it('rotates: the new refresh token works, the used one is refused', async () => {
    const c = client();
    const first = await c.signIn('buyer@blueridge-line.example', DEV_PASSWORD);
    const oldRefresh = first.json.refresh_token as string;
    const second = await c.refresh(oldRefresh);
    expect(second.status).toBe(200);
    expect(second.json.refresh_token).toEqual(expect.any(String));
    expect(second.json.refresh_token).not.toBe(oldRefresh);
    const access = decodeJwt(second.json.access_token as string).payload;
    expect(access['aud']).toBe(AUDIENCE);
    expect([...(access['permissions'] as string[])].sort()).toEqual(rolePrivileges('Parts Buyer'));
    expect(decodeJwt(second.json.id_token as string).payload['iss']).toBe(idp.url);

    const reused = await c.refresh(oldRefresh);
    expect(reused.status).toBe(400);
    expect(reused.json.error).toBe('invalid_grant');
  });

  it('accepts the scope and audience auth0-spa-js repeats on a refresh', async () => {
    const c = client();
    const first = await c.signIn('viewer@keystone-electric.example', DEV_PASSWORD);
    const next = await c.refresh(first.json.refresh_token as string, {
      scope: 'openid profile email holding_companies offline_access',
      audience: AUDIENCE,
    });
    expect(next.json.error).toBeUndefined();
    expect(next.status).toBe(200);
    expect(decodeJwt(next.json.access_token as string).payload['aud']).toBe(AUDIENCE);
    const silent = await c.authorize({ prompt: 'none' });
    const code = c.codeFrom(silent);
    const again = await c.exchange(code);
    expect(again.json.refresh_token).toEqual(expect.any(String));
  });

  it('stops refreshing for a user deactivated after signing in', async () => {
    const c = client();
    const { json } = await c.signIn('compras@andes-energia.example', DEV_PASSWORD);
    await database.db
      .update(users)
      .set({ status: 'DEACTIVATED' })
      .where(eq(users.email, 'compras@andes-energia.example'));
    try {
      const after = await c.refresh(json.refresh_token as string);
      expect(after.status).toBe(400);
      expect(after.json.error).toBe('invalid_grant');
    } finally {
      await database.db
        .update(users)
        .set({ status: 'REGISTERED' })
        .where(eq(users.email, 'compras@andes-energia.example'));
    }
  });

  it('revokes a refresh token at /oauth/revoke', async () => {
    const c = client();
    const { json } = await c.signIn('viewer@keystone-electric.example', DEV_PASSWORD);
    const response = await fetch(c.url('oauth/revoke'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: CLIENT_ID, token: json.refresh_token as string }).toString(),
    });
    expect(response.status).toBe(200);
    const after = await c.refresh(json.refresh_token as string);
    expect(after.json.error).toBe('invalid_grant');
  });

  it('answers CORS for the portal origin on the token endpoint', async () => {
    const c = client();
    const { json } = await c.signIn('viewer@keystone-electric.example', DEV_PASSWORD);
    const response = await fetch(c.url('oauth/token'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PORTAL },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: CLIENT_ID,
        refresh_token: json.refresh_token as string,
      }).toString(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL);
  });
});

describe('sign-in page', () => {
  it('is an accessible form with labelled fields, autocomplete, an alert region and the brand', async () => {
    const page = await client().authorize();
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toMatch(/<h1>Sign in<\/h1>/);
    expect(page.body).toMatch(/<form method="post" action="\/interaction\/[^"]+\/login"/);
    expect(page.body).toMatch(/<label for="email">Email address<\/label>/);
    expect(page.body).toMatch(/<input id="email" name="email" type="email"[^>]*autocomplete="username"/);
    expect(page.body).toMatch(/<label for="password">Password<\/label>/);
    expect(page.body).toMatch(
      /<input id="password" name="password" type="password" autocomplete="current-password"/,
    );
    expect(page.body).toMatch(/role="alert"/);
    expect(page.body).toContain('<button type="submit">Sign in</button>');
    expect(page.body).toContain('Altura Aerial Equipment');
    expect(page.body).toContain(`href="${PORTAL}/"`);
    expect(page.body).not.toMatch(/tabindex="[1-9]/);
  });

  it('carries the security headers, HSTS when requested over TLS, and an icon (issue 19)', async () => {
    const c = client();
    const page = await c.authorize();
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(page.headers.get('strict-transport-security')).toBeNull();
    // the page names its icon, so the browser does not ask for the provider's (missing) /favicon.ico
    expect(page.body).toContain('<link rel="icon" href="data:,">');
    const overTls = await c.request(page.url, { headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.status).toBe(200);
    expect(overTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('says "Wrong email or password." for a wrong password and for an unknown address', async () => {
    const c = client({ forwardedFor: '10.0.0.1' });
    const page = await c.authorize();
    const wrong = await c.submitSignIn(page, 'viewer@keystone-electric.example', 'Nope!2345');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatch(/role="alert"[^>]*>Wrong email or password\.</);
    expect(wrong.body).toContain('value="viewer@keystone-electric.example"');
    const unknown = await c.submitSignIn(wrong, 'nobody@nowhere.example', DEV_PASSWORD);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toContain('Wrong email or password.');
    // the same interaction still accepts the right password
    const ok = await c.submitSignIn(unknown, 'viewer@keystone-electric.example', DEV_PASSWORD);
    expect(c.codeFrom(ok)).toEqual(expect.any(String));
  });

  it('records each sign-in as a row of its own, with the address and application; a refused one leaves none (issue 41)', async () => {
    const email = 'viewer@keystone-electric.example';
    const [viewer] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const rowsOf = () =>
      database.db
        .select({ ip: signIns.ip, clientId: signIns.clientId })
        .from(signIns)
        .where(eq(signIns.userId, viewer!.id))
        .orderBy(signIns.id);
    const before = (await rowsOf()).length;
    for (const address of ['10.3.0.1', '10.3.0.2']) {
      const c = client({ forwardedFor: address });
      c.codeFrom(await c.submitSignIn(await c.authorize(), email, DEV_PASSWORD));
    }
    const wrong = client({ forwardedFor: '10.3.0.3' });
    expect((await wrong.submitSignIn(await wrong.authorize(), email, 'Nope!2345')).status).toBe(401);
    const rows = await rowsOf();
    expect(rows.slice(before)).toEqual([
      { ip: '10.3.0.1', clientId: CLIENT_ID },
      { ip: '10.3.0.2', clientId: CLIENT_ID },
    ]);
  });

  it('lets every seeded user with an active status sign in and tells the others why not', async () => {
    for (const seeded of SEED_USERS) {
      const c = client({ forwardedFor: `10.1.0.${SEED_USERS.indexOf(seeded)}` });
      const page = await c.authorize();
      const result = await c.submitSignIn(page, seeded.email, DEV_PASSWORD);
      if (seeded.status === 'REGISTERED' || seeded.status === 'DELEGATED_REGISTERED') {
        expect(c.codeFrom(result)).toEqual(expect.any(String));
        continue;
      }
      expect({ email: seeded.email, status: result.status }).toEqual({ email: seeded.email, status: 403 });
      const expected: Record<string, RegExp> = {
        DEACTIVATED:
          /This account has been deactivated\. Please contact customer support at 1-877-GO ALTURA, option 1\./,
        INACTIVE: /This account has been deactivated\./,
        REJECTED: /You do not have permission to access connect\./,
        PENDING_APPROVAL: /WE ARE CURRENTLY REVIEWING YOUR REGISTRATION/,
        UNCONFIRMED: /activate it with the link in the activation email/,
        PENDING_REGISTRATION: /finish it with the link in the invitation email/,
      };
      expect(result.body).toMatch(expected[seeded.status] as RegExp);
    }
  });

  it('blocks an account only from the failing address: the owner signs in from another one, and hears of it', async () => {
    const owner = 'fleet@cascade-crane.example';
    const attacker = client({ forwardedFor: '10.9.9.9' });
    let step = await attacker.authorize();
    for (let i = 0; i < 3; i++) {
      step = await attacker.submitSignIn(step, owner, 'wrong-password');
      expect(step.status).toBe(401);
    }
    // the attacker's address is blocked for this account, even with the right password
    step = await attacker.submitSignIn(step, owner, DEV_PASSWORD);
    expect(step.status).toBe(429);
    expect(step.body).toMatch(/Too many failed sign-in attempts\. Please wait 1 minute/);
    expect(step.headers.get('retry-after')).toMatch(/^\d+$/);

    // the owner, from another address, signs in
    const ownerBrowser = client({ forwardedFor: '10.9.9.20' });
    expect((await ownerBrowser.signIn(owner, DEV_PASSWORD)).status).toBe(200);

    // and was told once, when the block started
    const mails = await database.db
      .select({ to: mailOutbox.to, template: mailOutbox.template, text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, owner), eq(mailOutbox.template, 'SignInBlockedEmail')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('10.9.9.9');
  });

  it('a password reset unblocks the account at once', async () => {
    const email = 'viewer@keystone-electric.example';
    const c = client({ forwardedFor: '10.9.9.30' });
    let step = await c.authorize();
    for (let i = 0; i < 3; i++) step = await c.submitSignIn(step, email, 'wrong-password');
    step = await c.submitSignIn(step, email, DEV_PASSWORD);
    expect(step.status).toBe(429);
    const [before] = await database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email));
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword(NEW_PASSWORD) })
      .where(eq(users.email, email));
    try {
      const again = client({ forwardedFor: '10.9.9.30' });
      expect((await again.signIn(email, NEW_PASSWORD)).status).toBe(200);
    } finally {
      await database.db.update(users).set({ passwordHash: before!.hash }).where(eq(users.email, email));
    }
  });

  it('limits one client address across accounts (credential stuffing)', async () => {
    const d = client({ forwardedFor: '10.9.9.10' });
    let other = await d.authorize();
    for (let i = 0; i < 6; i++) other = await d.submitSignIn(other, `someone${i}@nowhere.example`, 'x');
    other = await d.submitSignIn(other, 'demo@keystone-electric.example', DEV_PASSWORD);
    expect(other.status).toBe(429);

    // another address and e-mail are unaffected
    const e = client({ forwardedFor: '10.9.9.11' });
    expect((await e.signIn('demo@keystone-electric.example', DEV_PASSWORD)).status).toBe(200);
  });
});

describe('logout', () => {
  it('/v2/logout ends the session and redirects to returnTo', async () => {
    const c = client();
    await c.signIn('viewer@keystone-electric.example', DEV_PASSWORD);
    // a silent request works while the session lives
    const silent = await c.authorize({ prompt: 'none' });
    expect(c.codeFrom(silent)).toEqual(expect.any(String));

    // auth0-spa-js's iframe fallback: prompt=none answered by a web message to the portal window
    const iframe = await c.authorize({ prompt: 'none', response_mode: 'web_message' });
    expect(iframe.status).toBe(200);
    expect(iframe.body).toContain("type: 'authorization_response'");
    expect(iframe.body).toMatch(/"code":"[^"]+"/);
    expect(iframe.headers.get('x-frame-options')).toBeNull();

    const returnTo = `${PORTAL}/pages/store`;
    const out = await c.request(
      c.url(`v2/logout?client_id=${CLIENT_ID}&returnTo=${encodeURIComponent(returnTo)}`),
    );
    expect(out.status).toBe(302);
    expect(out.location).toBe(returnTo);

    const after = await c.authorize({ prompt: 'none' });
    const url = new URL(after.location as string);
    expect(url.searchParams.get('error')).toBe('login_required');
  });

  it('refuses a returnTo outside the allowed origins', async () => {
    const c = client();
    const out = await c.request(
      c.url(`v2/logout?client_id=${CLIENT_ID}&returnTo=${encodeURIComponent('https://evil.example/')}`),
    );
    expect(out.status).toBe(400);
    expect(out.body).toContain('not an allowed logout URL');
  });
});

describe('userinfo', () => {
  it('accepts the API access token like Auth0 does', async () => {
    const { json } = await client().signIn('pat.morgan@mailbox.example', DEV_PASSWORD);
    const response = await fetch(new URL('userinfo', idp.url), {
      headers: { authorization: `Bearer ${json.access_token as string}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      email: 'pat.morgan@mailbox.example',
      email_verified: true,
    });
  });
});

describe('impersonation', () => {
  it('signs a CSR in as the user once, with an act claim, and audits it', async () => {
    const [csr] = await database.db.select().from(users).where(eq(users.email, 'csr.admin@aerialco.example'));
    const [target] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin@northern-lights.example'));
    if (!csr || !target) throw new Error('seed users missing');
    const credentials = await createImpersonationCredentials(database.db, {
      csrUserId: csr.id,
      targetUserId: target.id,
    });
    expect(credentials.email).toBe(target.email);
    expect(credentials.oneTimePassword).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const c = client();
    const { status, json } = await c.signIn(credentials.email, credentials.oneTimePassword);
    expect(status).toBe(200);
    const access = decodeJwt(json.access_token as string).payload;
    expect(access['sub']).toBe(target.authId);
    expect(access['act']).toEqual({ sub: csr.authId, email: csr.email, userId: csr.id });
    expect(access[`${CLAIMS_NAMESPACE}isImpersonation`]).toBe(true);
    expect(decodeJwt(json.id_token as string).payload['act']).toMatchObject({ email: csr.email });
    // still impersonating after a refresh
    const refreshed = await c.refresh(json.refresh_token as string);
    expect(decodeJwt(refreshed.json.access_token as string).payload['act']).toMatchObject({
      email: csr.email,
    });

    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, csr.id), eq(auditLog.subjectUserId, target.id)));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'IMPERSONATION_CREDENTIALS_ISSUED',
      'IMPERSONATION_SIGN_IN',
    ]);

    // single use
    const again = client();
    const page = await again.authorize();
    const reused = await again.submitSignIn(page, credentials.email, credentials.oneTimePassword);
    expect(reused.status).toBe(401);
    expect(reused.body).toContain('Wrong email or password.');

    // the user's own sign-in in the same browser carries no act claim
    const own = await c.signIn(target.email, DEV_PASSWORD);
    expect(decodeJwt(own.json.access_token as string).payload['act']).toBeUndefined();
  });

  it('replaces a CSR session in the same browser by the impersonated one (after the logout step)', async () => {
    const [csr] = await database.db.select().from(users).where(eq(users.email, 'csr.agent@aerialco.example'));
    const [target] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'delegated@keystone-electric.example'));
    if (!csr || !target) throw new Error('seed users missing');
    const browser = client({ forwardedFor: '10.7.7.7' });
    await browser.signIn(csr.email, DEV_PASSWORD);
    const credentials = await createImpersonationCredentials(database.db, {
      csrUserId: csr.id,
      targetUserId: target.id,
    });
    const page = await browser.authorize();
    let step = await browser.submitSignIn(page, credentials.email, credentials.oneTimePassword);
    // oidc-provider first ends the CSR's session with an auto-submitted form (a Continue button without JavaScript)
    expect(step.status).toBe(200);
    const action = /<form method="post" action="([^"]+)"/.exec(step.body)?.[1] as string;
    const fields = Object.fromEntries(
      [...step.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    step = await browser.follow(
      await browser.request(new URL(action, browser.url('/')).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields as Record<string, string>).toString(),
      }),
    );
    const tokens = await browser.exchange(browser.codeFrom(step));
    const access = decodeJwt(tokens.json.access_token as string).payload;
    expect(access['sub']).toBe(target.authId);
    expect(access['act']).toMatchObject({ email: csr.email });
  });

  it('expires one-time passwords after five minutes', async () => {
    const [csr] = await database.db.select().from(users).where(eq(users.email, 'csr.agent@aerialco.example'));
    const [target] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'buyer@blueridge-line.example'));
    if (!csr || !target) throw new Error('seed users missing');
    const credentials = await createImpersonationCredentials(database.db, {
      csrUserId: csr.id,
      targetUserId: target.id,
      now: new Date(Date.now() - 6 * 60_000),
    });
    const c = client();
    const result = await c.submitSignIn(await c.authorize(), credentials.email, credentials.oneTimePassword);
    expect(result.status).toBe(401);
  });

  it('refuses to impersonate a user who cannot sign in', async () => {
    const [csr] = await database.db.select().from(users).where(eq(users.email, 'csr.admin@aerialco.example'));
    const [target] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'lyle.dorsey@prairie-tree.example'));
    await expect(
      createImpersonationCredentials(database.db, {
        csrUserId: csr?.id ?? '',
        targetUserId: target?.id ?? '',
      }),
    ).rejects.toThrow(/DEACTIVATED cannot be impersonated/);
  });
});
