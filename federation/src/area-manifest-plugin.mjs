// @ts-check
// Writes a remote's area manifest (src/area.ts, ADR 0012) as area.json beside mf-manifest.json, checked with the
// contract's parser and against the container's name, so publishing can put it in remotes.json and the shell knows
// the area's prefixes, guards and menus without fetching the remote's code.
import path from 'node:path';
import { execFile } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';
import webpack from 'webpack';

const require = createRequire(import.meta.url);
const PLUGIN = 'AreaManifestPlugin';

/**
 * Loads and checks a remote's area manifest (a TypeScript module exporting `area`).
 * @param {string} areaFile absolute path of src/area.ts
 * @param {string} expectedId the remote id the factory builds (its container is named after it)
 * @returns {Promise<unknown>} the manifest as JSON-ready data
 */
export async function loadAreaManifest(areaFile, expectedId) {
  const contract = /** @type {{ parseAreaManifest(value: unknown): { id: string } }} */ (
    await tsImport(
      pathToFileURL(
        path.join(
          path.dirname(require.resolve('@portal/shared-session/package.json')),
          'src/contract/area-manifest.ts',
        ),
      ).href,
      import.meta.url,
    )
  );
  const module = /** @type {{ area?: unknown }} */ (
    await tsImport(pathToFileURL(areaFile).href, import.meta.url)
  );
  if (!module.area) throw new Error(`${areaFile} does not export \`area\``);
  // Through JSON first: what is not plain data (a function, undefined) would not reach the shell either.
  const manifest = contract.parseAreaManifest(JSON.parse(JSON.stringify(module.area)));
  if (manifest.id !== expectedId)
    throw new Error(`${areaFile}: the area id '${manifest.id}' is not the remote's name '${expectedId}'`);
  return manifest;
}

const thisFile = fileURLToPath(import.meta.url);

/**
 * The same in a node process of its own: the process running webpack may have module loaders of its own (a test
 * runner's) that must not meet tsx's.
 * @param {string} areaFile
 * @param {string} expectedId
 * @returns {Promise<unknown>}
 */
export function loadAreaManifestApart(areaFile, expectedId) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [thisFile, areaFile, expectedId], (error, stdout, stderr) => {
      if (error) reject(new Error(stderr.trim() || error.message));
      else resolve(JSON.parse(stdout));
    });
  });
}

// `node area-manifest-plugin.mjs <area.ts> <id>` prints the checked manifest as JSON (loadAreaManifestApart)
if (process.argv[1] === thisFile) {
  const [areaFile = '', id = ''] = process.argv.slice(2);
  loadAreaManifest(areaFile, id).then(
    (manifest) => process.stdout.write(JSON.stringify(manifest)),
    (error) => {
      process.stderr.write(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    },
  );
}

export class AreaManifestPlugin {
  /** @param {{ areaFile: string, remoteId: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.fileDependencies.add(this.options.areaFile);
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          try {
            const manifest = await loadAreaManifestApart(this.options.areaFile, this.options.remoteId);
            compilation.emitAsset(
              'area.json',
              new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
            );
          } catch (error) {
            // the message as the check gave it (its own texts name the manifest; spec 8's guard text is verbatim)
            compilation.errors.push(
              new webpack.WebpackError(error instanceof Error ? error.message : String(error)),
            );
          }
        },
      );
    });
  }
}
