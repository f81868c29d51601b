// The instructor-led courses' sessions (issue 40), dated from the seed's run so they are always ahead: three per
// course, 2, 5 and 9 weeks out at 08:00 UTC over two days, alternating between the training centres and online;
// 12 places each, except the first session of the first instructor-led course, which has 2 (a session that fills).
import type { courseSessions, courses } from '../db/schema.js';

const DAY = 24 * 60 * 60 * 1000;
const CENTRES = [
  'Training Center, 1 Industrial Way, Huntsville AL',
  'Training Center, 400 Commerce Blvd, Watertown SD',
  'Customer site (your yard): the instructor comes to you',
];

export function courseSessionsFor(
  all: readonly (typeof courses.$inferInsert)[],
  now: Date,
): (typeof courseSessions.$inferInsert)[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 8);
  const rows: (typeof courseSessions.$inferInsert)[] = [];
  const led = all.filter((c) => c.deliveryMethod === 'Instructor-Led' && c.active !== false);
  led.forEach((course, i) => {
    [14, 35, 63].forEach((days, j) => {
      const online = (i + j) % 3 === 2;
      rows.push({
        courseId: course.courseId,
        startsAt: new Date(today + days * DAY),
        endsAt: new Date(today + (days + 1) * DAY + 8 * 60 * 60 * 1000),
        location: online ? null : (CENTRES[(i + j) % CENTRES.length] ?? null),
        onlineUrl: online ? `https://training.aerialco.example/live/${course.courseId}-${days}` : null,
        capacity: i === 0 && j === 0 ? 2 : 12,
      });
    });
  });
  return rows;
}
