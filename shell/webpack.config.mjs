import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@portal/federation/webpack';

export default createFederatedConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'shell',
  role: 'host',
  plainEntry: '../scripts/bench/plain-store-entry.tsx',
  devPort: Number(process.env.SHELL_DEV_PORT ?? 4000),
});
