// Compressed responses (issue 18). Two parts:
// - the portal's static files: the build writes a brotli and a gzip copy beside every text asset
//   (federation/src/precompress-plugin.mjs); the static server picks one by Accept-Encoding and says so with
//   Content-Encoding, keeping the plain file's Content-Type and caching rule and `Vary: Accept-Encoding`;
// - everything answered at run time (GraphQL, the gateway, the shell's HTML with the store's prerendered screen):
//   compressed on the fly above a small size, at a brotli level cheap enough for every request.
// Event streams and binary files (PDFs, images) are left as they are.
import zlib from 'node:zlib';
import type { ServerResponse } from 'node:http';
import type { Stats } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { FastifyStaticOptions } from '@fastify/static';

/** The files the build compresses (federation/src/precompress-plugin.mjs, PRECOMPRESSED_FILE). */
const PRECOMPRESSED_FILE = /\.(?:m?js|css|html|svg|json|txt)$/;
const COMPRESSED_COPY = /\.(?:br|gz)$/;

/** Run-time answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Content types compressed on the fly: text and JSON-like answers, never event streams or binary files. */
const COMPRESSIBLE_TYPE =
  /^text\/(?!event-stream)|^application\/(?:[\w.+-]+\+)?(?:json|xml|javascript)(?:;|$)/;

type SetHeaders = (res: ServerResponse, filePath: string, stat: Stats) => void;

/**
 * The static plugin's options with the build's compressed copies served by negotiation. The caching rule sees the
 * plain file's path (a `main.0a1b2c3d.js.br` is cached as `main.0a1b2c3d.js` is), and every compressible file
 * says its answer varies with Accept-Encoding, whichever copy was sent.
 */
export function withPrecompressedAssets<T extends FastifyStaticOptions>(options: T): T {
  const setHeaders = options.setHeaders as SetHeaders | undefined;
  return {
    ...options,
    preCompressed: true,
    setHeaders(res: ServerResponse, filePath: string, stat: Stats) {
      const plainPath = filePath.replace(COMPRESSED_COPY, '');
      if (PRECOMPRESSED_FILE.test(plainPath)) res.setHeader('Vary', 'Accept-Encoding');
      setHeaders?.(res, plainPath, stat);
    },
  };
}

/**
 * On-the-fly compression for every route registered after it (register it before the routes). Brotli at level 4:
 * level 11 costs tens of milliseconds per 100 KB, which a per-request answer cannot pay. Request bodies are not
 * decompressed (clients send them plain; accepting compressed bodies would be a new way in).
 */
export async function registerResponseCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // zstd only where this Node has it would make answers differ by machine: the two every browser speaks
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPE,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
