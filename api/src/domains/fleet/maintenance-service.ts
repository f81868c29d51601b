// A unit's maintenance and inspection plan (issue 38): its records and hour meter read here, the due dates computed
// by @portal/rules/fleet, the same rules the pages use.
import { and, avg, desc, eq, gte } from 'drizzle-orm';
import {
  addDays,
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
}

const isInspection = (code: string): code is InspectionKind =>
  (INSPECTION_KINDS as readonly string[]).includes(code);

export async function unitMaintenance(
  db: Executor,
  unit: UnitRow,
  today: string,
): Promise<UnitMaintenanceView> {
  const [records, [recent]] = await Promise.all([
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
  };
}
