// The seven front-end apps of the portal and where their builds live.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** remote id → workspace folder */
export const REMOTES = {
  store: 'mfe-store',
  training: 'mfe-training',
  dashboard: 'mfe-dashboard',
  'my-account': 'mfe-my-account',
  csr: 'mfe-csr',
  registration: 'mfe-registration',
};

export const APP_FOLDERS = ['shell', ...Object.values(REMOTES)];

export function distDir(folder) {
  return path.join(repoRoot, folder, 'dist');
}

export const defaultDeployDir = path.join(repoRoot, '.deploy');

/** Whether an app has a build: the shell's page, or a remote's federation and area manifests. */
export function isBuilt(folder) {
  const files = folder === 'shell' ? ['index.html'] : ['mf-manifest.json', 'area.json'];
  return files.every((file) => fs.existsSync(path.join(distDir(folder), file)));
}
