// Search latency check: `npx tsx api/src/search/bench.ts [--data-dir DIR]` (or DATABASE_URL) on a seeded database.
// Prints p50 / p95 per operation over a fixed mix of queries.
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.js';
import { createProductSearch } from './postgres-product-search.js';
import type { ProductSearchOptions } from './types.js';

const QUERIES = [
  'seal kit',
  'valve',
  'hydraulic hose',
  'boom',
  'cylinder 3.50',
  'bearing',
  'relay 24',
  'switch',
  'pump',
  'filter element',
  'ridgeline',
  'outrigger pad',
  'harnes',
  'sprocket',
  'decal',
];
const TYPOS = ['cylindr', 'hydralic', 'sprockt', 'bering', 'vlave'];
const PREFIXES = ['sea', 'hyd', 'boo', 'cyl', 'val', 'bea', 'swi', 'pum', 'fil', 'har'];
const CATEGORIES = [
  'Aerial Devices',
  'Aerial Devices > Booms',
  'Cranes > Hoists > Hydraulics',
  'Chippers > Engines > Mechanical > Bearings',
];

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, rounds: { type: 'string' } } });
  const handle = await openDatabase(values['data-dir'] ? { dataDir: values['data-dir'] } : {});
  const search = createProductSearch(handle.db);
  const rounds = Number(values.rounds ?? 5);
  const timings: Record<string, number[]> = {};
  const time = async (label: string, fn: () => Promise<unknown>) => {
    const t = performance.now();
    await fn();
    (timings[label] ??= []).push(performance.now() - t);
  };
  const sorts: ProductSearchOptions['sort'][] = ['relevance', 'price_asc', 'name_asc'];
  // warm-up
  for (const q of QUERIES) await search.search(q);
  for (let r = 0; r < rounds; r++) {
    for (const [i, q] of QUERIES.entries()) {
      await time('search', () =>
        search.search(q, { sort: sorts[i % sorts.length] ?? 'relevance', page: r % 3 }),
      );
      await time('search+category', () =>
        search.search(q, { category: CATEGORIES[i % CATEGORIES.length] ?? null }),
      );
    }
    for (const c of CATEGORIES)
      await time('browse (no text)', () => search.search('', { category: c, sort: 'name_asc' }));
    await time('browse (no text)', () => search.search('', {}));
    for (const q of PREFIXES) await time('autocomplete', () => search.autocomplete(q));
    for (const q of TYPOS) await time('typo', () => search.search(q));
    for (const pn of ['123-4567', '5839614', '583-9614'])
      await time('part lookup', () => search.partNumberLookup(pn));
  }
  for (const [label, list] of Object.entries(timings)) {
    console.log(
      `${label.padEnd(18)} n=${String(list.length).padStart(4)}  p50=${pct(list, 50).toFixed(1)} ms  p95=${pct(list, 95).toFixed(1)} ms  max=${Math.max(...list).toFixed(1)} ms`,
    );
  }
  const all = Object.values(timings).flat();
  console.log(
    `${'all'.padEnd(18)} n=${String(all.length).padStart(4)}  p50=${pct(all, 50).toFixed(1)} ms  p95=${pct(all, 95).toFixed(1)} ms`,
  );
  await handle.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
