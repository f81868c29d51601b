// Generates TypeScript types from the GraphQL SDL (api/src/graphql/schema/*.graphql and api/src/domains/*/*.graphql) with graphql's own
// utilities: one type per enum, object and input type, an args type per field with arguments and a resolver map
// type per root type. Output: api/src/graphql/generated/types.ts (+ the printed schema.graphql), shared with the
// clients through the package export `@portal/api/graphql-types`.
// Usage: `npm run codegen -w @portal/api` (writes) or `... -- --check` (fails when the committed files are stale).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  lexicographicSortSchema,
  printSchema,
} from 'graphql';
import type {
  GraphQLArgument,
  GraphQLField,
  GraphQLInputField,
  GraphQLNamedType,
  GraphQLSchema,
  GraphQLType,
} from 'graphql';
import * as prettier from 'prettier';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(apiDir, 'src');
const outDir = path.join(apiDir, 'src/graphql/generated');

const BUILT_IN_SCALARS: Record<string, string> = {
  ID: 'string',
  String: 'string',
  Boolean: 'boolean',
  Int: 'number',
  Float: 'number',
};
/** custom scalars → TypeScript; unknown custom scalars become `unknown` */
const CUSTOM_SCALARS: Record<string, string> = { DateTime: 'string', JSON: 'unknown' };

/** The SDL files in a stable order, concatenated. */
export async function readSdl(): Promise<string> {
  // the root types in graphql/schema/, each domain's types in domains/<domain>/*.graphql
  const rootFiles = (await fs.readdir(path.join(srcDir, 'graphql/schema'))).map((f) => `graphql/schema/${f}`);
  const domainFiles = (await fs.readdir(path.join(srcDir, 'domains'), { recursive: true })).map(
    (f) => `domains/${f}`,
  );
  const files = [...rootFiles, ...domainFiles].filter((f) => f.endsWith('.graphql')).sort();
  const parts = await Promise.all(files.map((f) => fs.readFile(path.join(srcDir, f), 'utf8')));
  return parts.join('\n');
}

function doc(description: string | null | undefined, indent = ''): string {
  if (!description) return '';
  const lines = description.split('\n');
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((l) => `${indent} * ${l}`).join('\n')}\n${indent} */\n`;
}

function outputType(type: GraphQLType, input: boolean): string {
  const wrap = input ? 'InputMaybe' : 'Maybe';
  if (isNonNullType(type)) return innerType(type.ofType, input);
  return `${wrap}<${innerType(type, input)}>`;
}

function innerType(type: GraphQLType, input: boolean): string {
  if (isNonNullType(type)) return innerType(type.ofType, input);
  if (isListType(type)) return `Array<${outputType(type.ofType, input)}>`;
  const named = getNamedType(type);
  if (isScalarType(named)) return `Scalars['${named.name}']`;
  return named.name;
}

function capitalise(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function inputFields(fields: readonly (GraphQLArgument | GraphQLInputField)[]): string {
  return fields
    .map((f) => {
      const optional = !isNonNullType(f.type) || f.defaultValue !== undefined;
      return `${doc(f.description, '  ')}  ${f.name}${optional ? '?' : ''}: ${outputType(f.type, true)};`;
    })
    .join('\n');
}

function fieldArgsName(typeName: string, field: GraphQLField<unknown, unknown>): string {
  return `${typeName}${capitalise(field.name)}Args`;
}

function printNamedType(type: GraphQLNamedType, rootNames: Set<string>): string {
  if (isEnumType(type)) {
    const values = type.getValues().map((v) => `'${v.name}'`);
    return (
      `${doc(type.description)}export type ${type.name} = ${values.join(' | ')};\n` +
      `export const ${type.name}Values = [${values.join(', ')}] as const;\n`
    );
  }
  if (isInputObjectType(type)) {
    return `${doc(type.description)}export interface ${type.name} {\n${inputFields(Object.values(type.getFields()))}\n}\n`;
  }
  if (isUnionType(type)) {
    return `${doc(type.description)}export type ${type.name} = ${type
      .getTypes()
      .map((t) => t.name)
      .join(' | ')};\n`;
  }
  if (isObjectType(type) || isInterfaceType(type)) {
    const fields = Object.values(type.getFields());
    let out = '';
    if (!rootNames.has(type.name)) {
      out += `${doc(type.description)}export interface ${type.name} {\n`;
      out += fields
        .map((f) => `${doc(f.description, '  ')}  ${f.name}: ${outputType(f.type, false)};`)
        .join('\n');
      out += '\n}\n';
    }
    for (const f of fields) {
      if (f.args.length === 0) continue;
      out += `export interface ${fieldArgsName(type.name, f)} {\n${inputFields(f.args)}\n}\n`;
    }
    if (rootNames.has(type.name)) {
      out += `${doc(type.description)}export interface ${type.name}Resolvers<TContext> {\n`;
      out += fields
        .map((f) => {
          const args = f.args.length > 0 ? fieldArgsName(type.name, f) : 'Record<string, never>';
          return `${doc(f.description, '  ')}  ${f.name}: Resolver<${outputType(f.type, false)}, ${args}, TContext>;`;
        })
        .join('\n');
      out += '\n}\n';
    }
    return out;
  }
  return '';
}

export function generateTypes(schema: GraphQLSchema, rootNames: string[]): string {
  const sorted = lexicographicSortSchema(schema);
  const roots = new Set(rootNames);
  const types = Object.values(sorted.getTypeMap()).filter((t) => !t.name.startsWith('__'));
  const scalars = types
    .filter(isScalarType)
    .map((t) => `  ${t.name}: ${BUILT_IN_SCALARS[t.name] ?? CUSTOM_SCALARS[t.name] ?? 'unknown'};`)
    .join('\n');
  const body = types
    .filter((t) => !isScalarType(t))
    .map((t) => printNamedType(t, roots))
    .join('\n');
  return `// Generated by \`npm run codegen -w @portal/api\` from api/src/graphql/schema/*.graphql and api/src/domains/*/*.graphql. Do not edit.
import type { GraphQLResolveInfo } from 'graphql';

export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export interface Scalars {
${scalars}
}
export type Resolver<TResult, TArgs, TContext> = (
  parent: unknown,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

${body}`;
}

/** Root operation types of the two endpoints: /api/graphql (Query, Mutation) and /api/open-graphql (Open*). */
export const ROOT_TYPES = ['Query', 'Mutation', 'OpenQuery', 'OpenMutation'];

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const schema = buildSchema(await readSdl());
  const prettierConfig = (await prettier.resolveConfig(path.join(outDir, 'types.ts'))) ?? {};
  const outputs: Record<string, string> = {
    'types.ts': await prettier.format(generateTypes(schema, ROOT_TYPES), {
      ...prettierConfig,
      parser: 'typescript',
    }),
    'schema.graphql': await prettier.format(
      `# Generated by \`npm run codegen -w @portal/api\`. Do not edit.\n${printSchema(lexicographicSortSchema(schema))}`,
      { ...prettierConfig, parser: 'graphql' },
    ),
  };
  let stale = false;
  await fs.mkdir(outDir, { recursive: true });
  for (const [file, content] of Object.entries(outputs)) {
    const target = path.join(outDir, file);
    const current = await fs.readFile(target, 'utf8').catch(() => null);
    if (current === content) continue;
    if (check) {
      console.error(
        `${path.relative(process.cwd(), target)} is out of date: run npm run codegen -w @portal/api`,
      );
      stale = true;
    } else {
      await fs.writeFile(target, content);
      console.log(`wrote ${path.relative(process.cwd(), target)}`);
    }
  }
  if (stale) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
