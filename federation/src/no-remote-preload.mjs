// @ts-check
// What the shell's federation runtime has instead of runtime-core's remote-asset preloading (its utils/preload.js,
// swapped by webpack-config.mjs): the portal never preloads a remote through the runtime (no `preloadRemote` call;
// the snapshot plugin that preloads from manifests is left out, ADR 0012), so that code only made the start-up
// file bigger (issue 18). Each name throws if something starts to use it.
function notInThePortal() {
  throw new Error(
    'The portal does not preload remotes through the federation runtime (no-remote-preload.mjs)',
  );
}

export const defaultPreloadArgs = notInThePortal;
export const formatPreloadArgs = notInThePortal;
export const normalizePreloadExposes = notInThePortal;
export const preloadAssets = notInThePortal;
