// The API under load for bench-api.ts, in its own process: opens (and seeds if needed) the benchmark database,
// trusts the bench's public key, listens on a loopback port and prints `READY <json>` on stdout. A line `STATS` on
// stdin is answered with `STATS <json>` (the search engine's cache counters) on stdout.
// Precomputed search data older than the catalogue (a database seeded before it existed) is rebuilt first.
// Env: BENCH_PARTS, BENCH_PUBLIC_JWK, BENCH_DATABASE_URL (PostgreSQL) or BENCH_PGLITE_DIR.
import { createInterface } from 'node:readline';
import { eq, sql } from 'drizzle-orm';
import type { JWK } from 'jose';
import { buildApp } from '../src/app.js';
import { createKeyTokenVerifier } from '../src/auth/token-verifier.js';
import { readConfig } from '../src/config.js';
import { openDatabase, queryRows } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { users } from '../src/db/schema.js';
import { rebuildSearchData } from '../src/search/maintenance.js';
import { createProductSearch } from '../src/search/postgres-product-search.js';
import { isSeeded, seedDatabase } from '../src/seed/index.js';
import { benchmarkCourses, generateCourses } from '../src/seed/catalog.js';
import { courses } from '../src/db/schema.js';
import { createDatabaseProductSearch } from '../src/domains/catalogue/database-product-search.js';
import { refreshUnitPlans } from '../src/domains/fleet/index.js';

export const BENCH_ISSUER = 'http://localhost:3001/';
export const BENCH_AUDIENCE = 'http://localhost:3000/api';
export const BENCH_USER_EMAIL = 'admin@keystone-electric.example';

const parts = Number(process.env['BENCH_PARTS'] ?? 20000);
/** fleet units to seed (the fleet search scenario's scale); the seed's own default when unset */
const fleetUnits = process.env['BENCH_FLEET_UNITS'] ? Number(process.env['BENCH_FLEET_UNITS']) : undefined;
const jwk = JSON.parse(process.env['BENCH_PUBLIC_JWK'] ?? 'null') as JWK | null;
if (!jwk) throw new Error('BENCH_PUBLIC_JWK is required');

const database = await openDatabase(
  process.env['BENCH_DATABASE_URL']
    ? { databaseUrl: process.env['BENCH_DATABASE_URL'], poolSize: 10 }
    : { dataDir: process.env['BENCH_PGLITE_DIR'] ?? 'memory://' },
);
await migrate(database);
let seedMs = 0;
if (!(await isSeeded(database.db))) {
  const seeded = await seedDatabase(database.db, { parts, ...(fleetUnits ? { fleetUnits } : {}) });
  seedMs = seeded.ms;
}
// the training store's course search and suggestions are judged at 1,000 courses (spec 9: the index's maximum)
await database.db.insert(courses).values(benchmarkCourses(generateCourses(), 1000)).onConflictDoNothing();
let rebuildMs = 0;
const [version] = await queryRows<{ built: boolean }>(
  database.db,
  sql`select built_version = version as built from search_data_version where id = 1`,
);
if (!version?.built) {
  const started = Date.now();
  process.stderr.write('  precomputed search data is out of date: rebuilding…\n');
  await rebuildSearchData(database.db, { productIndex: false });
  rebuildMs = Date.now() - started;
  process.stderr.write(`  rebuilt in ${rebuildMs} ms\n`);
}
const engine = createProductSearch(database.db);
// as the API does at start: the in-memory posting index (and the tiles' fields) is loaded before the first measured
// request; what the load adds to the heap and to typed arrays is measured after full collections (bench-api starts
// this process with --expose-gc; without it the figures include garbage)
const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});
collect();
const memoryBefore = process.memoryUsage();
const indexStarted = Date.now();
const indexReady = await engine.whenIndexReady();
const indexLoadMs = Date.now() - indexStarted;
collect();
const memoryAfter = process.memoryUsage();
const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
const searchMemory = {
  loadMs: indexLoadMs,
  heapMb: mb(memoryAfter.heapUsed - memoryBefore.heapUsed),
  typedArraysMb: mb(memoryAfter.arrayBuffers - memoryBefore.arrayBuffers),
  rssMb: mb(memoryAfter.rss),
  exact: typeof (globalThis as { gc?: unknown }).gc === 'function',
  index: engine.indexFootprint(),
};
process.stderr.write(
  `  posting index ${indexReady ? 'loaded' : 'NOT available'} in ${indexLoadMs} ms: ` +
    `+${searchMemory.heapMb} MB heap, +${searchMemory.typedArraysMb} MB typed arrays\n`,
);
const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
  database.db,
  sql`select count(*)::int as count from products`,
);
const [{ units } = { units: 0 }] = await queryRows<{ units: number }>(
  database.db,
  sql`select count(*)::int as units from fleet_units`,
);
const [user] = await database.db
  .select({ id: users.id, authId: users.authId, accountId: users.accountId })
  .from(users)
  .where(eq(users.email, BENCH_USER_EMAIL))
  .limit(1);
if (!user) throw new Error(`seeded user ${BENCH_USER_EMAIL} not found`);
// a database seeded before the units' plans were stored (migration 0031): date them once, as the worker would
const [undated] = await queryRows<{ n: number }>(
  database.db,
  sql`select count(*)::int as n from fleet_units where planned_on is null`,
);
if ((undated?.n ?? 0) > 0) {
  const started = Date.now();
  await refreshUnitPlans(database.db, new Date().toISOString().slice(0, 10));
  process.stderr.write(`  dated ${undated?.n} units' plans in ${Date.now() - started} ms\n`);
}
// twenty of the user's units spread over its fleet, for the unit page scenario
const unitIds = (
  await queryRows<{ id: string }>(
    database.db,
    sql`select instance_id as id from (select instance_id, row_number() over (order by instance_id) as n,
          count(*) over () as total from fleet_units where account_id = ${user.accountId}) u
        where n % greatest(total / 20, 1) = 0 order by instance_id limit 20`,
  )
).map((r) => r.id);
const permissions = (
  await queryRows<{ name: string }>(
    database.db,
    sql`select distinct rp.privilege_name as name from user_roles ur
        join role_privileges rp on rp.role_id = ur.role_id where ur.user_id = ${user.id}`,
  )
).map((r) => r.name);

const base = readConfig({ ...process.env, NODE_ENV: 'production' });
const config = {
  ...base,
  staticDir: null,
  rateLimits: { openMax: 1_000_000_000, sensitiveMax: 1_000_000_000, windowMs: 60_000 },
};
const app = await buildApp(config, {
  database,
  search: createDatabaseProductSearch(database.db, engine),
  tokenVerifier: createKeyTokenVerifier({
    key: { keys: [jwk] },
    issuer: BENCH_ISSUER,
    audience: BENCH_AUDIENCE,
  }),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(
  `READY ${JSON.stringify({ port, kind: database.kind, parts: count, fleetUnits: units, seedMs, rebuildMs, searchMemory, user: { ...user, permissions }, unitIds })}\n`,
);
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === 'STATS') process.stdout.write(`STATS ${JSON.stringify(engine.stats())}\n`);
});

const stop = () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
