// `npm run dev`: every app's webpack dev server plus the API in watch mode. Open the shell's dev server
// (default http://localhost:4000); it reads a remotes.json pointing at each remote's dev server and proxies
// /api to the API. Ports: SHELL_DEV_PORT, REMOTE_DEV_PORT_BASE (remotes take the next six), API_PORT.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadAreaManifest } from '@portal/federation/area-manifest';
import { REMOTES, repoRoot } from './lib/apps.mjs';
import { requireProjectNode } from './check-node.mjs';

requireProjectNode();

const shellPort = Number(process.env.SHELL_DEV_PORT ?? 4000);
const remoteBase = Number(process.env.REMOTE_DEV_PORT_BASE ?? shellPort + 1);
const apiPort = Number(process.env.API_PORT ?? 3000);

const devDir = path.join(repoRoot, '.dev');
fs.mkdirSync(devDir, { recursive: true });
// each remote's area manifest is read from its source once, at start (a change to area.ts needs a restart)
const remotes = Object.fromEntries(
  await Promise.all(
    Object.entries(REMOTES).map(async ([id, folder], index) => [
      id,
      {
        entry: `http://localhost:${remoteBase + index}/mf-manifest.json`,
        area: await loadAreaManifest(path.join(repoRoot, folder, 'src/area.ts'), id),
      },
    ]),
  ),
);
fs.writeFileSync(path.join(devDir, 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);

const children = [];
function run(name, command, args, env) {
  const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => console.log(`[dev] ${name} exited with ${code}`));
  children.push(child);
}

run('api', 'npx', ['tsx', 'watch', 'api/src/main.ts'], { PORT: String(apiPort) });
Object.values(REMOTES).forEach((folder, index) =>
  run(
    folder,
    'npx',
    ['webpack', 'serve', '--mode', 'development', '--config', `${folder}/webpack.config.mjs`],
    {
      DEV_PORT: String(remoteBase + index),
    },
  ),
);
run('shell', 'npx', ['webpack', 'serve', '--mode', 'development', '--config', 'shell/webpack.config.mjs'], {
  SHELL_DEV_PORT: String(shellPort),
  PORTAL_API_URL: `http://localhost:${apiPort}`,
  PORTAL_DEV_REMOTES_DIR: devDir,
});
console.log(`[dev] portal at http://localhost:${shellPort}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
