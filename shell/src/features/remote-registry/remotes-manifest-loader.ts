// Reads remotes.json at every start, never from cache: deploying a remote is changing one line of it.
import { parseRemotesManifest } from '@portal/shared-session';
import type { RemotesManifest } from '@portal/shared-session';

export async function loadRemotesManifest(url = '/remotes.json', timeoutMs = 3000): Promise<RemotesManifest> {
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    return parseRemotesManifest(await response.json());
  } catch (error) {
    // The frame still starts: every area then shows its own fallback.
    console.error('[portal] could not read remotes.json', error);
    return {};
  }
}
