// Runtime configuration of the API process, read once from the environment with embedded defaults.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RateLimitConfig {
  /** requests per window per client address on each open endpoint (open-graphql, guestIntegration) */
  openMax: number;
  /** requests per window per client address for registration and token-resend operations */
  sensitiveMax: number;
  windowMs: number;
}

export interface ApiConfig {
  port: number;
  /**
   * The portal's public origin (PORTAL_PUBLIC_URL, default http://localhost:<PORT>, what `npm start` serves): every
   * link the portal writes — e-mails (activation, invitations, training orders, download links), PDFs — starts
   * with it. Never derived from the API's token audience, which may name another host.
   */
  publicUrl: string;
  host: string;
  /** the deployed portal (shell at /, remotes under /remotes/...) served on the same origin, if set */
  staticDir: string | null;
  repoRoot: string;
  /** 'production' turns GraphQL introspection off */
  environment: 'production' | 'development' | 'test';
  /** where PGlite data (<dataDir>/pglite), job result files (<dataDir>/files) and other runtime files live */
  dataDir: string;
  /** a PostgreSQL server; PGlite under dataDir when null */
  databaseUrl: string | null;
  auth: {
    jwksUrl: string;
    issuer: string;
    audience: string;
  };
  /** origins allowed by CORS; empty = same origin only */
  corsOrigins: string[];
  /** procurement systems allowed to frame the punchout pages (PUNCHOUT_FRAME_ORIGINS); empty = no framing */
  punchoutFrameOrigins: string[];
  rateLimits: RateLimitConfig;
  /**
   * A Redis-compatible server (REDIS_URL) where every API process counts rate limits, operation limits and failed
   * sign-ins together; null: each process counts in its own memory (one process)
   */
  sharedStore: { url: string; prefix: string } | null;
  /** largest accepted request body in bytes */
  bodyLimit: number;
  /** GraphQL limits (graphql-armor) */
  graphql: { maxDepth: number; maxAliases: number; maxCost: number; maxTokens: number };
  jobs: { pollIntervalMs: number; enabled: boolean };
  /** ms a health check waits for `select 1` */
  healthTimeoutMs: number;
  /** ms a loaded caller (profile row, privileges' revocations, scope) is reused; 0 = load on every request */
  callerCacheTtlMs: number;
  /** ms the catalogue must stay unchanged before the search data is rebuilt by itself; 0 = only by hand (reindex) */
  searchRebuildQuietMs: number;
  /** trust X-Forwarded-For from a proxy in front (rate limits key on the client address) */
  trustProxy: boolean;
  /** the training store's learning system (LMS_PROVIDER): 'embedded' keeps learners in the portal database */
  lmsProvider: string;
  /** days after a seat is given to a learner who has not started before they are reminded, once (0: never) */
  trainingReminderDays: number;
  /**
   * The analytics property events go to (ANALYTICS_PROPERTY_ID, e.g. a GA4 measurement id); null: the embedded
   * first-party collector (/api/analytics/events, readable at /api/dev/analytics outside production)
   */
  analytics: { propertyId: string | null };
  /**
   * PORTAL_TEST_FIXTURES=true: the end-to-end suite's test-only routes that write its own records
   * (http/test-fixtures-route.ts). Never in production: readConfig refuses the two together.
   */
  testFixtures: boolean;
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be an integer >= ${min}, not ${raw}`);
  return value;
}

/** Why API_PROCESSES above 1 is refused on the embedded database (npm start, main.ts). */
export const SEVERAL_PROCESSES_NEED_POSTGRES =
  'API_PROCESSES above 1 needs a PostgreSQL server (DATABASE_URL): the embedded database (PGlite) is one folder ' +
  'that one process opens. Set DATABASE_URL, or run one API process.';

/**
 * How many API processes `npm start` / main.ts runs behind the one port (API_PROCESSES, default 1). Several share
 * one PostgreSQL server; throws SEVERAL_PROCESSES_NEED_POSTGRES on the embedded database.
 */
export function apiProcessesFrom(env: NodeJS.ProcessEnv = process.env): number {
  const processes = intFrom(env, 'API_PROCESSES', 1, 1);
  if (processes > 1 && !env['DATABASE_URL']) throw new Error(SEVERAL_PROCESSES_NEED_POSTGRES);
  return processes;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env['PORT'] ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not ${env['PORT']}`);
  const nodeEnv = env['NODE_ENV'];
  const environment = nodeEnv === 'production' ? 'production' : nodeEnv === 'test' ? 'test' : 'development';
  const issuer = env['AUTH_ISSUER'] ?? 'http://localhost:3001/';
  const testFixtures = env['PORTAL_TEST_FIXTURES'] === 'true';
  if (testFixtures && environment === 'production')
    throw new Error(
      'PORTAL_TEST_FIXTURES writes test records: it is refused in production (NODE_ENV=production)',
    );
  return {
    port,
    publicUrl: (env['PORTAL_PUBLIC_URL'] || `http://localhost:${port}`).replace(/\/+$/, ''),
    host: env['HOST'] ?? '127.0.0.1',
    staticDir: env['PORTAL_STATIC_DIR'] ? path.resolve(env['PORTAL_STATIC_DIR']) : null,
    repoRoot,
    environment,
    dataDir: path.resolve(env['PORTAL_DATA_DIR'] || path.join(repoRoot, '.data')),
    databaseUrl: env['DATABASE_URL'] || null,
    auth: {
      jwksUrl: env['JWKS_URL'] ?? new URL('.well-known/jwks.json', issuer).toString(),
      issuer,
      audience: env['AUTH_AUDIENCE'] ?? 'http://localhost:3000/api',
    },
    corsOrigins: (env['CORS_ORIGINS'] ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    punchoutFrameOrigins: (env['PUNCHOUT_FRAME_ORIGINS'] ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => new URL(origin).origin),
    rateLimits: {
      openMax: intFrom(env, 'RATE_LIMIT_OPEN_MAX', 300, 1),
      sensitiveMax: intFrom(env, 'RATE_LIMIT_SENSITIVE_MAX', 10, 1),
      windowMs: intFrom(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1),
    },
    sharedStore: env['REDIS_URL']
      ? { url: env['REDIS_URL'], prefix: env['REDIS_KEY_PREFIX'] || 'portal:' }
      : null,
    bodyLimit: intFrom(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024),
    graphql: {
      maxDepth: intFrom(env, 'GRAPHQL_MAX_DEPTH', 10, 1),
      maxAliases: intFrom(env, 'GRAPHQL_MAX_ALIASES', 15, 0),
      maxCost: intFrom(env, 'GRAPHQL_MAX_COST', 5000, 1),
      maxTokens: intFrom(env, 'GRAPHQL_MAX_TOKENS', 2000, 1),
    },
    jobs: {
      pollIntervalMs: intFrom(env, 'JOB_POLL_INTERVAL_MS', 1000, 10),
      enabled: env['JOBS_ENABLED'] !== 'false',
    },
    healthTimeoutMs: intFrom(env, 'HEALTH_TIMEOUT_MS', 1000, 10),
    trustProxy: env['TRUST_PROXY'] === 'true',
    callerCacheTtlMs: intFrom(env, 'CALLER_CACHE_TTL_MS', 5000, 0),
    searchRebuildQuietMs: intFrom(env, 'SEARCH_REBUILD_QUIET_MS', 60_000, 0),
    lmsProvider: env['LMS_PROVIDER'] || 'embedded',
    trainingReminderDays: intFrom(env, 'TRAINING_REMINDER_DAYS', 7, 0),
    analytics: { propertyId: env['ANALYTICS_PROPERTY_ID']?.trim() || null },
    testFixtures,
  };
}
