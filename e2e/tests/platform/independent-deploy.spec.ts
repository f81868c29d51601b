// Deploying one remote: rebuild it with a visible change, publish it under a new version, point remotes.json at
// it, and the running portal serves it while the shell's build stays exactly as it was.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, deployDir } from '../../support/fixtures';
import {
  buildRemote,
  publishBuild,
  readRemotesJson,
  repoRoot,
  writeRemotesJson,
} from '../../support/remote-builds';

test('a remote is deployed alone, without touching the shell', async ({ page }) => {
  test.setTimeout(180_000);
  const label = `e2e-${Date.now()}`;
  const shellIndexBefore = fs.readFileSync(path.join(deployDir(), 'index.html'), 'utf8');
  const shellFilesBefore = fs
    .readdirSync(deployDir())
    .filter((f) => f.endsWith('.js'))
    .sort();

  await page.goto('/pages/training-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Training Store' })).toBeVisible();
  await expect(page.getByText(`Build ${label}`)).toHaveCount(0);

  const build = await buildRemote(path.join(repoRoot, 'mfe-training'), label);
  const version = `0.1.0-${label}`;
  const manifestUrl = publishBuild(deployDir(), 'training', version, build);
  const original = readRemotesJson(deployDir());
  writeRemotesJson(deployDir(), { ...original, training: manifestUrl });
  try {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/training/')) remoteRequests.push(request.url());
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Training Store' })).toBeVisible();
    await expect(page.getByText(`Build ${label}`)).toBeVisible();
    expect(remoteRequests.every((url) => url.includes(`/remotes/training/${version}/`))).toBe(true);
    expect(remoteRequests.length).toBeGreaterThan(0);

    // The shell's build is byte for byte what it was.
    expect(fs.readFileSync(path.join(deployDir(), 'index.html'), 'utf8')).toBe(shellIndexBefore);
    expect(
      fs
        .readdirSync(deployDir())
        .filter((f) => f.endsWith('.js'))
        .sort(),
    ).toEqual(shellFilesBefore);
  } finally {
    writeRemotesJson(deployDir(), original);
  }
});
