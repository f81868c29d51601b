// @ts-check
// Federation container names must be identifiers; remote ids (e.g. 'my-account') may hold hyphens.

/** @param {string} remoteId */
export function containerName(remoteId) {
  return `mfe_${remoteId.replace(/-/g, '_')}`;
}

/** The files every remote build writes side by side (federation/src/webpack-config.mjs). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
export const MANIFEST_FILE = 'mf-manifest.json';

/**
 * The script the shell loads for a remotes.json entry. Entries name the build's `mf-manifest.json` (publishing,
 * ADR 0012); its `remoteEntry.js` sits beside it, so the shell loads that directly: the runtime is built without
 * its snapshot plugin (issue 18), which would fetch and parse the manifest first to find the same URL.
 * An entry that already names a script is kept as it is.
 * @param {string} entry
 */
export function remoteEntryUrl(entry) {
  const end = entry.search(/[?#]/);
  const path = end < 0 ? entry : entry.slice(0, end);
  if (path !== MANIFEST_FILE && !path.endsWith(`/${MANIFEST_FILE}`)) return entry;
  return `${path.slice(0, path.length - MANIFEST_FILE.length)}${REMOTE_ENTRY_FILE}${entry.slice(path.length)}`;
}
