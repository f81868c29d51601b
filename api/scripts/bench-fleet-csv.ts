// Fleet CSV export benchmark (issue 13): /fleet/ngSearchasync of a whole fleet as an async job, at 5,000 and
// 50,000 units — the job's time and the API process's peak memory; the goal is memory flat, not growing with rows.
//   npx tsx api/scripts/bench-fleet-csv.ts [--units 5000,50000] [out.json]
// Database: BENCH_DATABASE_URL or TEST_DATABASE_URL (the database portal_bench_fleet_csv is created on it and
// filled on first use), else an in-memory PGlite.
import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.js';
import { benchApp, openBenchDatabase, sampleMemory } from './bench-harness.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { units: { type: 'string', default: '5000,50000' } },
});
const sizes = values.units.split(',').map((n) => Number(n.trim()));

const database = await openBenchDatabase('portal_bench_fleet_csv');
const { db } = database;

/** One customer organisation with `units` fleet units and its B2B user; made once per size. */
async function fleetOf(units: number): Promise<{ userId: string; authId: string }> {
  const accountId = `FC-${units}`;
  const userId = `00000000-0000-4000-8000-${String(units).padStart(12, '0')}`;
  const authId = `bench|fleet-csv-${units}`;
  await db.execute(sql`insert into organizations (account_id, account_number, party_id, name)
    values (${accountId}, ${`FCN${units}`}, ${`FCP${units}`}, ${`Fleet Bench ${units}`}) on conflict do nothing`);
  await db.execute(sql`insert into users (id, auth_id, email, first_name, last_name, account_id, status,
      registration_type, is_validated_b2b_user)
    values (${userId}, ${authId}, ${`fleet-csv-${units}@bench.example`}, 'Fleet', 'Bench', ${accountId},
      'REGISTERED', 'B2B', true) on conflict do nothing`);
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from fleet_units where account_id = ${accountId}`,
  );
  if (n < units)
    await db.execute(sql`insert into fleet_units (instance_id, account_id, cust_acct_ids, customer_name,
        customer_vehicle_number, product_line, model, city, state_province, in_service_date, unit_serial)
      select ${accountId} || '-' || lpad(i::text, 6, '0'), ${accountId}, array[${accountId}], 'Fleet Bench ' || ${units},
        'V' || i, (array['Aerial Devices','Digger Derricks','Cranes'])[1 + i % 3], 'M-' || (i % 40),
        'Springfield', (array['ON','QC','TX','OH'])[1 + i % 4], date '2015-01-01' + (i % 3000), ${accountId} || '-SN-' || i
      from generate_series(${n + 1}::int, ${units}::int) i`);
  return { userId, authId };
}

const results = [];
for (const units of sizes) {
  const user = await fleetOf(units);
  const { app, headers, close } = await benchApp(database, {
    id: user.userId,
    authId: user.authId,
    permissions: ['B2B_Fleet_Search'],
  });
  const memory = sampleMemory();
  const started = performance.now();
  const queued = await app.inject({
    method: 'POST',
    url: '/api/integration',
    headers,
    payload: { endpoint: '/fleet/ngSearchasync', body: { sortOptions: [{ fieldName: 'unitSerial' }] } },
  });
  const jobsRun = queued.statusCode === 200 ? await app.jobWorker.drain() : 0;
  const jobMs = Math.round(performance.now() - started);
  const { peakRssMb, rssGrowthMb } = memory.stop();
  const status = await app.inject({
    method: 'POST',
    url: '/api/messaging',
    headers,
    payload: { operation: { jobId: (queued.json() as { jobId?: string }).jobId } },
  });
  const url = (status.json() as { url?: string }).url;
  const file = url ? await app.inject({ method: 'GET', url, headers }) : null;
  const lines = file ? file.body.trim().split('\r\n').length - 1 : 0;
  results.push({
    units,
    status: queued.statusCode,
    jobsRun,
    rowsInFile: lines,
    jobMs,
    peakRssMb,
    rssGrowthMb,
  });
  await close();
}
const result = {
  engine: database.kind,
  exports: results,
  goal: 'fleet CSV export memory flat: RSS growth at 50,000 units about that at 5,000 (rows are read and written in batches)',
};
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
if (positionals[0]) await fs.writeFile(positionals[0], `${JSON.stringify(result, null, 2)}\n`);
await database.close();
