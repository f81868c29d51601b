// Runtime plugin: hands remotes the shell's own federation runtime core (the very instance the shell runs on), so a
// remote's container does not carry a copy of its own. Remotes are built with `experiments.externalRuntime`, which
// makes `@module-federation/runtime-core` the global `_FEDERATION_RUNTIME_CORE` in their builds: this plugin sets
// that global from the shell's build, through the runtime's public `beforeInit` hook. (The stock
// `provideExternalRuntime` does the same through runtime-tools, whose own build of the runtime doubled the shell's
// entry: ADR 0002.)
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** the global name `experiments.externalRuntime` reads runtime-core from */
export const EXTERNAL_RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export default function shareRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-share-runtime-core',
    beforeInit(args) {
      const holder = globalThis as unknown as Record<string, unknown>;
      holder[EXTERNAL_RUNTIME_CORE_GLOBAL] ??= runtimeCore;
      return args;
    },
  };
}
