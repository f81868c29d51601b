// Seed CLI: `npm run seed -w @portal/api -- [--parts 200000] [--scale full|test] [--invoices 200000] [--reset]
// [--data-dir DIR]`.
// Uses DATABASE_URL when set, else the embedded PGlite database under .data/pglite.
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { isSeeded, resetDatabase, seedDatabase } from './index.js';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      parts: { type: 'string' },
      scale: { type: 'string' },
      'fleet-units': { type: 'string' },
      invoices: { type: 'string' },
      reset: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      'usage: seed [--parts N] [--scale full|test] [--fleet-units N] [--invoices N] [--reset] [--data-dir DIR]',
    );
    return;
  }
  const scale = values.scale === 'test' ? 'test' : 'full';
  const parts = values.parts ? Number(values.parts) : undefined;
  if (parts !== undefined && (!Number.isInteger(parts) || parts < 1 || parts > 9_000_000)) {
    throw new Error(`--parts must be a whole number between 1 and 9000000, not ${values.parts}`);
  }
  const fleetUnits = values['fleet-units'] ? Number(values['fleet-units']) : undefined;
  const invoices = values.invoices ? Number(values.invoices) : undefined;
  if (invoices !== undefined && (!Number.isInteger(invoices) || invoices < 0 || invoices > 5_000_000)) {
    throw new Error(`--invoices must be a whole number between 0 and 5000000, not ${values.invoices}`);
  }
  const handle = await openDatabase(values['data-dir'] ? { dataDir: values['data-dir'] } : {});
  try {
    console.log(`database: ${handle.kind} (${handle.location})`);
    await migrate(handle);
    if (values.reset) {
      await resetDatabase(handle.db);
      console.log('all tables emptied');
    } else if (await isSeeded(handle.db)) {
      console.log('already seeded (use --reset to seed again)');
      return;
    }
    const result = await seedDatabase(handle.db, {
      scale,
      ...(parts !== undefined ? { parts } : {}),
      ...(fleetUnits !== undefined ? { fleetUnits } : {}),
      ...(invoices !== undefined ? { invoices } : {}),
      onProgress: (m) => console.log(m),
    });
    console.log(`done in ${(result.ms / 1000).toFixed(1)} s`);
    console.log(
      Object.entries(result.counts)
        .map(([t, n]) => `  ${t}: ${n}`)
        .join('\n'),
    );
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
