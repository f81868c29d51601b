// Every operation the API answers, listed from its GraphQL schemas and the gateway registry, with inputs built from
// their types: the text-rule sweep (text-rule.test.ts) and the release probe (`npm run probe`) take their lists from
// here, so an operation added to a schema or the registry is swept and probed without another line.
import {
  buildSchema,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import type { GraphQLArgument, GraphQLField, GraphQLInputType, GraphQLSchema } from 'graphql';
import type { GatewayHandler } from '../gateway/registry.js';
import { ENDPOINT_SDL } from '../graphql/yoga.js';

export type GraphQLEndpoint = '/api/graphql' | '/api/open-graphql';

export interface GraphQLOperation {
  endpoint: GraphQLEndpoint;
  /** 'Query.searchUsers', 'OpenMutation.checkEmail' … */
  name: string;
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

/** A place in an operation's input: argument (or body key) first, then input fields; 0 for a list's item. */
export type InputPath = (string | number)[];

/** One place of an input, the name of the field it belongs to and its type. */
export interface TextPosition {
  path: InputPath;
  /** the argument or input field's name (the text rule's lengths go by it) */
  field: string;
  /** the GraphQL type's name (String, ID, Int…) or yup's for a gateway body ('string', 'number'…) */
  type: string;
}

export function endpointSchemas(): Record<GraphQLEndpoint, GraphQLSchema> {
  return {
    '/api/graphql': buildSchema(ENDPOINT_SDL.authenticated.join('\n')),
    '/api/open-graphql': buildSchema(ENDPOINT_SDL.open.join('\n')),
  };
}

export function graphQLOperations(
  schemas: Record<GraphQLEndpoint, GraphQLSchema> = endpointSchemas(),
): GraphQLOperation[] {
  const operations: GraphQLOperation[] = [];
  for (const endpoint of Object.keys(schemas) as GraphQLEndpoint[]) {
    const schema = schemas[endpoint];
    for (const [kind, root] of [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const) {
      if (!root) continue;
      for (const field of Object.values(root.getFields()))
        operations.push({ endpoint, name: `${root.name}.${field.name}`, kind, field });
    }
  }
  return operations;
}

const SCALAR_SAMPLES: Record<string, unknown> = {
  String: 'sample',
  ID: 'sample',
  Int: 1,
  Float: 1,
  Boolean: false,
  DateTime: '2026-01-01T00:00:00.000Z',
};

/** A value of the type that GraphQL coercion accepts (every input field filled, one item per list). */
export function sampleInput(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return sampleInput(type.ofType, depth);
  if (isListType(type)) return [sampleInput(type.ofType, depth + 1)];
  if (isEnumType(type)) return type.getValues()[0]?.value ?? null;
  if (isScalarType(type)) return SCALAR_SAMPLES[type.name] ?? 'sample';
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      // a recursive input type stops where its fields may be left out
      if (depth > 6 && !isNonNullType(field.type)) continue;
      value[field.name] = sampleInput(field.type, depth + 1);
    }
    return value;
  }
  return null;
}

/** Every scalar or enum place of an argument (through input objects and lists), with its type's name. */
export function inputPositions(argument: GraphQLArgument): TextPosition[] {
  const positions: TextPosition[] = [];
  const walk = (type: GraphQLInputType, path: InputPath, field: string, depth: number) => {
    if (isNonNullType(type)) return walk(type.ofType, path, field, depth);
    if (isListType(type)) return walk(type.ofType, [...path, 0], field, depth + 1);
    if (isInputObjectType(type)) {
      // a recursive input type is followed a few levels only
      if (depth <= 6)
        for (const inner of Object.values(type.getFields()))
          walk(inner.type, [...path, inner.name], inner.name, depth + 1);
      return;
    }
    positions.push({ path, field, type: type.name });
  };
  walk(argument.type, [argument.name], argument.name, 0);
  return positions;
}

/** Where strings go in an argument (String and ID scalars, through input objects and lists). */
export function textPositions(argument: GraphQLArgument): TextPosition[] {
  return inputPositions(argument).filter((p) => p.type === 'String' || p.type === 'ID');
}

/** Every argument of the operation as a variable of the same name, its result reduced to `__typename`. */
export function operationDocument(operation: GraphQLOperation): string {
  const { field } = operation;
  const variables = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return (
    `${operation.kind}${variables ? ` Sweep(${variables})` : ' Sweep'} ` +
    `{ ${field.name}${args ? `(${args})` : ''}${selection} }`
  );
}

/** Sample variables for the operation (each argument filled), with `value` put at `path` when given. */
export function operationVariables(
  operation: GraphQLOperation,
  put?: { path: InputPath; value: unknown },
): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const argument of operation.field.args) variables[argument.name] = sampleInput(argument.type);
  if (put) setAt(variables, put.path, put.value);
  return variables;
}

/** Writes `value` at `path`, making objects and lists on the way. */
export function setAt(target: Record<string, unknown>, path: InputPath, value: unknown): void {
  let node: Record<string | number, unknown> = target;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = path[i + 1];
    if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof next === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
}

interface SchemaDescription {
  type: string;
  fields?: Record<string, SchemaDescription>;
  innerType?: SchemaDescription;
}

/** Every leaf of a gateway handler's body, read from its yup schema ('string', 'number', 'mixed'…). */
export function gatewayInputPositions(handler: GatewayHandler): TextPosition[] {
  const positions: TextPosition[] = [];
  const walk = (node: SchemaDescription, path: InputPath, field: string, depth: number) => {
    if (depth > 8) return;
    if (node.type === 'array' && node.innerType) walk(node.innerType, [...path, 0], field, depth + 1);
    else if (node.type === 'object' && node.fields)
      for (const [name, inner] of Object.entries(node.fields)) walk(inner, [...path, name], name, depth + 1);
    else if (path.length > 0) positions.push({ path, field, type: node.type });
  };
  walk(handler.schema.describe() as SchemaDescription, [], '', 0);
  return positions;
}

/** Where strings go in a gateway handler's body. */
export function gatewayTextPositions(handler: GatewayHandler): TextPosition[] {
  return gatewayInputPositions(handler).filter((p) => p.type === 'string');
}

/** The names of a gateway path's `{name}` segments. */
export function pathParameters(handler: GatewayHandler): string[] {
  return [...handler.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
}

/** The gateway path with each `{name}` segment replaced by `values[name]` (or `fill`). */
export function gatewayEndpoint(
  handler: GatewayHandler,
  values: Record<string, string> = {},
  fill = 'sample',
): string {
  return handler.path.replace(/\{(\w+)\}/g, (_whole, name: string) => values[name] ?? fill);
}
