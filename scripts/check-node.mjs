// The Node that npm scripts run on must be the major named in .nvmrc. npm puts node_modules/.bin first on a script's
// PATH, where the root dev dependency `node` links Node 24 (ADR 0031), so a machine whose own Node is older still
// runs every npm script on 24. `npm run check:node` prints it (CI's first step); `npm start`, `npm run dev` and
// `npm run bench` refuse to run on another Node, saying why, instead of failing later on something it lacks.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Exits with a message unless this process runs on the Node major of .nvmrc. */
export function requireProjectNode() {
  const wanted = fs.readFileSync(path.join(repoRoot, '.nvmrc'), 'utf8').trim();
  const running = process.versions.node;
  if (running.split('.')[0] === wanted) return;
  console.error(
    `This runs on Node ${running} (${process.execPath}); the portal runs on Node ${wanted} (.nvmrc), which the root ` +
      'dev dependency `node` links into node_modules/.bin for npm scripts. Run `npm ci` (with install scripts ' +
      'allowed), then start it through npm (`npm start`, `npm test`…).',
  );
  process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`node v${process.versions.node} (${process.execPath})`);
  requireProjectNode();
}
