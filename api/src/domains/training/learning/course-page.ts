// GET /api/learning/courses/:courseId?enrolment=<id>: the embedded learning system's course page, where a
// 'Start course' link lands; the learner starts the course there and completes it (courses with an assessment
// answer its questions, which give the score) by POSTing the page's form to the same address. The enrolment's random id (122 random bits, mailed only to the learner) is the key,
// as in a magic link: an unknown id, another course's enrolment or an inactive learner gets 404 and nothing else.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { courseEnrolments, courses, learners } from '../../../db/schema.js';
import { UUID_PATTERN } from '../../../shared/validation.js';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface EnrolledCoursePage {
  title: string;
  description: string;
  outline: string[];
  durationMinutes: number;
  deliveryMethod: string;
  language: string;
  enrolledAt: Date;
  email: string;
  hasAssessment: boolean;
  startedAt: Date | null;
  completedAt: Date | null;
  score: number | null;
}

/** The embedded course's final assessment: every question's right answer is the first option. */
export const ASSESSMENT = [
  {
    name: 'q1',
    question: 'When must the pre-start inspection be done?',
    options: ['Before every shift', 'Once a month', 'Only after a repair'],
  },
  {
    name: 'q2',
    question: 'Who may operate the equipment?',
    options: ['Trained and authorised operators', 'Anyone on the crew', 'Visitors under supervision'],
  },
] as const;

/** The assessment's score in percent: the share of questions answered right. */
export function assessmentScore(answers: Record<string, string | undefined>): number {
  const right = ASSESSMENT.filter((q) => answers[q.name] === q.options[0]).length;
  return Math.round((100 * right) / ASSESSMENT.length);
}

/** The enrolment behind a 'Start course' link, or null. */
async function enrolledCourse(
  db: Database,
  courseId: string,
  enrolmentId: string,
): Promise<EnrolledCoursePage | null> {
  if (!UUID_PATTERN.test(enrolmentId) || courseId.length > 40) return null;
  const [row] = await db
    .select({
      title: courses.title,
      description: courses.description,
      outline: courses.outline,
      durationMinutes: courses.durationMinutes,
      deliveryMethod: courses.deliveryMethod,
      language: courses.language,
      enrolledAt: courseEnrolments.enrolledAt,
      email: learners.email,
      hasAssessment: courses.hasAssessment,
      startedAt: courseEnrolments.startedAt,
      completedAt: courseEnrolments.completedAt,
      score: courseEnrolments.score,
    })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.courseId, courseEnrolments.courseId))
    .innerJoin(learners, eq(learners.id, courseEnrolments.learnerId))
    .where(
      and(
        eq(courseEnrolments.id, enrolmentId),
        eq(courseEnrolments.courseId, courseId),
        eq(learners.active, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export function renderCoursePage(page: EnrolledCoursePage): string {
  const modules = page.outline.map((m, i) => `<li>Module ${i + 1}: ${escapeHtml(m)}</li>`).join('');
  const questions = page.hasAssessment
    ? ASSESSMENT.map(
        (q) =>
          `<fieldset><legend>${escapeHtml(q.question)}</legend>${q.options
            .map(
              (o, i) =>
                `<label><input type="radio" name="${q.name}" value="${escapeHtml(o)}"${i === 0 ? ' required' : ''}> ${escapeHtml(o)}</label><br>`,
            )
            .join('')}</fieldset>`,
      ).join('')
    : '';
  const progress = page.completedAt
    ? `<p role="status">Completed on ${day(page.completedAt)}${page.score === null ? '' : ` with a score of ${page.score}%`}.</p>`
    : page.startedAt
      ? `<form method="post"><input type="hidden" name="action" value="complete">${
          page.hasAssessment ? '<h2>Final assessment</h2>' + questions : ''
        }<button type="submit">Complete course</button></form>`
      : '<form method="post"><input type="hidden" name="action" value="start"><button type="submit">Start course</button></form>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title></head>
<body><main>
<h1>${escapeHtml(page.title)}</h1>
<p>Enrolled: ${escapeHtml(page.email)} since ${day(page.enrolledAt)}</p>
<p>${escapeHtml(page.description)}</p>
<p>${escapeHtml(page.deliveryMethod)} · ${page.durationMinutes} minutes · ${escapeHtml(page.language)}</p>
<h2>Course outline</h2><ol>${modules}</ol>
${progress}
</main></body></html>
`;
}

/** The learner starts the course, or completes a started one (with the assessment's score where it has one). */
export async function recordProgress(
  db: Database,
  enrolmentId: string,
  form: Record<string, string | undefined>,
  now: Date,
): Promise<void> {
  if (form.action === 'start') {
    await db
      .update(courseEnrolments)
      .set({ startedAt: now })
      .where(and(eq(courseEnrolments.id, enrolmentId), isNull(courseEnrolments.startedAt)));
    return;
  }
  if (form.action !== 'complete') return;
  const [row] = await db
    .select({ hasAssessment: courses.hasAssessment })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.courseId, courseEnrolments.courseId))
    .where(eq(courseEnrolments.id, enrolmentId))
    .limit(1);
  if (!row) return;
  await db
    .update(courseEnrolments)
    .set({ completedAt: now, score: row.hasAssessment ? assessmentScore(form) : null })
    .where(and(eq(courseEnrolments.id, enrolmentId), isNull(courseEnrolments.completedAt)));
}

const PAGE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "default-src 'none'; form-action 'self'",
};

export function registerLearningRoutes(
  api: FastifyInstance,
  db: Database,
  now: () => Date = () => new Date(),
): void {
  type Route = { Params: { courseId: string }; Querystring: { enrolment?: string } };
  api.get<Route>('/learning/courses/:courseId', async (request, reply) => {
    const page = await enrolledCourse(db, request.params.courseId, String(request.query.enrolment ?? ''));
    if (!page) return reply.code(404).type('text/plain; charset=utf-8').send('Course not found.');
    return reply.headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(renderCoursePage(page));
  });
  void api.register(async (scope) => {
    // the course page posts an HTML form; only this scope accepts form bodies
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        const parsed: Record<string, string> = {};
        for (const [key, value] of new URLSearchParams(body as string)) parsed[key] = value;
        done(null, parsed);
      },
    );
    scope.post<Route & { Body: Record<string, string> }>(
      '/learning/courses/:courseId',
      async (request, reply) => {
        const enrolmentId = String(request.query.enrolment ?? '');
        const page = await enrolledCourse(db, request.params.courseId, enrolmentId);
        if (!page) return reply.code(404).type('text/plain; charset=utf-8').send('Course not found.');
        await recordProgress(db, enrolmentId, request.body ?? {}, now());
        // back to the page (303: the browser GETs it), so a reload does not post again
        return reply.redirect(
          `/api/learning/courses/${encodeURIComponent(request.params.courseId)}?enrolment=${enrolmentId}`,
          303,
        );
      },
    );
  });
}
