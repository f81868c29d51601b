// remotes.json: which build of each remote the shell loads (name → manifest URL). Read at start, uncached.
import { REMOTE_IDS } from './areas';
import type { RemoteId } from './areas';

export type RemotesManifest = Partial<Record<RemoteId, string>>;

export function parseRemotesManifest(value: unknown): RemotesManifest {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error('remotes.json must be an object of remote name to manifest URL');
  }
  const manifest: RemotesManifest = {};
  for (const [name, url] of Object.entries(value)) {
    if (!(REMOTE_IDS as readonly string[]).includes(name)) continue;
    if (typeof url !== 'string' || url.length === 0)
      throw new Error(`remotes.json: ${name} needs a manifest URL`);
    manifest[name as RemoteId] = url;
  }
  return manifest;
}
