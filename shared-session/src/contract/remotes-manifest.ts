// remotes.json: which build of each remote the shell loads and that build's area manifest. Read at every start,
// uncached: deploying a remote is changing its entry.
import { parseAreaManifest } from './area-manifest';
import type { AreaManifest } from './area-manifest';

export interface RemoteEntry {
  /** the build's federation manifest, e.g. /remotes/training/0.1.0-abc/mf-manifest.json */
  entry: string;
  /** the build's area.json */
  area: AreaManifest;
}

export type RemotesManifest = Record<string, RemoteEntry>;

/**
 * Checks remotes.json. An entry whose area manifest is wrong is left out with a console error, so one bad
 * release costs its own area only; a file that is not an object of entries throws.
 */
export function parseRemotesManifest(value: unknown): RemotesManifest {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error('remotes.json must be an object of remote id to { entry, area }');
  }
  const manifest: RemotesManifest = {};
  for (const [id, raw] of Object.entries(value)) {
    try {
      if (!raw || typeof raw !== 'object') throw new Error('needs { entry, area }');
      const { entry, area } = raw as { entry?: unknown; area?: unknown };
      if (typeof entry !== 'string' || entry.length === 0) throw new Error('needs a manifest URL in entry');
      const parsed = parseAreaManifest(area);
      if (parsed.id !== id) throw new Error(`its area manifest is for ${parsed.id}`);
      manifest[id] = { entry, area: parsed };
    } catch (error) {
      console.error(
        `[portal] remotes.json: ${id} is left out:`,
        error instanceof Error ? error.message : error,
      );
    }
  }
  return manifest;
}
