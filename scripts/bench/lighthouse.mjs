// Lighthouse bench (issue 18): performance, accessibility, best practices and SEO of the first screens, on the
// mobile and desktop presets, in Debian's Chromium against the real portal (startPortal: API + published builds).
// Pages: store home, search, product detail, training home and, signed in as the seeded B2B administrator,
// dashboard home. Writes the scores with LCP / TBT / CLS / bytes transferred to bench-results/lighthouse.json and
// prints a short table. Figures are reported, never asserted: the machine is shared and noisy.
//   node scripts/bench/lighthouse.mjs [--only mobile|desktop] [--pages store,dashboard] [--base-url http://localhost:PORT]
//   (--pages: only the pages whose names contain one of these words)
//   (--base-url: measure a portal already running there instead of starting one from the builds)
//
// The lighthouse package 13.x declares Node >= 22.19; it runs on this project's Node 20 (engines is advisory:
// nothing it uses at run time is newer), so the bench uses it as it is.
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { repoRoot } from '../lib/apps.mjs';
import { startPortal } from '../lib/portal-process.mjs';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { BENCH_SIGNED_IN_USER, signInForBench } from '../lib/sign-in.mjs';
import { median } from '../lib/stats.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const SIGNED_IN_USER = BENCH_SIGNED_IN_USER;

/** A part the store shows online, read through the portal's open GraphQL endpoint. */
async function productDetailPath(baseURL) {
  const response = await fetch(`${baseURL}/api/open-graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ searchProducts(input: { size: 1 }) { hits { partNumber } } }' }),
  });
  const body = await response.json();
  const partNumber = body?.data?.searchProducts?.hits?.[0]?.partNumber;
  if (!partNumber) throw new Error('the store shows no part to open');
  return `/pages/store/product-detail/${partNumber}/${partNumber}`;
}

/** Signs the seeded user in through the real provider, in the browser Lighthouse drives (cookies stay). */
async function signIn(port, baseURL) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await signInForBench(browser.contexts()[0], baseURL, SIGNED_IN_USER);
  } finally {
    // leaves the browser running: only Playwright's connection closes
    await browser.close();
  }
}

/** The figures of one Lighthouse run. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : null]),
    ),
    lcpMs: Math.round(audit('largest-contentful-paint') ?? 0),
    // which element that was (its opening tag as Lighthouse quotes it)
    lcpElement:
      (lhr.audits['lcp-breakdown-insight']?.details?.items ?? []).find((item) => item.type === 'node')
        ?.snippet ?? null,
    tbtMs: Math.round(audit('total-blocking-time') ?? 0),
    cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint') ?? 0),
    totalBytes: Math.round(audit('total-byte-weight') ?? 0),
    scriptBytesTransferred: scripts.reduce((t, item) => t + (item.transferSize ?? 0), 0),
    scriptBytesRaw: scripts.reduce((t, item) => t + (item.resourceSize ?? 0), 0),
    // what failed, so a score below 100 says why
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
    consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) => item.description),
    runWarnings: lhr.runWarnings ?? [],
    // how fast this machine ran at the time (Lighthouse's own CPU benchmark): a loaded machine scores TBT far worse
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/** One page's figures over its runs: each number the median of its runs, the lists joined, every run kept. */
function medianOfRuns(runs) {
  const mid = (pick) => median(runs.map(pick));
  const unique = (pick) => [...new Set(runs.flatMap(pick))];
  // the LCP element of the run whose LCP is nearest the median
  const lcpMs = mid((r) => r.lcpMs);
  const nearest = runs.reduce((a, b) => (Math.abs(b.lcpMs - lcpMs) < Math.abs(a.lcpMs - lcpMs) ? b : a));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, mid((r) => r.scores[id] ?? 0)])),
    lcpMs: Math.round(lcpMs),
    lcpElement: nearest.lcpElement,
    tbtMs: Math.round(mid((r) => r.tbtMs)),
    cls: Number(mid((r) => r.cls).toFixed(3)),
    fcpMs: Math.round(mid((r) => r.fcpMs)),
    totalBytes: Math.round(mid((r) => r.totalBytes)),
    scriptBytesTransferred: Math.round(mid((r) => r.scriptBytesTransferred)),
    scriptBytesRaw: Math.round(mid((r) => r.scriptBytesRaw)),
    failing: unique((r) => r.failing),
    consoleErrors: unique((r) => r.consoleErrors),
    runWarnings: unique((r) => r.runWarnings),
    benchmarkIndex: mid((r) => r.benchmarkIndex ?? 0),
    runs: runs.map((r) => ({
      performance: r.scores.performance,
      tbtMs: r.tbtMs,
      lcpMs: r.lcpMs,
      cls: r.cls,
      benchmarkIndex: r.benchmarkIndex,
    })),
  };
}

export async function benchLighthouse({
  presets = ['mobile', 'desktop'],
  baseURL = null,
  pageFilter = null,
  runs = 3,
} = {}) {
  const portal = baseURL ? { baseURL, process: null } : await startPortal();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    // the bench's usual flags (scripts/lib/chromium.mjs), headless as chrome-launcher wants it
    chromeFlags: [...chromiumLaunchOptions.args.filter((flag) => flag !== '--headless'), '--headless=new'],
  });
  const results = [];
  try {
    const pages = [
      { name: 'store home', path: '/pages/store' },
      { name: 'search', path: '/pages/store/search?q=hydraulic' },
      { name: 'product detail', path: await productDetailPath(portal.baseURL) },
      { name: 'training home', path: '/pages/training-store' },
      { name: 'dashboard home (signed in)', path: '/pages/dashboard', signedIn: true },
    ].filter((target) => !pageFilter || pageFilter.some((word) => target.name.includes(word)));
    for (const preset of presets) {
      /** @type {Map<object, ReturnType<typeof figures>[]>} */
      const runsByPage = new Map(pages.map((target) => [target, []]));
      // run after run over all the pages, so a noisy minute spreads over pages instead of spoiling one
      for (let run = 1; run <= runs; run++) {
        for (const target of pages) {
          // a guest's pages from a clean profile; the signed-in page keeps the session the sign-in left
          if (target.signedIn) await signIn(chrome.port, portal.baseURL);
          const runnerResult = await lighthouse(
            `${portal.baseURL}${target.path}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: CATEGORIES,
              disableStorageReset: Boolean(target.signedIn),
            },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          const figuresOfRun = figures(runnerResult.lhr);
          runsByPage.get(target)?.push(figuresOfRun);
          console.log(
            `lighthouse ${preset} ${target.name} (run ${run} of ${runs}): perf ${figuresOfRun.scores.performance} ` +
              `a11y ${figuresOfRun.scores.accessibility} bp ${figuresOfRun.scores['best-practices']} ` +
              `seo ${figuresOfRun.scores.seo}, benchmarkIndex ${figuresOfRun.benchmarkIndex}, ` +
              `LCP ${figuresOfRun.lcpMs} ms (${figuresOfRun.lcpElement ?? '?'}), TBT ${figuresOfRun.tbtMs} ms, CLS ${figuresOfRun.cls}`,
          );
        }
      }
      for (const target of pages) {
        results.push({
          page: target.name,
          path: target.path,
          preset,
          ...medianOfRuns(runsByPage.get(target) ?? []),
        });
      }
    }
  } finally {
    await chrome.kill();
    portal.process?.kill('SIGTERM');
  }

  const report = {
    measuredAt: new Date().toISOString(),
    runsPerPage: runs,
    lighthouseVersion: JSON.parse(
      fs.readFileSync(path.join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8'),
    ).version,
    node: process.version,
    results,
  };
  const resultsDir = path.join(repoRoot, 'bench-results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nLighthouse, median of ${runs} runs (scores 0-100; LCP / TBT in ms; JS transferred)`);
  console.table(
    Object.fromEntries(
      results.map((r) => [
        `${r.preset} ${r.page}`,
        {
          perf: r.scores.performance,
          a11y: r.scores.accessibility,
          bp: r.scores['best-practices'],
          seo: r.scores.seo,
          LCP: r.lcpMs,
          TBT: r.tbtMs,
          CLS: r.cls,
          'JS KB': Number((r.scriptBytesTransferred / 1024).toFixed(1)),
        },
      ]),
    ),
  );
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const only = option('--only');
  const runs = option('--runs');
  if (runs !== undefined && !(Number.isInteger(Number(runs)) && Number(runs) > 0)) {
    console.error(`--runs wants a whole number of runs above 0, not "${runs}"`);
    process.exit(2);
  }
  await benchLighthouse({
    ...(only ? { presets: [only] } : {}),
    baseURL: option('--base-url') ?? null,
    pageFilter: option('--pages')?.split(',') ?? null,
    ...(runs ? { runs: Number(runs) } : {}),
  });
}
