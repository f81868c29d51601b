// GET /api/learning/courses/:courseId?enrolment=<id>: the embedded learning system's course page, where a
// 'Start course' link lands. The enrolment's random id (122 random bits, mailed only to the learner) is the key,
// as in a magic link: an unknown id, another course's enrolment or an inactive learner gets 404 and nothing else.
import { and, eq } from 'drizzle-orm';
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

function renderCoursePage(page: EnrolledCoursePage): string {
  const modules = page.outline.map((m, i) => `<li>Module ${i + 1}: ${escapeHtml(m)}</li>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title></head>
<body><main>
<h1>${escapeHtml(page.title)}</h1>
<p>Enrolled: ${escapeHtml(page.email)} since ${page.enrolledAt.toISOString().slice(0, 10)}</p>
<p>${escapeHtml(page.description)}</p>
<p>${escapeHtml(page.deliveryMethod)} · ${page.durationMinutes} minutes · ${escapeHtml(page.language)}</p>
<h2>Course outline</h2><ol>${modules}</ol>
</main></body></html>
`;
}

export function registerLearningRoutes(api: FastifyInstance, db: Database): void {
  api.get<{ Params: { courseId: string }; Querystring: { enrolment?: string } }>(
    '/learning/courses/:courseId',
    async (request, reply) => {
      const page = await enrolledCourse(db, request.params.courseId, String(request.query.enrolment ?? ''));
      if (!page) return reply.code(404).type('text/plain; charset=utf-8').send('Course not found.');
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Referrer-Policy', 'no-referrer')
        .header('Content-Security-Policy', "default-src 'none'")
        .type('text/html; charset=utf-8')
        .send(renderCoursePage(page));
    },
  );
}
