// Serves the deployed portal on the API's origin: remotes.json uncached, versioned remote builds immutable,
// and every other page path answered with the shell's index.html so deep links work.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from '../errors/api-error.js';
import { sendError } from './error-handling.js';

export async function registerPortalStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const relative = path.relative(staticDir, filePath).split(path.sep).join('/');
      if (relative === 'remotes.json' || relative === 'portal-config.json' || relative.endsWith('.html')) {
        res.setHeader('Cache-Control', 'no-store');
      } else if (relative.startsWith('remotes/') || /\.[0-9a-f]{8}\.js$/.test(relative)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  });

  const indexFile = path.join(staticDir, 'index.html');
  const sendIndex = async (reply: FastifyReply) =>
    reply
      .code(200)
      .header('Cache-Control', 'no-store')
      .type('text/html')
      .send(await fs.readFile(indexFile, 'utf8'));
  // The root is a directory to the static plugin (it answers 403); the shell's page answers it instead.
  app.get('/', async (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const looksLikeFile = /\.[a-z0-9]+$/i.test(url);
    // the static wildcard route also sees GET /api/...: those get the API's standard error
    if (url.startsWith('/api/') || url === '/api') return sendError(request, reply, notFound());
    if (request.method !== 'GET' || url.startsWith('/remotes/') || looksLikeFile) {
      return reply.code(404).send({ message: 'Not found' });
    }
    return sendIndex(reply);
  });
}
