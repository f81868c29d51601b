// @ts-check
// webpack 5.110 adds its own `sharing` runtime module wherever the share-scope map is used, and
// @module-federation/enhanced adds its own beside it (a known duplicate: module-federation/core#1639). The
// federation one runs later and replaces `__webpack_require__.I` and `.S`, so webpack's copy — a second table of
// every shared module with its loaders — is dead code in the shell's entry and in every remoteEntry.js (issue 18).
// This plugin leaves webpack's copy out of a chunk that also has the federation one, and only then.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {typeof import('webpack').RuntimeModule} */
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

const PLUGIN_NAME = 'SingleShareRuntimePlugin';

export class SingleShareRuntimePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.runtimeModule.tap(PLUGIN_NAME, (module, chunk) => {
        if (!(module instanceof WebpackShareRuntimeModule)) return;
        const generate = module.generate.bind(module);
        module.generate = () => {
          const federationSharing = [...compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)].some(
            (other) =>
              other !== module && other.name === 'sharing' && !(other instanceof WebpackShareRuntimeModule),
          );
          return federationSharing ? null : generate();
        };
      });
    });
  }
}
