// Serves one remote's build on its own, as a team or QA runs it: `node scripts/serve-standalone.mjs training
// [--port 4100]`, then open /?profile=guest|b2b-admin|personal. Deep links fall back to the remote's index.html.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, distDir } from './lib/apps.mjs';

const [remoteId] = process.argv.slice(2);
const portFlag = process.argv.indexOf('--port');
const port = portFlag > 0 ? Number(process.argv[portFlag + 1]) : 4100;
const folder = REMOTES[remoteId];
if (!folder) {
  console.error(`Usage: serve-standalone.mjs <${Object.keys(REMOTES).join('|')}> [--port N]`);
  process.exit(2);
}
const root = distDir(folder);
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`${folder} is not built: run npm run build -w @portal/${folder}`);
  process.exit(1);
}

const types = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.css': 'text/css', '.svg': 'image/svg+xml', '.map': 'application/json' };

http
  .createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    const target = file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : path.join(root, 'index.html');
    response.writeHead(200, { 'Content-Type': types[path.extname(target)] ?? 'application/octet-stream' });
    fs.createReadStream(target).pipe(response);
  })
  .listen(port, '127.0.0.1', () => console.log(`${folder} standalone at http://127.0.0.1:${port}/`));
