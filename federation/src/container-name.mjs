// @ts-check
// Federation container names must be identifiers; remote ids (e.g. 'my-account') may hold hyphens.

/** @param {string} remoteId */
export function containerName(remoteId) {
  return `mfe_${remoteId.replace(/-/g, '_')}`;
}
