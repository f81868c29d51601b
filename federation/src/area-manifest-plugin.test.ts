// The build-time check of an area manifest (the AreaManifestPlugin runs this same command in a process of its
// own): a guard rule naming no privilege stops the build with spec 8's message, word for word.
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

const manifest = (steps: unknown[]) => ({
  manifestVersion: 1,
  id: 'fleet',
  label: 'Fleet',
  prefixes: ['/pages/fleet'],
  routes: [{ path: '/pages/fleet', title: 'Fleet' }],
  guards: [{ prefix: '/pages/fleet', steps }],
});

describe('area manifest check at build time', () => {
  it('passes a guard whose rule names its privilege', async () => {
    const result = await checkManifest(manifest([{ require: { one: 'B2B_Fleet_Search' } }]));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ id: 'fleet' });
  }, 30_000);

  it.each([
    ['an empty name', { one: '' }],
    ['an empty list', { any: [] }],
    ['a blank name in a list', { all: ['B2B_Dashboard', ' '] }],
    ['no rule at all', {}],
    ['a combination naming nothing', { and: [{ one: 'B2B_Dashboard' }, { not: [] }] }],
  ])(
    'refuses a guard rule with %s',
    async (_case, rule) => {
      const result = await checkManifest(manifest([{ when: 'guest', then: 'login' }, { require: rule }]));
      expect(result.code).not.toBe(0);
      expect(result.stderr).toBe('Token name not set for guard, check implementation.');
    },
    30_000,
  );
});
