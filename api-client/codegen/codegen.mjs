// @ts-check
// Typed GraphQL documents for the browser apps (`npm run codegen:web`, run by `npm run typecheck`): each app's
// documents (src/**/*.graphql, checked against /api/graphql; src/**/*.open.graphql, against /api/open-graphql)
// become its own src/gql/ (src/gql/open/) folder, so a remote's documents ship with that remote; fragments in
// src/**/*.fragments.graphql go to both targets. Codegen fails on a document the schema no longer accepts; tsc
// then fails where a changed result type is used.
import fs from 'node:fs';
import path from 'node:path';

const API_SCHEMA = 'api/src/graphql/generated/schema.graphql';
const OPEN_ROOTS = 'api-client/codegen/open-endpoint.graphql';

/** Folders with documents; a remote without any yet gets its folder when it adds its first document. */
const APPS = [
  'api-client',
  'shell',
  'mfe-store',
  'mfe-registration',
  'mfe-training',
  'mfe-dashboard',
  'mfe-my-account',
  'mfe-csr',
];

/** @type {import('@graphql-codegen/cli').Types.ConfiguredOutput} */
const preset = {
  preset: 'client',
  presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
  config: {
    // documents as strings: no parsed AST in the bundles (the server parses each document)
    documentMode: 'string',
    enumsAsTypes: true,
    useTypeImports: true,
    onlyOperationTypes: true,
    skipTypename: true,
    scalars: { DateTime: 'string', JSON: 'unknown' },
  },
};

/** @param {string} dir @returns {string[]} the .graphql files under dir */
function graphqlFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

/** @type {import('@graphql-codegen/cli').CodegenConfig['generates']} */
const generates = {};
for (const app of APPS) {
  const files = graphqlFiles(`${app}/src`);
  // an empty target would write a folder of stubs that does not type-check
  if (files.some((f) => !f.endsWith('.open.graphql')))
    generates[`${app}/src/gql/`] = {
      ...preset,
      schema: API_SCHEMA,
      documents: [`${app}/src/**/*.graphql`, `!${app}/src/**/*.open.graphql`],
    };
  if (files.some((f) => f.endsWith('.open.graphql')))
    generates[`${app}/src/gql/open/`] = {
      ...preset,
      schema: [API_SCHEMA, OPEN_ROOTS],
      // shared fragments (*.fragments.graphql) serve both targets, so a selection is written once
      documents: [`${app}/src/**/*.open.graphql`, `${app}/src/**/*.fragments.graphql`],
    };
}

/** @type {import('@graphql-codegen/cli').CodegenConfig} */
export default {
  overwrite: true,
  ignoreNoDocuments: true,
  generates,
  hooks: { afterAllFileWrite: ['prettier --write --log-level warn'] },
};
