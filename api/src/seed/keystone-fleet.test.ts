// Keystone's few hundred units at full scale (issue 38): a Pennsylvania co-op's fleet in its own state and next door,
// the same for a given seed day, dated before it, with serials and ids no other seeded unit has.
import { keystoneFleetUnits, KEYSTONE_EXTRA_UNITS, KEYSTONE_FIRST_INSTANCE_ID } from './keystone-fleet.js';
import { SEED_ORGS } from './users.js';

const keystone = SEED_ORGS.find((o) => o.key === 'keystone')!;
const PLACES: [string, string][] = [
  ['Lancaster', 'PA'],
  ['Hagerstown', 'MD'],
];
const DAY = new Date('2026-11-29T00:00:00Z');

describe('Keystone’s fleet', () => {
  const units = keystoneFleetUnits(keystone, PLACES, KEYSTONE_EXTRA_UNITS, DAY);

  it('is a few hundred units of the co-op, in Pennsylvania and Maryland, of a utility’s product lines', () => {
    expect(units).toHaveLength(300);
    expect(new Set(units.map((u) => u.accountId))).toEqual(new Set([keystone.accountId]));
    expect(new Set(units.map((u) => u.stateProvince))).toEqual(new Set(['PA', 'MD']));
    expect(new Set(units.map((u) => u.productLine))).toEqual(
      new Set(['Aerial Devices', 'Digger Derricks', 'Chippers', 'Specialty']),
    );
    expect(units.filter((u) => u.city === 'Harrisburg').length).toBeGreaterThan(100);
  });

  it('has ids and serials of its own, and every unit in service before the seed day', () => {
    expect(new Set(units.map((u) => u.unitSerial)).size).toBe(300);
    expect(units.map((u) => u.instanceId)).toEqual(
      units.map((_, i) => String(KEYSTONE_FIRST_INSTANCE_ID + i + 1)),
    );
    expect(units.every((u) => /^\d{2}KE7\d{4}$/.test(u.unitSerial))).toBe(true);
    expect(units.filter((u) => (u.inServiceDate ?? '') > '2026-10-30')).toEqual([]);
  });

  it('is the same for the same day', () => {
    expect(keystoneFleetUnits(keystone, PLACES, KEYSTONE_EXTRA_UNITS, DAY)).toEqual(units);
  });
});
