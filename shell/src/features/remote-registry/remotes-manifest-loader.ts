// Reads remotes.json at every start, never from cache (early-fetches.ts): deploying a remote is changing one line.
// The last copy that was read and checked is kept in localStorage (ADR 0012): when remotes.json cannot be fetched
// or parsed at start, the shell falls back to it, so the areas are still known — their guards, menus and
// "temporarily unavailable" fallback — instead of every area URL answering Page Not Found. Published remote builds
// stay on the server under their version, so an older copy still points at code that loads.
import { parseRemotesManifest } from '@portal/shared-session';
import type { RemotesManifest } from '@portal/shared-session';
import { REMOTES_MANIFEST_URL, takeStartUpFile } from '../../early-fetches';

/** localStorage key of the last good remotes.json (after parseRemotesManifest: only the entries that passed). */
export const LAST_GOOD_REMOTES_MANIFEST_KEY = 'lastGoodRemotesManifest';

export async function loadRemotesManifest(url = REMOTES_MANIFEST_URL): Promise<RemotesManifest> {
  try {
    const response = await takeStartUpFile(url);
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    const manifest = parseRemotesManifest(await response.json());
    keepLastGood(manifest);
    return manifest;
  } catch (error) {
    console.error('[portal] could not read remotes.json', error);
    const lastGood = readLastGood();
    if (lastGood) {
      console.warn('[portal] using the last good remotes.json kept in this browser');
      return lastGood;
    }
    // The frame still starts; with no area known, area URLs answer the shell's Page Not Found.
    return {};
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

function keepLastGood(manifest: RemotesManifest): void {
  // a copy with no area would be no better than falling back to nothing
  if (Object.keys(manifest).length === 0) return;
  try {
    storage()?.setItem(LAST_GOOD_REMOTES_MANIFEST_KEY, JSON.stringify(manifest));
  } catch {
    // full or disabled storage: the portal works as before, without the fallback
  }
}

/** The kept copy, checked again as remotes.json is (an entry that fails is left out); null if none is usable. */
function readLastGood(): RemotesManifest | null {
  const store = storage();
  try {
    const kept = store?.getItem(LAST_GOOD_REMOTES_MANIFEST_KEY);
    if (!kept) return null;
    const manifest = parseRemotesManifest(JSON.parse(kept));
    return Object.keys(manifest).length > 0 ? manifest : null;
  } catch (error) {
    console.error('[portal] the kept remotes.json is unusable and is dropped', error);
    try {
      store?.removeItem(LAST_GOOD_REMOTES_MANIFEST_KEY);
    } catch {
      // nothing more to do
    }
    return null;
  }
}
