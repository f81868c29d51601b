// Serves one remote's build on its own, as a team or QA runs it: `node scripts/serve-standalone.mjs training
// [--port 4100]`, then open /?profile=guest|b2b-admin|personal. Deep links fall back to the remote's index.html.
// `--dir <folder>` serves any build folder the same way (the bench's plain baseline).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, distDir } from './lib/apps.mjs';

const [remoteId] = process.argv.slice(2);
const portFlag = process.argv.indexOf('--port');
const port = portFlag > 0 ? Number(process.argv[portFlag + 1]) : 4100;
const dirFlag = process.argv.indexOf('--dir');
const folder = dirFlag > 0 ? path.resolve(process.argv[dirFlag + 1]) : REMOTES[remoteId];
if (!folder) {
  console.error(
    `Usage: serve-standalone.mjs <${Object.keys(REMOTES).join('|')}> [--port N] | --dir <folder>`,
  );
  process.exit(2);
}
const root = dirFlag > 0 ? folder : distDir(folder);
// A remote's standalone page lives in standalone/ of its build; a plain build folder has it at its root.
const indexFile = ['standalone/index.html', 'index.html']
  .map((f) => path.join(root, f))
  .find((f) => fs.existsSync(f));
if (!indexFile) {
  console.error(`${folder} is not built: run npm run build -w @portal/${folder}`);
  process.exit(1);
}

const types = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

http
  .createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    const target =
      file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : indexFile;
    response.writeHead(200, { 'Content-Type': types[path.extname(target)] ?? 'application/octet-stream' });
    fs.createReadStream(target).pipe(response);
  })
  .listen(port, '127.0.0.1', () => console.log(`${folder} standalone at http://127.0.0.1:${port}/`));
