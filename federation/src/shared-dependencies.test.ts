// shared-ui is shared by subpath (issue 18): its main entry only re-exports subpaths by name, and each of those
// subpaths is a singleton of the shared table and an export of the package, so the page holds one copy of each
// component whichever way an app imports it, and an app fetches only the components it imports.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const repo = path.join(__dirname, '../..');

/** The shared table, read by node itself (the table is an ES module). */
function sharedTable(): Record<string, { singleton?: boolean }> {
  const table = path.join(__dirname, 'shared-dependencies.mjs');
  const script = `import(${JSON.stringify(table)}).then((m) => process.stdout.write(JSON.stringify(m.sharedDependencies)))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as Record<
    string,
    { singleton?: boolean }
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
