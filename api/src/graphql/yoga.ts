// The two GraphQL endpoints on Yoga: /api/graphql (schema common + authenticated) and /api/open-graphql
// (common + open). Hardening: graphql-armor (depth, aliases, cost, tokens, directives, no field suggestions),
// introspection off in production, errors masked to the spec's shapes with no stack traces.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, GraphQLScalarType, Kind, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import type { Plugin, YogaServerInstance } from 'graphql-yoga';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from '../config.js';
import { badInput, forbidden, normaliseError, toStandardError } from '../errors/api-error.js';
import { graphQLTextRule } from '../http/text-rule.js';
import { impersonationAuditPlugin } from '../domains/impersonation/impersonation-audit.js';
import type { GraphQLContext } from './context.js';
import { enforceOperationRule } from '../access/operation-rule.js';
import type { OperationRule } from '../access/operation-rule.js';
import { MUTATION_RULES, OPEN_MUTATION_RULES, OPEN_QUERY_RULES, QUERY_RULES } from './operation-rules.js';
import { Mutation, Query } from './resolvers/authenticated.js';
import { OpenMutation, OpenQuery } from './resolvers/open.js';
import { RegistrationOpenMutation, RegistrationOpenQuery } from '../domains/registration/resolvers.js';
import { TrainingOpenQuery } from '../domains/training/resolvers.js';

// The root types' files sit in graphql/schema/; each domain's own types in api/src/domains/<domain>/.
const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const sdl = (file: string) => fs.readFileSync(path.join(srcDir, file), 'utf8');

/** The SDL files: common types, then each endpoint's root types. */
export const SDL = {
  common: sdl('graphql/schema/common.graphql'),
  authenticated: sdl('graphql/schema/authenticated.graphql'),
  commerce: sdl('domains/carts-and-checkout/schema.graphql'),
  associate: sdl('domains/associate/schema.graphql'),
  impersonation: sdl('domains/impersonation/schema.graphql'),
  customerService: sdl('domains/customer-service/schema.graphql'),
  invoices: sdl('domains/invoices/schema.graphql'),
  contacts: sdl('domains/contacts/schema.graphql'),
  orders: sdl('domains/orders/schema.graphql'),
  open: sdl('graphql/schema/open.graphql'),
  registration: sdl('domains/registration/schema.graphql'),
  trainingTypes: sdl('domains/training/types.graphql'),
  training: sdl('domains/training/schema.graphql'),
  trainingOpen: sdl('domains/training/open-schema.graphql'),
  myAccount: sdl('domains/my-account/schema.graphql'),
  featureFlags: sdl('domains/flags/schema.graphql'),
};

const DATE_TIME_MESSAGE = 'DateTime must be an ISO-8601 date-time string.';

/** What an unreadable date-time sent as `field` is told, in the spec's error shape. */
export const dateTimeRefusal = (field: string) =>
  `${field} must be a date and time in ISO-8601 form, such as 2027-03-04T13:00:00Z.`;

/**
 * A scalar's refusal of an input value. graphql-js wraps it in its own error (naming the variable and the path);
 * its ApiError is the mark maskError turns into the spec's error shape (400, BAD_USER_INPUT), naming the field.
 */
class ScalarInputError extends GraphQLError {
  constructor(
    message: string,
    readonly refusal: (field: string) => string,
  ) {
    super(message, { originalError: badInput(refusal('The value')) });
  }
}

const dateTimeRefused = () => new ScalarInputError(DATE_TIME_MESSAGE, dateTimeRefusal);

/** ISO-8601 date-times: Dates and strings out, validated strings in. */
export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize(value) {
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'string') return value;
    throw new GraphQLError(DATE_TIME_MESSAGE);
  },
  parseValue(value) {
    if (typeof value !== 'string' || value.length > 40 || Number.isNaN(Date.parse(value)))
      throw dateTimeRefused();
    return new Date(value).toISOString();
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING || ast.value.length > 40 || Number.isNaN(Date.parse(ast.value)))
      throw dateTimeRefused();
    return new Date(ast.value).toISOString();
  },
});

/**
 * The field a wrapped variable error names: the last of its path ('… at "c.startsAt"; …') or the variable itself
 * ('Variable "$from" got invalid value …').
 */
export function refusedField(message: string): string {
  const path = / at "[^"]*?([A-Za-z_][A-Za-z0-9_]*)(?:\[\d+\])*"; /.exec(message);
  if (path?.[1]) return path[1];
  return /^Variable "\$([^"]+)"/.exec(message)?.[1] ?? 'The value';
}

/** A scalar's refusal of an input value, in the spec's error shape. */
function scalarRefusal(error: GraphQLError, refused: ScalarInputError): GraphQLError {
  const apiError = badInput(refused.refusal(refusedField(error.message)));
  return new GraphQLError(apiError.message, {
    nodes: error.nodes,
    // spec: false, or Yoga answers a refusal found by validation with 200 to an application/json request
    extensions: {
      code: apiError.code,
      ...toStandardError(apiError),
      http: { status: apiError.statusCode, spec: false },
    },
  });
}

export type ServerContext = GraphQLContext;

type RootResolver = (parent: unknown, args: never, context: GraphQLContext, info: never) => unknown;

/**
 * A root type's resolvers, each checking its field's named rule (operation-rules.ts) before the service runs. A field
 * without a rule is refused to everyone (deny by default); the type check already demands one.
 */
export function guardRoot<T extends object>(resolvers: T, rules: Readonly<Record<string, OperationRule>>): T {
  const guarded: Record<string, RootResolver> = {};
  for (const [field, resolve] of Object.entries(resolvers) as [string, RootResolver][]) {
    const rule = rules[field];
    guarded[field] = (parent, args, context, info) => {
      if (rule === undefined) throw forbidden();
      enforceOperationRule(context.ctx, rule);
      return resolve(parent, args, context, info);
    };
  }
  return guarded as T;
}
export type Yoga = YogaServerInstance<ServerContext, Record<string, never>>;

const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/**
 * A scalar's refusal of an argument written in the query (not a variable) is reported by validation, which the
 * error mask does not see: it is given the spec's error shape here.
 */
const scalarRefusalsInQuery: Plugin = {
  onValidate() {
    return ({ result, setResult }) => {
      if (result.some((e) => e instanceof ScalarInputError))
        setResult(result.map((e) => (e instanceof ScalarInputError ? scalarRefusal(e, e) : e)));
    };
  },
};

/**
 * graphql-js repeats a rejected variable's value in its message ('Variable "$c" got invalid value 4111… at
 * "c.cardNumber"; String cannot represent a non string value: 4111…'). Values can be card numbers or security
 * codes, which must never travel back (the client reports errors onwards): the message keeps the variable, the
 * path and the reason, without the value.
 */
export function redactVariableValue(message: string): string {
  const head = /^Variable "\$([^"]+)" got invalid value /.exec(message);
  if (!head) return message;
  const name = head[1] ?? '';
  const rest = message.slice(head[0].length);
  const at = rest.indexOf(` at "${name}`);
  let where = '';
  let reason: string;
  if (at >= 0) {
    const close = rest.indexOf('"; ', at + 5);
    where = close >= 0 ? rest.slice(at, close + 1) : '';
    reason = close >= 0 ? rest.slice(close + 3) : '';
  } else {
    const semi = rest.lastIndexOf('; ');
    reason = semi >= 0 ? rest.slice(semi + 2) : '';
  }
  reason = reason.replace(/(cannot represent[^:]*):[\s\S]*$/, '$1.');
  return `Variable "$${name}" got invalid value${where}${reason ? `; ${reason}` : '.'}`;
}

/** Service errors become GraphQL errors carrying the standard error in `extensions`; nothing else leaks. */
function maskError(log: FastifyBaseLogger) {
  return (error: unknown): Error => {
    if (error instanceof GraphQLError) {
      const original = error.originalError;
      // a scalar refused a variable's value (graphql-js wrapped its error) or an argument written in the query
      if (original instanceof ScalarInputError) return scalarRefusal(error, original);
      if (error instanceof ScalarInputError) return scalarRefusal(error, error);
      // errors of the request itself (syntax, validation, armor limits) are safe to show as they are, except the
      // value of a rejected variable
      if (!original || original instanceof GraphQLError) {
        const message = redactVariableValue(error.message);
        if (message === error.message) return error;
        return new GraphQLError(message, {
          nodes: error.nodes,
          path: error.path,
          extensions: error.extensions,
        });
      }
      const { error: apiError, unexpected } = normaliseError(original);
      const standard = toStandardError(apiError);
      if (unexpected) log.error({ err: original, uuid: standard.uuid, path: error.path }, 'resolver failed');
      return new GraphQLError(apiError.message, {
        nodes: error.nodes,
        path: error.path,
        extensions: { code: apiError.code, ...standard },
      });
    }
    const { error: apiError } = normaliseError(error);
    log.error({ err: error }, 'graphql failure');
    return new GraphQLError(apiError.message, {
      extensions: { code: apiError.code, ...toStandardError(apiError) },
    });
  };
}

function createEndpoint(
  config: ApiConfig,
  log: FastifyBaseLogger,
  endpoint: string,
  typeDefs: string[],
  resolvers: NonNullable<Parameters<typeof createSchema<ServerContext>>[0]['resolvers']>,
): Yoga {
  const plugins: Plugin[] = [
    EnvelopArmorPlugin({
      maxDepth: { n: config.graphql.maxDepth },
      maxAliases: { n: config.graphql.maxAliases },
      costLimit: { maxCost: config.graphql.maxCost },
      maxTokens: { n: config.graphql.maxTokens },
      maxDirectives: { n: 20 },
      blockFieldSuggestion: { enabled: true },
    }) as Plugin,
    // an impersonated session's mutations are recorded with the agent as actor
    impersonationAuditPlugin as Plugin,
    // text no service can take (NUL, lone surrogates, over a field's length) is refused before any resolver runs
    graphQLTextRule,
    scalarRefusalsInQuery,
  ];
  if (config.environment === 'production') plugins.push(disableIntrospection);
  return createYoga<ServerContext>({
    schema: createSchema<ServerContext>({ typeDefs, resolvers }),
    graphqlEndpoint: endpoint,
    graphiql: false,
    landingPage: false,
    // CORS is the /api scope's (security.ts: configured origins only, no credentials). Yoga's own default reflected
    // any Origin with Access-Control-Allow-Credentials on every answer, and cost a hook per request (issue 23)
    cors: false,
    logging: false,
    batching: false,
    multipart: false,
    maskedErrors: { maskError: maskError(log) },
    plugins,
  }) as unknown as Yoga;
}

/** Each endpoint's SDL, in the order its schema is built. */
export const ENDPOINT_SDL = {
  authenticated: [
    SDL.common,
    SDL.authenticated,
    SDL.commerce,
    SDL.associate,
    SDL.impersonation,
    SDL.customerService,
    SDL.invoices,
    SDL.contacts,
    SDL.orders,
    SDL.trainingTypes,
    SDL.training,
    SDL.myAccount,
    SDL.featureFlags,
  ],
  open: [
    SDL.common,
    SDL.open,
    SDL.registration,
    SDL.trainingTypes,
    SDL.trainingOpen,
    'schema { query: OpenQuery mutation: OpenMutation }',
  ],
} as const;

export function createAuthenticatedYoga(config: ApiConfig, log: FastifyBaseLogger): Yoga {
  return createEndpoint(config, log, '/api/graphql', [...ENDPOINT_SDL.authenticated], {
    DateTime,
    Query: guardRoot(Query, QUERY_RULES),
    Mutation: guardRoot(Mutation, MUTATION_RULES),
  });
}

export function createOpenYoga(config: ApiConfig, log: FastifyBaseLogger): Yoga {
  return createEndpoint(config, log, '/api/open-graphql', [...ENDPOINT_SDL.open], {
    DateTime,
    OpenQuery: guardRoot({ ...OpenQuery, ...RegistrationOpenQuery, ...TrainingOpenQuery }, OPEN_QUERY_RULES),
    OpenMutation: guardRoot({ ...OpenMutation, ...RegistrationOpenMutation }, OPEN_MUTATION_RULES),
  });
}
