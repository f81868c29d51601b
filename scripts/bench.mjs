// `npm run bench`: a production build, then what a first load of /pages/store costs — JS bytes fetched (raw, gzip
// and as transferred: the build's brotli copies, issue 18; shell / shared / remote), React copies, each remote's entry size, build time — beside the same page built
// as one plain bundle; and the same first-load figures for /pages/training-store (no plain baseline for it). Then the store's LCP beside a static floor page (scripts/bench/store-lcp.mjs), then the API
// figures on PGlite and PostgreSQL at the default seed and at 200,000 parts (api/scripts/bench-api.ts; it starts a
// local PostgreSQL cluster when no BENCH_DATABASE_URL is given), then Lighthouse on the first screens
// (scripts/bench/lighthouse.mjs). Figures are reported, never asserted: this machine is shared and noisy.
//   --skip-build   measure the builds that are there
//   --api-only / --frontend-only / --store-only / --lighthouse-only (one part only); --skip-store, --skip-lighthouse
//   --help         the options (an unknown option prints them too, and runs nothing)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { REMOTES, repoRoot } from './lib/apps.mjs';
import { freePort, startPortal, waitForHttp } from './lib/portal-process.mjs';
import { benchStoreLcp } from './bench/store-lcp.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { requireProjectNode } from './check-node.mjs';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { BENCH_SIGNED_IN_USER, signInForBench } from './lib/sign-in.mjs';

requireProjectNode();
const args = new Set(process.argv.slice(2));

const USAGE = `Usage: node scripts/bench.mjs [options]   (npm run bench -- [options])
A production build, then the first-load JS of /pages/store, /pages/training-store and the signed-in home pages of the
dashboard, My Account and customer service against their 250 KB gzip goal (raw, gzip, brotli as transferred; the
dashboard's charting files fetched), the store's LCP, the API benches and
Lighthouse. Figures go to bench-results/.
  --skip-build        measure the builds that are there (no forced rebuild of the shell and remotes)
  --frontend-only     only the first-load JS figures
  --store-only        only the store's LCP beside its static floor page
  --api-only          only the API benches (PGlite and PostgreSQL, default seed and 200,000 parts)
  --lighthouse-only   only Lighthouse on the first screens
  --skip-store        leave out the store's LCP
  --skip-lighthouse   leave out Lighthouse
  --help              this text`;
const KNOWN_OPTIONS = new Set([
  '--skip-build',
  '--frontend-only',
  '--store-only',
  '--api-only',
  '--lighthouse-only',
  '--skip-store',
  '--skip-lighthouse',
  '--help',
  '-h',
]);
// an unknown option (a typo of --frontend-only, say) must not start the whole bench, API benches included
const unknown = [...args].filter((arg) => !KNOWN_OPTIONS.has(arg));
if (unknown.length > 0 || args.has('--help') || args.has('-h')) {
  if (unknown.length > 0) console.error(`Unknown option(s): ${unknown.join(' ')}\n`);
  console.log(USAGE);
  process.exit(unknown.length > 0 ? 2 : 0);
}

const resultsDir = path.join(repoRoot, 'bench-results');
fs.mkdirSync(resultsDir, { recursive: true });

const REACT_CORE_MARKER = /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=/;
// issue 22: the OpenFeature SDK and its OFREP provider (strings that survive minification; the share-scope
// registration in the shell's main file names the packages but holds none of their code)
const OPENFEATURE_MARKER = /ofrep\/v1\/evaluate|@openfeature\/web-sdk\/api/;
// issue 13: the charting library (recharts, ADR 0014) — its lazy chunk by name, or its code wherever a later split
// puts it ('recharts-wrapper' is the chart wrapper's class name in the library's own code; the portal's code has none)
const CHARTING_FILE = /recharts/;
const CHARTING_MARKER = /recharts-wrapper/;

/** The signed-in areas' home pages the bench loads, each as a seeded user who may open it (docs/seed-users.md). */
const SIGNED_IN_AREAS = [
  { id: 'dashboard', route: '/pages/dashboard', heading: 'Dashboard', user: BENCH_SIGNED_IN_USER },
  { id: 'my-account', route: '/pages/my-account', heading: 'My Account', user: BENCH_SIGNED_IN_USER },
  { id: 'csr', route: '/pages/csr', heading: 'Customer Support', user: 'csr.admin@aerialco.example' },
];
/** issue 37: a signed-in area's first load, gzip */
const SIGNED_IN_GZIP_GOAL = 250 * 1024;

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { cwd: repoRoot, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every JS file a first load of `url` fetches, with its bytes: raw, gzip -9, and as the server sent them. */
/** @param {{ signedIn?: boolean | string }} [options] signedIn: the seeded user's e-mail, or true for the bench's */
async function firstLoad(browser, url, readyHeading, { signedIn = false } = {}) {
  const context = await browser.newContext();
  // a signed-in page: the sign-in's own loads are not counted, and the cache is emptied after it
  if (signedIn) await signInForBench(context, new URL(url).origin, signedIn === true ? undefined : signedIn);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    const responseUrl = response.url();
    if (!responseUrl.endsWith('.js')) return;
    try {
      const body = await response.body();
      // the body's bytes on the wire (compressed when the server sent a compressed copy)
      const { responseBodySize } = await response.request().sizes();
      scripts.push({
        url: new URL(responseUrl).pathname,
        raw: body.length,
        gzip: gzipSize(body),
        transferred: responseBodySize,
        encoding: (await response.allHeaders())['content-encoding'] ?? 'identity',
        body,
      });
    } catch {
      // a response without a body (aborted) adds nothing
    }
  });
  const started = Date.now();
  await page.goto(url);
  // exact: an area that failed to load shows "<area> is temporarily unavailable", which must not pass for the page
  await page.getByRole('heading', { level: 1, name: readyHeading, exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  // a first load whose area fell back to its error screen fetched less code: its figures would flatter
  if ((await page.locator('[data-area-fallback]').count()) > 0) {
    throw new Error(`${url}: the area did not load (its fallback is shown); no figures taken`);
  }
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
    .reduce(
      (t, s) => ({ raw: t.raw + s.raw, gzip: t.gzip + s.gzip, transferred: t.transferred + s.transferred }),
      {
        raw: 0,
        gzip: 0,
        transferred: 0,
      },
    );
}

/** The remote code of a first load by remote id (/remotes/<id>/…): a page also loads other remotes' header parcels. */
function remoteCodeById(files) {
  const byId = {};
  for (const file of files.filter((f) => f.kind === 'remote')) {
    const id = file.url.split('/')[2];
    byId[id] = {
      raw: (byId[id]?.raw ?? 0) + file.raw,
      gzip: (byId[id]?.gzip ?? 0) + file.gzip,
      transferred: (byId[id]?.transferred ?? 0) + file.transferred,
    };
  }
  return byId;
}

/**
 * A first load of one remote's page on the portal: JS bytes split into shell / shared (the shell's and that
 * remote's shared-module chunks) / remote code, React copies, and which remote entries were fetched.
 */
async function federatedFirstLoad(browser, baseURL, remotes, remoteId, route, readyHeading, options) {
  const load = await firstLoad(browser, `${baseURL}${route}`, readyHeading, options);
  const shared = await sharedChunkPaths(baseURL, ['/mf-manifest.json', remotes[remoteId].entry]);
  const kind = (s) => (shared.has(s.url) ? 'shared' : s.url.startsWith('/remotes/') ? 'remote' : 'shell');
  const remoteEntriesFetched = [
    ...new Set(load.scripts.filter((s) => s.url.endsWith('/remoteEntry.js')).map((s) => s.url.split('/')[2])),
  ];
  const files = load.scripts.map(({ url, raw, gzip, transferred, encoding }) => ({
    url,
    raw,
    gzip,
    transferred,
    encoding,
    kind: kind({ url }),
  }));
  return {
    url: route,
    loadMs: load.loadMs,
    jsFiles: load.scripts.length,
    total: sum(load.scripts),
    split: {
      shell: sum(load.scripts, (s) => kind(s) === 'shell'),
      shared: sum(load.scripts, (s) => kind(s) === 'shared'),
      remote: sum(load.scripts, (s) => kind(s) === 'remote'),
    },
    reactCopies: load.scripts.filter((s) => REACT_CORE_MARKER.test(s.body.toString('utf8'))).length,
    // the OpenFeature code: fetched after the first screen (ADR 0016); what of it the shell's own files carry
    openFeature: {
      all: sum(load.scripts, (s) => OPENFEATURE_MARKER.test(s.body.toString('utf8'))),
      inShellFiles: sum(
        load.scripts,
        (s) => kind(s) === 'shell' && OPENFEATURE_MARKER.test(s.body.toString('utf8')),
      ),
    },
    remoteEntriesFetched,
    chartingFiles: load.scripts
      .filter((s) => CHARTING_FILE.test(s.url) || CHARTING_MARKER.test(s.body.toString('utf8')))
      .map((s) => s.url),
    onlyRoutedRemoteEntryFetched: remoteEntriesFetched.length === 1 && remoteEntriesFetched[0] === remoteId,
    remoteCodeById: remoteCodeById(files),
    files,
  };
}

/** One row of a bytes table: raw, gzip -9 and what was transferred. */
const bytesRow = (s) => ({ raw: kb(s.raw), gzip: kb(s.gzip), transferred: kb(s.transferred) });

/** The console table of one first load: shell / shared / each remote's code / total. */
function firstLoadRows(load) {
  return {
    shell: bytesRow(load.split.shell),
    shared: bytesRow(load.split.shared),
    ...Object.fromEntries(
      Object.entries(load.remoteCodeById).map(([id, s]) => [`${id} remote`, bytesRow(s)]),
    ),
    'OpenFeature (after first screen)': bytesRow(load.openFeature.all),
    'OpenFeature in shell files (goal <= 8 KB gzip)': bytesRow(load.openFeature.inShellFiles),
    'federated total': bytesRow(load.total),
  };
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
    // the plain page talks to the same portal (API, portal-config.json, images), so it renders the same data,
    // banner and flags and loads the code they need, as the federated page does
    [
      path.join(repoRoot, 'scripts/serve-standalone.mjs'),
      '--dir',
      plainDir,
      '--port',
      String(plainPort),
      '--api',
      portal.baseURL,
    ],
    {
      stdio: 'ignore',
    },
  );
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await waitForHttp(`http://127.0.0.1:${plainPort}/`);
    const remotes = JSON.parse(fs.readFileSync(path.join(portal.deployDir, 'remotes.json'), 'utf8'));
    const store = await federatedFirstLoad(
      browser,
      portal.baseURL,
      remotes,
      'store',
      '/pages/store',
      'Supply Store',
    );
    const training = await federatedFirstLoad(
      browser,
      portal.baseURL,
      remotes,
      'training',
      '/pages/training-store',
      'Training Store',
    );
    // the signed-in areas' home pages (issue 37: each at most 250 KB gzip of JavaScript); the dashboard is the business
    // customer's start page, whose charts load later, on the insights pages (issue 13)
    const signedIn = {};
    for (const area of SIGNED_IN_AREAS) {
      signedIn[area.id] = await federatedFirstLoad(
        browser,
        portal.baseURL,
        remotes,
        area.id,
        area.route,
        area.heading,
        { signedIn: area.user },
      );
    }
    const dashboard = signedIn['dashboard'];
    const dashboardChartingFiles = dashboard.chartingFiles;
    const plain = await firstLoad(browser, `http://127.0.0.1:${plainPort}/pages/store`, 'Supply Store');
    const plainTotal = sum(plain.scripts);

    const remoteEntrySizes = Object.fromEntries(
      Object.keys(REMOTES).map((id) => {
        const entryFile = path.join(
          portal.deployDir,
          new URL(remotes[id].entry, 'http://x').pathname,
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
      storeFirstLoad: store,
      trainingFirstLoad: training,
      dashboardFirstLoad: dashboard,
      signedInFirstLoads: Object.fromEntries(
        Object.entries(signedIn).map(([id, load]) => [
          id,
          { url: load.url, total: load.total, split: load.split },
        ]),
      ),
      plainStoreFirstLoad: { loadMs: plain.loadMs, jsFiles: plain.scripts.length, total: plainTotal },
      federatedToPlainGzipRatio: Number((store.total.gzip / plainTotal.gzip).toFixed(3)),
      federatedToPlainRawRatio: Number((store.total.raw / plainTotal.raw).toFixed(3)),
      remoteEntrySizes,
      goals: {
        onlyRoutedRemoteEntryFetched: store.onlyRoutedRemoteEntryFetched,
        reactLoadsOnce: store.reactCopies === 1,
        federatedToPlainAtMost1_3: store.total.gzip / plainTotal.gzip <= 1.3,
        // issue 18: JS transferred on a first load of /pages/store at most 230 KB (brotli)
        storeJsTransferredAtMost230KB: store.total.transferred <= 230 * 1024,
        trainingOnlyRoutedRemoteEntryFetched: training.onlyRoutedRemoteEntryFetched,
        trainingReactLoadsOnce: training.reactCopies === 1,
        dashboardWithoutChartingCode: dashboardChartingFiles.length === 0,
        // issue 37: each signed-in area's home page at most 250 KB gzip of JavaScript on a first load
        ...Object.fromEntries(
          Object.entries(signedIn).map(([id, load]) => [
            `${id}SignedInGzipAtMost250KB`,
            load.total.gzip <= SIGNED_IN_GZIP_GOAL,
          ]),
        ),
        // issue 37: a signed-in home page fetches its own remote only (the store's header search box loads when used)
        ...Object.fromEntries(
          Object.entries(signedIn).map(([id, load]) => [
            `${id}OnlyRoutedRemoteEntryFetched`,
            load.onlyRoutedRemoteEntryFetched,
          ]),
        ),
      },
    };
    fs.writeFileSync(path.join(resultsDir, 'frontend.json'), `${JSON.stringify(report, null, 2)}\n`);

    console.log('\nFirst load of /pages/store (JS)');
    console.table({
      ...firstLoadRows(store),
      'plain bundle': bytesRow(plainTotal),
    });
    console.table({
      'federated / plain (gzip)': report.federatedToPlainGzipRatio,
      'React copies loaded': store.reactCopies,
      'remote entries fetched': store.remoteEntriesFetched.join(', '),
      'build time (s)': buildSeconds ?? 'skipped',
      'first load (ms)': store.loadMs,
    });
    console.log('\nFirst load of /pages/training-store (JS)');
    // the header's search box is the store remote's parcel, so the training page loads some store code too
    console.table(firstLoadRows(training));
    console.table({
      'React copies loaded': training.reactCopies,
      'remote entries fetched': training.remoteEntriesFetched.join(', '),
      'first load (ms)': training.loadMs,
    });
    for (const area of SIGNED_IN_AREAS) {
      const load = signedIn[area.id];
      console.log(`\nFirst load of ${area.route}, signed in as ${area.user} (JS)`);
      console.table(firstLoadRows(load));
      console.table({
        ...(area.id === 'dashboard'
          ? { 'charting code loaded (goal: none)': dashboardChartingFiles.join(', ') || 'none' }
          : {}),
        'remote entries fetched': load.remoteEntriesFetched.join(', '),
        'first load (ms)': load.loadMs,
      });
    }
    // where the dashboard's bytes are, file by file (issue 37: what a first load of the business start page carries)
    console.log('\nFirst load of /pages/dashboard by file (largest first)');
    console.table(
      Object.fromEntries(
        [...dashboard.files]
          .sort((a, b) => b.gzip - a.gzip)
          .map((file) => [file.url, { kind: file.kind, raw: kb(file.raw), gzip: kb(file.gzip) }]),
      ),
    );
    console.log('\nSigned-in first loads against the goal (issue 37: at most 250 KB gzip of JavaScript)');
    console.table(
      Object.fromEntries(
        SIGNED_IN_AREAS.map(({ id, route }) => {
          const load = signedIn[id];
          return [
            route,
            {
              gzip: kb(load.total.gzip),
              transferred: kb(load.total.transferred),
              'goal 250 KB gzip': load.total.gzip <= SIGNED_IN_GZIP_GOAL ? 'met' : 'NOT met',
            },
          ];
        }),
      ),
    );
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
  // issue 13: the fleet search at 50,000 units of one customer (goal p95 <= 15 ms on PostgreSQL), on databases of
  // its own (a small catalogue: only the fleet matters here); issue 38: with My Fleet's due, hours and utilisation
  // filters, and the unit page (goal p95 <= 20 ms)
  run(process.execPath, [
    '--import',
    'tsx',
    script,
    path.join(resultsDir, 'fleet-search.json'),
    '--parts',
    '20000',
    '--fleet-units',
    '50000',
    '--scenarios',
    'fleet search,unit page',
  ]);
  // the area benches with data of their own: customer-service user search and bulk upload (issue 17), fleet CSV
  // export memory (issue 13), invoice search at 200,000 invoices, a 250-invoice combined PDF and contact search
  // (issue 14)
  for (const [name, file] of [
    ['bench-csr.ts', 'csr.json'],
    ['bench-fleet-csv.ts', 'fleet-csv.json'],
    ['bench-invoices.ts', 'invoices.json'],
  ])
    run(process.execPath, [
      '--import',
      'tsx',
      path.join(repoRoot, 'api/scripts', name),
      path.join(resultsDir, file),
    ]);
}

const only = ['--api-only', '--frontend-only', '--store-only', '--lighthouse-only'].find((flag) =>
  args.has(flag),
);
if (!only || only === '--frontend-only') await benchFrontend();
if ((!only && !args.has('--skip-store')) || only === '--store-only') await benchStoreLcp();
if (!only || only === '--api-only') await benchApi();
if ((!only && !args.has('--skip-lighthouse')) || only === '--lighthouse-only') await benchLighthouse();
console.log(`\nResults written to ${path.relative(repoRoot, resultsDir)}/`);
