// Runtime plugin: the federation's own retry plugin (@module-federation/retry-plugin) for remote entries and exposed
// modules. A remote whose remoteEntry.js fails to load (a dropped connection, a deploy's moment of 404s) is asked
// again before its area shows the fallback; one that is down for good still fails within the area's bound
// (AREA_LOAD_TIMEOUT_MS, shell/src/features/remote-registry/area-loader.ts), since refused connections fail fast.
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** the plugin's count: after the failed load, it tries `RETRY_TIMES + 1` more times (its loop counts from 0) */
export const RETRY_TIMES = 1;
export const RETRY_DELAY_MS = 300;

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  // the plugin is typed against its own copy of the runtime's types; its hooks are the public ones of this runtime
  return RetryPlugin({
    script: { retryTimes: RETRY_TIMES, retryDelay: RETRY_DELAY_MS },
  }) as unknown as ModuleFederationRuntimePlugin;
}
