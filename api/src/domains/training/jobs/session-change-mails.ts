// The e-mail of a session change (issue 40): the job worker claims each change not yet e-mailed with one
// conditional update (`notified_at is null`), so several API processes never send one twice, and writes one mail
// to the outbox per learner booked or waitlisted on the session (a learner holding two seats gets one).
import { sql } from 'drizzle-orm';
import { brand } from '@portal/rules/brand';
import { queryRows } from '../../../db/client.js';
import { mailOutbox } from '../../../db/schema.js';
import type { PeriodicTask } from '../../../jobs/job-kinds.js';
import { sessionWhen } from '../course-session-service.js';

export const SESSION_CHANGE_TEMPLATE = 'CourseSessionUpdatedEmail';

export function sessionChangeMail(input: {
  title: string;
  summary: string;
  when: string;
  waitlisted: boolean;
}) {
  const lines = [
    'Hello,',
    `Your session of ${input.title} has changed.`,
    input.summary,
    input.waitlisted
      ? `You are on the waitlist of this session, now on ${input.when}. We will e-mail you if a place opens.`
      : `Your session is now on ${input.when}.`,
    `Questions about your training? Call us at ${brand.helpLineWithOption}.`,
  ];
  return { subject: `Session changed: ${input.title}`, text: `${lines.join('\n\n')}\n` };
}

interface Claimed extends Record<string, unknown> {
  change_id: string;
  session_id: string;
  summary: string;
}
interface Learner extends Record<string, unknown> {
  email: string;
  waitlisted: boolean;
  title: string;
  starts_at: Date | string;
  location: string | null;
  online_url: string | null;
}

/** E-mails every session change not yet e-mailed; returns how many e-mails it queued. */
export async function mailSessionChanges(env: Parameters<PeriodicTask['run']>[0]): Promise<number> {
  const at = env.now();
  return env.db.transaction(async (tx) => {
    const claimed = await queryRows<Claimed>(
      tx,
      sql`update course_session_changes set notified_at = ${at}
          where notified_at is null
          returning id as change_id, session_id, summary`,
    );
    let queued = 0;
    for (const change of claimed) {
      // one row per learner: booked wins over waitlisted when a learner holds seats of both kinds
      const learners = await queryRows<Learner>(
        tx,
        sql`select lower(s.learner_email) as email, bool_and(s.session_status = 'WAITLISTED') as waitlisted,
                   c.title, cs.starts_at, cs.location, cs.online_url
              from course_seats s
              join course_sessions cs on cs.id = s.session_id
              join courses c on c.course_id = cs.course_id
             where s.session_id = ${change.session_id} and s.learner_email is not null
               and s.session_status in ('BOOKED', 'WAITLISTED')
             group by lower(s.learner_email), c.title, cs.starts_at, cs.location, cs.online_url
             order by 1`,
      );
      if (learners.length === 0) continue;
      await tx.insert(mailOutbox).values(
        learners.map((l) => {
          const mail = sessionChangeMail({
            title: l.title,
            summary: change.summary,
            when: sessionWhen({
              startsAt: new Date(l.starts_at),
              location: l.location,
              onlineUrl: l.online_url,
            }),
            waitlisted: Boolean(l.waitlisted),
          });
          return {
            to: l.email,
            subject: mail.subject,
            text: mail.text,
            template: SESSION_CHANGE_TEMPLATE,
            templateData: { emailAddress: l.email, sessionId: change.session_id },
          };
        }),
      );
      queued += learners.length;
    }
    return queued;
  });
}

export const sessionChangeMails: PeriodicTask = {
  name: 'training-session-change-mails',
  // learners hear of a change within seconds; the claim is one indexed update when nothing is waiting
  everyMs: 5_000,
  run: async (env) => {
    const sent = await mailSessionChanges(env);
    if (sent > 0) env.log.info({ sent }, 'training session change e-mails queued');
  },
};
