// `npm run bench`: a production build, then what a first load of /pages/store costs — JS bytes fetched (raw and
// gzip; shell / shared / remote), React copies, each remote's entry size, build time — beside the same page built
// as one plain bundle. Then the store's LCP beside a static floor page (scripts/bench/store-lcp.mjs), then the API
// figures on PGlite and PostgreSQL at the default seed and at 200,000 parts (api/scripts/bench-api.ts; it starts a
// local PostgreSQL cluster when no BENCH_DATABASE_URL is given). Figures are reported, never asserted: this machine
// is shared and noisy.
//   --skip-build   measure the builds that are there
//   --api-only / --frontend-only / --store-only (one part only); --skip-store
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { REMOTES, repoRoot } from './lib/apps.mjs';
import { freePort, startPortal, waitForHttp } from './lib/portal-process.mjs';
import { benchStoreLcp } from './bench/store-lcp.mjs';
import { chromiumLaunchOptions } from './lib/chromium.mjs';

const args = new Set(process.argv.slice(2));
const resultsDir = path.join(repoRoot, 'bench-results');
fs.mkdirSync(resultsDir, { recursive: true });

const REACT_CORE_MARKER = /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=/;

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { cwd: repoRoot, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every JS file a first load of `url` fetches, with its bytes. */
async function firstLoad(browser, url, readyHeading) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    const responseUrl = response.url();
    if (!responseUrl.endsWith('.js')) return;
    try {
      const body = await response.body();
      scripts.push({ url: new URL(responseUrl).pathname, raw: body.length, gzip: gzipSize(body), body });
    } catch {
      // a response without a body (aborted) adds nothing
    }
  });
  const started = Date.now();
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: readyHeading }).waitFor();
  await page.waitForLoadState('networkidle');
  const loadMs = Date.now() - started;
  await context.close();
  return { scripts, loadMs };
}

/** The JS files each manifest lists as shared-module chunks, so they can be told from app code. */
async function sharedChunkPaths(baseURL, manifestUrls) {
  const shared = new Set();
  for (const manifestUrl of manifestUrls) {
    const response = await fetch(new URL(manifestUrl, baseURL));
    if (!response.ok) continue;
    const manifest = await response.json();
    const base = new URL('.', new URL(manifestUrl, baseURL)).pathname;
    for (const entry of manifest.shared ?? []) {
      for (const file of [...(entry.assets?.js?.sync ?? []), ...(entry.assets?.js?.async ?? [])]) {
        shared.add(path.posix.join(base, file));
      }
    }
  }
  return shared;
}

function sum(scripts, pick = () => true) {
  return scripts
    .filter(pick)
    .reduce((t, s) => ({ raw: t.raw + s.raw, gzip: t.gzip + s.gzip }), { raw: 0, gzip: 0 });
}

async function benchFrontend() {
  let buildSeconds = null;
  if (!args.has('--skip-build')) {
    const started = Date.now();
    run('npx', ['turbo', 'run', 'build', '--force', '--filter=./shell', '--filter=./mfe-*']);
    buildSeconds = (Date.now() - started) / 1000;
  }

  const plainDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-plain-'));
  run('npx', ['webpack', '--mode', 'production', '--env', 'plain', '--env', `outDir=${plainDir}`], {
    cwd: path.join(repoRoot, 'shell'),
    stdio: 'ignore',
  });

  const portal = await startPortal();
  const plainPort = await freePort();
  const plainServer = spawn(
    process.execPath,
    [path.join(repoRoot, 'scripts/serve-standalone.mjs'), '--dir', plainDir, '--port', String(plainPort)],
    {
      stdio: 'ignore',
    },
  );
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await waitForHttp(`http://127.0.0.1:${plainPort}/`);
    const remotes = JSON.parse(fs.readFileSync(path.join(portal.deployDir, 'remotes.json'), 'utf8'));
    const federated = await firstLoad(browser, `${portal.baseURL}/pages/store`, 'Supply Store');
    const plain = await firstLoad(browser, `http://127.0.0.1:${plainPort}/pages/store`, 'Supply Store');

    const shared = await sharedChunkPaths(portal.baseURL, ['/mf-manifest.json', remotes.store.entry]);
    const kind = (s) => (shared.has(s.url) ? 'shared' : s.url.startsWith('/remotes/') ? 'remote' : 'shell');
    const split = {
      shell: sum(federated.scripts, (s) => kind(s) === 'shell'),
      shared: sum(federated.scripts, (s) => kind(s) === 'shared'),
      remote: sum(federated.scripts, (s) => kind(s) === 'remote'),
    };
    const federatedTotal = sum(federated.scripts);
    const plainTotal = sum(plain.scripts);
    const reactCopies = federated.scripts.filter((s) =>
      REACT_CORE_MARKER.test(s.body.toString('utf8')),
    ).length;
    const remoteEntriesFetched = [
      ...new Set(
        federated.scripts.filter((s) => s.url.endsWith('/remoteEntry.js')).map((s) => s.url.split('/')[2]),
      ),
    ];

    const remoteEntrySizes = Object.fromEntries(
      Object.keys(REMOTES).map((id) => {
        const entryFile = path.join(
          portal.deployDir,
          new URL(remotes[id], 'http://x').pathname,
          '../remoteEntry.js',
        );
        const body = fs.readFileSync(entryFile);
        return [id, { raw: body.length, gzip: gzipSize(body) }];
      }),
    );

    const report = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      buildSeconds,
      storeFirstLoad: {
        url: '/pages/store',
        loadMs: federated.loadMs,
        jsFiles: federated.scripts.length,
        total: federatedTotal,
        split,
        reactCopies,
        remoteEntriesFetched,
        files: federated.scripts.map(({ url, raw, gzip }) => ({ url, raw, gzip, kind: kind({ url }) })),
      },
      plainStoreFirstLoad: { loadMs: plain.loadMs, jsFiles: plain.scripts.length, total: plainTotal },
      federatedToPlainGzipRatio: Number((federatedTotal.gzip / plainTotal.gzip).toFixed(3)),
      federatedToPlainRawRatio: Number((federatedTotal.raw / plainTotal.raw).toFixed(3)),
      remoteEntrySizes,
      goals: {
        onlyRoutedRemoteEntryFetched:
          remoteEntriesFetched.length === 1 && remoteEntriesFetched[0] === 'store',
        reactLoadsOnce: reactCopies === 1,
        federatedToPlainAtMost1_3: federatedTotal.gzip / plainTotal.gzip <= 1.3,
      },
    };
    fs.writeFileSync(path.join(resultsDir, 'frontend.json'), `${JSON.stringify(report, null, 2)}\n`);

    console.log('\nFirst load of /pages/store (JS)');
    console.table({
      shell: { raw: kb(split.shell.raw), gzip: kb(split.shell.gzip) },
      shared: { raw: kb(split.shared.raw), gzip: kb(split.shared.gzip) },
      'store remote': { raw: kb(split.remote.raw), gzip: kb(split.remote.gzip) },
      'federated total': { raw: kb(federatedTotal.raw), gzip: kb(federatedTotal.gzip) },
      'plain bundle': { raw: kb(plainTotal.raw), gzip: kb(plainTotal.gzip) },
    });
    console.table({
      'federated / plain (gzip)': report.federatedToPlainGzipRatio,
      'React copies loaded': reactCopies,
      'remote entries fetched': remoteEntriesFetched.join(', '),
      'build time (s)': buildSeconds ?? 'skipped',
      'first load (ms)': federated.loadMs,
    });
    console.log('Remote entry sizes');
    console.table(
      Object.fromEntries(
        Object.entries(remoteEntrySizes).map(([id, s]) => [id, { raw: kb(s.raw), gzip: kb(s.gzip) }]),
      ),
    );
    return report;
  } finally {
    await browser.close();
    plainServer.kill();
    portal.process.kill('SIGTERM');
  }
}

async function benchApi() {
  const script = path.join(repoRoot, 'api/scripts/bench-api.ts');
  if (!fs.existsSync(script)) {
    console.log('\nAPI bench: api/scripts/bench-api.ts is not there yet; skipped.');
    return;
  }
  run(process.execPath, ['--import', 'tsx', script, path.join(resultsDir, 'api.json')]);
}

const only = ['--api-only', '--frontend-only', '--store-only'].find((flag) => args.has(flag));
if (!only || only === '--frontend-only') await benchFrontend();
if ((!only && !args.has('--skip-store')) || only === '--store-only') await benchStoreLcp();
if (!only || only === '--api-only') await benchApi();
console.log(`\nResults written to ${path.relative(repoRoot, resultsDir)}/`);
