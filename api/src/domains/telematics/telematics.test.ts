import { ALL_B2B, createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { EVENT, seedFleetWorld } from '../fleet/test-fleet-world.js';

const as = (user: TestUser, permissions: string[]): TestUser => ({ ...user, permissions });
const ANALYST = as(USERS.alice, [...ALL_B2B, 'B2B_View_Analytics_Summary']);
const LOADS = as(USERS.alice, [...ALL_B2B, 'B2B_View_Load_Monitoring_Dashboard']);
const JEMS = as(USERS.alice, [...ALL_B2B, 'B2B_JEMS_Dashboard']);
const DEVELOPER = as(USERS.alice, [...ALL_B2B, 'B2B_JEMS_Dashboard', 'Developer_Admin', 'B2B_Reporting']);

describe('telematics', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    await seedFleetWorld(h);
  });
  afterAll(async () => {
    await h.close();
  });

  const call = (user: TestUser, endpoint: string, body: Record<string, unknown>) =>
    h.integration(user, { endpoint, body });

  it('lists the caller’s events with unit, type, severity, time and location', async () => {
    const res = await call(ANALYST, '/telematics/events', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalRecords: 1,
      content: [
        expect.objectContaining({
          eventId: EVENT.alpha,
          instanceId: 'U-ALPHA-1',
          unitSerial: 'SN-A1',
          category: 'SAFETY',
          type: 'OUTRIGGERS_NOT_SET',
          severity: 'HIGH',
          occurredAt: '2026-01-15T15:30:00.000Z',
          location: { latitude: 34.7304, longitude: -86.5861, description: 'Huntsville, AL' },
        }),
      ],
    });
    // the load-monitoring privilege shows LOAD events only (Alice has none)
    expect((await call(LOADS, '/telematics/events', {})).json().totalRecords).toBe(0);
    expect((await call(ANALYST, '/telematics/events', { accountIds: [ORG.bravo] })).statusCode).toBe(403);
    expect((await call(USERS.alice, '/telematics/events', {})).statusCode).toBe(403);
    const bad = await call(ANALYST, '/telematics/events', {
      categories: ['GOSSIP'],
      range: { start: 'yesterday' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().exceptionMessages).toEqual(
      expect.arrayContaining([
        'categories must be SAFETY, LOAD, PERFORMANCE or JEMS.',
        'range.start must be a date (yyyy-mm-dd).',
      ]),
    );
  });

  it('shows one unit’s events and days; another organisation’s unit is refused', async () => {
    const res = await call(ANALYST, '/telematics/unitEvents', { instanceId: 'U-ALPHA-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().events.map((e: { eventId: string }) => e.eventId)).toEqual([EVENT.alpha]);
    expect(res.json().lastDays.map((d: { day: string }) => d.day)).toEqual([
      '2026-01-14',
      '2026-01-15',
      '2026-01-16',
    ]);
    const foreign = await call(ANALYST, '/telematics/unitEvents', { instanceId: 'U-BRAVO-1' });
    expect({ status: foreign.statusCode, message: foreign.json().userFriendlyMessage }).toEqual({
      status: 404,
      message: 'Unit U-BRAVO-1 was not found in your fleet.',
    });
  });

  it('answers each insight series by its own privilege', async () => {
    const perf = await call(ANALYST, '/telematics/insights', { insight: 'performance' });
    expect(perf.statusCode).toBe(200);
    expect(perf.json().points).toEqual([
      { period: '2026-01-14', engineHours: 6, idleHours: 1, ptoHours: 3, fuelUsed: 10, idlePercent: 16.7 },
      { period: '2026-01-15', engineHours: 7, idleHours: 1.5, ptoHours: 3, fuelUsed: 11, idlePercent: 21.4 },
      { period: '2026-01-16', engineHours: 8, idleHours: 2, ptoHours: 3, fuelUsed: 12, idlePercent: 25 },
    ]);
    const safety = (
      await call(ANALYST, '/telematics/insights', { insight: 'safety', interval: 'month' })
    ).json();
    expect(safety.points).toEqual([{ period: '2026-01-01', safetyEvents: 1, unitsReporting: 1 }]);
    expect(safety.eventsByType).toEqual([{ type: 'OUTRIGGERS_NOT_SET', count: 1 }]);
    const alms = (
      await call(LOADS, '/telematics/insights', { insight: 'alms', range: { start: '2026-01-16' } })
    ).json();
    expect(alms.points).toEqual([
      { period: '2026-01-16', averageMaxLoadPercent: 90, peakLoadPercent: 90, overloads: 2 },
    ]);
    const jems = (await call(JEMS, '/telematics/insights', { insight: 'jems', interval: 'week' })).json();
    expect(jems.points[0]).toMatchObject({ engineOffMinutes: 180, lowestStateOfCharge: 50 });
    expect((await call(JEMS, '/telematics/insights', { insight: 'jemsHistory' })).statusCode).toBe(403);
    const history = (await call(DEVELOPER, '/telematics/insights', { insight: 'jemsHistory' })).json();
    expect(history.units).toEqual([
      expect.objectContaining({ instanceId: 'U-ALPHA-1', days: 3, engineOffMinutes: 180 }),
    ]);
    expect((await call(ANALYST, '/telematics/insights', { insight: 'alms' })).statusCode).toBe(403);
    expect((await call(ANALYST, '/telematics/insights', { insight: 'weather' })).statusCode).toBe(400);
    expect(
      (await call(ANALYST, '/telematics/insights', { insight: 'safety', accountIds: [ORG.bravo] }))
        .statusCode,
    ).toBe(403);
  });
});
