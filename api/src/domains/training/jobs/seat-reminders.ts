// The reminder for learners who have not started (issue 40): once a day the worker e-mails every learner whose seat
// was given `days` ago or more and who has not started the course, once per assignment (seats.reminded_at is set
// by the same conditional update that picks them, so two API processes never remind anyone twice).
import { sql } from 'drizzle-orm';
import { brand } from '@portal/rules/brand';
import { queryRows } from '../../../db/client.js';
import { mailOutbox } from '../../../db/schema.js';
import type { PeriodicTask } from '../../../jobs/job-kinds.js';
import { startCourseUrl } from '../learning/learning-system.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export function seatReminderMail(input: { title: string; link: string; days: number }) {
  const lines = [
    'Hello,',
    `You were enrolled in the course ${input.title} ${input.days} days ago and have not started it yet.`,
    `Start the course here: ${input.link}`,
    `Questions about your training? Call us at ${brand.helpLineWithOption}.`,
  ];
  return { subject: `Reminder: start your course ${input.title}`, text: `${lines.join('\n\n')}\n` };
}

/** Reminds the learners who have not started `days` after their seat was given; returns how many. */
export async function remindLearnersNotStarted(
  env: Parameters<PeriodicTask['run']>[0],
  options: { days: number; publicUrl: string },
): Promise<number> {
  if (options.days <= 0) return 0;
  const at = env.now();
  const before = new Date(at.getTime() - options.days * DAY_MS);
  return env.db.transaction(async (tx) => {
    const due = await queryRows<{ email: string; course_id: string; enrolment_id: string; title: string }>(
      tx,
      sql`update course_seats s set reminded_at = ${at}
          from course_enrolments e, courses c
          where e.id = s.enrolment_id and c.course_id = s.course_id
            and s.reminded_at is null and s.learner_email is not null
            and s.assigned_at <= ${before} and e.started_at is null
          returning s.learner_email as email, s.course_id, s.enrolment_id, c.title`,
    );
    if (due.length === 0) return 0;
    await tx.insert(mailOutbox).values(
      due.map((d) => {
        const mail = seatReminderMail({
          title: d.title,
          link: `${options.publicUrl}${startCourseUrl(d.course_id, d.enrolment_id)}`,
          days: options.days,
        });
        return {
          to: d.email,
          subject: mail.subject,
          text: mail.text,
          template: 'CourseNotStartedReminderEmail',
          templateData: { emailAddress: d.email, courseId: d.course_id },
        };
      }),
    );
    return due.length;
  });
}

export const seatReminders = (options: { days: number; publicUrl: string }): PeriodicTask => ({
  name: 'training-seat-reminders',
  everyMs: 60 * 60 * 1000,
  run: async (env) => {
    const sent = await remindLearnersNotStarted(env, options);
    if (sent > 0) env.log.info({ sent }, 'training reminders queued');
  },
});
