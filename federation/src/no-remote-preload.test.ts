// The shell's build swaps runtime-core's remote-asset preloading for no-remote-preload.mjs (issue 18, bytes): the
// stand-in must offer every name the real module does (runtime-core imports them), and each must refuse loudly.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The export names of an ES module file, read in a node process of its own (jest here runs CommonJS). */
function exportNames(file: string): string[] {
  const script = `import(${JSON.stringify(file)}).then((m) => process.stdout.write(JSON.stringify(Object.keys(m).sort())))`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

const standIn = path.join(__dirname, 'no-remote-preload.mjs');
const real = require.resolve('@module-federation/runtime-core').replace(/index\.c?js$/, 'utils/preload.js');

test("offers every name runtime-core's preload module exports", () => {
  const realNames = exportNames(real);
  expect(realNames.length).toBeGreaterThan(0);
  expect(exportNames(standIn)).toEqual(realNames);
});

test('each name throws a message that says why', () => {
  const script = `import(${JSON.stringify(standIn)}).then((m) => { const out = Object.values(m).map((f) => { try { f(); return 'returned'; } catch (e) { return e.message; } }); process.stdout.write(JSON.stringify(out)); })`;
  const messages: string[] = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
  expect(messages).toHaveLength(4);
  for (const message of messages)
    expect(message).toMatch(/does not preload remotes through the federation runtime/);
});
