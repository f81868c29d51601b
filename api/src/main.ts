// Entry point of the API process (`npm start` runs it with the deployed portal beside it): open the database,
// apply migrations, seed an empty database, start the embedded identity provider (unless IDP_EMBEDDED=false,
// e.g. against a real Auth0 tenant), start the job worker, listen.
import path from 'node:path';
import { readConfig } from './config.js';
import { readIdentityConfig, startIdentityProvider } from './identity/index.js';
import type { RunningIdentityProvider } from './identity/index.js';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { isSeeded, seedDatabase } from './seed/index.js';
import { createDatabaseProductSearch } from './services/catalogue/database-product-search.js';
import { createSearchRebuilder } from './search/search-rebuilder.js';

const embeddedIdentity = process.env['IDP_EMBEDDED'] !== 'false';
const identityConfig = embeddedIdentity
  ? readIdentityConfig({ PORTAL_ORIGIN: `http://localhost:${process.env['PORT'] ?? 3000}`, ...process.env })
  : null;
// The API trusts the embedded provider's tokens unless told otherwise.
if (identityConfig && !process.env['AUTH_ISSUER']) process.env['AUTH_ISSUER'] = identityConfig.issuer;
const config = readConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') },
);
await migrate(database);
const search = createDatabaseProductSearch(database.db);
const app = await buildApp(config, { database, search });
app.log.info({ database: database.kind, location: database.location }, 'database ready');
if (process.env['SEED_ON_START'] !== 'false' && !(await isSeeded(database.db))) {
  app.log.info('empty database: seeding (a few seconds to a minute)');
  const scale = process.env['PORTAL_SEED_SCALE'] === 'test' ? 'test' : 'full';
  const seeded = await seedDatabase(database.db, { scale, onProgress: (message) => app.log.info(message) });
  app.log.info({ ms: seeded.ms, parts: seeded.parts }, 'seeded');
}
let identity: RunningIdentityProvider | null = null;
if (identityConfig) {
  identity = await startIdentityProvider({ ...identityConfig, db: database.db, logger: app.log });
}
await app.listen({ port: config.port, host: config.host });
// the in-memory search index loads in the background: searches use SQL until it is ready
const indexStarted = Date.now();
void search.warm?.().then(
  (ready) => app.log.info({ ready, ms: Date.now() - indexStarted }, 'search index'),
  (err: unknown) => app.log.warn({ err }, 'search index could not be loaded: searches use SQL'),
);
if (config.jobs.enabled) await app.jobWorker.start();
// after catalogue changes the search data is rebuilt by itself once they have stopped (SQL answers meanwhile)
const rebuilder =
  config.searchRebuildQuietMs > 0
    ? createSearchRebuilder({
        db: database.db,
        log: app.log.child({ component: 'search' }),
        quietMs: config.searchRebuildQuietMs,
        onRebuilt: () => search.warm?.(),
      })
    : null;
rebuilder?.start();

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    void (rebuilder ? rebuilder.stop() : Promise.resolve())
      .then(() => (identity ? identity.close() : undefined))
      .then(() => app.close())
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
