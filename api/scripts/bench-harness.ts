// What the stand-alone API benches share: a database of their own (a PostgreSQL server's database named for the
// bench, else an in-memory PGlite) and the whole API in-process with a signed token for one user, so requests go
// through routing, the token check, the caller, the service and SQL without the network.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { createKeyTokenVerifier } from '../src/auth/token-verifier.js';
import { readConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';

const ISSUER = 'http://localhost:3001/';
const AUDIENCE = 'http://localhost:3000/api';

/** BENCH_DATABASE_URL or TEST_DATABASE_URL (a server; the database `name` is created on it) else PGlite in memory. */
export async function openBenchDatabase(name: string) {
  const server = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];
  let url: string | null = null;
  if (server) {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    const parsed = new URL(server);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  }
  const database = await openDatabase(url ? { databaseUrl: url, poolSize: 4 } : { dataDir: 'memory://' });
  await migrate(database);
  return database;
}

type BenchDatabase = Awaited<ReturnType<typeof openBenchDatabase>>;

/** The API (production settings) and the headers of a token for `userId` with `permissions`. */
export async function benchApp(
  database: BenchDatabase,
  user: { id: string; authId: string; permissions: string[] },
) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
  const app = await buildApp(
    { ...readConfig({ ...process.env, NODE_ENV: 'production' }), staticDir: null, dataDir },
    {
      database,
      tokenVerifier: createKeyTokenVerifier({
        key: { keys: [await exportJWK(publicKey)] },
        issuer: ISSUER,
        audience: AUDIENCE,
      }),
    },
  );
  const token = await new SignJWT({
    permissions: user.permissions,
    'https://portal.example/claims/userId': user.id,
  })
    .setProtectedHeader({ alg: 'RS256' })
    .setSubject(user.authId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setExpirationTime('1h')
    .sign(privateKey);
  return {
    app,
    headers: { authorization: `Bearer ${token}` },
    async close() {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Samples the process's resident memory every 20 ms until stopped; returns the peak in MB above the start. */
export function sampleMemory() {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().rss);
      return { peakRssMb: Math.round(peak / 1048576), rssGrowthMb: Math.round((peak - before) / 1048576) };
    },
  };
}
