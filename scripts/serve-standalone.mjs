// Serves one remote's build on its own, as a team or QA runs it: `node scripts/serve-standalone.mjs training
// [--port 4100] --api http://localhost:3000`, then open / and sign in from the page's bar (README "Working on one
// remote alone"). Deep links fall back to the remote's index.html. `--dir <folder>` serves any build folder the same
// way (the bench's plain baseline). `--api <origin>` forwards the portal's own paths (/api/, /portal-config.json,
// /static/) to a running portal, so the page signs in through the identity provider that portal names and gets the
// same answers as on the portal (the bench's plain baseline: without them it rendered no data, no banner, no flags,
// and its first load fetched less code than the same page on the portal).
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
    `Usage: serve-standalone.mjs <${Object.keys(REMOTES).join('|')}> [--port N] | --dir <folder> [--api <origin>]`,
  );
  process.exit(2);
}
const root = dirFlag > 0 ? folder : distDir(folder);
const apiFlag = process.argv.indexOf('--api');
const apiOrigin = apiFlag > 0 ? new URL(process.argv[apiFlag + 1]) : null;
const PORTAL_PATHS = /^\/(api\/|static\/|portal-config\.json$)/;

/** Sends the request on to the portal at `apiOrigin` and its answer back as it is. */
function forward(request, response, origin) {
  const upstream = http.request(
    {
      host: origin.hostname,
      port: origin.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, host: origin.host },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    response.writeHead(502);
    response.end();
  });
  request.pipe(upstream);
}
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
    if (apiOrigin && PORTAL_PATHS.test(pathname)) {
      forward(request, response, apiOrigin);
      return;
    }
    const file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    const target =
      file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : indexFile;
    response.writeHead(200, { 'Content-Type': types[path.extname(target)] ?? 'application/octet-stream' });
    fs.createReadStream(target).pipe(response);
  })
  .listen(port, '127.0.0.1', () => console.log(`${folder} standalone at http://127.0.0.1:${port}/`));
