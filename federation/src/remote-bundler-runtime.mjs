// @ts-check
// What a remote's federation start-up imports instead of @module-federation/webpack-bundler-runtime (the remote
// build swaps it in, webpack-config.mjs): the remote's own thin runtime module (it knows the remote's build id and
// finds or creates the remote's instance on the shell's runtime core) with the shell's bundler runtime, handed over
// by the shell's share-runtime-core plugin before any remote loads. The bundler runtime's functions keep no state
// of their own: each call is given the container's `__webpack_require__`. Remotes already run only inside the
// shell (externalRuntime, ADR 0002).
import * as runtime from '@module-federation/runtime';
// the shell exposes nothing, so its build of the bundler runtime leaves out what starts a container: the remote
// brings that one function itself
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

/**
 * @typedef {{ bundlerRuntime: Record<string, unknown>, attachShareScopeMap: unknown }} HandedBundlerRuntime
 */
const handed = /** @type {HandedBundlerRuntime | undefined} */ (
  /** @type {Record<string, unknown>} */ (globalThis)['_FEDERATION_BUNDLER_RUNTIME']
);
if (!handed)
  throw new Error('This remote runs inside the portal shell, which provides its federation runtime');

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  // a container's own copy of the object (its S is per container, as in a bundled runtime)
  bundlerRuntime: { ...handed.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: handed.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
