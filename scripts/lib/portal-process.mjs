// Starts the real portal (API + a published deploy folder) on a free port, for the e2e suite and the bench.
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
 * Publishes the current builds to a fresh folder and starts the API serving them.
 * @param {{ env?: Record<string, string> }} [options]
 */
export async function startPortal(options = {}) {
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
  return { baseURL, identityURL, deployDir, dataDir, workDir, process: child };
}
