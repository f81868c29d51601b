// @ts-check
// The one table of dependencies shared through Module Federation by the shell and every remote.
// Singletons load once for the whole page: React (hooks break with two copies), the router, single-spa
// (single-spa keeps one registry of applications) and the session store (one session for every area).

// `providedByShell`: the shell itself imports it at start, so the page always has the shell's copy before any remote
// loads, and a singleton is then the only copy a remote gets (loaded-first). Remotes declare such modules with
// `import: false`: no copy of their own is built, and their remoteEntry.js lists no loader for it (issue 18). The
// shell must keep importing them (shared-dependencies.test.ts checks the shell's source or shared-session does).

/**
 * @typedef {{ singleton?: boolean, eager?: boolean, requiredVersion?: string | false, strictVersion?: boolean,
 *   providedByShell?: boolean }} SharedConfig
 */

/** @type {Record<string, SharedConfig>} */
export const sharedDependencies = {
  react: { singleton: true, providedByShell: true },
  'react/jsx-runtime': { singleton: true, providedByShell: true },
  'react-dom': { singleton: true, providedByShell: true },
  'react-dom/client': { singleton: true, providedByShell: true },
  // Routing is shared through one curated module so the single copy can be tree-shaken (see its header).
  '@portal/shared-session/routing': { singleton: true, providedByShell: true },
  'single-spa': { singleton: true, providedByShell: true },
  'single-spa-react': { singleton: true, providedByShell: true },
  zustand: { singleton: true },
  'zustand/vanilla': { singleton: true },
  '@tanstack/react-query': { singleton: true, providedByShell: true },
  '@portal/shared-session': { singleton: true, providedByShell: true },
  // shared-ui's main entry only re-exports its subpaths; each subpath is a singleton of its own, so an app fetches
  // the components it imports and the page still holds one copy of each (issue 18). A new subpath of shared-ui
  // that holds a component belongs here too.
  '@portal/shared-ui': { singleton: true },
  '@portal/shared-ui/alert': { singleton: true, providedByShell: true },
  '@portal/shared-ui/button': { singleton: true, providedByShell: true },
  '@portal/shared-ui/spinner': { singleton: true, providedByShell: true },
  '@portal/shared-ui/modal': { singleton: true, providedByShell: true },
  '@portal/shared-ui/confirm-dialog': { singleton: true },
  '@portal/shared-ui/digit-only-input': { singleton: true },
  '@portal/shared-ui/toast': { singleton: true, providedByShell: true },
  '@portal/shared-ui/responsive': { singleton: true, providedByShell: true },
  '@portal/shared-ui/responsive-switch': { singleton: true },
  '@portal/shared-ui/carousel': { singleton: true },
  '@portal/shared-ui/address-picker': { singleton: true },
  '@portal/shared-ui/address-dialogs': { singleton: true },
  // One OpenFeature API instance per page (issue 22, ADR 0015): the shell sets its provider and context, every
  // area evaluates through it. Loaded after the first screen (shared-session imports them on demand).
  '@openfeature/core': { singleton: true },
  '@openfeature/web-sdk': { singleton: true },
  '@openfeature/react-sdk': { singleton: true },
  '@openfeature/ofrep-web-provider': { singleton: true },
  // Versioned libraries, not singletons (ADR 0013): equal versions load once; a remote built against a newer
  // version than the page has runs its own copy. sharedFor() requires the workspace's own version (^x.y.z).
  '@portal/rules': { singleton: false },
  '@portal/api-client': { singleton: false },
};
