// The generated contract formatted as the repository's prettier config says, so `prettier --check .` passes on it.
// Prettier runs as its own process: its API loads plugins by dynamic import, which jest's CommonJS run refuses.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { CONTRACT_OUTPUT, REPO_ROOT } from './gateway-contract';

const PRETTIER = path.join(REPO_ROOT, 'node_modules/prettier/bin/prettier.cjs');

export function formatContract(source: string): string {
  return execFileSync(process.execPath, [PRETTIER, '--stdin-filepath', CONTRACT_OUTPUT], {
    input: source,
    encoding: 'utf8',
    cwd: REPO_ROOT,
  });
}
