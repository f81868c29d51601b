// Runtime configuration of the API process, read once from the environment with embedded defaults.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ApiConfig {
  port: number;
  host: string;
  /** the deployed portal (shell at /, remotes under /remotes/...) served on the same origin, if set */
  staticDir: string | null;
  repoRoot: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env['PORT'] ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${env['PORT']}`);
  return {
    port,
    host: env['HOST'] ?? '127.0.0.1',
    staticDir: env['PORTAL_STATIC_DIR'] ? path.resolve(env['PORTAL_STATIC_DIR']) : null,
    repoRoot,
  };
}
