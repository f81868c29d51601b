// The composition root: builds the API's Fastify instance from the configuration and its dependencies
// (database, token verifier, clock, product search — each injectable for tests). Every API route lives under
// /api; the deployed portal is served beside it.
import Fastify, { LogController } from 'fastify';
import type { EventEmitter } from 'node:events';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import path from 'node:path';
import type { ApiConfig } from './config.js';
import { openDatabase } from './db/client.js';
import type { DatabaseHandle } from './db/client.js';
import { createCallerCache } from './auth/caller.js';
import { createContextFactory } from './auth/request-context.js';
import { createJwksTokenVerifier } from './auth/token-verifier.js';
import type { TokenVerifier } from './auth/token-verifier.js';
import { GATEWAY_HANDLERS } from './gateway/handlers/index.js';
import { createRegistry } from './gateway/registry.js';
import type { GatewayRegistry } from './gateway/registry.js';
import { createAuthenticatedYoga, createOpenYoga } from './graphql/yoga.js';
import { logMethod, registerErrorHandling } from './http/error-handling.js';
import { registerFileRoutes } from './http/file-routes.js';
import { registerGatewayRoutes } from './http/gateway-routes.js';
import { registerGraphQLRoutes } from './http/graphql-routes.js';
import { registerHealth } from './http/health.js';
import { registerImageRoutes } from './http/image-routes.js';
import { registerAnalyticsRoutes } from './http/analytics-routes.js';
import { registerDevSeedUsersRoute } from './http/dev-seed-users-route.js';
import { registerTestFixtureRoutes } from './http/test-fixtures-route.js';
import { registerOfrepRoutes } from './http/ofrep-routes.js';
import { registerPageSecurityHeaders } from './http/page-security-headers.js';
import { registerPortalStatic } from './http/portal-static.js';
import { registerPunchoutRoutes } from './http/punchout-routes.js';
import { registerSecurity } from './http/security.js';
import { registerTextRule } from './http/text-rule.js';
import { connectSharedStore, sharedSpentSolutions } from './http/shared-store.js';
import type { SharedStore } from './http/shared-store.js';
import { registerResponseCompression } from './http/static-compression.js';
import { registerRegistrationRoutes } from './domains/registration/http.js';
import { captchaOptionsFromEnv, createCaptchaService } from './domains/registration/captcha.js';
import { setRegistrationDeps } from './domains/registration/deps.js';
import { registerLearningRoutes } from './domains/training/learning/course-page.js';
import { registerEmailChangeRoute } from './domains/my-account/account-info-service.js';
import { JOB_KINDS } from './jobs/index.js';
import { createJobWorker } from './jobs/worker.js';
import { seatReminders, sessionChangeMails } from './domains/training/index.js';
import { fleetAlerts, unitPlans } from './domains/fleet/index.js';
import type { JobWorker } from './jobs/worker.js';
import { unauthenticatedItemDetail } from './domains/catalogue/catalogue-service.js';
import { getActiveBanners, sanitizeBannerMessage } from './domains/banners/banner-service.js';
import { createDatabaseProductSearch } from './domains/catalogue/database-product-search.js';
import type { ProductSearch } from './domains/catalogue/product-search.js';
import { standInProcessor } from './domains/carts-and-checkout/payment-processor.js';
import type { PaymentProcessor } from './domains/carts-and-checkout/payment-processor.js';
import { createOperationLimiter } from './shared/operation-limiter.js';
import { listenForProfileData, ProfileMemory, watchProfileData } from './domains/accounts/profile-memory.js';
import type { ProfileRowMemory } from './domains/accounts/profile-service.js';

export interface AppDeps {
  /** an open database; when absent the app opens (and on close closes) one from the configuration */
  database?: Pick<DatabaseHandle, 'db' | 'kind'>;
  tokenVerifier?: TokenVerifier;
  now?: () => Date;
  search?: ProductSearch;
  /** the payment processor (default: the embedded stand-in, docs/payments.md) */
  paymentProcessor?: PaymentProcessor;
  gatewayRegistry?: GatewayRegistry;
  /** where several processes count their limits (main.ts shares its own); made from config.sharedStore if absent */
  sharedStore?: SharedStore | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the async job worker (started by main.ts, stopped when the app closes) */
    jobWorker: JobWorker;
  }
}

/**
 * node-postgres: a pooled connection that dies while idle (server restart, admin termination) is reported as an
 * 'error' event on the pool, and an unheard one ends the process. The pool replaces the connection by itself.
 */
function watchIdleConnections(database: Pick<DatabaseHandle, 'db' | 'kind'>, log: FastifyBaseLogger): void {
  if (database.kind !== 'postgres') return;
  const pool = (database.db as unknown as { $client?: Partial<EventEmitter> }).$client;
  if (pool && typeof pool.on === 'function' && pool.listenerCount?.('error') === 0) {
    pool.on('error', (error: Error) => log.warn({ err: error }, 'idle database connection lost'));
  }
}

export async function buildApp(config: ApiConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const logRequests = process.env['LOG_REQUESTS'] === 'true';
  let rootLog: FastifyBaseLogger | null = null;
  const app = Fastify({
    // a client that leaves before a compressed answer is written is logged at info level (error-handling.ts)
    logger: { level: process.env['LOG_LEVEL'] ?? 'info', hooks: { logMethod } },
    // Fastify's two info lines per request ('incoming request', 'request completed') are two synchronous writes
    // on every call, the hot path included: they are written only when the logger is at debug or trace (or
    // LOG_REQUESTS=true); errors are logged at any level (error-handling.ts, GraphQL masking).
    logController: new LogController({
      disableRequestLogging: (): boolean =>
        !logRequests && rootLog?.level !== 'debug' && rootLog?.level !== 'trace',
    }),
    bodyLimit: config.bodyLimit,
    // a path parameter longer than the router's default 100 characters would be refused with the router's own 414
    // body; up to this length the route's validation answers in the standard error shape
    routerOptions: { maxParamLength: 1000 },
    trustProxy: config.trustProxy,
    // ids in logs and error reports; clients never see internals
    genReqId: () => crypto.randomUUID(),
  });
  rootLog = app.log;

  let owned: DatabaseHandle | null = null;
  const database =
    deps.database ??
    (owned = await openDatabase(
      config.databaseUrl
        ? { databaseUrl: config.databaseUrl }
        : { dataDir: path.join(config.dataDir, 'pglite') },
    ));
  watchIdleConnections(database, app.log);
  const now = deps.now ?? (() => new Date());
  const verifier =
    deps.tokenVerifier ??
    createJwksTokenVerifier({
      jwksUrl: config.auth.jwksUrl,
      issuer: config.auth.issuer,
      audience: config.auth.audience,
    });
  const callers = createCallerCache({ ttlMs: config.callerCacheTtlMs, now: () => now().getTime() });
  const profileRows: ProfileRowMemory = new ProfileMemory(database.db);
  // on the embedded database a change to a profile table reaches this process before the writing call returns
  const stopWatchingProfiles = await watchProfileData(database.db, () => {
    profileRows.forget();
    callers.invalidate();
  });
  // on a PostgreSQL server other processes write too: their changes are heard through LISTEN (issue 19)
  const stopListeningForProfiles = stopWatchingProfiles
    ? null
    : await listenForProfileData(
        database.db,
        () => callers.invalidate(),
        app.log.child({ component: 'cache' }),
      );
  let ownedShared: SharedStore | null = null;
  const shared =
    deps.sharedStore !== undefined
      ? deps.sharedStore
      : config.sharedStore
        ? (ownedShared = connectSharedStore(config.sharedStore.url, config.sharedStore.prefix, app.log))
        : null;
  // a captcha solution is single use across the processes too
  if (shared) {
    setRegistrationDeps(config, {
      captcha: createCaptchaService({ ...captchaOptionsFromEnv(), spend: sharedSpentSolutions(shared) }),
    });
  }
  const contexts = createContextFactory(
    {
      db: database.db,
      dialect: database.kind,
      config,
      now,
      search: deps.search ?? createDatabaseProductSearch(database.db),
      payments:
        deps.paymentProcessor ??
        standInProcessor({ slowMs: Number(process.env.PAYMENT_STAND_IN_SLOW_MS) || undefined }),
      limiter: createOperationLimiter({
        max: config.rateLimits.sensitiveMax,
        windowMs: config.rateLimits.windowMs,
        shared,
        now: () => now().getTime(),
      }),
      log: app.log,
      callers,
      profileRows: stopWatchingProfiles ? profileRows : null,
    },
    verifier,
  );
  const registry = deps.gatewayRegistry ?? createRegistry(GATEWAY_HANDLERS);
  const worker = createJobWorker({
    db: database.db,
    dialect: database.kind,
    kinds: JOB_KINDS,
    periodic: [
      seatReminders({ days: config.trainingReminderDays, publicUrl: config.publicUrl }),
      unitPlans,
      fleetAlerts,
      sessionChangeMails,
    ],
    dataDir: config.dataDir,
    log: app.log.child({ component: 'jobs' }),
    now,
    pollIntervalMs: config.jobs.pollIntervalMs,
  });
  app.decorate('jobWorker', worker);

  // the portal's pages get their security headers (issue 19); first of the onSend hooks, so it reads a page's
  // inline scripts before any compression
  if (config.staticDir)
    registerPageSecurityHeaders(app, {
      staticDir: config.staticDir,
      punchoutFrameOrigins: config.punchoutFrameOrigins,
      allowLocalhostOrigins: config.environment !== 'production',
    });

  // before every route: compression applies to the routes registered after it (issue 18)
  await registerResponseCompression(app);
  await app.register(
    async (api) => {
      await registerSecurity(api, config, shared);
      registerErrorHandling(api);
      registerTextRule(api);
      registerHealth(api, database.db, config.healthTimeoutMs);
      registerGraphQLRoutes(api, config, contexts, {
        authenticated: createAuthenticatedYoga(config, app.log),
        open: createOpenYoga(config, app.log),
      });
      registerGatewayRoutes(api, config, contexts, registry);
      registerFileRoutes(api, config, contexts);
      registerImageRoutes(api);
      registerOfrepRoutes(api, contexts);
      registerAnalyticsRoutes(api, config, contexts, database.db);
      registerPunchoutRoutes(api, config, contexts);
      registerRegistrationRoutes(api, config, database.db);
      registerDevSeedUsersRoute(api, config);
      registerTestFixtureRoutes(api, config, database.db);
      registerLearningRoutes(api, database.db, now);
      registerEmailChangeRoute(api, database.db, now);
    },
    { prefix: '/api' },
  );

  app.addHook('onClose', async () => {
    await worker.stop();
    await stopWatchingProfiles?.();
    await stopListeningForProfiles?.();
    await ownedShared?.close();
    if (owned) await owned.close();
  });

  if (config.staticDir)
    await registerPortalStatic(app, config.staticDir, {
      // a product page's first screen is prerendered with the part as a guest sees it (ADR 0008)
      async productForPrerender(request, partNumber) {
        const [item] = await unauthenticatedItemDetail(contexts.guest(request), {
          partNumbers: [partNumber],
        });
        return item?.imageUrl ? { name: item.productDisplayName, imageUrl: item.imageUrl } : null;
      },
      // and every page carries the active site banner, as getBanners answers a guest (issue 18)
      siteBanners: {
        active: (request) => getActiveBanners(contexts.guest(request)),
        sanitise: sanitizeBannerMessage,
      },
    });
  return app;
}
