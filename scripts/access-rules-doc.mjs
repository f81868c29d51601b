// @ts-check
// Writes docs/access-rules.md from the code (issue 34): every named access rule of @portal/rules, the routes that
// name it (the six remotes' area manifests and the shell's page table) and the menu entries leading to those
// routes (an entry follows its route's rule, ADR 0021). `--check` writes nothing and fails when the committed file
// is not what the code gives (a jest test runs it in `npm test`).
//
// A column is one entry of COLUMNS: a title and, for a rule's name, the cell's lines. The API's operations come
// from the API's operation registry (`apiOperations()`: the rule each gateway handler and GraphQL root field names).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { REMOTES, repoRoot } from './lib/apps.mjs';

/** the document (ACCESS_RULES_DOC names another file: the check's own test) */
export const DOC_FILE = process.env['ACCESS_RULES_DOC'] ?? path.join(repoRoot, 'docs/access-rules.md');

/** @param {string} relative a TypeScript module of the repo */
const load = (relative) => tsImport(pathToFileURL(path.join(repoRoot, relative)).href, import.meta.url);

/**
 * @typedef {{ path: string, title: string, rule: string }} Route
 * @typedef {{ id: string, label: string, to?: string, href?: string, rule?: string, children?: MenuItem[] }} MenuItem
 * @typedef {{ id: string, label: string, routes: Route[], menu?: { title: string, items: MenuItem[] }, accountMenu?: MenuItem[] }} Area
 * @typedef {{ title: string, cells: (rule: string) => string[] }} Column
 * @typedef {{ transport: string, name: string, when?: { field: string, value: string }, ruleName: string }} Operation
 */

/** What the code declares: the named rules, the areas' manifests, the shell's own routes. */
export async function readDeclarations() {
  const access = await load('rules/src/access/access-rules.ts');
  const contract = await load('shared-session/src/contract/area-manifest.ts');
  /** @type {Area[]} */
  const areas = [];
  for (const folder of Object.values(REMOTES)) areas.push((await load(`${folder}/src/area.ts`)).area);
  const shell = await load('shell/src/features/shell-pages/shell-page-table.ts');
  /** @type {Operation[]} */
  const operations = (await load('api/src/access/operation-registry.ts')).apiOperations();
  /** @type {Route[]} */
  const shellRoutes = shell.SHELL_PAGE_ROUTES.map((/** @type {Route & { title: string | null }} */ r) => ({
    path: r.path,
    title: r.title ?? r.path,
    rule: r.rule,
  }));
  return { access, contract, areas, shellRoutes, operations };
}

/**
 * The named rules a rule refers to ({ rule: name }), nested ones included, in order.
 * @param {any} rule
 * @returns {string[]}
 */
function referencedRules(rule) {
  if ('rule' in rule) return [rule.rule];
  if ('and' in rule) return [...new Set(rule.and.flatMap(referencedRules))];
  return [];
}

/** how each transport of the registry reads in the document */
const TRANSPORTS = /** @type {Record<string, string>} */ ({
  integration: 'gateway',
  guestIntegration: 'guest gateway',
  'graphql query': 'GraphQL query',
  'graphql mutation': 'GraphQL mutation',
  'open-graphql query': 'open GraphQL query',
  'open-graphql mutation': 'open GraphQL mutation',
});

/** `/invoices/search/` (gateway), `/telematics/insights` insight=safety (gateway), `putBanners` (GraphQL mutation)… */
const operationLabel = (/** @type {Operation} */ o) =>
  `\`${o.name}\`${o.when ? ` ${o.when.field}=${o.when.value}` : ''} (${TRANSPORTS[o.transport] ?? o.transport})`;

/**
 * The menu entries as "Menu › Group › Entry", with where they lead.
 * @param {Area[]} areas
 */
function menuEntries(areas) {
  /** @type {{ trail: string, to?: string, rule?: string }[]} */
  const entries = [];
  /** @param {MenuItem[]} items @param {string} trail */
  const walk = (items, trail) => {
    for (const item of items) {
      const here = `${trail} › ${item.label}`;
      if (item.children) walk(item.children, here);
      else
        entries.push({
          trail: here,
          ...(item.to ? { to: item.to } : {}),
          ...(item.rule ? { rule: item.rule } : {}),
        });
    }
  };
  for (const area of areas) {
    if (area.menu) walk(area.menu.items, `${area.label} menu`);
    if (area.accountMenu) walk(area.accountMenu, 'User box');
  }
  return entries;
}

/** @param {Awaited<ReturnType<typeof readDeclarations>>} declared @returns {Column[]} */
export function columns({ access, contract, areas, shellRoutes, operations }) {
  /** @type {{ owner: string, route: Route }[]} */
  const routes = [
    ...areas.flatMap((area) => area.routes.map((route) => ({ owner: area.id, route }))),
    ...shellRoutes.map((route) => ({ owner: 'shell', route })),
  ];
  const entries = menuEntries(areas);
  /** the rule of the route an entry leads to, as the shell finds it (a path no area owns: a shell page's) */
  const ruleOfLink = (/** @type {string} */ to) => {
    const pathname = to.split(/[?#]/)[0] ?? to;
    const owner = contract.areaOwningPath(areas, pathname);
    if (!owner) return shellRoutes.find((route) => route.path === pathname)?.rule ?? null;
    return contract.routeForPath(owner.routes, pathname)?.rule ?? null;
  };
  return [
    {
      title: 'rule',
      cells: (name) => [`\`${name}\``],
    },
    { title: 'who', cells: (name) => [access.describeAccessRule(name)] },
    { title: 'from', cells: (name) => [access.ACCESS_RULES[name].source] },
    {
      title: 'routes',
      cells: (name) =>
        routes
          .filter(({ route }) => route.rule === name)
          .map(({ owner, route }) => `\`${route.path}\` (${owner})`),
    },
    {
      title: 'menu entries',
      cells: (name) =>
        entries
          .filter((entry) => (entry.to ? ruleOfLink(entry.to) === name : entry.rule === name))
          .map((entry) => entry.trail),
    },
    {
      title: 'API operations',
      // a page's rule is built from the capabilities the API enforces: point at them rather than repeat their list
      cells: (name) => [
        ...operations.filter((o) => o.ruleName === name).map(operationLabel),
        ...referencedRules(access.accessRule(name))
          .filter((ref) => operations.some((o) => o.ruleName === ref))
          .map((ref) => `see \`${ref}\``),
      ],
    },
  ];
}

const escape = (/** @type {string} */ text) => text.replace(/\|/g, '\\|');

/** The document's text. @param {Awaited<ReturnType<typeof readDeclarations>>} declared */
export function render(declared) {
  const cols = columns(declared);
  const lines = [
    '# Access rules',
    '',
    '<!-- Generated by `node scripts/access-rules-doc.mjs` (npm run docs:access-rules); do not edit. -->',
    '',
    'Every named access rule of `@portal/rules` (`rules/src/access/access-rules.ts`), the routes that name it (the',
    "remotes' `src/area.ts`, the shell's `shell-page-table.ts`) and the menu entries leading to those routes: a menu",
    "entry is shown exactly when its route's rule admits the user (ADR 0021). A guest a rule refuses is asked to sign",
    'in; anyone else goes to `/pages/store/accessDenied?originalURL=…`. "is signed-in", "is not internal"… are the',
    'profile kinds the shell computes from the session. The API operations (gateway endpoints, GraphQL root fields)',
    'name the rule they enforce (`apiOperations()` in `api/src/access/operation-registry.ts`); the API checks it',
    'before the operation reads its input, on privileges alone ("signed-in": any profile; the open GraphQL',
    "endpoint's fields are public and not listed).",
    '',
    `| ${cols.map((c) => c.title).join(' | ')} |`,
    `| ${cols.map(() => '---').join(' | ')} |`,
  ];
  for (const name of declared.access.ACCESS_RULE_NAMES)
    lines.push(`| ${cols.map((c) => c.cells(name).map(escape).join('<br>')).join(' | ')} |`);
  return `${lines.join('\n')}\n`;
}

const isMain = process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url;
if (isMain) {
  const text = render(await readDeclarations());
  if (process.argv.includes('--check')) {
    const committed = fs.existsSync(DOC_FILE) ? fs.readFileSync(DOC_FILE, 'utf8') : '';
    if (committed !== text) {
      process.stderr.write(
        'docs/access-rules.md is not what the code gives: run `npm run docs:access-rules` and commit it.\n',
      );
      process.exit(1);
    }
  } else {
    fs.writeFileSync(DOC_FILE, text);
    process.stdout.write(`wrote ${path.relative(repoRoot, DOC_FILE)}\n`);
  }
}
