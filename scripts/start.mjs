// `npm start`: build whatever app is missing, publish the builds, and serve the whole portal on one origin
// (shell at /, remotes under /remotes/<id>/<version>/, the API under /api).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { APP_FOLDERS, defaultDeployDir, isBuilt, repoRoot } from './lib/apps.mjs';
import { publishAll } from './lib/publish.mjs';

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
  env: { ...process.env, PORT: port, PORTAL_STATIC_DIR: deployDir },
});
console.log(
  `Portal starting at http://localhost:${port} (sign-in at http://localhost:${process.env.IDP_PORT ?? 3001})`,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => api.kill(signal));
}
api.on('exit', (code) => process.exit(code ?? 0));
