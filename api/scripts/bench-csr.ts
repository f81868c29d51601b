// Customer-service benchmarks (issue 17): `searchUsers` latency at 100,000 users (goal: p95 <= 20 ms on
// PostgreSQL; issue 41 adds phone, order-number and misspelt organisation-name searches) and a bulk user upload of 10,000 rows (check time, job time, peak memory).
//   npm run bench:csr -w @portal/api -- [--users 100000] [--rows 10000] [--requests 400] [--engine postgres|pglite] [out.json]
// PostgreSQL (the default engine, where the goal is): BENCH_DATABASE_URL or TEST_DATABASE_URL (a server URL; the
// database portal_bench_csr is created on it and filled on first use), else a local cluster from Debian's binaries
// under <repo>/.data/bench/postgres-csr (kept; stopped at the end), else, with a note, PGlite. `--engine pglite`:
// an in-memory PGlite (the embedded engine's figure).
// Requests go through the whole API (Fastify inject: routing, token check, caller, GraphQL, service, SQL) without
// the network, one at a time, so the latency is the API's own.
import { parseArgs } from 'node:util';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../src/db/client.js';
import { benchApp, openBenchDatabase, sampleMemory } from './bench-harness.js';
import { startLocalPostgres, type LocalPostgres } from './bench-postgres.js';

const CSR_ID = '00000000-0000-4000-8000-00000000c5a0';
const ORG_COUNT = 200;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    users: { type: 'string', default: '100000' },
    rows: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '400' },
    engine: { type: 'string', default: 'postgres' },
  },
});
const userCount = Number(values.users);
const rowCount = Number(values.rows);
const requestCount = Number(values.requests);

const notes: string[] = [];
let localPostgres: LocalPostgres | null = null;
if (values.engine === 'pglite') {
  delete process.env['BENCH_DATABASE_URL'];
  delete process.env['TEST_DATABASE_URL'];
} else if (!process.env['BENCH_DATABASE_URL'] && !process.env['TEST_DATABASE_URL']) {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const started = await startLocalPostgres(path.join(repoRoot, '.data', 'bench', 'postgres-csr'));
  if ('url' in started) {
    localPostgres = started;
    process.env['BENCH_DATABASE_URL'] = started.url;
  } else notes.push(`PostgreSQL skipped, measured on PGlite: ${started.skipped}`);
}
const database = await openBenchDatabase('portal_bench_csr');
const { db } = database;

/** Deterministic world: 200 customer organisations, `userCount` users spread over them and over two years. */
async function fill(): Promise<number> {
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  if (n >= userCount) return 0;
  const started = Date.now();
  await db.execute(sql`insert into organizations (account_id, account_number, party_id, name)
    select 'B-' || i, 'BN' || lpad(i::text, 6, '0'), 'BP-' || i, 'Bench Customer ' || i
    from generate_series(1, ${ORG_COUNT}::int) i on conflict do nothing`);
  await db.execute(sql`insert into organizations (account_id, account_number, party_id, name, type)
    values ('B-INTERNAL', 'BN-INTERNAL', 'BP-INTERNAL', 'INTERNAL ASSOCIATES', 'INTERNAL') on conflict do nothing`);
  await db.execute(sql`insert into users (id, auth_id, email, first_name, last_name, account_id, status,
      registration_type, is_validated_b2b_user, is_internal_associate)
    values (${CSR_ID}, 'bench|csr', 'csr@bench.example', 'Bench', 'Agent', 'B-INTERNAL', 'REGISTERED', 'B2B', true, true)
    on conflict do nothing`);
  const statuses = sql`(array['REGISTERED','REGISTERED','REGISTERED','DELEGATED_REGISTERED','UNCONFIRMED',
    'PENDING_APPROVAL','PENDING_REGISTRATION','DEACTIVATED'])::user_status[]`;
  for (let from = n; from < userCount; from += 20_000) {
    const to = Math.min(userCount, from + 20_000);
    await db.execute(sql`insert into users (auth_id, email, first_name, last_name, account_id, status,
        registration_type, is_validated_b2b_user, created_at, phone_number)
      select 'bench|' || i, 'user' || i || '@' || substr(md5(i::text), 1, 6) || '.example',
        (array['Alex','Blake','Casey','Drew','Emery','Finley','Gray','Harper','Jordan','Kai'])[1 + i % 10],
        initcap(substr(md5('l' || i), 1, 8)), 'B-' || (1 + i % ${ORG_COUNT}::int),
        (${statuses})[1 + i % 8], 'B2B', true,
        timestamptz '2024-01-01' + (i * interval '10 minutes'), ${benchPhone(sql`i`)}
      from generate_series(${from + 1}::int, ${to}::int) i`);
  }
  await db.execute(sql`analyze users, user_search, user_counts`);
  return Date.now() - started;
}

/** User i's phone number: an area code and a line per user, typed the way people write them. */
function benchPhone(i: SQL): SQL {
  return sql`'(' || (200 + ${i} % 800) || ') 555-' || lpad(((${i} / 800) % 10000)::text, 4, '0')`;
}
const ORDER_COUNT = 20_000;

/** Phone numbers (for a world filled before issue 41) and 20,000 supply orders placed by every fifth user. */
async function fillFindAnyone(): Promise<void> {
  await db.execute(sql`update users set phone_number = ${benchPhone(sql`substr(auth_id, 7)::int`)}
    where auth_id like 'bench|%' and auth_id <> 'bench|csr' and phone_number is null`);
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders where order_id like 'BO-%'`,
  );
  if (n >= ORDER_COUNT) return;
  await db.execute(sql`insert into orders (order_id, order_number, account_id, user_id, status, ordered_at,
      subtotal, total)
    select 'BO-' || i, (4400000 + i)::text, u.account_id, u.id, 'BOOKED', timestamptz '2025-01-01' + i * interval '1 hour',
      10, 10
    from generate_series(1, ${ORDER_COUNT}::int) i join users u on u.auth_id = 'bench|' || (i * 5)
    on conflict do nothing`);
  await db.execute(sql`analyze users, orders, organizations`);
}

const fillMs = await fill();
await fillFindAnyone();
const { app, headers, close } = await benchApp(database, {
  id: CSR_ID,
  authId: 'bench|csr',
  permissions: ['CSR', 'CSR_User_Management', 'CSR_Registration'],
});

const SEARCH =
  'query($q: String, $p: Int, $a: ID, $s: UserStatus, $n: Int, $o: String) { searchUsers(query: $q, page: $p, accountId: $a, status: $s, pageSize: $n, sort: $o) { totalCount users { userId email userStatus parentOrganization { name } defaultBillingAddress { addressId } favorites { addressId } roles { roleName } } } }';

/** The request shapes of `searchVariables`, by `i % SHAPES.length`, named for the per-shape figures. */
const SHAPES = [
  'first pages',
  'first name',
  'e-mail',
  'organisation by last name',
  'status, 50 a page',
  'account number by e-mail',
  'phone number',
  'order number',
  'misspelt organisation name',
];

/** The mix a customer-service desk sends: first pages, typed names and e-mails, an organisation's users, statuses. */
function searchVariables(i: number): Record<string, unknown> {
  const user = 1 + ((i * 7919) % userCount);
  switch (i % SHAPES.length) {
    case 0:
      return { p: i % 5 };
    case 1:
      return { q: ['alex', 'casey', 'jordan', 'harper'][i % 4] };
    case 2:
      return { q: `user${(i * 7919) % userCount}@` };
    case 3:
      return { a: `B-${1 + (i % ORG_COUNT)}`, o: 'LastName:ASC' };
    case 4:
      return { s: 'PENDING_APPROVAL', n: 50 };
    case 5:
      return { q: `BN${String(1 + (i % ORG_COUNT)).padStart(6, '0')}`, o: 'Email:DESC' };
    case 6:
      // a phone number as a caller reads it out
      return { q: `${200 + (user % 800)}-555-${String(Math.floor(user / 800) % 10000).padStart(4, '0')}` };
    case 7:
      return { q: String(4400000 + 1 + ((i * 37) % ORDER_COUNT)) };
    default:
      // a misspelt business name
      return { q: `Bench Custmer ${1 + (i % ORG_COUNT)}` };
  }
}

const latencies: number[] = [];
const byShape = SHAPES.map(() => [] as number[]);
let errors = 0;
for (let i = 0; i < requestCount + 20; i++) {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers,
    payload: { query: SEARCH, variables: searchVariables(i) },
  });
  const ms = performance.now() - started;
  if (res.statusCode !== 200 || (res.json() as { errors?: unknown }).errors) errors++;
  if (i >= 20) {
    // the first requests warm the caches and prepared statements
    latencies.push(ms);
    byShape[i % SHAPES.length]!.push(ms);
  }
}
const percentile = (sorted: number[], p: number) =>
  Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!.toFixed(2));
latencies.sort((a, b) => a - b);
const pct = (p: number) => percentile(latencies, p);
const shapes = Object.fromEntries(
  SHAPES.map((name, i) => {
    const sorted = byShape[i]!.sort((a, b) => a - b);
    return [name, { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) }];
  }),
);

// ---- bulk upload of `rowCount` rows ----
const stamp = Date.now();
const csv = [
  'firstName,lastName,email,accountNumber,roleName,phone,jobTitle',
  ...Array.from(
    { length: rowCount },
    // short rows: the API's 1 MiB body limit holds about 10,000 of them
    (_, i) => `B,R${i},b${stamp}.${i}@u.example,BN${String(1 + (i % ORG_COUNT)).padStart(6, '0')},,,`,
  ),
].join('\n');
const memory = sampleMemory();
const checkStarted = performance.now();
const queued = await app.inject({
  method: 'POST',
  url: '/api/integration',
  headers,
  payload: { endpoint: '/bulkUserUpload', body: { csv } },
});
const checkMs = performance.now() - checkStarted;
const jobStarted = performance.now();
const ran = queued.statusCode === 200 ? await app.jobWorker.drain() : 0;
const jobMs = performance.now() - jobStarted;
const { peakRssMb, rssGrowthMb } = memory.stop();
const [created = { n: 0 }] = await queryRows<{ n: number }>(
  db,
  sql`select count(*)::int as n from users where email like ${`b${stamp}.%`}`,
);

const result = {
  engine: database.kind,
  users: userCount,
  fillMs,
  searchUsers: { requests: latencies.length, errors, p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), shapes },
  bulkUpload: {
    rows: rowCount,
    csvBytes: Buffer.byteLength(csv),
    status: queued.statusCode,
    jobsRun: ran,
    created: created.n,
    checkMs: Math.round(checkMs),
    jobMs: Math.round(jobMs),
    peakRssMb,
    rssGrowthMb,
  },
  goal: 'searchUsers p95 <= 20 ms on PostgreSQL',
  /** the goal is judged on PostgreSQL only (reported, not asserted) */
  goalMet: database.kind === 'postgres' ? pct(0.95) <= 20 : null,
  notes,
};
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
if (positionals[0]) await fs.writeFile(positionals[0], `${JSON.stringify(result, null, 2)}\n`);
await close();
await database.close();
if (localPostgres) await localPostgres.stop();
