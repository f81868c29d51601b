// Keystone Electric Cooperative's fleet at full scale (issue 38): a Pennsylvania co-op of a few hundred units, so My
// Fleet's filters, saved views and page sizes have a fleet to work on. Drawn from a generator of its own, after the
// world's, so no other seeded value moves; dated back from the seed's day like the rest (their maintenance, hour
// meters and due dates follow in unit-maintenance.ts, so some are overdue and some due soon on any day).
import type { InferInsertModel } from 'drizzle-orm';
import type * as s from '../db/schema.js';
import { MODELS } from './catalog-vocab.js';
import { Prng } from './prng.js';
import type { SeedOrg } from './users.js';

/** the co-op's units besides those the world draws for it, at full scale (none at test scale: tests stay fast) */
export const KEYSTONE_EXTRA_UNITS = 300;
/** the extra units' instance ids follow this one (the world's run from 2,000,001) */
export const KEYSTONE_FIRST_INSTANCE_ID = 2_500_000;

/** what a co-op runs: mostly aerial devices and digger derricks, some chippers and specialty units */
const LINES: [string, number][] = [
  ['Aerial Devices', 0.55],
  ['Digger Derricks', 0.25],
  ['Chippers', 0.1],
  ['Specialty', 0.1],
];

const DAY = 86_400_000;

export function keystoneFleetUnits(
  org: SeedOrg,
  /** where its crews work: its home city most, then these towns of its own state and next door */
  places: readonly [string, string][],
  count: number,
  baseDate: Date,
): InferInsertModel<typeof s.fleetUnits>[] {
  const rng = new Prng('keystone-fleet');
  const line = () => {
    let r = rng.next();
    for (const [name, share] of LINES) {
      if (r < share) return name;
      r -= share;
    }
    return 'Aerial Devices';
  };
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const productLine = line();
    const model = rng.pick(MODELS[productLine] ?? ['SL-40M']);
    const modelYear = rng.int(2010, baseDate.getUTCFullYear());
    const [city, state] = rng.chance(0.5) ? [org.city, org.state] : rng.pick(places);
    // in service within its model year or the year after, never after the seed's day
    const inService = Math.min(
      Date.UTC(modelYear, rng.int(0, 11), rng.int(1, 28)) + rng.int(0, 300) * DAY,
      baseDate.getTime() - 30 * DAY,
    );
    const reports = rng.chance(0.7);
    return {
      instanceId: String(KEYSTONE_FIRST_INSTANCE_ID + n),
      accountId: org.accountId,
      customerName: org.name,
      // the co-op's own truck numbers
      customerVehicleNumber: `KE-${String(n).padStart(4, '0')}`,
      productLine,
      model,
      city,
      stateProvince: state,
      inServiceDate: new Date(inService).toISOString().slice(0, 10),
      currentLocation: `${city}, ${state}`,
      warning: null,
      unitSerial: `${String(modelYear).slice(2)}KE${70_000 + n}`,
      faSerial: rng.chance(0.7) ? `FA${rng.int(100000, 999999)}` : null,
      chassisVin: `${rng.chars(3, '1234')}${rng.chars(14, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}`,
      chassisMake: rng.pick(['Ironhorse', 'Plainsman', 'Northstar', 'Vanguard', 'Ridgeway']),
      modelYear,
      custAcctIds: [org.accountId],
      equipmentOwner: org.name,
      analytics: reports
        ? {
            engineHours: rng.int(200, 12000),
            idlePercent: rng.int(5, 60),
            lastReport: new Date(baseDate.getTime() - rng.int(0, 7) * DAY).toISOString().slice(0, 10),
          }
        : null,
    };
  });
}
