// The seed looks like a fleet on the day it runs (issue 38): its history is dated back from the run day, notices and
// telematics events fit the units they concern, and every maintenance flag has a unit to show. Two test-scale seeds
// 100 days apart.
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { createTestDatabase, type TestDatabase } from '../db/test-database.js';
import { unitMaintenance } from '../domains/fleet/index.js';
import { fleetUnits } from '../db/schema.js';
import { SAFETY_EVENT_TYPES } from './equipment.js';

const DAY = 86_400_000;
const FIRST = new Date('2026-11-28T10:30:00Z');
const SECOND = new Date(FIRST.getTime() + 100 * DAY);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

let one: TestDatabase;
let two: TestDatabase;
beforeAll(async () => {
  [one, two] = await Promise.all([
    createTestDatabase({ seed: 'test', now: FIRST }),
    createTestDatabase({ seed: 'test', now: SECOND }),
  ]);
  // two whole seeds at once: well past the suite's 60 s on a loaded 2-core machine
}, 240_000);
afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
});

describe('dates relative to the run day', () => {
  // days before the run day of every service request, claim and order: the same whichever day the seed ran
  const offsets = (db: TestDatabase, run: Date) =>
    queryRows<{ id: string; days: number }>(
      db.db,
      sql`select 'SR' || sr_id as id, (${dayOf(run)}::date - opened_at::date) as days from service_requests
          union all
          select 'WC' || claim_id, ${dayOf(run)}::date - failure_date from warranty_claims
          union all
          select 'SO' || order_id, ${dayOf(run)}::date - ordered_at::date from orders
          order by 1`,
    );

  it('dates service requests, claims and orders the same number of days before either run day', async () => {
    const [a, b] = await Promise.all([offsets(one, FIRST), offsets(two, SECOND)]);
    expect(a.length).toBeGreaterThan(100);
    expect(b).toEqual(a);
  });

  it('has recent service requests and telematics up to the day before the run, and nothing after it', async () => {
    for (const [db, run] of [
      [one, FIRST],
      [two, SECOND],
    ] as const) {
      const [row] = await queryRows<Record<string, string>>(
        db.db,
        sql`select (select max(opened_at)::date::text from service_requests) as "newestSr",
                   (select max(day)::text from telematics_daily) as "lastTelematicsDay",
                   (select min(day)::text from telematics_daily) as "firstTelematicsDay",
                   (select max(occurred_at)::date::text from telematics_events) as "newestEvent",
                   (select max(closed_at)::date::text from service_requests) as "lastClosed",
                   (select max(completed_at)::date::text from notice_units) as "lastCompletion"`,
      );
      const yesterday = dayOf(new Date(run.getTime() - DAY));
      expect(row).toMatchObject({
        lastTelematicsDay: yesterday,
        firstTelematicsDay: dayOf(new Date(run.getTime() - 90 * DAY)),
        newestEvent: yesterday,
      });
      expect(row?.['newestSr'] && row['newestSr'] >= dayOf(new Date(run.getTime() - 30 * DAY))).toBe(true);
      expect(row?.['lastClosed'] && row['lastClosed'] <= dayOf(run)).toBe(true);
      expect(row?.['lastCompletion'] && row['lastCompletion'] <= dayOf(run)).toBe(true);
    }
  });

  it('grows hour meters with use between the two runs; units without telematics have none', async () => {
    const meters = (db: TestDatabase) =>
      queryRows<{ id: string; hours: number | null; reports: boolean }>(
        db.db,
        sql`select instance_id as id, hour_meter::float8 as hours, analytics is not null as reports
              from fleet_units order by instance_id`,
      );
    const [a, b] = await Promise.all([meters(one), meters(two)]);
    expect(a.filter((u) => u.reports).length).toBeGreaterThan(10);
    expect(a.filter((u) => !u.reports).every((u) => u.hours === null)).toBe(true);
    const grown = a
      .filter((u) => u.reports)
      .map((u) => (b.find((v) => v.id === u.id)?.hours ?? 0) > (u.hours ?? Infinity));
    expect(grown.every(Boolean)).toBe(true);
  });
});

describe('notices and events fit their units', () => {
  it('applies each notice only to units of its product line and models, completed after it was issued', async () => {
    const misfits = await queryRows(
      one.db,
      sql`select nu.apn_id, nu.instance_id from notice_units nu
            join notices n on n.apn_id = nu.apn_id
            join fleet_units u on u.instance_id = nu.instance_id
           where n.product_line <> u.product_line or not (u.model = any(n.models))
              or nu.completed_at::date < n.issued_date`,
    );
    expect(misfits).toEqual([]);
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      one.db,
      sql`select count(*)::int as n from notice_units where completed_at is not null`,
    );
    expect(n).toBeGreaterThan(0);
  });

  it('raises safety events only of kinds the unit’s product line has, and platform overloads only on platforms', async () => {
    const events = await queryRows<{ line: string; category: string; type: string }>(
      one.db,
      sql`select distinct u.product_line as line, e.category, e.type from telematics_events e
            join fleet_units u on u.instance_id = e.instance_id
           where e.category in ('SAFETY', 'LOAD') order by 1, 2, 3`,
    );
    const safety = events.filter((e) => e.category === 'SAFETY');
    expect(safety.length).toBeGreaterThan(0);
    expect(safety.filter((e) => !(SAFETY_EVENT_TYPES[e.line] ?? []).includes(e.type))).toEqual([]);
    expect(events.filter((e) => e.category === 'LOAD' && e.line !== 'Aerial Devices')).toEqual([]);
  });

  it('warns of every platform overload of the last two weeks, so the home counts it', async () => {
    const unwarned = await queryRows(
      one.db,
      sql`select distinct t.instance_id from telematics_daily t join fleet_units u on u.instance_id = t.instance_id
           where t.overload_count > 0 and t.day >= ${dayOf(FIRST)}::date - 14 and u.warning is null`,
    );
    expect(unwarned).toEqual([]);
  });
});

describe('organisations of plausible regions and trades', () => {
  it('the Pennsylvania co-op works in its own state and next door; the crane company owns cranes', async () => {
    const rows = await queryRows<{ name: string; places: string[]; lines: string[] }>(
      one.db,
      sql`select o.name, array_agg(distinct u.state_province order by u.state_province) as places,
                 array_agg(distinct u.product_line order by u.product_line) as lines
            from fleet_units u join organizations o on o.account_id = u.account_id
           where o.name in ('Keystone Electric Cooperative', 'Cascade Crane and Rigging')
           group by o.name order by o.name`,
    );
    const [cascade, keystone] = rows;
    expect(cascade).toMatchObject({ name: 'Cascade Crane and Rigging', lines: ['Cranes'] });
    expect(keystone?.name).toBe('Keystone Electric Cooperative');
    expect(keystone?.places).toContain('PA');
    expect(keystone?.places.filter((p) => p !== 'PA' && p !== 'MD')).toEqual([]);
  });
});

describe('every maintenance flag has a unit', () => {
  it('some units are overdue, some due soon, some planned by calendar alone, some owe the dielectric test', async () => {
    const today = dayOf(FIRST);
    const units = await one.db.select().from(fleetUnits);
    const plans = await Promise.all(units.map((u) => unitMaintenance(one.db, u, today)));
    const inspections = plans.flatMap((p) => p.inspections);
    const services = plans.flatMap((p) => p.services);
    for (const list of [inspections, services]) {
      expect(new Set(list.map((d) => d.status))).toEqual(new Set(['OVERDUE', 'DUE_SOON', 'OK']));
    }
    expect(inspections.filter((i) => i.kind === 'DIELECTRIC').length).toBeGreaterThan(0);
    expect(plans.filter((p) => p.note !== null).length).toBeGreaterThan(0);
    expect(services.filter((s) => s.basis === 'HOURS').length).toBeGreaterThan(0);
    // the seeded warnings agree with the rules: an overdue annual inspection or dielectric test is named
    const warned = units.filter((u, i) =>
      plans[i]?.inspections.some((x) => x.kind !== 'FREQUENT' && x.status === 'OVERDUE'),
    );
    expect(warned.length).toBeGreaterThan(0);
    expect(warned.filter((u) => !/inspection overdue|test overdue/.test(u.warning ?? ''))).toEqual([]);
  });

  it('stores each unit’s plan for My Fleet as the unit page dates it, with overdue and due-soon units', async () => {
    const today = dayOf(FIRST);
    const units = await one.db.select().from(fleetUnits);
    const plans = await Promise.all(units.map((u) => unitMaintenance(one.db, u, today)));
    const stored = units.map((u) => [u.plannedOn, u.dueStatus, u.nextInspectionOn, u.utilisationPercent]);
    const dated = plans.map((p) => [today, p.status, p.nextInspection?.dueOn ?? null, p.utilisationPercent]);
    expect(stored).toEqual(dated);
    const statuses = units.map((u) => u.dueStatus);
    expect(new Set(statuses)).toEqual(new Set(['OVERDUE', 'DUE_SOON', 'OK']));
    // an overdue unit became so on the seed's day (its alert is news), the others are not overdue since any day
    expect(units.filter((u) => (u.dueStatus === 'OVERDUE') !== (u.overdueSince === today))).toEqual([]);
  });
});
