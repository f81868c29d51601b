// Fleet alerts (issue 38): a user chooses in their notification settings to be e-mailed when one of their units
// becomes overdue, a new notice (APN) applies to their units, or a fault event (a high-severity telematics event) is
// reported — each as it happens or in one daily digest. The job worker's periodic task finds the events of the last
// two days and mails each through the outbox; the key (user, event) of fleet_alerts_sent is unique and is claimed
// before the mail is queued, in the same transaction, so no event is mailed twice, whichever API process runs it.
import { eq, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { brand } from '@portal/rules/brand';
import { INSPECTION_LABELS } from '@portal/rules/fleet';
import type { RequestContext } from '../../auth/request-context.js';
import { requireUser } from '../../access/authorization.js';
import { requireRule } from '../../access/operation-rule.js';
import { queryRows } from '../../db/client.js';
import type { Executor } from '../../db/database.js';
import { fleetAlertSettings, mailOutbox } from '../../db/schema.js';
import type { PeriodicTask } from '../../jobs/job-kinds.js';
import { validate } from '../../shared/validation.js';

export const FLEET_ALERT_KINDS = ['UNIT_OVERDUE', 'NEW_NOTICE', 'FAULT_EVENT'] as const;
export type FleetAlertKind = (typeof FLEET_ALERT_KINDS)[number];

export interface FleetAlertSetting {
  unitOverdue: boolean;
  newNotice: boolean;
  faultEvent: boolean;
  dailyDigest: boolean;
}

const OFF: FleetAlertSetting = {
  unitOverdue: false,
  newNotice: false,
  faultEvent: false,
  dailyDigest: false,
};

const yesNo = (label: string) =>
  yup
    .boolean()
    .typeError(`${label} must be true or false.`)
    .test('is-boolean', `${label} must be true or false.`, function isBoolean() {
      return typeof this.originalValue === 'boolean';
    })
    .required(`${label} is required.`);

export const fleetAlertSettingSchema = yup.object({
  unitOverdue: yesNo('unitOverdue'),
  newNotice: yesNo('newNotice'),
  faultEvent: yesNo('faultEvent'),
  dailyDigest: yesNo('dailyDigest'),
});
export const readFleetAlertSettingSchema = yup.object({});

/** /fleet/alerts/settings: the caller's own choice (all off until saved). */
export async function fleetAlertSetting(ctx: RequestContext): Promise<FleetAlertSetting> {
  requireRule(ctx, 'fleet');
  const user = requireUser(ctx);
  const [row] = await ctx.db.select().from(fleetAlertSettings).where(eq(fleetAlertSettings.userId, user.id));
  return row
    ? {
        unitOverdue: row.unitOverdue,
        newNotice: row.newNotice,
        faultEvent: row.faultEvent,
        dailyDigest: row.dailyDigest,
      }
    : OFF;
}

/** /fleet/alerts/settings/save */
export async function saveFleetAlertSetting(ctx: RequestContext, body: unknown): Promise<FleetAlertSetting> {
  requireRule(ctx, 'fleet');
  const user = requireUser(ctx);
  const setting = validate(fleetAlertSettingSchema, body ?? {});
  await ctx.db
    .insert(fleetAlertSettings)
    .values({ userId: user.id, ...setting })
    .onConflictDoUpdate({ target: fleetAlertSettings.userId, set: { ...setting, updatedAt: ctx.now() } });
  return setting;
}

/** an event is news for this many days (the task runs hourly; a missed run is caught up) */
const RECENT_DAYS = 2;

interface AlertEvent extends Record<string, unknown> {
  user_id: string;
  email: string;
  digest: boolean;
  kind: FleetAlertKind;
  event_key: string;
  /** what the e-mail says about it */
  line: string;
  subject: string;
}

/**
 * The events of the last RECENT_DAYS for every user who asked for their kind, on the units of the user's
 * organisation, while the user holds B2B_Fleet_Search; those already mailed to them are left out.
 */
async function pendingEvents(db: Executor, now: Date): Promise<AlertEvent[]> {
  const today = now.toISOString().slice(0, 10);
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
  const sinceDay = since.toISOString().slice(0, 10);
  return queryRows<AlertEvent>(
    db,
    sql`with subscribers as (
          select u.id as user_id, u.email, u.account_id, s.unit_overdue, s.new_notice, s.fault_event,
                 s.daily_digest as digest
            from fleet_alert_settings s join users u on u.id = s.user_id
           where (s.unit_overdue or s.new_notice or s.fault_event) and u.account_id is not null
             and exists (select 1 from user_roles ur join role_privileges rp on rp.role_id = ur.role_id
                          where ur.user_id = u.id and rp.privilege_name = 'B2B_Fleet_Search')
        ), events as (
          select s.user_id, s.email, s.digest, 'UNIT_OVERDUE' as kind,
                 'UNIT_OVERDUE:' || f.instance_id || ':' || f.overdue_since::text as event_key,
                 'Unit ' || f.unit_serial || ' (' || f.model || ') is overdue'
                   || coalesce(': ' || ${INSPECTION_NAME} || ' was due ' || f.next_inspection_on::text, '')
                   || '.' as line,
                 'Unit ' || f.unit_serial || ' is overdue' as subject
            from subscribers s join fleet_units f on f.account_id = s.account_id
           where s.unit_overdue and f.due_status = 'OVERDUE' and f.overdue_since >= ${sinceDay}::date
          union all
          select s.user_id, s.email, s.digest, 'NEW_NOTICE',
                 'NEW_NOTICE:' || n.apn_id,
                 'APN ' || n.apn_number || ' (' || n.title || ') applies to ' || count(*)::text || ' of your units.',
                 'New APN ' || n.apn_number || ' applies to your units'
            from subscribers s join notice_units nu on nu.account_id = s.account_id and nu.status = 'OPEN'
            join notices n on n.apn_id = nu.apn_id
           where s.new_notice and n.issued_date >= ${sinceDay}::date and n.issued_date <= ${today}::date
           group by s.user_id, s.email, s.digest, n.apn_id, n.apn_number, n.title
          union all
          select s.user_id, s.email, s.digest, 'FAULT_EVENT',
                 'FAULT_EVENT:' || e.event_id,
                 'Unit ' || f.unit_serial || ' reported ' || lower(replace(e.type, '_', ' ')) || ' at '
                   || to_char(e.occurred_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC'
                   || coalesce(' near ' || e.location, '') || '.',
                 'Fault reported on unit ' || f.unit_serial
            from subscribers s join telematics_events e on e.account_id = s.account_id
            join fleet_units f on f.instance_id = e.instance_id
           where s.fault_event and e.severity = 'HIGH' and e.occurred_at >= ${since}
        )
        select * from events e
         where not exists (select 1 from fleet_alerts_sent a where a.user_id = e.user_id and a.event_key = e.event_key)
         order by e.user_id, e.kind, e.event_key`,
  );
}

// the inspection's name in the e-mail, from the rules' labels (constants of the code, not input)
const INSPECTION_NAME = sql.raw(
  `(case f.next_inspection_kind ${Object.entries(INSPECTION_LABELS)
    .map(([kind, label]) => `when '${kind}' then '${label}'`)
    .join(' ')} end)`,
);

const closing = () =>
  `See your fleet in the portal's My Fleet. To change which alerts you get, open My Account → Notification Settings. Questions? Call us at ${brand.helpLineWithOption}.`;

/** Claims the (user, event) keys; answers those this call claimed (another process may have claimed the rest). */
async function claim(db: Executor, userId: string, keys: string[]): Promise<Set<string>> {
  const rows = await queryRows<{ event_key: string }>(
    db,
    sql`insert into fleet_alerts_sent (user_id, event_key)
        select ${userId}::uuid, k from (values ${sql.join(
          keys.map((k) => sql`(${k})`),
          sql`, `,
        )}) as t(k)
        on conflict do nothing returning event_key`,
  );
  return new Set(rows.map((r) => r.event_key));
}

/** Mails every pending alert (each alone, or a user's in one digest a day); answers how many e-mails were queued. */
export async function sendFleetAlerts(db: Executor, now: Date): Promise<number> {
  const events = await pendingEvents(db, now);
  const byUser = new Map<string, AlertEvent[]>();
  for (const e of events) byUser.set(e.user_id, [...(byUser.get(e.user_id) ?? []), e]);
  const today = now.toISOString().slice(0, 10);
  let mails = 0;
  for (const [userId, list] of byUser) {
    const first = list[0]!;
    await db.transaction(async (tx) => {
      if (first.digest) {
        // one digest a day: its own key first, then the events it lists
        const digestKey = `DIGEST:${today}`;
        if (!(await claim(tx, userId, [digestKey])).has(digestKey)) return;
        const claimed = await claim(
          tx,
          userId,
          list.map((e) => e.event_key),
        );
        const lines = list.filter((e) => claimed.has(e.event_key)).map((e) => `- ${e.line}`);
        if (lines.length === 0) return;
        await tx.insert(mailOutbox).values({
          to: first.email,
          subject: `Your fleet today: ${lines.length} alert${lines.length === 1 ? '' : 's'}`,
          text: `Hello,\n\nWhat happened in your fleet since your last digest:\n\n${lines.join('\n')}\n\n${closing()}\n`,
          template: 'FleetAlertDigestEmail',
          templateData: { emailAddress: first.email, alerts: lines.length },
        });
        mails += 1;
        return;
      }
      const claimed = await claim(
        tx,
        userId,
        list.map((e) => e.event_key),
      );
      const sent = list.filter((e) => claimed.has(e.event_key));
      if (sent.length === 0) return;
      await tx.insert(mailOutbox).values(
        sent.map((e) => ({
          to: e.email,
          subject: e.subject,
          text: `Hello,\n\n${e.line}\n\n${closing()}\n`,
          template: 'FleetAlertEmail',
          templateData: { emailAddress: e.email, kind: e.kind, eventKey: e.event_key },
        })),
      );
      mails += sent.length;
    });
  }
  return mails;
}

/** The worker's task (after fleet-unit-plans in the worker's list, so a unit overdue today is news at once). */
export const fleetAlerts: PeriodicTask = {
  name: 'fleet-alerts',
  everyMs: 15 * 60 * 1000,
  run: async (env) => {
    const mails = await sendFleetAlerts(env.db, env.now());
    if (mails > 0) env.log.info({ mails }, 'fleet alerts queued');
  },
};
