import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@portal/federation/webpack';

export default createFederatedConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'store',
  role: 'remote',
  extraExposes: { './search-box': 'src/search-box.tsx' },
  devPort: Number(process.env.DEV_PORT ?? 4001),
});
