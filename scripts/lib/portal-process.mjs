// Starts the real portal (API + a published deploy folder) on a free port, for the e2e suite and the bench.
// By default one API process on its own embedded database; given a PostgreSQL server, a fresh database on it and
// as many API processes as asked for (issue 19: CI runs the e2e suite against two of them).
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './apps.mjs';
import { authConfigFromEnv, publishAll } from './publish.mjs';

/** @returns {Promise<number>} a port the OS says is free now */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** @param {string} url @param {number} [timeoutMs] */
export async function waitForHttp(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up: ${String(lastError)}`);
}

/**
 * Creates an empty database on a PostgreSQL server for one run (the portal migrates and seeds it).
 * @param {string} serverUrl e.g. postgres://postgres@127.0.0.1:55432/postgres
 * @returns {Promise<string>} the new database's URL
 */
export async function createRunDatabase(serverUrl) {
  const { default: pg } = await import('pg');
  const name = `portal_run_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Publishes the current builds to a fresh folder and starts the API serving them.
 * `databaseServerUrl`: run on a fresh database of that PostgreSQL server instead of the embedded one;
 * `apiProcesses`: how many API processes share the port (more than 1 needs `databaseServerUrl`).
 * @param {{ env?: Record<string, string>, databaseServerUrl?: string, apiProcesses?: number }} [options]
 */
export async function startPortal(options = {}) {
  const apiProcesses = options.apiProcesses ?? 1;
  if (apiProcesses > 1 && !options.databaseServerUrl) {
    throw new Error('several API processes need a PostgreSQL server (databaseServerUrl)');
  }
  const databaseEnv = options.databaseServerUrl
    ? { DATABASE_URL: await createRunDatabase(options.databaseServerUrl) }
    : {};
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-run-'));
  const deployDir = path.join(workDir, 'deploy');
  const dataDir = path.join(workDir, 'data');
  const port = await freePort();
  const idpPort = await freePort();
  publishAll(deployDir, { auth: authConfigFromEnv({ IDP_PORT: String(idpPort) }) });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      IDP_PORT: String(idpPort),
      PORTAL_STATIC_DIR: deployDir,
      PORTAL_DATA_DIR: dataDir,
      PORTAL_SEED_SCALE: 'test',
      LOG_LEVEL: 'warn',
      ...databaseEnv,
      API_PROCESSES: String(apiProcesses),
      // a shared store (REDIS_URL) may outlive runs: each run counts under keys of its own
      REDIS_KEY_PREFIX: `portal-run-${port}-${randomBytes(3).toString('hex')}:`,
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://localhost:${port}`;
  const identityURL = `http://localhost:${idpPort}`;
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the portal exited with ${code} before it answered`))),
  );
  await Promise.race([waitForHttp(`${baseURL}/api/health`), exited]);
  return {
    baseURL,
    identityURL,
    deployDir,
    dataDir,
    workDir,
    process: child,
    databaseUrl: databaseEnv.DATABASE_URL ?? null,
  };
}
