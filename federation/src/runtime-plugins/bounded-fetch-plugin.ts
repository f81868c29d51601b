// Runtime plugin: a remote's manifest fetch gives up after a few seconds, so a hung host cannot freeze routing.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const MANIFEST_TIMEOUT_MS = 3000;

export default function boundedFetchPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-bounded-fetch',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    },
  };
}
