// The two profiles of a running portal (issue 36), chosen by one setting: NODE_ENV=production is the production
// profile, anything else the development one (`npm start`'s default). What production changes: no development
// mailbox or analytics viewer, GraphQL introspection off on both endpoints, the identity provider's redirect URIs,
// logout returns and CORS origins exactly as configured (no localhost wildcard), the pages' CSP without localhost
// origins, HSTS; and it refuses to start on development secrets, naming what to set.
import { importJWK } from 'jose';
import type { JWK } from 'jose';

export type Profile = 'production' | 'development';

export const profileOf = (env: NodeJS.ProcessEnv = process.env): Profile =>
  env['NODE_ENV'] === 'production' ? 'production' : 'development';

/** The first line a start writes: which profile runs, and how to choose the other. */
export function profileLine(env: NodeJS.ProcessEnv = process.env): string {
  return profileOf(env) === 'production'
    ? 'Production profile (NODE_ENV=production): no development mailbox or analytics viewer, no GraphQL ' +
        'introspection, sign-in redirects and origins only as configured.'
    : 'Development profile (NODE_ENV is not production): development mailbox at /api/dev/mailbox, analytics viewer ' +
        'at /api/dev/analytics, GraphQL introspection on, any http://localhost:<port> may sign in. ' +
        'Run `npm run start:production` for the production profile.';
}

/** Secrets shorter than this are refused in production (32 characters: 128 bits as hex, 192 as base64). */
export const SECRET_MIN_LENGTH = 32;

/** The embedded identity provider's keys from the environment: IDP_SIGNING_KEY (a private RS256 JWK) and IDP_COOKIE_KEYS. */
export interface ConfiguredProviderKeys {
  signingKeys: JWK[];
  cookieKeys: string[];
}

/** IDP_SIGNING_KEY (JSON of a private RSA JWK) and IDP_COOKIE_KEYS (comma separated, newest first); null when unset. */
export function configuredProviderKeys(env: NodeJS.ProcessEnv = process.env): ConfiguredProviderKeys | null {
  const signing = env['IDP_SIGNING_KEY']?.trim();
  const cookies = (env['IDP_COOKIE_KEYS'] ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (!signing || cookies.length === 0) return null;
  const jwk = JSON.parse(signing) as JWK;
  return { signingKeys: [{ alg: 'RS256', use: 'sig', ...jwk }], cookieKeys: cookies };
}

/** What keeps the production profile from starting, each naming the setting to change; empty when it may start. */
export async function productionProblems(env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  if (profileOf(env) !== 'production') return [];
  const problems: string[] = [];
  const altcha = env['ALTCHA_HMAC_KEY'] ?? '';
  if (altcha.length < SECRET_MIN_LENGTH)
    problems.push(
      `set ALTCHA_HMAC_KEY (the registration captcha's key) to a secret of at least ${SECRET_MIN_LENGTH} ` +
        'characters, e.g. `openssl rand -hex 32`: without it each process draws a development key of its own',
    );
  if (env['IDP_ALLOW_LOCALHOST_ORIGINS'] === 'true')
    problems.push(
      'unset IDP_ALLOW_LOCALHOST_ORIGINS: in production the identity provider accepts only PORTAL_ORIGIN and ' +
        'PORTAL_ORIGINS as redirect, logout return and CORS origins',
    );
  if (env['IDP_EMBEDDED'] === 'false') return problems;
  // the embedded identity provider: its keys must be given, not the ones it generates into the database
  const signing = env['IDP_SIGNING_KEY']?.trim();
  if (!signing) {
    problems.push(
      "set IDP_SIGNING_KEY to the identity provider's RS256 private key as a JWK (JSON), or point the portal at " +
        'Auth0 with IDP_EMBEDDED=false: the key it generates into the database is a development key',
    );
  } else {
    try {
      const jwk = JSON.parse(signing) as JWK;
      if (jwk.kty !== 'RSA' || !jwk.d) throw new Error('not a private RSA key');
      await importJWK({ ...jwk, alg: 'RS256' }, 'RS256');
    } catch {
      problems.push('IDP_SIGNING_KEY must be a private RSA key as a JWK (JSON with kty "RSA" and its "d")');
    }
  }
  const cookieKeys = (env['IDP_COOKIE_KEYS'] ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (cookieKeys.length === 0 || cookieKeys.some((key) => key.length < SECRET_MIN_LENGTH))
    problems.push(
      `set IDP_COOKIE_KEYS to the identity provider's cookie-signing secrets (comma separated, newest first, each ` +
        `at least ${SECRET_MIN_LENGTH} characters): the ones it generates into the database are development keys`,
    );
  return problems;
}

/** Throws, naming every setting to change, when the production profile would start on development secrets. */
export async function assertProductionReady(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const problems = await productionProblems(env);
  if (problems.length > 0)
    throw new Error(
      `The production profile (NODE_ENV=production) refuses to start:\n${problems.map((p) => `- ${p}`).join('\n')}`,
    );
}
