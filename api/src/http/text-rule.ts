// The one text rule at the API's edge (issue 36): an input string holding U+0000 or a lone surrogate, or longer than
// its field allows, is refused with 400 and the spec's error shape before any service runs. PostgreSQL refuses NUL in
// text (a service reaching it answered 500), and a lone surrogate cannot be encoded as UTF-8.
// Where it applies: every /api request's parsed body, query string and path parameters (characters); each GraphQL
// argument and input field and each gateway body field (lengths, by field name). The services' own schemas may
// narrow a field further: this is the ceiling nothing above reaches.
import type { FastifyInstance } from 'fastify';
import {
  GraphQLError,
  TypeInfo,
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { badInput, toStandardError } from '../errors/api-error.js';
import type { ApiError } from '../errors/api-error.js';

export const TEXT_CHARACTERS_REFUSED = 'Text must not contain the NUL character or unpaired surrogates.';

/** A free-text field's length when its name is not listed below. */
export const DEFAULT_TEXT_MAX = 2000;

/**
 * Fields that carry longer text, by name (a GraphQL argument or input field, a gateway body key): the largest any
 * operation's own schema accepts under that name.
 */
export const TEXT_MAX_BY_FIELD: Readonly<Record<string, number>> = {
  // sendInvoiceSupportRequestEmail(content)
  content: 5000,
  // a warranty claim's description (WARRANTY_CLAIM_LIMITS)
  description: 4000,
  // POST /bulkUserUpload: the uploaded file's text
  csv: 2_000_000,
};

export function textMaxOf(field: string): number {
  return TEXT_MAX_BY_FIELD[field] ?? DEFAULT_TEXT_MAX;
}

// with the u flag a surrogate pair is one code point, so \p{Cs} matches only a half without its partner
const LONE_SURROGATE = /\p{Cs}/u;

/** NUL, or a surrogate half without its partner. */
export function hasRefusedCharacters(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

const MAX_DEPTH = 64;

/** The first fault in a parsed JSON value: refused characters anywhere; with `lengths`, a string over its field's. */
export function findTextFault(value: unknown, field: string, lengths: boolean, depth = 0): ApiError | null {
  if (typeof value === 'string') {
    if (hasRefusedCharacters(value)) return badInput(TEXT_CHARACTERS_REFUSED);
    const max = textMaxOf(field);
    if (lengths && value.length > max) return badInput(`${field} must be at most ${max} characters.`);
    return null;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const fault = findTextFault(item, field, lengths, depth + 1);
      if (fault) return fault;
    }
    return null;
  }
  // a buffer or a stream (a file upload) is not text
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasRefusedCharacters(key)) return badInput(TEXT_CHARACTERS_REFUSED);
    const fault = findTextFault(item, key, lengths, depth + 1);
    if (fault) return fault;
  }
  return null;
}

/** Refuses refused characters in any /api request's parsed body, query string and path parameters. */
export function registerTextRule(api: FastifyInstance): void {
  api.addHook('preHandler', async (request) => {
    const fault =
      findTextFault(request.params, '', false) ??
      findTextFault(request.query, '', false) ??
      findTextFault(request.body, '', false);
    if (fault) throw fault;
  });
}

/** The GraphQL error a refused argument answers: 400, with the standard error in its extensions. */
function refusal(error: ApiError): GraphQLError {
  return new GraphQLError(error.message, {
    extensions: { code: error.code, ...toStandardError(error), http: { status: error.statusCode } },
  });
}

/** Each argument (and its input fields) of every field the operation selects, checked against the text rule. */
export function graphQLTextFault(
  schema: GraphQLSchema,
  document: DocumentNode,
  rawVariables: Record<string, unknown> | null | undefined,
  operationName?: string | null,
): ApiError | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  // variables that do not fit their types are graphql-js's to refuse
  if (coerced.errors) return null;
  let fault: ApiError | null = null;
  const typeInfo = new TypeInfo(schema);
  visit(
    operation,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const fieldDef = typeInfo.getFieldDef();
        if (fault || !fieldDef || fieldDef.args.length === 0) return;
        let args: Record<string, unknown>;
        try {
          args = getArgumentValues(fieldDef, node, coerced.coerced);
        } catch {
          return; // execution reports an argument that does not fit
        }
        fault = findTextFault(args, '', true);
      },
    }),
  );
  return fault;
}

/** Yoga plugin: the text rule on every operation, before any resolver runs. */
export const graphQLTextRule: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const fault = graphQLTextFault(
      args.schema,
      args.document,
      args.variableValues as Record<string, unknown> | null | undefined,
      args.operationName,
    );
    if (fault) setResultAndStopExecution({ errors: [refusal(fault)] });
  },
};
