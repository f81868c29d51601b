// The unit page's maintenance and inspection plan (issue 38) from real rows, on PGlite and on PostgreSQL when
// TEST_DATABASE_URL is set: the API reads the records, meter and recent use, @portal/rules/fleet dates them.
import { eq } from 'drizzle-orm';
import { fleetUnits, modelBomParts, telematicsDaily, unitMaintenanceRecords } from '../../db/schema.js';
import { ALL_B2B, createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { CALENDAR_ONLY_NOTE } from '@portal/rules/fleet';

const FULL: TestUser = { ...USERS.alice, permissions: [...ALL_B2B, 'B2B_Order_Replacement_Parts'] };
// a buyer without B2B_See_Replacement_Parts_Pricing (ADR 0034)
const NO_PRICES: TestUser = {
  ...USERS.alice,
  permissions: FULL.permissions.filter((p) => p !== 'B2B_See_Replacement_Parts_Pricing'),
};
// a year after a leap day: 29 Feb 2024's annual inspection (13 months) is due 29 Mar 2025, its dielectric test
// (12 months) was due 28 Feb 2025
const TODAY = '2025-03-15';

describe('a unit’s maintenance and inspections on its page', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ deps: { now: () => new Date(`${TODAY}T15:00:00Z`) } });
    await h.db
      .update(fleetUnits)
      .set({ insulated: true, hourMeter: 4100, hourMeterReadOn: TODAY, inServiceDate: '2020-05-01' })
      .where(eq(fleetUnits.instanceId, 'U-ALPHA-1'));
    await h.db
      .update(fleetUnits)
      .set({ insulated: false, hourMeter: null, inServiceDate: '2024-12-01' })
      .where(eq(fleetUnits.instanceId, 'U-ALPHA-2'));
    const record = (code: string, performedOn: string, hourMeter: number | null, kind = 'INSPECTION') => ({
      instanceId: 'U-ALPHA-1',
      kind: kind as 'SERVICE' | 'INSPECTION',
      code,
      performedOn,
      hourMeter,
    });
    await h.db.insert(unitMaintenanceRecords).values([
      record('ANNUAL', '2023-02-10', 2500), // an older one: the latest counts
      record('ANNUAL', '2024-02-29', 3000),
      record('DIELECTRIC', '2024-02-29', 3000),
      record('FREQUENT', '2025-02-01', 4000),
      // 230 of 250 hours used: at 2 hours a day the last 20 go in 10 days, long before 1 Aug
      record('A', '2025-02-01', 3870, 'SERVICE'),
      record('B', '2024-10-01', 3500, 'SERVICE'),
    ]);
    // the last 30 days of telematics: 2 hours a day; an older busy day is not recent use
    const days = Array.from({ length: 30 }, (_, i) => {
      const day = new Date(Date.parse(`${TODAY}T00:00:00Z`) - i * 86_400_000).toISOString().slice(0, 10);
      return { instanceId: 'U-ALPHA-1', accountId: ORG.alpha, day, engineHours: 2 };
    });
    await h.db
      .insert(telematicsDaily)
      .values(
        [...days, { instanceId: 'U-ALPHA-1', accountId: ORG.alpha, day: '2024-12-01', engineHours: 20 }].map(
          (d) => ({ ...d, idleHours: 0, ptoHours: 0, fuelUsed: 0, maxLoadPercent: 50 }),
        ),
      );
    // another company's busy unit in the same days: its use is not this unit's
    await h.db.insert(telematicsDaily).values(
      ['2025-03-10', '2025-03-11', '2025-03-12'].map((day) => ({
        instanceId: 'U-BRAVO-1',
        accountId: ORG.bravo,
        day,
        engineHours: 11,
        idleHours: 0,
        ptoHours: 0,
        fuelUsed: 0,
        maxLoadPercent: 50,
      })),
    );
  });
  beforeAll(async () => {
    // the model's bill of materials: its first parts make the kit
    await h.db.insert(modelBomParts).values([
      { model: 'TL-50', partNumber: '100-0001', quantity: 2, position: 1 },
      { model: 'TL-50', partNumber: '100-0002', quantity: 4, position: 2 },
      // not shown online: no kit takes it
      { model: 'TL-50', partNumber: '100-0003', quantity: 1, position: 3 },
    ]);
  });
  afterAll(async () => {
    await h.close();
  });

  const maintenanceOf = async (instanceId: string) => {
    const res = await h.integration(FULL, { endpoint: '/fleet/unitDetails', body: { instanceId } });
    expect(res.statusCode).toBe(200);
    return res.json().maintenance;
  };

  it('dates services by hours or calendar and inspections by ANSI A92.2, from the latest records', async () => {
    const m = await maintenanceOf('U-ALPHA-1');
    expect(m).toMatchObject({
      hourMeter: 4100,
      hoursPerDay: 2,
      insulated: true,
      note: null,
      status: 'OVERDUE',
    });
    expect(m.utilisationPercent).toBe(35); // 14 hours a week of 40
    expect(
      m.services.map((s: Record<string, unknown>) => [s.code, s.basis, s.dueOn, s.hoursRemaining, s.status]),
    ).toEqual([
      ['A', 'HOURS', '2025-03-25', 20, 'DUE_SOON'],
      ['B', 'CALENDAR', '2025-10-01', 400, 'OK'],
    ]);
    expect(m.inspections.map((i: Record<string, unknown>) => [i.kind, i.lastOn, i.dueOn, i.status])).toEqual([
      ['FREQUENT', '2025-02-01', '2025-04-09', 'OK'], // 50 hours left at 2 a day, before 1 May
      ['ANNUAL', '2024-02-29', '2025-03-29', 'DUE_SOON'],
      ['DIELECTRIC', '2024-02-29', '2025-02-28', 'OVERDUE'],
    ]);
    expect(m.nextInspection).toMatchObject({ kind: 'DIELECTRIC', daysRemaining: -15 });
    expect(m.nextService).toMatchObject({ code: 'A' });
  });

  it('shows the weeks of use before today, with the meter read back week by week', async () => {
    const m = await maintenanceOf('U-ALPHA-1');
    // 2 hours a day from 14 Feb to yesterday (today's hours are not a whole day yet)
    expect(m.usage.map((w: { hours: number }) => w.hours)).toEqual([0, 0, 0, 0, 0, 0, 0, 2, 14, 14, 14, 14]);
    expect(m.usage.at(-1)).toMatchObject({
      weekStart: '2025-03-08',
      hourMeter: 4100,
      utilisationPercent: 35,
    });
    expect(m.usage.at(-2)).toMatchObject({ weekStart: '2025-03-01', hourMeter: 4086 });
  });

  it('prices the next service’s parts kit at the caller’s prices, withheld from a buyer without pricing', async () => {
    const kit = async (user: TestUser) =>
      (
        await h.integration(user, { endpoint: '/fleet/unitDetails', body: { instanceId: 'U-ALPHA-1' } })
      ).json().partsKit;
    expect(await kit(FULL)).toEqual({
      serviceCode: 'A',
      serviceName: expect.stringMatching(/^250-hour service/),
      dueOn: '2025-03-25',
      currency: 'USD',
      priceWithheld: false,
      mayOrder: true,
      total: 124.96,
      lines: [
        {
          partNumber: '100-0001',
          name: 'Hydraulic Filter Element',
          quantity: 2,
          unitPrice: 42.5,
          extendedPrice: 85,
        },
        { partNumber: '100-0002', name: 'Boom Wear Pad', quantity: 4, unitPrice: 9.99, extendedPrice: 39.96 },
      ],
    });
    expect(await kit(NO_PRICES)).toMatchObject({
      priceWithheld: true,
      mayOrder: true,
      total: null,
      lines: [
        { unitPrice: null, extendedPrice: null },
        { unitPrice: null, extendedPrice: null },
      ],
    });
    // without the Replacement Parts privilege there is no kit at all
    const fleetOnly = {
      ...USERS.alice,
      permissions: ['B2B_Dashboard', 'B2B_Fleet_Search'] as TestUser['permissions'],
    };
    expect(await kit(fleetOnly)).toBeUndefined();
  });

  it('a unit without telematics is planned by calendar from its in-service day, and the page says so', async () => {
    const m = await maintenanceOf('U-ALPHA-2');
    expect(m).toMatchObject({
      hourMeter: null,
      hoursPerDay: null,
      utilisationPercent: null,
      note: CALENDAR_ONLY_NOTE,
      insulated: false,
    });
    expect(m.inspections.map((i: Record<string, unknown>) => [i.kind, i.lastOn, i.dueOn, i.status])).toEqual([
      ['FREQUENT', null, '2025-03-01', 'OVERDUE'],
      ['ANNUAL', null, '2026-01-01', 'OK'],
    ]);
    expect(m.services.every((s: { calendarOnly: boolean }) => s.calendarOnly)).toBe(true);
  });
});
