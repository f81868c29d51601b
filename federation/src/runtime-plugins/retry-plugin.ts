// Runtime plugin: the federation's own retry plugin (@module-federation/retry-plugin) for remote entries. A remote
// whose remoteEntry.js fails to load (a dropped connection, a deploy's moment of 404s) is asked again before its
// area shows the fallback; one that is down for good still fails within the area's bound (AREA_LOAD_TIMEOUT_MS,
// shell/src/features/remote-registry/area-loader.ts), since refused connections fail fast. The official plugin is
// fetched when an entry first fails, not on every start (issue 37: the signed-in first load's budget).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** the plugin's count: after the failed load, it tries `RETRY_TIMES + 1` more times (its loop counts from 0) */
export const RETRY_TIMES = 1;
export const RETRY_DELAY_MS = 300;

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryError>[0];

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  let official: Promise<ModuleFederationRuntimePlugin> | undefined;
  async function retryEntry(args: LoadEntryErrorArgs): Promise<unknown> {
    official ??= import(/* webpackChunkName: "federation-retry" */ '@module-federation/retry-plugin').then(
      // typed against its own copy of the runtime's types; its hooks are this runtime's public ones
      ({ RetryPlugin }) =>
        RetryPlugin({
          script: { retryTimes: RETRY_TIMES, retryDelay: RETRY_DELAY_MS },
        }) as unknown as ModuleFederationRuntimePlugin,
    );
    const { loadEntryError } = await official;
    return loadEntryError ? (loadEntryError as (a: LoadEntryErrorArgs) => Promise<unknown>)(args) : undefined;
  }
  // the hook's declared result nests a promise the runtime awaits once; the official plugin casts alike
  return { name: 'portal-remote-entry-retry', loadEntryError: retryEntry as unknown as LoadEntryError };
}
