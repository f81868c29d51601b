// The per-request context every service receives: the database, the caller (identity, privileges, scope),
// the clock and the shared services. Built once per request by `createContextFactory`.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config.js';
import { unauthenticated } from '../errors/api-error.js';
import type { Database, Dialect } from '../db/database.js';
import type { OperationLimiter } from '../shared/operation-limiter.js';
import type { ProductSearch } from '../domains/catalogue/product-search.js';
import type { PaymentProcessor } from '../domains/carts-and-checkout/payment-processor.js';
import type { ProfileRowMemory } from '../domains/accounts/profile-service.js';
import { buildCaller, GUEST } from './caller.js';
import type { Caller, CallerCache, CallerUser } from './caller.js';
import type { TokenClaims } from './claims.js';
import type { TokenVerifier } from './token-verifier.js';
import { SIGN_IN_STATUSES } from '../identity/accounts.js';
import { impersonationOfGrant } from '../identity/impersonation.js';

export interface ServiceDeps {
  db: Database;
  dialect: Dialect;
  config: ApiConfig;
  now: () => Date;
  search: ProductSearch;
  /** the payment processor adapter (the embedded stand-in unless one is given) */
  payments: PaymentProcessor;
  limiter: OperationLimiter;
  log: FastifyBaseLogger;
  /** loaded callers, remembered briefly (call `invalidate` after changing a user's authorisation data) */
  callers: CallerCache;
  /** profile rows remembered until a profile table changes (embedded database only; null on a server) */
  profileRows: ProfileRowMemory | null;
}

export interface RequestContext extends ServiceDeps {
  requestId: string;
  caller: Caller;
  /** the client's address (rate limits) */
  clientAddress: string;
}

export const SELECTED_ORGANIZATION_HEADER = 'x-selected-organization';

export interface ContextOptions {
  /** true: a missing or invalid bearer token is refused; false: it makes a guest */
  tokenRequired: boolean;
  /** an organisation selection carried in the body (the gateway's transientProfile); the header wins */
  bodySelection?: string | null;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export interface ContextFactory {
  forRequest(request: FastifyRequest, options: ContextOptions): Promise<RequestContext>;
  /** a guest's context (open endpoints never look at tokens) */
  guest(request: FastifyRequest): RequestContext;
  /** a context for work done on behalf of nobody in particular (jobs, startup) */
  system(): RequestContext;
}

/** The caller last built for a verified token (claims objects are cached per token by the verifier). */
interface BuiltCaller {
  user: CallerUser | null;
  selection: string | null;
  caller: Caller;
}

export function createContextFactory(deps: ServiceDeps, verifier: TokenVerifier): ContextFactory {
  // A caller is a pure function of (claims, stored user, selection): while the verifier and the caller cache hand
  // back the same objects, the privileges and scope built last time are reused instead of rebuilt per request.
  // The caller cache's lifetime stays the bound: a reload gives a new user object and a new caller.
  // Callers are never mutated after they are built.
  const built = new WeakMap<TokenClaims, BuiltCaller>();
  const callerFor = (claims: TokenClaims, user: CallerUser | null, selection: string | null): Caller => {
    const last = built.get(claims);
    if (last && last.user === user && last.selection === selection) return last.caller;
    const caller = buildCaller(claims, user, selection);
    built.set(claims, { user, selection, caller });
    return caller;
  };
  // one object literal of a fixed shape per request: spreading `deps` copied it key by key (1.5 % of an
  // autocomplete's CPU, issue 23); every field is required, so the compiler names any new one left out
  const context = (
    requestId: string,
    caller: Caller,
    clientAddress: string,
    log: FastifyBaseLogger,
  ): RequestContext => ({
    db: deps.db,
    dialect: deps.dialect,
    config: deps.config,
    now: deps.now,
    search: deps.search,
    payments: deps.payments,
    limiter: deps.limiter,
    log,
    callers: deps.callers,
    profileRows: deps.profileRows,
    requestId,
    caller,
    clientAddress,
  });
  return {
    async forRequest(request, options) {
      const token = bearerToken(request);
      let caller: Caller = GUEST;
      if (token) {
        try {
          const claims = await verifier.verify(token);
          // an ended impersonation's tokens stop at once, in every API process (ADR 0025): its session record is
          // read each time (only impersonated requests pay this one key lookup; no cache could hear the end)
          if (claims.impersonation && !(await impersonationOfGrant(deps.db, claims.impersonation.id)))
            throw unauthenticated();
          const user = await deps.callers.load(deps.db, claims.subject);
          // a token outlives a deactivation (up to its expiry): the stored status decides, within the cache bound
          if (user && !(SIGN_IN_STATUSES as readonly string[]).includes(user.status)) throw unauthenticated();
          const header = request.headers[SELECTED_ORGANIZATION_HEADER];
          const selection = (Array.isArray(header) ? header[0] : header) || options.bodySelection || null;
          caller = callerFor(claims, user, selection);
        } catch (error) {
          // on an open endpoint a bad token only means "guest"; a bad selection is always refused
          if (
            options.tokenRequired ||
            !(error instanceof Error && 'code' in error && error.code === 'UNAUTHENTICATED')
          )
            throw error;
        }
      } else if (options.tokenRequired) {
        throw unauthenticated();
      }
      return context(request.id, caller, request.ip, request.log);
    },
    guest(request) {
      return context(request.id, GUEST, request.ip, request.log);
    },
    system() {
      return context(randomUUID(), GUEST, '127.0.0.1', deps.log);
    },
  };
}
