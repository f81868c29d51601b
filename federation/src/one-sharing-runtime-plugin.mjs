// @ts-check
// webpack adds its own `sharing` runtime module wherever the share-scope map is used, and @module-federation/enhanced
// adds its own beside it (module-federation/core#1639). The federation's runs later (a higher stage) and replaces
// `__webpack_require__.I` and `.S`, so webpack's copy — a second table of every shared module with its loaders — is
// dead code in the shell's entry and in every remoteEntry.js (issue 18). This plugin takes webpack's copy out of a
// chunk that also has the federation's, and only then, with webpack's public API (the compilation's
// `afterRuntimeRequirements` hook, the chunk graph's runtime modules, a runtime module's name and stage).
const PLUGIN_NAME = 'OneSharingRuntimePlugin';

export class OneSharingRuntimePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RuntimeModule } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap(PLUGIN_NAME, () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const sharing = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)].filter(
            (module) => module.name === 'sharing',
          );
          if (sharing.length < 2) continue;
          const federations = sharing.filter((module) => module.stage > RuntimeModule.STAGE_NORMAL);
          if (federations.length === 0) continue;
          for (const module of sharing) {
            if (module.stage === RuntimeModule.STAGE_NORMAL)
              chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
          }
        }
      });
    });
  }
}
