import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { CryptoKey } from 'jose';
import { readClaims } from './claims.js';
import { createJwksTokenVerifier, createKeyTokenVerifier } from './token-verifier.js';

const ISSUER = 'http://localhost:3001/';
const AUDIENCE = 'http://localhost:3000/api';

async function sign(
  key: CryptoKey,
  claims: Record<string, unknown> = {},
  opts: { kid?: string; exp?: string; iss?: string; aud?: string } = {},
) {
  return new SignJWT({ permissions: ['B2B_Dashboard'], ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'k1' })
    .setSubject('auth|1')
    .setIssuer(opts.iss ?? ISSUER)
    .setAudience(opts.aud ?? AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? '5m')
    .sign(key);
}

describe('readClaims', () => {
  it('reads plain and namespaced claims, brand-specific names and permissions', () => {
    const claims = readClaims({
      sub: 'auth0|abc',
      exp: 2000000000,
      email: 'a@b.example',
      'https://portal.example/claims/accountId': 'A-1',
      'https://portal.example/claims/accountIds': ['A-1', 'A-2'],
      'https://portal.example/claims/allowedALTURAAccountIds': 'A-3, A-4',
      'https://portal.example/claims/allowViewALTURACompanies': true,
      'https://portal.example/claims/isALTURAEmployee': 'true',
      department: 'Service',
      employeeId: 77,
      allowedActions: ['VIEW_AS'],
      permissions: ['B2B_Dashboard', 'CSR'],
    });
    expect(claims).toMatchObject({
      subject: 'auth0|abc',
      email: 'a@b.example',
      accountId: 'A-1',
      accountIds: ['A-1', 'A-2'],
      allowedBrandAccountIds: ['A-3', 'A-4'],
      allowViewBrandCompanies: true,
      isBrandEmployee: true,
      department: 'Service',
      employeeId: '77',
      allowedActions: ['VIEW_AS'],
      permissions: ['B2B_Dashboard', 'CSR'],
      expiresAt: 2000000000,
    });
  });

  it('tolerates missing and malformed claims', () => {
    const claims = readClaims({ sub: 's', accountIds: 5, permissions: 'B2B_Dashboard CSR' });
    expect(claims.accountIds).toEqual([]);
    expect(claims.permissions).toEqual(['B2B_Dashboard', 'CSR']);
    expect(claims.userId).toBeNull();
  });
});

describe('token verification', () => {
  let keys: { privateKey: CryptoKey; publicKey: CryptoKey };
  let other: { privateKey: CryptoKey; publicKey: CryptoKey };
  beforeAll(async () => {
    keys = await generateKeyPair('RS256');
    other = await generateKeyPair('RS256');
  });

  it('accepts a valid RS256 token and refuses wrong issuer, audience, key, expiry and algorithm', async () => {
    const verifier = createKeyTokenVerifier({ key: keys.publicKey, issuer: ISSUER, audience: AUDIENCE });
    await expect(verifier.verify(await sign(keys.privateKey))).resolves.toMatchObject({ subject: 'auth|1' });
    const bad = [
      await sign(keys.privateKey, {}, { iss: 'http://evil.example/' }),
      await sign(keys.privateKey, {}, { aud: 'someone-else' }),
      await sign(other.privateKey),
      await sign(keys.privateKey, {}, { exp: '-10s' }),
      await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('x')
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .sign(new Uint8Array(32)),
      'garbage',
    ];
    for (const token of bad)
      await expect(verifier.verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('remembers a verified token only until it expires (injectable clock)', async () => {
    let now = Date.now();
    const verifier = createKeyTokenVerifier({
      key: keys.publicKey,
      issuer: ISSUER,
      audience: AUDIENCE,
      now: () => now,
    });
    const token = await sign(keys.privateKey, {}, { exp: '60s' });
    await verifier.verify(token);
    now += 120_000;
    await expect(verifier.verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('fetches the JWKS once from the identity provider and caches it', async () => {
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    let fetches = 0;
    const server = http.createServer((req, res) => {
      fetches += 1;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const verifier = createJwksTokenVerifier({
        jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      for (let i = 0; i < 5; i += 1) {
        await expect(verifier.verify(await sign(keys.privateKey, { n: i }))).resolves.toMatchObject({
          subject: 'auth|1',
        });
      }
      expect(fetches).toBe(1);
      await expect(verifier.verify(await sign(other.privateKey, {}, { kid: 'k1' }))).rejects.toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
