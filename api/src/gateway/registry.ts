// The gateway's endpoint table: one handler per endpoint path, matched exactly or by a pattern with
// `{name}` segments (e.g. `/customers/findById/{id}`). Each handler brings a yup schema for its body, and its
// response type is what its `handle` returns: `defineHandler` keeps both, so `GatewayContract` (contract.ts) reads
// them and `npm run codegen:gateway` writes them into @portal/api-client (ADR 0029).
import type * as yup from 'yup';
import type { DeclaredRule } from '../access/operation-rule.js';
import type { RequestContext } from '../auth/request-context.js';

/** Who may call an endpoint: signed-in callers on /api/integration, guests on /api/guestIntegration, or both. */
export type Audience = 'authenticated' | 'guest' | 'both';

export interface HandlerInput<B> {
  body: B;
  /** values of the path's `{name}` segments */
  params: Record<string, string>;
}

interface HandlerBase<B> {
  /** exact path, or a pattern with `{name}` segments */
  path: string;
  audience: Audience;
  /** the named access rule the gateway checks before the handler runs (services keep the organisation scope) */
  rule: DeclaredRule;
  /** false only for endpoints that work without a portal profile (default true) */
  needsProfile?: boolean;
  /** the body; validated before the handler runs (unknown keys dropped, unless declaredFieldsOnly) */
  schema: yup.Schema<B>;
  /** a write that accepts only its schema's fields: an unknown one is a 400 naming it (issue 34) */
  declaredFieldsOnly?: boolean;
  description: string;
}

export interface SyncHandler<B, R = unknown> extends HandlerBase<B> {
  kind: 'sync';
  handle(ctx: RequestContext, input: HandlerInput<B>): Promise<R>;
}

/** An async endpoint: authorises and returns what the job needs; the gateway queues it and answers {jobId}. */
export interface AsyncHandler<B> extends HandlerBase<B> {
  kind: 'async';
  jobType: string;
  authorise(
    ctx: RequestContext,
    input: HandlerInput<B>,
  ): { body: Record<string, unknown>; accountIds: string[] };
}

export type GatewayHandler<B = unknown> = SyncHandler<B> | AsyncHandler<B>;

/** What an async endpoint answers: the queued job, polled on /api/messaging. */
export interface QueuedJob {
  jobId: string;
}

/**
 * A handler as defined, with its path, body schema and response kept in its type (the table widens it): the
 * contract reads them from here, so an endpoint's response type is whatever its handler returns.
 */
export type DefinedHandler<P extends string, S extends yup.Schema, R> = GatewayHandler & {
  readonly path: P;
  /** type only (nothing at run time): what the contract reads — the body schema and what the endpoint answers */
  readonly __contract?: { schema: S; response: R };
};

type Body<S extends yup.Schema> = yup.InferType<S>;

/** A synchronous endpoint: its response type is what `handle` resolves to. */
export function defineHandler<const P extends string, S extends yup.Schema, R>(
  handler: Omit<SyncHandler<Body<S>, R>, 'path' | 'schema'> & { path: P; schema: S },
): DefinedHandler<P, S, R>;
/** An async endpoint: it answers the queued job. */
export function defineHandler<const P extends string, S extends yup.Schema>(
  handler: Omit<AsyncHandler<Body<S>>, 'path' | 'schema'> & { path: P; schema: S },
): DefinedHandler<P, S, QueuedJob>;
export function defineHandler(handler: GatewayHandler): GatewayHandler {
  return handler;
}

export interface Match {
  handler: GatewayHandler;
  params: Record<string, string>;
}

export interface GatewayRegistry {
  match(endpoint: string): Match | null;
  paths(): string[];
  handlers(): readonly GatewayHandler[];
}

interface Pattern {
  regex: RegExp;
  names: string[];
  handler: GatewayHandler;
}

export function createRegistry(handlers: readonly GatewayHandler[]): GatewayRegistry {
  const exact = new Map<string, GatewayHandler>();
  const patterns: Pattern[] = [];
  for (const handler of handlers) {
    if (!handler.path.startsWith('/')) throw new Error(`gateway path must start with '/': ${handler.path}`);
    if (handler.path.includes('{')) {
      const names: string[] = [];
      const source = handler.path
        .split('/')
        .map((segment) => {
          const m = /^\{(\w+)\}$/.exec(segment);
          if (!m) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(m[1]!);
          return '([^/]+)';
        })
        .join('/');
      patterns.push({ regex: new RegExp(`^${source}/?$`), names, handler });
    } else {
      if (exact.has(handler.path)) throw new Error(`gateway path registered twice: ${handler.path}`);
      exact.set(handler.path, handler);
    }
  }
  return {
    match(endpoint) {
      const pathOnly = endpoint.split('?')[0] ?? endpoint;
      const direct =
        exact.get(pathOnly) ?? exact.get(pathOnly.replace(/\/$/, '')) ?? exact.get(`${pathOnly}/`);
      if (direct) return { handler: direct, params: {} };
      for (const p of patterns) {
        const m = p.regex.exec(pathOnly);
        if (!m) continue;
        const params: Record<string, string> = {};
        try {
          p.names.forEach((name, i) => {
            params[name] = decodeURIComponent(m[i + 1] ?? '');
          });
        } catch {
          return null; // a malformed %-escape matches nothing
        }
        return { handler: p.handler, params };
      }
      return null;
    },
    paths() {
      return [...exact.keys(), ...patterns.map((p) => p.handler.path)].sort();
    },
    handlers() {
      return handlers;
    },
  };
}
