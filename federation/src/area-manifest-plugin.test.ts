// The build-time check of an area manifest (the AreaManifestPlugin runs this same command in a process of its
// own): a route naming no access rule stops the build with spec 8's message, word for word; a name @portal/rules
// does not have stops it too.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const checker = path.join(__dirname, 'area-manifest-plugin.mjs');

function checkManifest(area: unknown): Promise<{ code: number; stdout: string; stderr: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'area-manifest-'));
  const file = path.join(dir, 'area.ts');
  writeFileSync(file, `export const area = ${JSON.stringify(area)};\n`);
  return new Promise((resolve) => {
    execFile(process.execPath, [checker, file, 'fleet'], (error, stdout, stderr) => {
      rmSync(dir, { recursive: true, force: true });
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

const manifest = (rule: unknown) => ({
  manifestVersion: 2,
  id: 'fleet',
  label: 'Fleet',
  prefixes: ['/pages/fleet'],
  routes: [{ path: '/pages/fleet', title: 'Fleet', rule }],
  guards: [
    { prefix: '/pages/fleet', steps: [{ when: 'internal', then: { redirect: '/pages/associateLanding' } }] },
  ],
});

describe('area manifest check at build time', () => {
  it('passes a route naming its access rule', async () => {
    const result = await checkManifest(manifest('dashboard.fleet'));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ id: 'fleet', routes: [{ rule: 'dashboard.fleet' }] });
  }, 30_000);

  it.each([
    ['an empty name', ''],
    ['a blank name', ' '],
    ['no rule at all', undefined],
  ])(
    'refuses a route with %s',
    async (_case, rule) => {
      const result = await checkManifest(manifest(rule));
      expect(result.code).not.toBe(0);
      expect(result.stderr).toBe('Token name not set for guard, check implementation.');
    },
    30_000,
  );

  it('refuses a rule name @portal/rules does not have, and a privilege rule written in place of a name', async () => {
    const unknown = await checkManifest(manifest('dashboard.fleets'));
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain("fleet.routes[0].rule: 'dashboard.fleets' is not a named access rule");
    const inline = await checkManifest(manifest({ one: 'B2B_Fleet_Search' }));
    expect(inline.code).not.toBe(0);
    expect(inline.stderr).toContain('fleet.routes[0].rule: must name an access rule of @portal/rules');
  }, 30_000);
});
