// `npm start`: build whatever app is missing, publish the builds, and serve the whole portal on one origin
// (shell at /, remotes under /remotes/<id>/<version>/, the API under /api).
// `npm start -- --api-processes N` (or API_PROCESSES=N) runs N API processes behind the one port, on the
// PostgreSQL server named by DATABASE_URL (README, "Several API processes").
// The development profile is the default; `npm run start:production` (`--production`, or NODE_ENV=production) runs
// the production profile (README, "Running in production"; api/src/production-profile.ts).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { APP_FOLDERS, defaultDeployDir, isBuilt, repoRoot } from './lib/apps.mjs';
import { publishAll } from './lib/publish.mjs';
import { requireProjectNode } from './check-node.mjs';

if (process.argv.includes('--production')) process.env.NODE_ENV = 'production';
// the first line says which profile runs (the API's first line says what that profile changes)
console.log(
  process.env.NODE_ENV === 'production'
    ? 'Production profile (NODE_ENV=production)'
    : 'Development profile (the default; `npm run start:production` for the production profile)',
);
requireProjectNode();

/** `--api-processes N` / `--api-processes=N`, else API_PROCESSES, else 1 */
function apiProcesses() {
  const at = process.argv.findIndex((arg) => arg === '--api-processes' || arg.startsWith('--api-processes='));
  const raw =
    at < 0
      ? process.env.API_PROCESSES || '1'
      : process.argv[at].includes('=')
        ? process.argv[at].slice(process.argv[at].indexOf('=') + 1)
        : process.argv[at + 1];
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) {
    console.error(`--api-processes must be a whole number of at least 1, not ${raw}`);
    process.exit(1);
  }
  // the API says the same, but only after the builds: say it before them
  if (count > 1 && !process.env.DATABASE_URL) {
    console.error(
      `${count} API processes need a PostgreSQL server (DATABASE_URL): the embedded database (PGlite) is one ` +
        'folder that one process opens. Set DATABASE_URL, or run one API process.',
    );
    process.exit(1);
  }
  return count;
}
const processes = apiProcesses();

const missing = APP_FOLDERS.filter((folder) => !isBuilt(folder));
if (missing.length > 0 || process.argv.includes('--rebuild')) {
  const targets = process.argv.includes('--rebuild') ? APP_FOLDERS : missing;
  console.log(`Building ${targets.join(', ')} ...`);
  const filters = targets.flatMap((folder) => ['--filter', `@portal/${folder}`]);
  const build = spawnSync('npx', ['turbo', 'run', 'build', ...filters], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const deployDir = process.env.PORTAL_DEPLOY_DIR
  ? path.resolve(process.env.PORTAL_DEPLOY_DIR)
  : defaultDeployDir;
const remotes = publishAll(deployDir);
console.log(`Published the shell and ${Object.keys(remotes).length} remotes to ${deployDir}`);

const port = process.env.PORT ?? '3000';
const api = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/main.ts')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, PORT: port, PORTAL_STATIC_DIR: deployDir, API_PROCESSES: String(processes) },
});
console.log(
  `Portal starting at http://localhost:${port} (sign-in at http://localhost:${process.env.IDP_PORT ?? 3001})` +
    (processes > 1 ? ` with ${processes} API processes` : ''),
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => api.kill(signal));
}
api.on('exit', (code) => process.exit(code ?? 0));
