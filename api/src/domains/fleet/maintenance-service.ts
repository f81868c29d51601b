// A unit's maintenance and inspection plan (issue 38): its records and hour meter read here, the due dates computed
// by @portal/rules/fleet, the same rules the pages use.
import { and, avg, desc, eq, gte } from 'drizzle-orm';
import {
  addDays,
  daysBetween,
  INSPECTION_KINDS,
  planUnit,
  utilisationPercent,
  type HourMeter,
  type InspectionKind,
  type LastDone,
  type UnitMaintenance,
} from '@portal/rules/fleet';
import type { Executor } from '../../db/database.js';
import type { fleetUnits } from '../../db/schema.js';
import { telematicsDaily, unitMaintenanceRecords } from '../../db/schema.js';

/** the recent rate of use is the telematics of this many days before today */
export const RECENT_USE_DAYS = 30;

type UnitRow = Pick<
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
    const recentRate = recent?.hours === null || recent?.hours === undefined ? null : Number(recent.hours);
    // no recent telematics days: the meter's lifetime average
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
