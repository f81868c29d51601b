// A remote's federation start-up takes the shell's bundler runtime (issue 18). The shell exposes nothing, so its
// build of that runtime has no initContainerEntry: the remote must bring its own, or its container cannot start.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const file = path.join(__dirname, 'remote-bundler-runtime.mjs');

/** Imports the module in a node process of its own, after `setup` ran there; returns what `report` printed. */
function run(setup: string, report: string): string {
  const script = `${setup}; import(${JSON.stringify(file)}).then((m) => { ${report} }, (e) => process.stdout.write('threw: ' + e.message))`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
}

test("a remote's start-up has every bundler-runtime function, its own container start and its own share map", () => {
  const shellBuild =
    "const f = () => 'shell'; globalThis._FEDERATION_BUNDLER_RUNTIME = { bundlerRuntime: { remotes: f, consumes: f, I: f, S: { shell: 1 }, installInitialConsumes: f, init: f, getSharedFallbackGetter: f, initContainerEntry: undefined }, attachShareScopeMap: f }";
  const out = run(
    shellBuild,
    "const b = m.default.bundlerRuntime; process.stdout.write(JSON.stringify({ fns: Object.entries(b).filter(([, v]) => typeof v === 'function').map(([k]) => k).sort(), S: b.S, fromShell: b.init(), runtimeInit: typeof m.default.runtime.init }))",
  );
  expect(JSON.parse(out)).toEqual({
    fns: [
      'I',
      'consumes',
      'getSharedFallbackGetter',
      'init',
      'initContainerEntry',
      'installInitialConsumes',
      'remotes',
    ],
    S: {},
    fromShell: 'shell',
    runtimeInit: 'function',
  });
});

test('outside the shell (no runtime handed over) the remote refuses to start', () => {
  expect(run('', "process.stdout.write('started')")).toMatch(/^threw: .*portal shell/);
});
