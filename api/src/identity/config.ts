// Configuration of the embedded identity provider, read from the environment with development defaults.
// Production points the portal at a real Auth0 tenant (docs/identity.md), or runs this provider with its keys given
// (IDP_SIGNING_KEY, IDP_COOKIE_KEYS: the production profile refuses to start without them).

export interface IdentityConfig {
  /** port the provider listens on (IDP_PORT, default 3001) */
  port: number;
  /** interface to bind (IDP_HOST, default 127.0.0.1) */
  host: string;
  /** the issuer, with a trailing slash (IDP_ISSUER, default `http://localhost:${port}/`) */
  issuer: string;
  /** the portal's public client (AUTH_CLIENT_ID, default portal-spa) */
  clientId: string;
  /** the API's identifier, the access tokens' `aud` (AUTH_AUDIENCE, default http://localhost:3000/api) */
  audience: string;
  /** the portal's origin (PORTAL_ORIGIN, default http://localhost:3000) */
  portalOrigin: string;
  /** further allowed redirect / web origins (PORTAL_ORIGINS, comma separated) */
  portalOrigins: string[];
  /**
   * Accept any `http://localhost:<port>` and `http://127.0.0.1:<port>` redirect URI (tests run the portal on
   * random ports). On unless NODE_ENV=production; IDP_ALLOW_LOCALHOST_ORIGINS=true|false overrides outside
   * production (the production profile never accepts them).
   */
  allowLocalhostOrigins: boolean;
  /** how long an impersonated session lasts before it ends by itself (IMPERSONATION_TIME_LIMIT_MINUTES, default 30) */
  impersonationTimeLimitSeconds: number;
}

export const DEFAULT_IMPERSONATION_TIME_LIMIT_MINUTES = 30;

function impersonationTimeLimitSeconds(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_IMPERSONATION_TIME_LIMIT_MINUTES * 60;
  const minutes = Number(raw);
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 24 * 60)
    throw new Error(`IMPERSONATION_TIME_LIMIT_MINUTES must be a number of minutes up to a day, not ${raw}`);
  return Math.round(minutes * 60);
}

function originOf(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, not ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be http(s): ${value}`);
  return url.origin;
}

/** `http://localhost:3001` → `http://localhost:3001/` (Auth0 and auth0-spa-js expect `${domain}/`). */
export function normaliseIssuer(issuer: string): string {
  const url = new URL(issuer);
  if (url.search || url.hash) throw new Error(`the issuer must not have a query or fragment: ${issuer}`);
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

export function readIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const rawPort = env['IDP_PORT'];
  const port = rawPort === undefined || rawPort === '' ? 3001 : Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`IDP_PORT must be a port number, not ${rawPort}`);
  const issuer = normaliseIssuer(env['IDP_ISSUER'] || `http://localhost:${port}/`);
  const portalOrigin = originOf(env['PORTAL_ORIGIN'] || 'http://localhost:3000', 'PORTAL_ORIGIN');
  const portalOrigins = (env['PORTAL_ORIGINS'] ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => originOf(value, 'PORTAL_ORIGINS'));
  const override = env['IDP_ALLOW_LOCALHOST_ORIGINS'];
  const allowLocalhostOrigins = env['NODE_ENV'] !== 'production' && override !== 'false';
  return {
    port,
    host: env['IDP_HOST'] || '127.0.0.1',
    issuer,
    clientId: env['AUTH_CLIENT_ID'] || 'portal-spa',
    audience: env['AUTH_AUDIENCE'] || 'http://localhost:3000/api',
    portalOrigin,
    portalOrigins,
    allowLocalhostOrigins,
    impersonationTimeLimitSeconds: impersonationTimeLimitSeconds(env['IMPERSONATION_TIME_LIMIT_MINUTES']),
  };
}

/** Decides whether an origin (or a URL's origin) may receive redirects, logout returns and CORS responses. */
export function createOriginPolicy(options: {
  portalOrigin: string;
  portalOrigins?: readonly string[];
  allowLocalhostOrigins?: boolean;
}): { allowsOrigin(origin: string): boolean; allowsUrl(url: string): boolean; origins: string[] } {
  const origins = [options.portalOrigin, ...(options.portalOrigins ?? [])].map((o) => originOf(o, 'origin'));
  const allowed = new Set(origins);
  const localhost = options.allowLocalhostOrigins ?? false;
  const allowsOrigin = (origin: string): boolean => {
    if (allowed.has(origin)) return true;
    if (!localhost) return false;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    return (
      url.protocol === 'http:' &&
      (url.hostname === 'localhost' || url.hostname === '127.0.0.1') &&
      url.origin === origin
    );
  };
  return {
    origins,
    allowsOrigin,
    allowsUrl(value: string): boolean {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        return false;
      }
      if (url.username || url.password || url.hash) return false;
      return allowsOrigin(url.origin);
    },
  };
}

/** Access tokens live 15 minutes (spec 9: "API token refresh 15 minutes"). */
export const ACCESS_TOKEN_TTL = 15 * 60;
