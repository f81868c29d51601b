// The shell loads each remote's remoteEntry.js beside the mf-manifest.json that remotes.json names (issue 18: the
// runtime is built without its snapshot plugin, which used to fetch the manifest to find that URL).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** remoteEntryUrl of each entry, run by node itself (the module is an ES module). */
function remoteEntryUrls(entries: string[]): string[] {
  const file = path.join(__dirname, 'container-name.mjs');
  const script = `import(${JSON.stringify(file)}).then((m) => process.stdout.write(JSON.stringify(${JSON.stringify(
    entries,
  )}.map(m.remoteEntryUrl))))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as string[];
}

test("a published remote's manifest URL gives the remoteEntry.js of the same build", () => {
  expect(
    remoteEntryUrls([
      '/remotes/training/2.0.1-abc/mf-manifest.json',
      'https://cdn.example/remotes/store/3/mf-manifest.json',
      'http://localhost:4001/mf-manifest.json',
      '/remotes/store/3/mf-manifest.json?v=1',
    ]),
  ).toEqual([
    '/remotes/training/2.0.1-abc/remoteEntry.js',
    'https://cdn.example/remotes/store/3/remoteEntry.js',
    'http://localhost:4001/remoteEntry.js',
    '/remotes/store/3/remoteEntry.js?v=1',
  ]);
});

test('an entry that names a script, or another file, is kept as it is', () => {
  const entries = ['/remotes/store/3/remoteEntry.js', '/remotes/store/3/old-mf-manifest.json'];
  expect(remoteEntryUrls(entries)).toEqual(entries);
});
