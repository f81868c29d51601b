// `npm run bench -w @portal/api -- [out.json] [--duration s] [--connections n] [--parts 20000,200000]
//   [--engines pglite,postgres] [--postgres-url URL] [--scenarios health,getDetailedProfile]`
// Loads the API on loopback with autocannon at a fixed concurrency: health, product search, autocomplete and an
// authenticated GraphQL read (getDetailedProfile), on PGlite and on PostgreSQL side by side, at each part count.
// Prints a table (req/s, p50/p95/p99 ms) and writes the figures as JSON to the path given. Goals are reported, not
// asserted. The server runs in its own process (bench-server.ts) so client and server do not share a CPU.
// PostgreSQL: --postgres-url, else BENCH_DATABASE_URL or TEST_DATABASE_URL (a server URL; one database per part
// count, named portal_bench_<parts>, is created and seeded on first use). Seeded PGlite directories are kept in
// <repo>/.data/bench/ so later runs skip seeding.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import pg from 'pg';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiDir, '..');
const ISSUER = 'http://localhost:3001/';
const AUDIENCE = 'http://localhost:3000/api';

interface ServerInfo {
  port: number;
  kind: 'pglite' | 'postgres';
  parts: number;
  seedMs: number;
  user: { id: string; authId: string; accountId: string; permissions: string[] };
}

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** request bodies, cycled */
  bodies?: string[];
  auth?: boolean;
}

export interface Measurement {
  engine: string;
  parts: number;
  scenario: string;
  requests: number;
  errors: number;
  non2xx: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
}

const SEARCH_TERMS = ['filter', 'hydraulic hose', 'boom', 'valve', 'seal kit', 'pump', 'bucket', 'winch'];
const PREFIXES = ['hyd', 'fil', 'boo', 'val', 'sea', 'pum', 'buc', 'win'];

const gqlBody = (query: string, variables: Record<string, unknown>) => JSON.stringify({ query, variables });

const SCENARIOS: Scenario[] = [
  { name: 'health', method: 'GET', path: '/api/health' },
  {
    name: 'product search',
    method: 'POST',
    path: '/api/open-graphql',
    bodies: SEARCH_TERMS.map((q) =>
      gqlBody(
        'query($q: String) { searchProducts(input: { query: $q, size: 24 }) { totalHits hits { partNumber displayName price } facets { brands { value count } categories { value count } } } }',
        { q },
      ),
    ),
  },
  {
    name: 'autocomplete',
    method: 'POST',
    path: '/api/open-graphql',
    bodies: PREFIXES.map((q) =>
      gqlBody(
        'query($q: String!) { autocomplete(query: $q) { products { partNumber displayName thumbnailUrl } categories { value count } brands { value count } } }',
        { q },
      ),
    ),
  },
  {
    name: 'getDetailedProfile',
    method: 'POST',
    path: '/api/graphql',
    auth: true,
    bodies: [
      gqlBody(
        'query { getDetailedProfile { userId email accountId accountIds firstName lastName privileges userStatus brandSecondaryOrgs { id custAccountId } activeOrganizations { accountId name } addresses { addressId address1 city } } }',
        {},
      ),
    ],
  },
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 100) / 100;
}

async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; info: ServerInfo }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiDir, 'scripts/bench-server.ts')], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'error', JOBS_ENABLED: 'false', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const info = await new Promise<ServerInfo>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve(JSON.parse(line.slice(6)) as ServerInfo);
    });
  });
  child.removeAllListeners('exit');
  return { child, info };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function run(
  port: number,
  scenario: Scenario,
  token: string,
  options: { duration: number; connections: number },
): Promise<Omit<Measurement, 'engine' | 'parts' | 'scenario'>> {
  const latencies: number[] = [];
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (scenario.auth) headers['authorization'] = `Bearer ${token}`;
  const requests = (scenario.bodies ?? [undefined]).map((body) => ({
    method: scenario.method,
    path: scenario.path,
    headers,
    ...(body ? { body } : {}),
  }));
  // warm-up (JIT, caches, prepared statements), not measured
  await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: options.connections,
    duration: 2,
    requests,
  });
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: options.connections,
    duration: options.duration,
    requests,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    reqPerSec: Math.round(result.requests.total / options.duration),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

async function ensurePostgresDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      parts: { type: 'string', default: '20000,200000' },
      engines: { type: 'string', default: 'pglite,postgres' },
      'postgres-url': { type: 'string' },
      scenarios: { type: 'string' },
    },
  });
  const out = positionals[0] ?? path.join(repoRoot, 'bench-results', 'api.json');
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const partCounts = values.parts.split(',').map((p) => Number(p.trim()));
  const postgresUrl =
    values['postgres-url'] ?? process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'] ?? null;
  const engines = values.engines
    .split(',')
    .filter((e) => e === 'pglite' || (e === 'postgres' && postgresUrl));
  const skipped = values.engines.split(',').filter((e) => !engines.includes(e));

  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = JSON.stringify(await exportJWK(publicKey));
  const measurements: Measurement[] = [];
  const environment = {
    cpus: os.cpus().length,
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
  };

  for (const parts of partCounts) {
    for (const engine of engines) {
      const env: NodeJS.ProcessEnv = { BENCH_PARTS: String(parts), BENCH_PUBLIC_JWK: jwk };
      if (engine === 'postgres')
        env['BENCH_DATABASE_URL'] = await ensurePostgresDatabase(postgresUrl!, `portal_bench_${parts}`);
      else env['BENCH_PGLITE_DIR'] = path.join(repoRoot, '.data', 'bench', `pglite-${parts}`);
      process.stderr.write(`starting ${engine} with ${parts} parts (seeds on first use)…\n`);
      const { child, info } = await startServer(env);
      try {
        const token = await new SignJWT({ permissions: info.user.permissions })
          .setProtectedHeader({ alg: 'RS256' })
          .setSubject(info.user.authId)
          .setIssuer(ISSUER)
          .setAudience(AUDIENCE)
          .setExpirationTime('1h')
          .sign(privateKey);
        const chosen = values.scenarios ? values.scenarios.split(',') : null;
        for (const scenario of SCENARIOS.filter((s) => !chosen || chosen.includes(s.name))) {
          const m = await run(info.port, scenario, token, { duration, connections });
          measurements.push({ engine, parts: info.parts, scenario: scenario.name, ...m });
          process.stderr.write(`  ${scenario.name}: ${m.reqPerSec} req/s, p95 ${m.p95} ms\n`);
        }
      } finally {
        await stopServer(child);
      }
    }
  }

  const rows = measurements.map((m) => [
    m.scenario,
    m.engine,
    String(m.parts),
    String(m.reqPerSec),
    m.p50.toFixed(2),
    m.p95.toFixed(2),
    m.p99.toFixed(2),
    String(m.errors + m.non2xx),
  ]);
  const head = ['scenario', 'engine', 'parts', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(
    `API on loopback, ${connections} connections, ${duration} s per scenario (${environment.cpus} CPUs)`,
  );
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  if (skipped.length > 0) console.log(`skipped: ${skipped.join(', ')} (no PostgreSQL URL: --postgres-url)`);
  console.log(
    'goals (reported, not asserted): search p95 <= 10 ms on PostgreSQL and <= 15 ms on PGlite at 200,000 parts; ' +
      'autocomplete p95 <= 15 ms; >= 1,500 req/s for an authenticated GraphQL read on 2 cores',
  );

  await fs.mkdir(path.dirname(path.resolve(out)), { recursive: true });
  await fs.writeFile(
    out,
    `${JSON.stringify(
      {
        generatedAt: new Date().toISOString(),
        environment,
        settings: { duration, connections, parts: partCounts, engines, skipped },
        goals: {
          searchP95MsPostgres: 10,
          searchP95MsPglite: 15,
          autocompleteP95Ms: 15,
          authenticatedReadReqPerSec: 1500,
        },
        measurements,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`wrote ${out}`);
}

await main();
