// @ts-check
// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset a build emits — scripts, styles, HTML,
// SVG and JSON, including mf-manifest.json, remoteEntry.js and area.json — so the portal's static server can
// answer `Accept-Encoding` with a file compressed once at build time, at the best level, instead of per request.
// Runs after the files are on disk (afterEmit), so it also sees what other plugins wrote (the federation manifest).
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; source maps are left alone (only developer tools read them). */
export const PRECOMPRESSED_FILE = /\.(?:m?js|css|html|svg|json|txt)$/;

/**
 * Compresses one file's bytes both ways, at the best levels (build time, paid once).
 * @param {Buffer} body
 * @returns {Promise<{ br: Buffer, gz: Buffer }>}
 */
export async function compressBoth(body) {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of `dir`, each only when it is smaller than the file
 * itself (a tiny file is then served as it is).
 * @param {string} dir
 * @param {string[]} files paths relative to `dir`
 */
export async function precompressFiles(dir, files) {
  await Promise.all(
    files
      .filter((file) => PRECOMPRESSED_FILE.test(file))
      .map(async (file) => {
        const full = path.join(dir, file);
        const body = await fs.readFile(full);
        const { br, gz } = await compressBoth(body);
        await Promise.all([
          br.length < body.length ? fs.writeFile(`${full}.br`, br) : fs.rm(`${full}.br`, { force: true }),
          gz.length < body.length ? fs.writeFile(`${full}.gz`, gz) : fs.rm(`${full}.gz`, { force: true }),
        ]);
      }),
  );
}

export class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outDir = compilation.outputOptions.path;
      if (!outDir) return;
      // every file this compilation owns, on disk now (the federation manifest is written as an asset too)
      const files = compilation.getAssets().map((asset) => asset.name);
      const present = await Promise.all(
        files.map((file) =>
          fs.stat(path.join(outDir, file)).then(
            (stat) => stat.isFile(),
            () => false,
          ),
        ),
      );
      await precompressFiles(
        outDir,
        files.filter((_, index) => present[index]),
      );
    });
  }
}
