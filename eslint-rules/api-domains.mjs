// @ts-check
// portal/api-domains: the API's boundaries (issue 37, ADR 0028). The API is laid out by business domain,
// api/src/domains/<domain>/, beside domain-free layers (http, auth, access, db, jobs, errors, shared…).
// - A domain reaches another only through that domain's index.ts (its public surface). Table files are the one
//   exception: a table's foreign key names another domain's table, and the tables form one database schema
//   (assembled in api/src/db/schema.ts), so a tables.ts may import another domain's tables.ts; and a test may use
//   another domain's test helper (test-*.ts).
// - Services never import transport types: only a domain's resolvers (resolvers.ts, *-resolvers.ts) and the
//   graphql layer may import the GraphQL-generated types; a service speaks its domain's own types.
// - The API imports no browser package (shared-session, shared-ui, the apps): what both sides need lives in
//   @portal/rules.
import path from 'node:path';

const GENERATED = /(^|\/)api\/src\/graphql\/generated\//;
const BROWSER_PACKAGES = /^@portal\/(shared-session|shared-ui|shell|mfe-[^/]+)(\/|$)/;

/**
 * The domain and the file inside it of a path under api/src/domains/ ('/'-separated, from the repo root).
 * @param {string} relative
 */
function domainOf(relative) {
  const m = /^api\/src\/domains\/([^/]+)\/(.+)$/.exec(relative);
  return m ? { domain: m[1] ?? '', inside: m[2] ?? '' } : null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'The API: domains meet only through index.ts; services import no transport types' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      crossDomain:
        "domains/{{from}} may not import domains/{{to}}/{{file}}: a domain reaches another only through its index.ts ('../{{to}}/index.js').",
      transportInService:
        '{{from}} may not import the GraphQL-generated transport types: a service speaks its own domain types; only resolvers map to the transport.',
      browserPackage:
        'The API may not import {{to}} (a browser package): move what both sides need to @portal/rules.',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? process.cwd();
    const file = context.filename;
    const fromRelative = path.relative(root, file).split(path.sep).join('/');
    if (!fromRelative.startsWith('api/')) return {};
    const from = domainOf(fromRelative);
    const base = path.basename(fromRelative);
    const isResolvers = base === 'resolvers.ts' || base.endsWith('-resolvers.ts');
    const isTest = /\.test\.ts$/.test(base);

    /** @param {import('estree').Node} node @param {unknown} source */
    function check(node, source) {
      if (typeof source !== 'string') return;
      if (BROWSER_PACKAGES.test(source)) {
        context.report({ node, messageId: 'browserPackage', data: { to: source } });
        return;
      }
      const generated = source === '@portal/api/graphql-types';
      let targetRelative = null;
      if (source.startsWith('.'))
        targetRelative = path
          .relative(root, path.resolve(path.dirname(file), source))
          .split(path.sep)
          .join('/');
      if (
        from &&
        !isResolvers &&
        !isTest &&
        (generated || (targetRelative && GENERATED.test(targetRelative)))
      )
        context.report({ node, messageId: 'transportInService', data: { from: fromRelative } });
      if (!from || !targetRelative) return;
      const to = domainOf(targetRelative);
      if (!to || to.domain === from.domain) return;
      const stem = to.inside.replace(/\.(js|ts)$/, '');
      if (stem === 'index') return;
      if (stem === 'tables' && base === 'tables.ts') return;
      // a test may build its world with another domain's test helper (test-*.ts); production code may not
      if (isTest && path.basename(stem).startsWith('test-')) return;
      context.report({
        node,
        messageId: 'crossDomain',
        data: { from: from.domain, to: to.domain, file: to.inside },
      });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default rule;
