// The real portal (API + published builds) on a free port with its own deploy and data folders.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export { startPortal } from '../../scripts/lib/portal-process.mjs';
export type { RunningPortal } from '../../scripts/lib/portal-process.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
