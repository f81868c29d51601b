// What a production portal must show a stranger (issue 36), probed over HTTP from outside: no development mailbox
// or analytics viewer, introspection refused on both GraphQL endpoints, a foreign redirect URI and logout return
// refused by the identity provider, the security headers on every answer, and a NUL and a lone surrogate in a
// search answered 400. Each probe passes or fails on its own; CI fails when any one fails (probe-production.ts).
import { randomBytes } from 'node:crypto';
import { pkcePair } from '../../src/identity/test-client.js';

export interface ProbeResult {
  name: string;
  passed: boolean;
  /** what was seen, for the report */
  detail: string;
}

export interface OutsideProbeTarget {
  /** the portal's origin, e.g. http://localhost:3000 */
  portalUrl: string;
  /** the identity provider's issuer, e.g. http://localhost:3001 */
  identityUrl: string;
  clientId: string;
  /** a signed-in user's access token (introspection on /api/graphql is asked as them) */
  accessToken: string;
  /** paths whose answers must carry the security headers (default: a page and the API) */
  headerPaths?: string[];
}

const DEV_VIEWERS = [
  '/api/dev/mailbox',
  '/api/dev/mailbox.json',
  '/api/dev/analytics',
  '/api/dev/analytics.json',
];
const INTROSPECTION = '{ __schema { queryType { name } } }';
const SEARCH = 'query Probe($q: String!) { autocomplete(query: $q) { __typename } }';

/** Headers every answer carries, with the value each must have (a pattern). */
const SECURITY_HEADERS: [string, RegExp][] = [
  ['content-security-policy', /frame-ancestors 'none'/],
  ['x-content-type-options', /^nosniff$/],
  ['referrer-policy', /./],
];

async function introspectionRefused(url: string, token?: string): Promise<ProbeResult> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: INTROSPECTION }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    data?: unknown;
    errors?: { message?: string }[];
  };
  const message = body.errors?.[0]?.message ?? '';
  return {
    name: `introspection refused on ${new URL(url).pathname}`,
    passed: body.data === undefined && /introspection/i.test(message),
    detail: `${response.status} ${body.data === undefined ? message : 'answered the schema'}`,
  };
}

async function searchRefuses(portalUrl: string, what: string, text: string): Promise<ProbeResult> {
  const response = await fetch(`${portalUrl}/api/open-graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SEARCH, variables: { q: text } }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    errors?: { extensions?: { uuid?: string; exceptionMessages?: string[] } }[];
  };
  const standard = body.errors?.[0]?.extensions;
  return {
    name: `a ${what} in a search answered 400`,
    passed:
      response.status === 400 &&
      typeof standard?.uuid === 'string' &&
      Array.isArray(standard.exceptionMessages),
    detail: `${response.status}`,
  };
}

/** GET /authorize with a redirect URI on `redirectOrigin`: an allowed one goes on to sign-in, a foreign one is 400. */
async function redirectRefused(target: OutsideProbeTarget, redirectOrigin: string): Promise<ProbeResult> {
  const url = new URL('authorize', `${target.identityUrl.replace(/\/$/, '')}/`);
  const params = {
    client_id: target.clientId,
    redirect_uri: `${redirectOrigin}/callback`,
    response_type: 'code',
    scope: 'openid',
    state: randomBytes(8).toString('hex'),
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const response = await fetch(url, { redirect: 'manual' });
  return {
    name: `redirect URI ${redirectOrigin} refused by the identity provider`,
    passed: response.status === 400,
    detail: `${response.status} ${response.headers.get('location') ?? ''}`.trim(),
  };
}

async function logoutReturnRefused(target: OutsideProbeTarget, returnOrigin: string): Promise<ProbeResult> {
  const url = new URL('v2/logout', `${target.identityUrl.replace(/\/$/, '')}/`);
  url.searchParams.set('client_id', target.clientId);
  url.searchParams.set('returnTo', `${returnOrigin}/`);
  const response = await fetch(url, { redirect: 'manual' });
  return {
    name: `logout return ${returnOrigin} refused by the identity provider`,
    passed: response.status === 400,
    detail: `${response.status} ${response.headers.get('location') ?? ''}`.trim(),
  };
}

async function headersPresent(portalUrl: string, path: string): Promise<ProbeResult> {
  const response = await fetch(`${portalUrl}${path}`, { redirect: 'manual' });
  const missing = SECURITY_HEADERS.filter(
    ([name, pattern]) => !pattern.test(response.headers.get(name) ?? ''),
  ).map(([name]) => name);
  return {
    name: `security headers on ${path}`,
    passed: missing.length === 0,
    detail: missing.length === 0 ? `${response.status}` : `${response.status}, missing ${missing.join(', ')}`,
  };
}

export async function runOutsideProbes(target: OutsideProbeTarget): Promise<ProbeResult[]> {
  const portal = target.portalUrl.replace(/\/$/, '');
  const results: ProbeResult[] = [];
  for (const path of DEV_VIEWERS) {
    const response = await fetch(`${portal}${path}`, { redirect: 'manual' });
    results.push({
      name: `${path} answers 404`,
      passed: response.status === 404,
      detail: `${response.status}`,
    });
  }
  results.push(await introspectionRefused(`${portal}/api/graphql`, target.accessToken));
  results.push(await introspectionRefused(`${portal}/api/open-graphql`));
  // a host of someone else's, and the development profile's localhost wildcard (a port the portal is not on)
  for (const foreign of ['https://portal.attacker.example', 'http://localhost:9']) {
    results.push(await redirectRefused(target, foreign));
    results.push(await logoutReturnRefused(target, foreign));
  }
  for (const path of target.headerPaths ?? ['/', '/api/health'])
    results.push(await headersPresent(portal, path));
  results.push(await searchRefuses(portal, 'NUL', 'lift\u0000'));
  results.push(await searchRefuses(portal, 'lone surrogate', 'lift\ud800'));
  return results;
}

/** One line per probe, failures marked. */
export function formatProbeResults(results: ProbeResult[]): string {
  return results.map((r) => `${r.passed ? 'ok  ' : 'FAIL'} ${r.name} (${r.detail})`).join('\n');
}
