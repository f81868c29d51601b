// Error logging on the HTTP layer: a browser that leaves before a compressed answer is written is not a server error
// (it was logged at error level as "premature close" by @fastify/compress and as "Premature close" through the error
// handler, in every e2e run); a premature close while the client is still connected, or any other unexpected
// failure, still is.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { logMethod, registerErrorHandling } from './error-handling.js';
import { registerResponseCompression } from './static-compression.js';

interface LogLine {
  level: number;
  msg: string;
  err?: { code?: string; message?: string };
}

/** An API scope as app.ts builds it (compression first, then the error handler), logging into `lines`. */
async function buildApp(lines: LogLine[], onLine: () => void, routes: (api: FastifyInstance) => void) {
  const app = Fastify({
    logger: {
      level: 'info',
      hooks: { logMethod },
      stream: {
        write(line: string) {
          lines.push(JSON.parse(line) as LogLine);
          onLine();
        },
      },
    },
  });
  await registerResponseCompression(app);
  await app.register(
    async (api) => {
      registerErrorHandling(api);
      routes(api);
    },
    { prefix: '/api' },
  );
  return app;
}

describe('errors the client caused', () => {
  let app: FastifyInstance;
  const lines: LogLine[] = [];
  let logged: (() => void) | null = null;
  let streamRead: () => void = () => {};
  const reading = new Promise<void>((resolve) => {
    streamRead = resolve;
  });

  beforeAll(async () => {
    app = await buildApp(
      lines,
      () => logged?.(),
      (api) => {
        // a long compressible answer that is still being produced when the browser leaves: its first chunk is
        // smaller than what brotli buffers, so nothing (not even the headers) has been written yet
        api.get('/slow-report', (_request, reply) => {
          const body = new Readable({
            read() {
              if (this.readableLength === 0) this.push('{"rows":['.repeat(8));
              streamRead();
            },
          });
          return reply.type('application/json').send(body);
        });
        // what the error handler meets when the compressed stream's peek fails because the client left before
        // anything was written (Fastify hands it the stream's ERR_STREAM_PREMATURE_CLOSE)
        api.get('/abandoned', async (request) => {
          const socket = request.raw.socket;
          if (!socket.destroyed) await new Promise((resolve) => socket.once('close', resolve));
          throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
        });
        api.get('/broken-stream', () => {
          throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
        });
        api.get('/failure', () => {
          throw new Error('database on fire');
        });
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
  });

  it('logs a compressed answer the browser abandoned below error level', async () => {
    const port = (app.server.address() as AddressInfo).port;
    // compress's own pipe and Fastify's stream end both report the close
    const loggedClose = new Promise<LogLine>((resolve) => {
      logged = () => {
        const line = lines.find((l) => /premature close/i.test(l.err?.message ?? ''));
        if (line) resolve(line);
      };
    });
    const request = http.get({
      host: '127.0.0.1',
      port,
      path: '/api/slow-report',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    request.on('error', () => {});
    // the answer's stream is being read into the compressor: the browser leaves
    await reading;
    request.destroy();
    const line = await loggedClose;
    expect(line.level).toBeLessThan(50);
    expect(line.msg).toBe('client closed the connection before the answer');
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('logs the premature close the error handler meets after the client left below error level', async () => {
    lines.length = 0;
    const port = (app.server.address() as AddressInfo).port;
    const loggedClose = new Promise<LogLine>((resolve) => {
      logged = () => {
        const line = lines.find((l) => l.err?.code === 'ERR_STREAM_PREMATURE_CLOSE');
        if (line) resolve(line);
      };
    });
    const request = http.get({ host: '127.0.0.1', port, path: '/api/abandoned' });
    request.on('error', () => {});
    await new Promise((resolve) => app.server.once('request', resolve));
    request.destroy();
    const line = await loggedClose;
    expect(line.level).toBe(30);
    expect(line.msg).toBe('client closed the connection before the answer');
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('still logs a premature close with the client connected, and any other failure, as errors', async () => {
    lines.length = 0;
    const broken = await app.inject({ method: 'GET', url: '/api/broken-stream' });
    const failed = await app.inject({ method: 'GET', url: '/api/failure' });
    expect([broken.statusCode, failed.statusCode]).toEqual([500, 500]);
    expect(lines.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([
      'request failed',
      'request failed',
    ]);
  });
});
