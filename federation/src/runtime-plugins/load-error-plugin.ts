// Runtime plugin: a remote that cannot load yields nothing, so the load rejects and the shell shows a fallback.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function loadErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-load-error',
    errorLoadRemote({ id, error }) {
      console.warn(`[portal] remote ${id} failed to load`, error);
      return undefined;
    },
  };
}
