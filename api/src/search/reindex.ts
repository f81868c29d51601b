// `npx tsx api/src/search/reindex.ts [--data-dir DIR]`: applies migrations and rebuilds the search data
// (product_search, search_terms, product_facet_counts) of an existing database.
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { rebuildSearchData } from './maintenance.js';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
  const handle = await openDatabase(values['data-dir'] ? { dataDir: values['data-dir'] } : {});
  try {
    await migrate(handle);
    const started = Date.now();
    const result = await rebuildSearchData(handle.db);
    console.log(
      `search data rebuilt in ${Date.now() - started} ms: ${result.terms} terms, ${result.facetRows} facet rows`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
