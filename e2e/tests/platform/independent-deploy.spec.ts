// Deploying one remote: rebuild it with a visible change, publish it under a new version, point remotes.json at
// it, and the running portal serves it while the shell's build stays exactly as it was. Then a release that adds a
// guarded page with a side-menu entry (ADR 0012): a copy of the training remote with the Course Calendar added in
// its own folder (e2e/fixtures/training-calendar); without a shell rebuild the portal shows the menu entry, sends a
// guest to sign in and shows the page once signed in. (One file: both tests rewrite the portal's remotes.json, so
// they must not run at the same time on two workers.)
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, deployDir } from '../../support/fixtures';
import {
  buildRemote,
  publishBuild,
  publishedEntry,
  readRemotesJson,
  repoRoot,
  writeRemotesJson,
} from '../../support/remote-builds';
import { MOBILE } from '../../support/shell-session';
import { submitSignInForm } from '../../support/sign-in';

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
  publishBuild(deployDir(), 'training', version, build);
  const original = readRemotesJson(deployDir());
  writeRemotesJson(deployDir(), { ...original, training: publishedEntry(deployDir(), 'training', version) });
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

/** Every file of the shell's build at the deploy root (index.html, scripts, manifests) with its bytes. */
function shellBuild(): Map<string, Buffer> {
  const files = fs
    .readdirSync(deployDir(), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== 'remotes.json' && !entry.name.endsWith('.tmp'))
    .map((entry) => entry.name)
    .sort();
  return new Map(files.map((name) => [name, fs.readFileSync(path.join(deployDir(), name))]));
}

/** The training remote's folder copied inside the repo (so workspace packages resolve), with the release laid over. */
function releaseWithCalendar(name: string): string {
  const appDir = path.join(repoRoot, 'e2e/.tmp', name);
  const source = path.join(repoRoot, 'mfe-training');
  fs.mkdirSync(appDir, { recursive: true });
  for (const entry of ['package.json', 'webpack.config.mjs', 'public', 'src'])
    fs.cpSync(path.join(source, entry), path.join(appDir, entry), { recursive: true });
  fs.cpSync(path.join(repoRoot, 'e2e/fixtures/training-calendar/src'), path.join(appDir, 'src'), {
    recursive: true,
  });
  return appDir;
}

test('a remote release adds a guarded page with a menu entry, and the shell is not rebuilt', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(MOBILE);
  const label = `calendar-${Date.now()}`;
  const shellBefore = shellBuild();
  const header = page.locator('header.portal-header');
  const menuButton = header.getByRole('button', { name: 'Menu', exact: true });
  const trainingMenu = header.getByRole('navigation', { name: 'Training Store menu' });

  // before the release: no such entry
  await page.goto('/pages/training-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Training Store' })).toBeVisible();
  await menuButton.click();
  await expect(trainingMenu.getByRole('link', { name: 'Training Cart' })).toBeVisible();
  await expect(trainingMenu.getByRole('link', { name: 'Course Calendar' })).toHaveCount(0);

  const appDir = releaseWithCalendar(label);
  const original = readRemotesJson(deployDir());
  try {
    const build = await buildRemote(appDir, label);
    const version = `0.1.0-${label}`;
    publishBuild(deployDir(), 'training', version, build);
    writeRemotesJson(deployDir(), {
      ...original,
      training: publishedEntry(deployDir(), 'training', version),
    });

    // a guest sees the entry, and following it is sent to sign in before the remote is asked for the page
    await page.reload();
    await expect(page.getByText(`Build ${label}`)).toBeVisible();
    await menuButton.click();
    const entry = trainingMenu.getByRole('link', { name: 'Course Calendar' });
    await expect(entry).toHaveAttribute('href', '/pages/training-store/calendar');
    const authorize = page.waitForRequest(/\/authorize\?/);
    await entry.click();
    await authorize;
    await page.waitForURL((url) => url.pathname === '/authorize' || url.pathname.startsWith('/interaction'));

    // signed in, the user comes back to the page
    await submitSignInForm(page, 'pat.morgan@mailbox.example');
    await expect(page).toHaveURL(/\/pages\/training-store\/calendar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Course Calendar' })).toBeVisible();
    await expect(page).toHaveTitle('Course Calendar | Altura Connect');

    // the shell's build is byte for byte what it was
    expect(shellBuild()).toEqual(shellBefore);
  } finally {
    writeRemotesJson(deployDir(), original);
    fs.rmSync(appDir, { recursive: true, force: true });
  }
});
