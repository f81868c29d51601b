// shared-ui is shared by subpath (issue 18): its main entry only re-exports subpaths by name, and each of those
// subpaths is a singleton of the shared table and an export of the package, so the page holds one copy of each
// component whichever way an app imports it, and an app fetches only the components it imports.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repo = path.join(__dirname, '../..');

/** The shared table, read by node itself (the table is an ES module). */
function sharedTable(): Record<string, { singleton?: boolean; providedByShell?: boolean }> {
  const table = path.join(__dirname, 'shared-dependencies.mjs');
  const script = `import(${JSON.stringify(table)}).then((m) => process.stdout.write(JSON.stringify(m.sharedDependencies)))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as Record<
    string,
    { singleton?: boolean; providedByShell?: boolean }
  >;
}

const mainEntry = readFileSync(path.join(repo, 'shared-ui/src/index.ts'), 'utf8');
const specifiers = [...mainEntry.matchAll(/from '([^']+)'/g)].map((m) => m[1]!);

test("shared-ui's main entry re-exports its subpaths by name, never a file by relative path", () => {
  expect(specifiers.length).toBeGreaterThan(0);
  expect(specifiers.filter((s) => !s.startsWith('@portal/shared-ui/'))).toEqual([]);
});

test('each subpath the main entry re-exports is an export of shared-ui and a singleton of the shared table', () => {
  const exportsMap = (
    JSON.parse(readFileSync(path.join(repo, 'shared-ui/package.json'), 'utf8')) as {
      exports: Record<string, string>;
    }
  ).exports;
  const table = sharedTable();
  for (const specifier of new Set(specifiers)) {
    expect([specifier, exportsMap[`./${specifier.slice('@portal/shared-ui/'.length)}`]]).toEqual([
      specifier,
      expect.any(String),
    ]);
    expect([specifier, table[specifier]?.singleton]).toEqual([specifier, true]);
  }
});

// Remotes build no copy of what the shell provides (`import: false`), so the shell must provide each of those: it
// declares the package and imports the module itself, or through shared-session (whose dependencies it provides),
// and each is a singleton (the page's one copy is the one a remote gets).
function shellSource(dir = path.join(repo, 'shell/src')): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'testing' ? '' : shellSource(file);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? readFileSync(file, 'utf8')
        : '';
    })
    .join('\n');
}

test('what remotes take from the shell is a singleton the shell provides', () => {
  const dependencies = (pkg: string) =>
    (
      JSON.parse(readFileSync(path.join(repo, pkg, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      }
    ).dependencies;
  const shellDependencies = dependencies('shell');
  const sessionDependencies = dependencies('shared-session');
  const source = shellSource();
  const providedByShell = Object.entries(sharedTable()).filter(([, config]) => config.providedByShell);
  expect(providedByShell.map(([name]) => name)).toEqual(
    expect.arrayContaining(['react', 'react-dom', '@portal/shared-ui/button']),
  );
  for (const [name, config] of providedByShell) {
    const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
    const imported =
      source.includes(`from '${name}'`) ||
      name in sessionDependencies ||
      // JSX compiles to imports of react/jsx-runtime (the automatic runtime)
      (name === 'react/jsx-runtime' && /<[A-Z][A-Za-z]*[ />]/.test(source));
    expect([name, base in shellDependencies, imported, config.singleton]).toEqual([name, true, true, true]);
  }
});
