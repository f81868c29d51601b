// Entry point of the API process (`npm start` runs it with the deployed portal beside it).
import { readConfig } from './config.js';
import { buildApp } from './app.js';

const config = readConfig();
const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
