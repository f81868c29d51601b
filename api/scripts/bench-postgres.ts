// A local PostgreSQL cluster for the bench when no server URL is given: Debian's postgresql binaries (as `.ci/run`
// uses them), data kept under the given directory so the seeded bench databases survive between runs, a free
// loopback port, stopped by `stop()`. Run as root, the server runs as the `postgres` user.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface LocalPostgres {
  url: string;
  version: string;
  stop(): Promise<void>;
}

function findBinaries(): { bin: string; version: string } | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  const version = versions[0];
  return version ? { bin: path.join(root, version, 'bin'), version } : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startLocalPostgres(dir: string): Promise<LocalPostgres | { skipped: string }> {
  const found = findBinaries();
  if (!found)
    return {
      skipped:
        'no PostgreSQL server binaries in /usr/lib/postgresql (apt-get install postgresql), and no --postgres-url / BENCH_DATABASE_URL',
    };
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dir, { recursive: true });
  if (asRoot) execFileSync('chown', ['-R', 'postgres', dir]);
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION')))
    run(path.join(found.bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust']);
  const port = await freePort();
  // shared_buffers large enough to hold the 200,000-part catalogue (the default 128 MB does not)
  run(path.join(found.bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c shared_buffers=256MB`,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: found.version,
    async stop() {
      run(path.join(found.bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
  };
}
