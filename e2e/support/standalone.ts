// A remote's standalone page served by scripts/serve-standalone.mjs on a free port, as a team or QA runs it (README
// "Working on one remote alone"): the standalone specs' one way to start it.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, waitForHttp } from './ports';
import { repoRoot } from './portal-server';

export interface StandaloneServer {
  origin: string;
  server: ChildProcess;
}

/**
 * Serves `remote`'s built standalone page (or the build folder `dir`), its portal paths (/api/, /portal-config.json,
 * /static/) forwarded to `api`.
 */
export async function serveStandalone(
  remote: string,
  { api, dir }: { api: string; dir?: string },
): Promise<StandaloneServer> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'scripts/serve-standalone.mjs'),
      remote,
      '--port',
      String(port),
      '--api',
      api,
      ...(dir ? ['--dir', dir] : []),
    ],
    { stdio: 'ignore' },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/`);
  return { origin, server };
}
