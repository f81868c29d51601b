// Reads remotes.json at every start, never from cache (early-fetches.ts): deploying a remote is changing one line.
import { parseRemotesManifest } from '@portal/shared-session';
import type { RemotesManifest } from '@portal/shared-session';
import { REMOTES_MANIFEST_URL, takeStartUpFile } from '../../early-fetches';

export async function loadRemotesManifest(url = REMOTES_MANIFEST_URL): Promise<RemotesManifest> {
  try {
    const response = await takeStartUpFile(url);
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    return parseRemotesManifest(await response.json());
  } catch (error) {
    // The frame still starts: every area then shows its own fallback.
    console.error('[portal] could not read remotes.json', error);
    return {};
  }
}
