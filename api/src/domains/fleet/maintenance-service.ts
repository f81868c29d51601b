// A unit's maintenance and inspection plan (issue 38): its records and hour meter read here, the due dates computed
// by @portal/rules/fleet, the same rules the pages use.
import { and, asc, avg, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import {
  addDays,
  daysBetween,
  INSPECTION_KINDS,
  planUnit,
  utilisationPercent,
  type HourMeter,
  type InspectionKind,
  type LastDone,
  type DueStatus,
  type UnitMaintenance,
} from '@portal/rules/fleet';
import type { Executor } from '../../db/database.js';
import { fleetUnits, telematicsDaily, unitMaintenanceRecords } from '../../db/schema.js';

/** the recent rate of use is the telematics of this many days before today */
export const RECENT_USE_DAYS = 30;

export type UnitRow = Pick<
  typeof fleetUnits.$inferSelect,
  'instanceId' | 'productLine' | 'insulated' | 'inServiceDate' | 'hourMeter' | 'hourMeterReadOn' | 'createdAt'
>;

export interface UnitMaintenanceView extends UnitMaintenance {
  /** hours on the meter; null: no telematics */
  hourMeter: number | null;
  hourMeterReadOn: string | null;
  /** average hours of use per calendar day over the recent days */
  hoursPerDay: number | null;
  /** share of 8-hour working days used over the recent days */
  utilisationPercent: number | null;
  insulated: boolean;
  /** hours of use week by week over the recent weeks, oldest first, with the meter at each week's end */
  usage: WeekOfUse[];
}

export interface WeekOfUse {
  weekStart: string;
  hours: number;
  utilisationPercent: number;
  /** the hour meter at the end of the week; null: no meter */
  hourMeter: number | null;
}

/** the usage chart's weeks */
export const USAGE_WEEKS = 12;

const isInspection = (code: string): code is InspectionKind =>
  (INSPECTION_KINDS as readonly string[]).includes(code);

export async function unitMaintenance(
  db: Executor,
  unit: UnitRow,
  today: string,
): Promise<UnitMaintenanceView> {
  const [records, [recent], days] = await Promise.all([
    db
      .select()
      .from(unitMaintenanceRecords)
      .where(eq(unitMaintenanceRecords.instanceId, unit.instanceId))
      .orderBy(desc(unitMaintenanceRecords.performedOn)),
    db
      .select({ hours: avg(telematicsDaily.engineHours) })
      .from(telematicsDaily)
      .where(
        and(
          eq(telematicsDaily.instanceId, unit.instanceId),
          gte(telematicsDaily.day, addDays(today, -RECENT_USE_DAYS)),
        ),
      ),
    db
      .select({ day: telematicsDaily.day, hours: telematicsDaily.engineHours })
      .from(telematicsDaily)
      .where(
        and(
          eq(telematicsDaily.instanceId, unit.instanceId),
          gte(telematicsDaily.day, addDays(today, -USAGE_WEEKS * 7)),
        ),
      ),
  ]);
  const recentRate = recent?.hours === null || recent?.hours === undefined ? null : Number(recent.hours);
  return maintenanceView(unit, records, recentRate, days, today);
}

/**
 * The maintenance part of a unit's page from what was read: its records (newest first), its recent rate of use
 * (hours a day over RECENT_USE_DAYS; null: no recent telematics days) and its telematics days of the last
 * USAGE_WEEKS weeks (the unit page reads them all in one statement).
 */
export function maintenanceView(
  unit: UnitRow,
  records: readonly RecordRow[],
  recentRate: number | null,
  days: { day: string; hours: number }[],
  today: string,
): UnitMaintenanceView {
  const { plan, meter } = planOf(unit, records, recentRate, today);
  const hoursPerDay = meter ? Math.round(meter.hoursPerDay * 100) / 100 : null;
  return {
    ...plan,
    hourMeter: unit.hourMeter,
    hourMeterReadOn: unit.hourMeterReadOn,
    hoursPerDay,
    utilisationPercent: meter ? utilisationPercent(meter.hoursPerDay * 7, 7) : null,
    insulated: unit.insulated,
    usage: weeksOfUse(days, today, unit.hourMeter),
  };
}

/** The last USAGE_WEEKS weeks before today; the meter read back from today's by the hours of the weeks after each. */
function weeksOfUse(
  days: { day: string; hours: number }[],
  today: string,
  meter: number | null,
): WeekOfUse[] {
  const first = addDays(today, -USAGE_WEEKS * 7);
  const hours = new Array<number>(USAGE_WEEKS).fill(0);
  for (const d of days) {
    const week = Math.floor(daysBetween(first, d.day) / 7);
    if (week >= 0 && week < USAGE_WEEKS) hours[week] = (hours[week] ?? 0) + d.hours;
  }
  let after = 0;
  const meters = new Array<number | null>(USAGE_WEEKS).fill(null);
  for (let w = USAGE_WEEKS - 1; w >= 0; w--) {
    meters[w] = meter === null ? null : Math.round((meter - after) * 10) / 10;
    after += hours[w] ?? 0;
  }
  return hours.map((h, w) => ({
    weekStart: addDays(first, w * 7),
    hours: Math.round(h * 10) / 10,
    utilisationPercent: utilisationPercent(h, 7),
    hourMeter: meters[w] ?? null,
  }));
}

export type RecordRow = Pick<
  typeof unitMaintenanceRecords.$inferSelect,
  'kind' | 'code' | 'performedOn' | 'hourMeter'
>;

/**
 * A unit's plan by @portal/rules/fleet from its records (newest first), its meter and its recent rate of use (hours
 * a day over RECENT_USE_DAYS; null: no recent telematics days, so the meter's lifetime average).
 */
function planOf(unit: UnitRow, records: readonly RecordRow[], recentRate: number | null, today: string) {
  const lastServices: Record<string, LastDone> = {};
  const lastInspections: Partial<Record<InspectionKind, LastDone>> = {};
  // newest first: the first record of each code is its last
  for (const r of records) {
    const done = { on: r.performedOn, atHours: r.hourMeter };
    if (r.kind === 'SERVICE') lastServices[r.code] ??= done;
    else if (isInspection(r.code)) lastInspections[r.code] ??= done;
  }
  const inServiceDate = unit.inServiceDate ?? unit.createdAt.toISOString().slice(0, 10);
  let meter: HourMeter | null = null;
  if (unit.hourMeter !== null) {
    const lifetimeDays = Math.max(1, Date.parse(today) / 86_400_000 - Date.parse(inServiceDate) / 86_400_000);
    meter = { hours: unit.hourMeter, hoursPerDay: recentRate ?? unit.hourMeter / lifetimeDays };
  }
  const plan = planUnit(
    {
      productLine: unit.productLine,
      insulated: unit.insulated,
      inServiceDate,
      meter,
      lastServices,
      lastInspections,
    },
    today,
  );
  return { plan, meter };
}

/** units planned per statement by refreshUnitPlans */
const PLAN_BATCH = 500;

export interface PlanChange {
  instanceId: string;
  accountId: string;
  from: DueStatus;
  to: DueStatus;
}

/**
 * Dates every unit's plan on `today` with the same rules as its page and stores what My Fleet filters and sorts on
 * (due status, next inspection and service, utilisation), in batches so memory stays flat at any fleet size. Only
 * the units of `accountIds` when given. Answers the units whose status changed (the alerts read those).
 */
export async function refreshUnitPlans(
  db: Executor,
  today: string,
  accountIds?: readonly string[],
): Promise<PlanChange[]> {
  const changes: PlanChange[] = [];
  let after = '';
  for (;;) {
    const units = await db
      .select({
        instanceId: fleetUnits.instanceId,
        accountId: fleetUnits.accountId,
        productLine: fleetUnits.productLine,
        insulated: fleetUnits.insulated,
        inServiceDate: fleetUnits.inServiceDate,
        hourMeter: fleetUnits.hourMeter,
        hourMeterReadOn: fleetUnits.hourMeterReadOn,
        createdAt: fleetUnits.createdAt,
        dueStatus: fleetUnits.dueStatus,
      })
      .from(fleetUnits)
      .where(
        and(
          gt(fleetUnits.instanceId, after),
          accountIds ? inArray(fleetUnits.accountId, [...accountIds]) : undefined,
        ),
      )
      .orderBy(asc(fleetUnits.instanceId))
      .limit(PLAN_BATCH);
    if (units.length === 0) break;
    after = units.at(-1)!.instanceId;
    const ids = units.map((u) => u.instanceId);
    const [records, rates] = await Promise.all([
      db
        .select()
        .from(unitMaintenanceRecords)
        .where(inArray(unitMaintenanceRecords.instanceId, ids))
        .orderBy(desc(unitMaintenanceRecords.performedOn)),
      db
        .select({ instanceId: telematicsDaily.instanceId, hours: avg(telematicsDaily.engineHours) })
        .from(telematicsDaily)
        .where(
          and(
            inArray(telematicsDaily.instanceId, ids),
            gte(telematicsDaily.day, addDays(today, -RECENT_USE_DAYS)),
          ),
        )
        .groupBy(telematicsDaily.instanceId),
    ]);
    const recordsOf = new Map<string, RecordRow[]>();
    for (const r of records) recordsOf.set(r.instanceId, [...(recordsOf.get(r.instanceId) ?? []), r]);
    const rateOf = new Map(rates.map((r) => [r.instanceId, r.hours === null ? null : Number(r.hours)]));
    const values = units.map((unit) => {
      const { plan, meter } = planOf(
        unit,
        recordsOf.get(unit.instanceId) ?? [],
        rateOf.get(unit.instanceId) ?? null,
        today,
      );
      if (plan.status !== unit.dueStatus)
        changes.push({
          instanceId: unit.instanceId,
          accountId: unit.accountId,
          from: unit.dueStatus,
          to: plan.status,
        });
      const utilisation = meter ? utilisationPercent(meter.hoursPerDay * 7, 7) : null;
      return sql`(${unit.instanceId}, ${plan.status}, ${plan.nextInspection?.dueOn ?? null}::date,
        ${plan.nextInspection?.kind ?? null}::text, ${plan.nextService?.dueOn ?? null}::date, ${utilisation}::int)`;
    });
    // overdue since today when it turns overdue, kept while it stays so, cleared when it is not
    await db.execute(sql`update fleet_units u set due_status = v.status, next_inspection_on = v.inspection_on,
        next_inspection_kind = v.inspection_kind, next_service_on = v.service_on, utilisation_percent = v.utilisation,
        planned_on = ${today}::date,
        overdue_since = case when v.status <> 'OVERDUE' then null
                             when u.due_status = 'OVERDUE' and u.overdue_since is not null then u.overdue_since
                             else ${today}::date end
      from (values ${sql.join(values, sql`, `)}) as v(instance_id, status, inspection_on, inspection_kind,
        service_on, utilisation)
      where u.instance_id = v.instance_id`);
    if (units.length < PLAN_BATCH) break;
  }
  return changes;
}
