// Runtime plugin: hands remotes the shell's own federation runtime (the very instance the shell runs on), so a
// remote's container does not carry a copy of its own. Remotes are built with `externalRuntime: true`.
// It also hands them the shell's bundler runtime (the functions that load a container's shared modules and
// chunks, given that container's `__webpack_require__`): a remote's entry takes it through
// `remote-bundler-runtime.mjs` instead of carrying about 11 KB of the same code (issue 18).
import * as runtimeCore from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const GLOBAL_NAME = '_FEDERATION_RUNTIME_CORE';
/** read by federation/src/remote-bundler-runtime.mjs */
const BUNDLER_RUNTIME_GLOBAL_NAME = '_FEDERATION_BUNDLER_RUNTIME';

export default function shareRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-share-runtime-core',
    beforeInit(args) {
      const holder = globalThis as unknown as Record<string, unknown>;
      holder[GLOBAL_NAME] ??= runtimeCore;
      holder[BUNDLER_RUNTIME_GLOBAL_NAME] ??= { bundlerRuntime, attachShareScopeMap };
      return args;
    },
  };
}
