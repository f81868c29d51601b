// Starts the real portal (API + published builds) on a free port with its own deploy and data folders.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHttp } from './ports';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningPortal {
  baseURL: string;
  deployDir: string;
  dataDir: string;
  process: ChildProcess;
}

export async function startPortal(): Promise<RunningPortal> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const deployDir = path.join(workDir, 'deploy');
  const dataDir = path.join(workDir, 'data');
  const { publishAll } = await import(path.join(repoRoot, 'scripts/lib/publish.mjs'));
  publishAll(deployDir);

  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      PORTAL_STATIC_DIR: deployDir,
      PORTAL_DATA_DIR: dataDir,
      PORTAL_SEED_SCALE: 'test',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://localhost:${port}`;
  await waitForHttp(`${baseURL}/api/health`);
  return { baseURL, deployDir, dataDir, process: child };
}
