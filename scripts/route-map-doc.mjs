// @ts-check
// Writes docs/route-map.md from the code (issue 37): for every route an area manifest declares, its page, the
// GraphQL operations and gateway endpoints the page's code calls, the API domains that answer them and those
// domains' tables. `--check` writes nothing and fails when the committed file is not what the code gives (a jest
// test runs it in `npm test`, like docs/access-rules.md).
//
// Read from the code as text, no build: the remote's routes.ts (route → page module), the page's relative imports
// inside its app (walked), `endpoint: '/…'` literals and `<Name>Document` uses there, the app's .graphql
// operations (root fields), the API's gateway handlers (domains/<domain>/gateway.ts), the domains' schema files
// and the resolvers (which domain's service a root field calls), and each domain's tables.ts.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'graphql';
import { tsImport } from 'tsx/esm/api';
import { REMOTES, repoRoot } from './lib/apps.mjs';

export const DOC_FILE = process.env['ROUTE_MAP_DOC'] ?? path.join(repoRoot, 'docs/route-map.md');
const API = path.join(repoRoot, 'api/src');
const read = (/** @type {string} */ file) => fs.readFileSync(file, 'utf8');
const rel = (/** @type {string} */ file) => path.relative(repoRoot, file).split(path.sep).join('/');

/** @param {string} dir @param {(f: string) => boolean} keep @returns {string[]} */
function filesUnder(dir, keep) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && keep(path.join(e.parentPath, e.name)))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** a module specifier from `from` → the file it names, or null */
function resolveModule(/** @type {string} */ from, /** @type {string} */ spec) {
  const base = path.resolve(path.dirname(from), spec.replace(/\.js$/, ''));
  for (const c of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  return null;
}

/**
 * A module's string constants, `const NAME = '…'` or `` `…` `` (a template keeps its `${…}`; the brand's
 * `${brand.product}` reads as the spec's {product}), so `gateway(\`${CSR_ACTOR}/…\`)` and `path: \`${CSR_ACTOR}/…\``
 * name the same endpoint.
 */
function constantsOf(/** @type {string} */ text) {
  /** @type {Map<string, string>} */
  const constants = new Map();
  for (const m of text.matchAll(/const (\w+) = (?:'([^']*)'|`([^`]*)`)/g))
    constants.set(m[1] ?? '', (m[2] ?? m[3] ?? '').replaceAll('${brand.product}', '{product}'));
  return constants;
}

/** a path literal or template with the module's constants put in; null when a part stays unknown */
function expandPath(/** @type {string} */ text, /** @type {Map<string, string>} */ constants) {
  const expanded = text
    .replace(/\$\{(\w+)\}/g, (all, name) => constants.get(name) ?? all)
    .replaceAll('${brand.product}', '{product}');
  return expanded.startsWith('/') && !expanded.includes('${') ? expanded : null;
}

/** The api-client's exported functions that run GraphQL documents: name → the documents (assocation helpers…). */
function apiClientHelpers() {
  /** @type {Map<string, string[]>} */
  const helpers = new Map();
  for (const file of filesUnder(path.join(repoRoot, 'api-client/src'), (f) => /(?<!\.test)\.tsx?$/.test(f))) {
    const text = read(file);
    for (const m of text.matchAll(/^export (?:async )?function (\w+)/gm)) {
      const body = partsOf(text, [m[1] ?? '']);
      const documents = [...body.matchAll(/\b(\w+)Document\b/g)].map((d) => d[1] ?? '');
      if (documents.length > 0) helpers.set(m[1] ?? '', [...new Set(documents)]);
    }
  }
  return helpers;
}

/** Routes whose pages call no API at all, and what they do instead (so a "—" always means the walk missed one). */
const CALLS_NOTHING = {
  '/pages/punchout-launch':
    'none: it reads the launch token from the address, writes the punchout cookies and reloads (the shell signs in)',
  '/pages/dashboard/force-reinitialize-dashapp':
    'none: it empties the query cache and returns to the dashboard',
  '/pages/csr': 'none: links to the customer-service pages the agent may open',
  '/pages/registration-approved': 'none: a message (the registration is approved)',
  '/pages/registration-pending': 'none: a message (the registration waits for approval)',
  '/pages/delegated-registration-activation/complete': 'none: a message and the way to sign in',
};

/** the API side: gateway path → domain, GraphQL root field → domain, domain → tables */
function readApi() {
  const domains = fs.readdirSync(path.join(API, 'domains')).sort();
  /** @type {Map<string, string>} */
  const endpoints = new Map();
  /** @type {Map<string, Set<string>>} a field name can be on both endpoints (validateAddress), with two domains */
  const fields = new Map();
  /** @type {Map<string, string[]>} */
  const tables = new Map();
  for (const domain of domains) {
    const dir = path.join(API, 'domains', domain);
    const gateway = path.join(dir, 'gateway.ts');
    if (fs.existsSync(gateway)) {
      const text = read(gateway);
      const constants = constantsOf(text);
      for (const m of text.matchAll(/path: (?:'([^']+)'|`([^`]+)`)/g)) {
        const handlerPath = expandPath(m[1] ?? m[2] ?? '', constants);
        if (handlerPath) endpoints.set(handlerPath, domain);
      }
    }
    const tablesFile = path.join(dir, 'tables.ts');
    tables.set(
      domain,
      fs.existsSync(tablesFile)
        ? [...read(tablesFile).matchAll(/pgTable\(\s*'([^']+)'/g)].map((m) => m[1] ?? '')
        : [],
    );
  }
  // a domain without tables of its own (the dashboard's summary, statements…) reads other domains' tables: those
  // its code imports from the schema
  /** @type {Map<string, string>} */
  const tableOfName = new Map();
  for (const file of filesUnder(path.join(API, 'domains'), (f) => f.endsWith('/tables.ts')))
    for (const m of read(file).matchAll(/export const (\w+) = pgTable\(\s*'([^']+)'/g))
      tableOfName.set(m[1] ?? '', m[2] ?? '');
  for (const domain of domains) {
    if ((tables.get(domain) ?? []).length > 0) continue;
    const read_ = new Set();
    for (const file of filesUnder(path.join(API, 'domains', domain), (f) => /(?<!\.test)\.ts$/.test(f)))
      for (const m of read(file).matchAll(/import \{([^}]*)\} from '[./]*db\/schema\.js'/g))
        for (const name of (m[1] ?? '').split(',').map((n) => n.trim()))
          if (tableOfName.has(name)) read_.add(tableOfName.get(name));
    tables.set(domain, [...read_].sort());
  }
  // a root field belongs to the domain whose service its resolver calls
  const resolverFiles = [
    ...filesUnder(path.join(API, 'graphql/resolvers'), (f) => f.endsWith('.ts')),
    ...filesUnder(path.join(API, 'domains'), (f) => /(^|[/-])resolvers\.ts$/.test(f)),
  ];
  for (const file of resolverFiles) {
    const text = read(file);
    /** @type {Map<string, string>} */
    const importedFrom = new Map();
    for (const m of text.matchAll(/import \{([^}]*)\} from '(\.[^']+)'/g)) {
      const target = resolveModule(file, m[2] ?? '');
      const domain = target && /\/domains\/([^/]+)\//.exec(target)?.[1];
      if (!domain) continue;
      for (const name of (m[1] ?? '').split(',')) importedFrom.set(name.trim().replace(/^type /, ''), domain);
    }
    const chunks = text.split(/\n(?= {2}(\w+): )/);
    for (const chunk of chunks) {
      const field = /^ {2}(\w+): /.exec(chunk)?.[1];
      if (!field) continue;
      for (const call of chunk.matchAll(/\b(\w+)\(/g)) {
        const domain = importedFrom.get(call[1] ?? '');
        if (domain) {
          fields.set(field, (fields.get(field) ?? new Set()).add(domain));
          break;
        }
      }
    }
  }
  return { endpoints, fields, tables };
}

/** the operations of an app's .graphql documents (and the api-client's): name → root fields */
function readOperations(/** @type {string} */ appDir) {
  /** @type {Map<string, { kind: string, fields: string[] }>} */
  const ops = new Map();
  const files = [
    ...filesUnder(path.join(appDir, 'src'), (f) => f.endsWith('.graphql')),
    ...filesUnder(path.join(repoRoot, 'api-client/src'), (f) => f.endsWith('.graphql')),
  ];
  for (const file of files) {
    for (const def of parse(read(file)).definitions) {
      if (def.kind !== 'OperationDefinition' || !def.name) continue;
      const fields = def.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : []));
      ops.set(def.name.value, { kind: def.operation, fields });
    }
  }
  return ops;
}

/**
 * the part of a module's text that defines the exported names (the whole text when names is null), with the parts
 * of the module's other exports those use (a hook built on the module's queryOptions and fetcher)
 */
function partsOf(/** @type {string} */ text, /** @type {string[] | null} */ names) {
  if (!names) return text;
  const starts = [...text.matchAll(/^export (?:async )?(?:function|const) (\w+)/gm)];
  /** @type {Map<string, string>} */
  const parts = new Map(
    starts.map((m) => {
      const next = starts.find((n) => (n.index ?? 0) > (m.index ?? 0));
      return [m[1] ?? '', text.slice(m.index, next?.index ?? text.length)];
    }),
  );
  const wanted = new Set(names.filter((n) => parts.has(n)));
  for (let grew = true; grew;) {
    grew = false;
    const used = [...wanted].map((n) => parts.get(n) ?? '').join('\n');
    for (const name of parts.keys())
      if (!wanted.has(name) && new RegExp(`\\b${name}\\b`).test(used)) {
        wanted.add(name);
        grew = true;
      }
  }
  return [...parts]
    .filter(([name]) => wanted.has(name))
    .map(([, part]) => part)
    .join('\n');
}

/**
 * What a page's code calls: the page's module, and of every module it imports by name only the exported functions
 * and constants it imports (and, from those, what they import), walked inside the app.
 */
function callsOf(/** @type {{ file: string, names: string[] | null }} */ page, /** @type {string} */ appDir) {
  const pageFile = page.file;
  /** @type {Set<string>} */
  const seen = new Set();
  /** @type {[string, string[] | null][]} */
  const queue = [[pageFile, page.names]];
  /** @type {Set<string>} */
  const endpoints = new Set();
  /** @type {Set<string>} */
  const documents = new Set();
  while (queue.length > 0) {
    const [file, names] = /** @type {[string, string[] | null]} */ (queue.shift());
    const key = `${file}:${names?.join(',') ?? '*'}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const whole = read(file);
    const text = partsOf(whole, names);
    if (names)
      for (const m of whole.matchAll(/export (?:\{([^}]*)\}|\*) from '(\.[^']+)'/g)) {
        const target = resolveModule(file, m[2] ?? '');
        const items = m[1] ? m[1].split(',').map((e) => e.trim().split(' as ')) : null;
        const picked = items ? items.filter((e) => names.includes(e[e.length - 1] ?? '')) : null;
        // `export { default as SafetyPage }`: the whole module is that page
        const wanted = picked ? picked.map((e) => e[0] ?? '') : names;
        if (target && wanted.length > 0) queue.push([target, wanted.includes('default') ? null : wanted]);
      }
    for (const m of text.matchAll(/endpoint:\s*[`'"](\/[^`'"$]+)/g)) endpoints.add(m[1] ?? '');
    // the typed gateway client (ADR 0029): gateway('/warranty/details', body), gateway(`${CSR_ACTOR}/…`, body),
    // gateway(BULK_UPLOAD_ENDPOINT, body)
    const constants = constantsOf(whole);
    for (const m of text.matchAll(/\bgateway\(\s*(?:[`'"]([^`'"]+)[`'"]|([A-Z_][A-Z0-9_]*)\b)/g)) {
      const called = m[1] !== undefined ? expandPath(m[1], constants) : (constants.get(m[2] ?? '') ?? null);
      if (called) endpoints.add(called);
    }
    for (const m of text.matchAll(/\b(\w+)Document\b/g)) documents.add(m[1] ?? '');
    // the api-client's helpers the page calls run their own documents (fetchAssociateOrganizations…)
    for (const [helper, helperDocuments] of API_CLIENT_HELPERS)
      if (new RegExp(`\\b${helper}\\(`).test(text)) for (const d of helperDocuments) documents.add(d);
    for (const m of read(file).matchAll(
      /import (?:type )?(?:(\w+)|\{([^}]*)\})?(?: from)?\s*'(\.[^']+)'|import\(\s*(?:\/\*[^*]*\*\/\s*)?'(\.[^']+)'\)/g,
    )) {
      const target = resolveModule(file, m[3] ?? m[4] ?? '');
      if (
        !target ||
        !target.startsWith(path.join(appDir, 'src')) ||
        target.includes(`${path.sep}gql${path.sep}`)
      )
        continue;
      const imported = m[2]
        ? m[2]
            .split(',')
            .map(
              (n) =>
                n
                  .trim()
                  .replace(/^type /, '')
                  .split(' as ')[0] ?? '',
            )
            .filter(Boolean)
        : null;
      // from a part of a module, only the imports that part uses
      const local = m[2] ? m[2].split(',').map((n) => n.trim().split(' as ').pop() ?? '') : [m[1] ?? ''];
      if (names && !local.some((n) => n && new RegExp(`\\b${n}\\b`).test(text))) continue;
      queue.push([target, imported]);
    }
  }
  return { endpoints: [...endpoints].sort(), documents: [...documents].sort() };
}

/** the domain of a gateway path the front end names (a literal, or a template's head: '/customers/findById/') */
function endpointDomain(/** @type {Map<string, string>} */ endpoints, /** @type {string} */ called) {
  const bare = (/** @type {string} */ p) => p.replace(/\/+$/, '');
  for (const [handlerPath, domain] of endpoints) {
    const head = handlerPath.replace(/\{[^}]+\}.*$/, '');
    if (bare(handlerPath) === bare(called) || (head !== handlerPath && head === called)) return domain;
  }
  return undefined;
}

/** route path → page module of a remote, from its routes.ts */
function pagesOf(/** @type {string} */ appDir) {
  const file = path.join(appDir, 'src/routes.ts');
  const text = fs.existsSync(file) ? read(file) : '';
  /** @type {Map<string, string>} */
  const modules = new Map();
  /** @type {Map<string, string>} a page that is one named export of its module */
  const named = new Map();
  for (const m of text.matchAll(/import (\w+) from '(\.[^']+)'/g)) modules.set(m[1] ?? '', m[2] ?? '');
  for (const m of text.matchAll(/import \{([^}]*)\} from '(\.[^']+)'/g))
    for (const n of (m[1] ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean)) {
      modules.set(n, m[2] ?? '');
      named.set(n, n);
    }
  for (const m of text.matchAll(/const (\w+) = lazy\([^;]*?default: m\.(\w+)/g))
    named.set(m[1] ?? '', m[2] ?? '');
  for (const m of text.matchAll(
    /const (\w+) = lazy\(\s*\(\)\s*=>\s*import\((?:\/\*[^*]*\*\/\s*)?'(\.[^']+)'\)/g,
  ))
    modules.set(m[1] ?? '', m[2] ?? '');
  // several pages of one chunk: const X = lazy(() => chunk().then((m) => ({ default: m.X })))
  for (const m of text.matchAll(/const (\w+) = \(\) =>\s*import\((?:\/\*[^*]*\*\/\s*)?'(\.[^']+)'\)/g))
    for (const p of text.matchAll(new RegExp(`const (\\w+) = lazy\\(\\(\\) =>\\s*${m[1]}\\(\\)`, 'g')))
      modules.set(p[1] ?? '', m[2] ?? '');
  /** @type {Map<string, { file: string, names: string[] | null }>} */
  const pages = new Map();
  for (const m of text.matchAll(/'(\/[^']*)':\s*(\w+),/g)) {
    const spec = modules.get(m[2] ?? '');
    const target = spec && resolveModule(file, spec);
    const name = named.get(m[2] ?? '');
    if (target) pages.set(m[1] ?? '', { file: target, names: name ? [name] : null });
  }
  return pages;
}

/** @param {string[]} items */
const list = (items) => (items.length > 0 ? items.join('<br>') : '—');

/** @type {Map<string, string[]>} */
let API_CLIENT_HELPERS = new Map();

export async function render() {
  const api = readApi();
  API_CLIENT_HELPERS = apiClientHelpers();
  const lines = [
    '# Route map',
    '',
    'Generated by `npm run docs:route-map` (`scripts/route-map-doc.mjs`) from the areas’ manifests (`mfe-*/src/area.ts`),',
    'their pages (`src/routes.ts`), the GraphQL operations and gateway endpoints each page’s code calls, and the API',
    '(`api/src/domains/<domain>/`: gateway handlers, resolvers, `tables.ts`). Do not edit; a jest test fails when it is',
    'stale. Read a row left to right to trace a URL to its tables: one folder per side, the remote’s feature and the',
    'API’s domain.',
    '',
  ];
  for (const [id, folder] of Object.entries(REMOTES)) {
    const appDir = path.join(repoRoot, folder);
    const { area } = await tsImport(pathToFileURL(path.join(appDir, 'src/area.ts')).href, import.meta.url);
    const pages = pagesOf(appDir);
    const ops = readOperations(appDir);
    lines.push(`## ${area.label ?? id} (\`${folder}\`)`, '');
    lines.push('| URL | page | GraphQL operation → root fields / gateway endpoint | domains | tables |');
    lines.push('| --- | --- | --- | --- | --- |');
    for (const route of area.routes) {
      const page = pages.get(route.path);
      const nothing = /** @type {Record<string, string>} */ (CALLS_NOTHING)[route.path];
      if (page && nothing) {
        lines.push(
          `| \`${route.path}\` | \`${rel(page.file)}\`${page.names ? ` (\`${page.names[0]}\`)` : ''} | ${nothing} | — | — |`,
        );
        continue;
      }
      if (!page) {
        lines.push(`| \`${route.path}\` | (no page yet) | — | — | — |`);
        continue;
      }
      const calls = callsOf(page, appDir);
      const domains = new Set();
      const cells = [];
      for (const name of calls.documents) {
        const op = ops.get(name);
        if (!op) continue;
        for (const f of op.fields) {
          for (const d of api.fields.get(f) ?? []) domains.add(d);
        }
        cells.push(`${op.kind} \`${name}\` → ${op.fields.map((f) => `\`${f}\``).join(', ')}`);
      }
      for (const endpoint of calls.endpoints) {
        const d = endpointDomain(api.endpoints, endpoint);
        if (d) domains.add(d);
        cells.push(`gateway \`${endpoint}\``);
      }
      const ds = [...domains].sort();
      const tables = ds.flatMap((d) => (api.tables.get(d) ?? []).map((t) => `\`${t}\``));
      lines.push(
        `| \`${route.path}\` | \`${rel(page.file)}\`${page.names ? ` (\`${page.names[0]}\`)` : ''} | ${list(cells)} | ${list(ds.map((d) => `\`${d}\``))} | ${tables.length > 0 ? tables.join(', ') : '—'} |`,
      );
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const text = await render();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(DOC_FILE) ? read(DOC_FILE) : '';
    if (current !== text) {
      process.stderr.write(`${rel(DOC_FILE)} is not what the code gives: run npm run docs:route-map\n`);
      process.exit(1);
    }
  } else {
    fs.writeFileSync(DOC_FILE, text);
    console.log(`wrote ${rel(DOC_FILE)}`);
  }
}
