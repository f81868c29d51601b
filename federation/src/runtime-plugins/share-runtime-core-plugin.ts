// Runtime plugin: hands remotes the shell's own federation runtime (the very instance the shell runs on), so a
// remote's container does not carry a copy of its own. Remotes are built with `externalRuntime: true`.
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const GLOBAL_NAME = '_FEDERATION_RUNTIME_CORE';

export default function shareRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-share-runtime-core',
    beforeInit(args) {
      const holder = globalThis as unknown as Record<string, unknown>;
      holder[GLOBAL_NAME] ??= runtimeCore;
      return args;
    },
  };
}
