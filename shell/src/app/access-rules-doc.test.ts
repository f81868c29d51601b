/**
 * @jest-environment node
 */
// docs/access-rules.md is generated from the code (scripts/access-rules-doc.mjs): this fails in `npm test` when
// the committed file is not what the rules, the area manifests and the shell's page table give today.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const script = path.join(root, 'scripts/access-rules-doc.mjs');

function check(env: Record<string, string> = {}): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, '--check'],
      { env: { ...process.env, ...env } },
      (error, _out, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
    );
  });
}

test('the committed docs/access-rules.md is current (npm run docs:access-rules writes it)', async () => {
  const result = await check();
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
}, 60_000);

test('a file that differs from what the code gives fails the check', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'access-rules-doc-'));
  const stale = path.join(dir, 'access-rules.md');
  const current = readFileSync(path.join(root, 'docs/access-rules.md'), 'utf8');
  writeFileSync(stale, current.replace('`dashboard.invoices`', '`dashboard.invoice`'));
  try {
    const result = await check({ ACCESS_RULES_DOC: stale });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs/access-rules.md is not what the code gives');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
