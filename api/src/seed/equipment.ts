// Seed of the dashboard's equipment extras, made in SQL from the units already inserted so it costs little at any
// fleet size: the contacts related to each unit, the warranty Default Information, and 90 days of telematics (a daily series and the events it
// raised) for the units that report analytics. Values come from md5 of the unit and day, so every engine and every
// run makes the same history.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

export const TELEMATICS_DAYS = 90;
/**
 * chance that a working day raises a safety event on a unit: at 1 in 5 an organisation with a handful of reporting
 * units (Keystone has 4 at test scale) shows a few events a week, enough for the safety insight's charts
 */
const SAFETY_EVENT_CHANCE = 0.2;
/**
 * chance that a working platform's day peaks above its rated load: rare, as on a real fleet, and each one sets the
 * unit's warning (unit-maintenance.ts), so the home's count of units with warnings includes them
 */
const OVERLOAD_CHANCE = 0.01;

/**
 * The safety events a product line's units can raise (issue 38): outriggers only where there are outriggers, boom
 * travel and tilt only on booms; chippers and light towers raise none of these.
 */
export const SAFETY_EVENT_TYPES: Record<string, string[]> = {
  'Aerial Devices': ['OUTRIGGERS_NOT_SET', 'BOOM_NOT_STOWED_TRAVEL', 'TILT_ALARM'],
  'Digger Derricks': ['OUTRIGGERS_NOT_SET', 'BOOM_NOT_STOWED_TRAVEL', 'TILT_ALARM'],
  Cranes: ['OUTRIGGERS_NOT_SET', 'BOOM_NOT_STOWED_TRAVEL', 'TILT_ALARM'],
  Specialty: ['BOOM_NOT_STOWED_TRAVEL', 'TILT_ALARM'],
};

/** SQL: the text array of SAFETY_EVENT_TYPES for the product line in `column` (empty for any other line). */
function safetyTypes(column: string): string {
  const cases = Object.entries(SAFETY_EVENT_TYPES)
    .map(([line, types]) => `when '${line}' then array[${types.map((t) => `'${t}'`).join(', ')}]`)
    .join(' ');
  return `(case ${column} ${cases} else '{}'::text[] end)`;
}

/** at most this many units report telematics, so a large fleet (the bench's 50,000 units) seeds in seconds */
export const MAX_REPORTING_UNITS = 1000;
const REPORTING_UNITS = `select instance_id from fleet_units where analytics is not null
  order by instance_id limit ${MAX_REPORTING_UNITS}`;

const FIRST_REPORTING_UNIT_PER_ORG = `select min(instance_id) from fleet_units
  where instance_id in (${REPORTING_UNITS}) group by account_id`;

/** A number in [0, 1) from md5 of the text, starting at hex position `at` (1-based). */
const fraction = (text: string, at: number) =>
  `(('x' || substr(md5(${text}), ${at}, 6))::bit(24)::int / 16777216.0)`;

export async function seedEquipmentExtras(db: Executor, now: Date): Promise<Record<string, number>> {
  // the days up to yesterday: today's hours are not in yet
  const end = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const start = new Date(now.getTime() - TELEMATICS_DAYS * 86_400_000).toISOString().slice(0, 10);
  const unitDay = `u.instance_id || d::date::text`;
  const unit = `u.instance_id`;

  // two contacts of the unit's own organisation: its operator and its fleet manager
  await db.execute(sql`
    insert into unit_contacts (instance_id, contact_id, relationship)
    select u.instance_id, c.contact_id, case c.n when 1 then 'OPERATOR' else 'FLEET_MANAGER' end
      from fleet_units u
      cross join lateral (
        select contact_id, row_number() over (order by md5(contact_id || u.instance_id)) as n
          from contacts where account_id = u.account_id
         order by md5(contact_id || u.instance_id)
         limit 2) c`);

  // warranty 'Default Information' of the organisations that file claims: their first billing and shipping sites
  // and first contact
  await db.execute(sql`
    insert into warranty_defaults (account_id, billing_address_id, shipping_address_id, contact_name, contact_email,
      contact_phone)
    select o.account_id, b.address_id, s.address_id, c.first_name || ' ' || c.last_name, c.email,
           '(555) 010-' || lpad((('x' || substr(md5(o.account_id), 1, 4))::bit(16)::int % 10000)::text, 4, '0')
      from organizations o
      left join lateral (select address_id from addresses
                          where account_id = o.account_id and user_id is null and billing_enabled
                          order by address_id limit 1) b on true
      left join lateral (select address_id from addresses
                          where account_id = o.account_id and user_id is null and shipping_enabled
                          order by address_id limit 1) s on true
      left join lateral (select first_name, last_name, email from contacts
                          where account_id = o.account_id order by contact_id limit 1) c on true
     where exists (select 1 from warranty_claims w where w.account_id = o.account_id)`);

  // JEMS-equipped units (about 4 in 10 of those reporting, and each organisation's first, so every organisation's
  // JEMS insight has a unit to show) also log battery work with the engine off
  await db.execute(
    sql.raw(`
    insert into telematics_daily (instance_id, account_id, day, engine_hours, idle_hours, pto_hours, fuel_used,
      max_load_percent, overload_count, safety_event_count, jems_engine_off_minutes, jems_min_state_of_charge)
    select instance_id, account_id, day, engine_hours,
           round(engine_hours * (0.1 + r2 * 0.4), 2),
           round(engine_hours * (1 - (0.1 + r2 * 0.4)) * (0.5 + r3 * 0.4), 2),
           round(engine_hours * 1.8 + r4 * 2, 2),
           case when not platform then 0 when overloaded then round(101 + r5 * 11, 1) else round(35 + r5 * 60, 1) end,
           case when platform and overloaded then 1 + floor(r6 * 2)::int else 0 end,
           case when weekday and r7 < ${SAFETY_EVENT_CHANCE} and safety_types <> '{}' then 1 else 0 end,
           case when jems then floor(r8 * 180)::int else 0 end,
           case when jems then 20 + floor(r9 * 70)::int end
      from (
        select u.instance_id, u.account_id, d::date as day,
               extract(isodow from d) < 6 as weekday,
               u.product_line = 'Aerial Devices' as platform,
               ${fraction(`${unitDay} || 'load'`, 1)} < ${OVERLOAD_CHANCE} as overloaded,
               ${safetyTypes('u.product_line')} as safety_types,
               (${fraction(unit, 20)} < 0.4 or u.instance_id in (${FIRST_REPORTING_UNIT_PER_ORG})) as jems,
               case when extract(isodow from d) < 6 then round(4 + ${fraction(unitDay, 1)} * 6, 2)
                    else round(${fraction(unitDay, 1)} * 2, 2) end as engine_hours,
               ${fraction(unitDay, 4)} as r2, ${fraction(unitDay, 7)} as r3, ${fraction(unitDay, 10)} as r4,
               ${fraction(unitDay, 13)} as r5, ${fraction(unitDay, 16)} as r6, ${fraction(unitDay, 19)} as r7,
               ${fraction(unitDay, 22)} as r8, ${fraction(unitDay, 25)} as r9
          from fleet_units u
         cross join generate_series('${start}'::date, '${end}'::date, interval '1 day') d
         where u.instance_id in (${REPORTING_UNITS})) s`),
  );

  // the events those days raised, at a working hour of the day, near the unit's home city
  await db.execute(
    sql.raw(`
    insert into telematics_events (event_id, instance_id, account_id, category, type, severity, occurred_at,
      latitude, longitude, location, value, details)
    select 'EV-' || t.instance_id || '-' || to_char(t.day, 'YYYYMMDD') || '-' || e.code,
           t.instance_id, t.account_id, e.category, e.type, e.severity,
           t.day + make_interval(hours => 7 + floor(${fraction('t.instance_id || t.day::text || e.code', 1)} * 10)::int,
                                 mins => floor(${fraction('t.instance_id || t.day::text || e.code', 7)} * 60)::int),
           round((30 + ${fraction('t.instance_id', 1)} * 15)::numeric, 6),
           round((-120 + ${fraction('t.instance_id', 7)} * 45)::numeric, 6),
           u.current_location, e.value, jsonb_build_object('source', 'seed')
      from telematics_daily t
      join fleet_units u on u.instance_id = t.instance_id
      cross join lateral (select ${safetyTypes('u.product_line')} as types) s
      cross join lateral (values
        ('S', 'SAFETY', s.types[1 + floor(${fraction('t.instance_id || t.day::text', 30)} * cardinality(s.types))::int],
         'HIGH', null::numeric, t.safety_event_count > 0),
        ('L', 'LOAD', 'PLATFORM_OVERLOAD', case when t.max_load_percent > 105 then 'HIGH' else 'MEDIUM' end,
         t.max_load_percent, t.overload_count > 0),
        ('P', 'PERFORMANCE', 'EXCESSIVE_IDLE', 'LOW', t.idle_hours, t.idle_hours > 3.5),
        ('J', 'JEMS', 'LOW_BATTERY', 'MEDIUM', t.jems_min_state_of_charge::numeric,
         coalesce(t.jems_min_state_of_charge < 25, false))
      ) as e(code, category, type, severity, value, happened)
     where e.happened`),
  );

  const counted = await db.execute(sql`
    select (select count(*)::int from unit_contacts) as "unitContacts",
           (select count(*)::int from warranty_defaults) as "warrantyDefaults",
           (select count(*)::int from telematics_daily) as "telematicsDaily",
           (select count(*)::int from telematics_events) as "telematicsEvents"`);
  const row = (counted as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
  return {
    unit_contacts: Number(row['unitContacts'] ?? 0),
    warranty_defaults: Number(row['warrantyDefaults'] ?? 0),
    telematics_daily: Number(row['telematicsDaily'] ?? 0),
    telematics_events: Number(row['telematicsEvents'] ?? 0),
  };
}
