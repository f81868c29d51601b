// Seed of what units' maintenance and inspection plans are computed from (issue 38), relative to the seed's run day,
// made in SQL from the units already inserted so it costs little at any fleet size (the bench's 50,000 units).
// - Aerial devices and digger derricks are insulated 6 times in 10 (they then owe the dielectric test).
// - A unit that reports telematics has an hour meter: the hours of its telematics days plus its other days in service
//   at a lifetime rate drawn from md5, so meters grow with use from one day to the next; the others have none.
// - Each service of the model's plan and each inspection it owes was last done a drawn number of days before the run
//   day, a little beyond its interval at most, so some units are overdue and some due soon on any day.
// Values come from md5 of the unit and the code, so every engine and every run on the same day makes the same.
import { sql } from 'drizzle-orm';
import { INSPECTION_INTERVALS, inspectionsFor, MAINTENANCE_PLANS } from '@portal/rules/fleet';
import type { Executor } from '../db/client.js';

/** A number in [0, 1) from md5 of the text, starting at hex position `at` (1-based). */
const fraction = (text: string, at: number) =>
  `(('x' || substr(md5(${text}), ${at}, 6))::bit(24)::int / 16777216.0)`;

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** (product line, kind, code, months, hours) of every service and inspection, as SQL values. */
function intervalValues(): string {
  const rows: string[] = [];
  for (const [line, plan] of Object.entries(MAINTENANCE_PLANS)) {
    for (const s of plan)
      rows.push(`(${quote(line)}, 'SERVICE', ${quote(s.code)}, ${s.months}, ${s.hours ?? 'null'})`);
    for (const kind of inspectionsFor(line, true)) {
      const i = INSPECTION_INTERVALS[kind];
      rows.push(`(${quote(line)}, 'INSPECTION', ${quote(kind)}, ${i.months}, ${i.hours ?? 'null'})`);
    }
  }
  return rows.join(',\n');
}

/** SQL: true when the unit's last inspection of `kind` (or its in-service day) is more than its interval ago. */
function overdueSql(kind: 'ANNUAL' | 'DIELECTRIC', today: string): string {
  const months = INSPECTION_INTERVALS[kind].months;
  return `coalesce((select max(r.performed_on) from unit_maintenance_records r
                     where r.instance_id = u.instance_id and r.kind = 'INSPECTION' and r.code = '${kind}'),
                   u.in_service_date) + interval '${months} months' < '${today}'::date`;
}

export async function seedUnitMaintenance(db: Executor, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const overdue = (kind: 'ANNUAL' | 'DIELECTRIC') => overdueSql(kind, today);
  const insulatedLines = Object.keys(MAINTENANCE_PLANS)
    .filter((line) => inspectionsFor(line, true).includes('DIELECTRIC'))
    .map(quote)
    .join(', ');
  // a lifetime rate of use from md5 (2 to 5 hours a day), and the telematics days' own hours where there are some
  const lifetimeRate = `(2 + ${fraction("u.instance_id || 'rate'", 1)} * 3)`;
  const reported = `(select sum(t.engine_hours) from telematics_daily t where t.instance_id = u.instance_id)`;
  const reportedDays = `(select count(*) from telematics_daily t where t.instance_id = u.instance_id)`;
  await db.execute(
    sql.raw(`
    update fleet_units u
       set insulated = u.product_line in (${insulatedLines}) and ${fraction("u.instance_id || 'insulated'", 1)} < 0.6,
           hour_meter = case when u.analytics is null then null
                             else round((greatest('${today}'::date - u.in_service_date - ${reportedDays}, 30)
                                         * ${lifetimeRate} + coalesce(${reported}, 0))::numeric, 1) end,
           hour_meter_read_on = case when u.analytics is null then null else '${today}'::date end`),
  );

  // last done: up to 1.15 intervals back (by calendar, or by hours at the unit's rate when that is sooner)
  await db.execute(
    sql.raw(`
    insert into unit_maintenance_records (instance_id, kind, code, performed_on, hour_meter)
    select instance_id, kind, code, '${today}'::date - days_ago,
           case when hour_meter is null then null else greatest(round((hour_meter - days_ago * rate)::numeric, 1), 0) end
      from (
        select u.instance_id, i.kind, i.code, u.hour_meter, u.in_service_date, r.rate,
               floor(${fraction('u.instance_id || i.code', 1)} * 1.15 *
                     least(i.months * 30.4,
                           case when u.hour_meter is null or i.hours is null then i.months * 30.4
                                else i.hours / greatest(r.rate, 0.1) end))::int as days_ago
          from fleet_units u
          join (values ${intervalValues()}) as i(product_line, kind, code, months, hours)
            on i.product_line = u.product_line
          cross join lateral (select case when u.hour_meter is null then 0
                                          else u.hour_meter / greatest('${today}'::date - u.in_service_date, 30)
                                     end as rate) r
         where i.code <> 'DIELECTRIC' or u.insulated) s
     where '${today}'::date - days_ago >= in_service_date`),
  );
  // each unit's warning, the most pressing first: an inspection overdue by calendar, else a platform overload in the
  // last two weeks of telematics (the home counts units with a warning)
  await db.execute(
    sql.raw(`
    update fleet_units u
       set warning = case
         when u.insulated and ${overdue('DIELECTRIC')} then 'Dielectric test overdue'
         when u.product_line in (${insulatedLines}) and ${overdue('ANNUAL')} then 'Annual inspection overdue'
         when exists (select 1 from telematics_daily t where t.instance_id = u.instance_id and t.overload_count > 0
                         and t.day >= '${today}'::date - 14) then 'Platform overload reported'
         end`),
  );

  const [row] = (
    (await db.execute(sql`select count(*)::int as n from unit_maintenance_records`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  return Number(row?.n ?? 0);
}
