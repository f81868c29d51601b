// Invoice and contact benchmark (issue 14): with the invoice seed option at 200,000 invoices (all of the seeded
// Keystone administrator's organisation, the worst case for that user), the p50/p95 of /invoices/search/ (the five
// request shapes of bench-api.ts' invoice scenario), of the account statement with its aging and its paged open
// invoices (issue 39: the statement and a first and a later page cycled), a 250-invoice combined PDF through /invoices/bulkInvoicePdf as
// the async job it is (time and the API process's peak memory), and the p50/p95 of /contact/search. Requests go
// through the whole API in-process (routing, token, caller, service, SQL), one at a time.
//   npx tsx api/scripts/bench-invoices.ts [--invoices 200000] [--requests 300] [--engines pglite,postgres] [out.json]
// PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (database portal_bench_invoices, seeded on first use), else a
// local cluster from Debian's binaries under <repo>/.data/bench/postgres-invoices (kept; stopped at the end).
// Figures are reported, not asserted (goals on PostgreSQL: invoice search p95 ≤ 15 ms, statement and aging ≤ 20 ms).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.js';
import { isSeeded, seedDatabase } from '../src/seed/index.js';
import { INVOICE_SCALE_USER_EMAIL, seedInvoiceScale } from '../src/seed/invoice-scale.js';
import { benchApp, openBenchDatabase, sampleMemory } from './bench-harness.js';
import { startLocalPostgres, type LocalPostgres } from './bench-postgres.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    invoices: { type: 'string', default: '200000' },
    requests: { type: 'string', default: '300' },
    engines: { type: 'string', default: 'pglite,postgres' },
  },
});
const invoiceTotal = Number(values.invoices);
const requests = Number(values.requests);

const INVOICE_BODIES = [
  {},
  { query: '50001' },
  {
    filterOptions: [{ fieldName: 'status', values: ['OPEN', 'PAST_DUE'] }],
    range: { start: '2024-01-01', end: '2026-12-31' },
  },
  { sortOptions: [{ fieldName: 'amount', direction: 'DESC' }] },
  { page: 3 },
].map((body) => ({ endpoint: '/invoices/search/', body: { size: 10, ...body } }));

/** the account statement and its aging (issue 39, ADR 0044): the totals and buckets summed in SQL, and the first
 * and a later page of its open invoices (120,000 of the 200,000 are open) */
const STATEMENT_BODIES = [
  { endpoint: '/invoices/statement', body: {} },
  { endpoint: '/invoices/statement/invoices', body: { page: 0, size: 25 } },
  { endpoint: '/invoices/statement/invoices', body: { page: 40, size: 25 } },
];

const CONTACT_BODIES = [
  {},
  { query: 'a' },
  { sortOptions: { field: 'lastName', direction: 'DESC' } },
  { page: 1 },
].map((body) => ({ endpoint: '/contact/search', body: { size: 10, ...body } }));

const percentile = (sorted: number[], p: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 100) / 100;

type App = Awaited<ReturnType<typeof benchApp>>;

/** `count` requests cycling `bodies` after a warm-up of one round: p50/p95/p99 in ms, and failures; and the p50/p95
 * of each request shape (which one is slow). */
async function latency(bench: App, bodies: Record<string, unknown>[], count: number) {
  const call = (payload: Record<string, unknown>) =>
    bench.app.inject({ method: 'POST', url: '/api/integration', headers: bench.headers, payload });
  for (const payload of bodies) await call(payload);
  const times: number[] = [];
  const byShape: number[][] = bodies.map(() => []);
  let failures = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await call(bodies[i % bodies.length]!);
    const ms = performance.now() - started;
    times.push(ms);
    byShape[i % bodies.length]!.push(ms);
    if (res.statusCode !== 200) failures += 1;
  }
  times.sort((a, b) => a - b);
  return {
    requests: count,
    failures,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    byShape: bodies.map((payload, i) => {
      const sorted = byShape[i]!.sort((a, b) => a - b);
      return { body: payload['body'], p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
    }),
  };
}

async function benchEngine(url: string | null) {
  if (url) process.env['BENCH_DATABASE_URL'] = url;
  else delete process.env['BENCH_DATABASE_URL'];
  const database = await openBenchDatabase('portal_bench_invoices');
  const { db } = database;
  const seedStarted = Date.now();
  if (!(await isSeeded(db))) await seedDatabase(db, { scale: 'test', invoices: invoiceTotal });
  else await seedInvoiceScale(db, invoiceTotal);
  if (database.kind === 'postgres') await db.execute(sql`analyze invoices`);
  const seedMs = Date.now() - seedStarted;
  const [user] = await queryRows<{ id: string; authId: string; accountId: string }>(
    db,
    sql`select id, auth_id as "authId", account_id as "accountId" from users where email = ${INVOICE_SCALE_USER_EMAIL}`,
  );
  if (!user) throw new Error(`${INVOICE_SCALE_USER_EMAIL} is not seeded`);
  const [sizes] = await queryRows<{ invoices: number; mine: number; contacts: number }>(
    db,
    sql`select (select count(*)::int from invoices) as invoices,
      (select count(*)::int from invoices where account_id = ${user.accountId}) as mine,
      (select count(*)::int from contacts where account_id = ${user.accountId}) as contacts`,
  );
  const bench = await benchApp(database, {
    id: user.id,
    authId: user.authId,
    permissions: ['B2B_Dashboard', 'B2B_View_All_Invoices', 'B2B_Delegated_Customer_Admin'],
  });
  try {
    const invoiceSearch = await latency(bench, INVOICE_BODIES, requests);
    const contactSearch = await latency(bench, CONTACT_BODIES, requests);
    const statement = await latency(bench, STATEMENT_BODIES, requests);

    // 250 of the organisation's invoices (the most recent) as one combined PDF
    const picked = await queryRows<{ invoiceId: string }>(
      db,
      sql`select invoice_id as "invoiceId" from invoices where account_id = ${user.accountId}
        order by invoice_date desc, invoice_id limit 250`,
    );
    const memory = sampleMemory();
    const started = performance.now();
    const queued = await bench.app.inject({
      method: 'POST',
      url: '/api/integration',
      headers: bench.headers,
      payload: {
        endpoint: '/invoices/bulkInvoicePdf',
        body: { invoiceIds: picked.map((p) => p.invoiceId), delivery: 'COMBINED' },
      },
    });
    const jobsRun = queued.statusCode === 200 ? await bench.app.jobWorker.drain() : 0;
    const jobMs = Math.round(performance.now() - started);
    const { peakRssMb, rssGrowthMb } = memory.stop();
    const status = await bench.app.inject({
      method: 'POST',
      url: '/api/messaging',
      headers: bench.headers,
      payload: { operation: { jobId: (queued.json() as { jobId?: string }).jobId } },
    });
    const job = status.json() as { jobStatusId?: number; url?: string; response?: string };
    const file = job.url
      ? await bench.app.inject({ method: 'GET', url: job.url, headers: bench.headers })
      : null;
    return {
      engine: database.kind,
      seedMs,
      invoicesInDatabase: sizes?.invoices ?? 0,
      invoicesOfTheUsersOrganisation: sizes?.mine ?? 0,
      contactsOfTheUsersOrganisation: sizes?.contacts ?? 0,
      invoiceSearch,
      contactSearch,
      statement,
      combinedPdf: {
        invoices: picked.length,
        status: queued.statusCode,
        jobsRun,
        jobStatusId: job.jobStatusId ?? null,
        fileBytes: file?.rawPayload.length ?? 0,
        isPdf: file?.rawPayload.subarray(0, 5).toString('latin1') === '%PDF-',
        jobMs,
        peakRssMb,
        rssGrowthMb,
      },
    };
  } finally {
    await bench.close();
    await database.close();
  }
}

const engines = values.engines.split(',');
const results = [];
const notes: string[] = [];
if (engines.includes('pglite')) results.push(await benchEngine(null));
if (engines.includes('postgres')) {
  let url = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'] ?? null;
  let local: LocalPostgres | null = null;
  if (!url) {
    const started = await startLocalPostgres(path.join(repoRoot, '.data', 'bench', 'postgres-invoices'));
    if ('url' in started) {
      local = started;
      url = started.url;
    } else notes.push(`PostgreSQL skipped: ${started.skipped}`);
  }
  try {
    if (url) results.push(await benchEngine(url));
  } finally {
    await local?.stop();
  }
}
const result = {
  invoices: invoiceTotal,
  results,
  notes,
  goal: 'invoice search p95 ≤ 15 ms and the account statement with its aging p95 ≤ 20 ms on PostgreSQL at 200,000 invoices; the combined PDF of 250 invoices within the job limits, memory reported',
};
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
if (positionals[0]) await fs.writeFile(positionals[0], `${JSON.stringify(result, null, 2)}\n`);
