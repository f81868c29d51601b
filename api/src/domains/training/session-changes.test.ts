// Changing an instructor-led session (issue 40, ADR 0046) against the real schema (PGlite, and PostgreSQL with
// TEST_DATABASE_URL): product owners change the date, place, link or capacity; the job worker e-mails each learner
// booked or waitlisted on the session once per change; the capacity never drops below the seats booked; anyone
// else is refused, and bad input gets the spec's error shape.
import { eq } from 'drizzle-orm';
import { COURSE_SESSION_MESSAGES } from '@portal/rules/validation';
import {
  courseOrders,
  courseSeats,
  courseSessionChanges,
  courseSessions,
  courses,
  mailOutbox,
} from '../../db/schema.js';
import { dateTimeRefusal } from '../../graphql/yoga.js';
import { createHarness, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { SESSION_CHANGE_TEMPLATE } from './jobs/session-change-mails.js';
import { SESSION_CHANGE_MESSAGES, WAITLIST_BOOKED_TEMPLATE } from './session-change-service.js';

interface GqlBody<T> {
  data?: T | null;
  errors?: {
    message: string;
    extensions: { code: string; exceptionMessages: string[]; userFriendlyMessage?: string };
  }[];
}

const NOW = new Date(Date.UTC(2026, 10, 2, 14, 30));
const DAY = 24 * 60 * 60 * 1000;
const OWNER = ['CSR', 'Product_Owner_Admin'];
const DEVELOPER = ['CSR', 'Developer_Admin'];
const SESSION = 'sessionId courseId title startsAt endsAt location onlineUrl capacity booked waitlisted';
const CHANGE = `mutation($id: ID!, $c: CourseSessionChangeInput!) {
  changeCourseSession(sessionId: $id, change: $c) { ${SESSION} } }`;
const LIST = `query($courseId: String, $query: String, $page: Int, $size: Int) {
  scheduledCourseSessions(courseId: $courseId, query: $query, page: $page, size: $size) {
    totalCount sessions { ${SESSION} } courses { courseId title } } }`;

interface ScheduledPage {
  scheduledCourseSessions: {
    totalCount: number;
    sessions: Scheduled[];
    courses: { courseId: string; title: string }[];
  };
}

interface Scheduled {
  sessionId: string;
  title: string;
  startsAt: string;
  location: string | null;
  onlineUrl: string | null;
  capacity: number;
  booked: number;
  waitlisted: number;
}

describe('changing an instructor-led session', () => {
  let h: Harness;
  let sessionId = '';
  let quietId = '';
  const gql = async <T>(
    user: TestUser,
    query: string,
    variables: Record<string, unknown>,
    permissions: string[],
  ) => {
    const token = await h.token(user, { permissions });
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query, variables },
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.statusCode, body: res.json() as GqlBody<T> };
  };
  const change = (c: Record<string, unknown>, permissions = OWNER, id = sessionId) =>
    gql<{ changeCourseSession: Scheduled }>(USERS.cora, CHANGE, { id, c }, permissions);
  const starts = new Date(NOW.getTime() + 20 * DAY);
  const ends = new Date(NOW.getTime() + 21 * DAY);
  const base = {
    startsAt: starts.toISOString(),
    endsAt: ends.toISOString(),
    location: 'Training Center, Huntsville AL',
    onlineUrl: null,
    capacity: 4,
  };
  const paging = {
    productFilters: ['Digger Derricks'],
    categoryFilters: ['Operator Training'],
    priceUsd: 700,
    priceCad: 950,
    deliveryMethod: 'Instructor-Led',
  };
  const changeMails = async () =>
    (await h.db.select().from(mailOutbox)).filter((m) => m.template === SESSION_CHANGE_TEMPLATE);
  const session = async (id = sessionId) =>
    (await h.db.select().from(courseSessions).where(eq(courseSessions.id, id)))[0]!;

  /**
   * A session of its own course, full with `booked` seats of an order, and waitlisted seats of the same order given
   * to `waiting` learners, each chosen at its minute after NOW (the waitlist's order).
   */
  const fullSession = async (courseId: string, booked: number, waiting: [string, number][]) => {
    await h.db
      .insert(courses)
      .values({ ...paging, courseId, externalCourseId: `LMS-${courseId}`, title: courseId });
    const [made] = await h.db
      .insert(courseSessions)
      .values({
        courseId,
        startsAt: new Date(NOW.getTime() + 10 * DAY),
        endsAt: new Date(NOW.getTime() + 11 * DAY),
        location: 'Yard',
        capacity: booked,
        booked,
      })
      .returning({ id: courseSessions.id });
    const [order] = await h.db
      .insert(courseOrders)
      .values({ externalOrderId: `${courseId}-ORDER`, orderedAt: NOW })
      .returning({ id: courseOrders.courseOrderId });
    await h.db.insert(courseSeats).values([
      ...Array.from({ length: booked }, (_, i) => ({
        courseOrderId: order!.id,
        courseId,
        seatNumber: i + 1,
        sessionId: made!.id,
        sessionStatus: 'BOOKED',
        sessionChosenAt: NOW,
      })),
      ...waiting.map(([email, minute], i) => ({
        courseOrderId: order!.id,
        courseId,
        seatNumber: booked + i + 1,
        learnerEmail: email,
        sessionId: made!.id,
        sessionStatus: 'WAITLISTED',
        sessionChosenAt: new Date(NOW.getTime() + minute * 60_000),
      })),
    ]);
    return { id: made!.id, order: order!.id };
  };
  /** The order's seats given to learners, by e-mail: [email, status]. */
  const seatsOf = async (order: string) =>
    (await h.db.select().from(courseSeats).where(eq(courseSeats.courseOrderId, order)))
      .filter((seat) => seat.learnerEmail !== null)
      .map((seat) => [seat.learnerEmail!, seat.sessionStatus])
      .sort(([a], [b]) => a!.localeCompare(b!));
  /** Who was e-mailed a place from the waitlist (once per mail), among the addresses starting with `prefix`. */
  const openedTo = async (prefix: string) =>
    (await h.db.select().from(mailOutbox))
      .filter((m) => m.template === WAITLIST_BOOKED_TEMPLATE && m.to.startsWith(prefix))
      .map((m) => m.to)
      .sort();

  beforeAll(async () => {
    h = await createHarness({ deps: { now: () => NOW } });
    await h.db.insert(courses).values({
      courseId: 'sc-ilt',
      externalCourseId: 'LMS-SC1',
      title: 'Insulated Aerial Device Operator, Instructor-Led',
      productFilters: ['Aerial Devices'],
      categoryFilters: ['Operator Training'],
      priceUsd: 900,
      priceCad: 1230,
      deliveryMethod: 'Instructor-Led',
    });
    const [main, quiet] = await h.db
      .insert(courseSessions)
      .values([
        {
          courseId: 'sc-ilt',
          startsAt: starts,
          endsAt: ends,
          location: base.location,
          capacity: 4,
          booked: 3,
        },
        // a session nobody holds a seat of: its change e-mails no one
        {
          courseId: 'sc-ilt',
          startsAt: new Date(NOW.getTime() + 40 * DAY),
          endsAt: new Date(NOW.getTime() + 41 * DAY),
          onlineUrl: 'https://meet.example.com/sc-40',
          capacity: 10,
        },
      ])
      .returning({ id: courseSessions.id });
    sessionId = main!.id;
    quietId = quiet!.id;
    const orders = await h.db
      .insert(courseOrders)
      .values([
        { externalOrderId: 'SC-ORDER-1', orderedAt: NOW },
        { externalOrderId: 'SC-ORDER-2', orderedAt: NOW },
      ])
      .returning({ id: courseOrders.courseOrderId });
    const [first, second] = orders.map((o) => o.id);
    const seat = (order: string, seatNumber: number, email: string | null, status: string) => ({
      courseOrderId: order,
      courseId: 'sc-ilt',
      seatNumber,
      learnerEmail: email,
      sessionId,
      sessionStatus: status,
    });
    await h.db.insert(courseSeats).values([
      seat(first!, 1, 'pat.lineworker@example.com', 'BOOKED'),
      // one learner on a seat of each order: one e-mail per change
      seat(first!, 2, 'sam.groundman@example.com', 'BOOKED'),
      seat(second!, 1, 'Sam.Groundman@example.com', 'BOOKED'),
      seat(second!, 2, 'wren.waiting@example.com', 'WAITLISTED'),
      // a seat not given to anyone yet has no one to e-mail
      seat(second!, 3, null, 'WAITLISTED'),
    ]);
  });
  afterAll(async () => {
    await h.close();
  });

  it('lists the sessions that have not started with their course, bookings and waitlist', async () => {
    const { body } = await gql<ScheduledPage>(USERS.cora, LIST, { courseId: 'sc-ilt' }, OWNER);
    expect(body.errors).toBeUndefined();
    const page = body.data!.scheduledCourseSessions;
    expect(page.totalCount).toBe(2);
    expect(page.sessions.map((s) => [s.sessionId, s.booked, s.waitlisted, s.capacity])).toEqual([
      [sessionId, 3, 2, 4],
      [quietId, 0, 0, 10],
    ]);
  });

  it('pages the sessions of a chosen course, or of the courses whose title matches, and offers every course', async () => {
    const list = async (variables: Record<string, unknown>) => {
      const { status, body } = await gql<ScheduledPage>(USERS.cora, LIST, variables, OWNER);
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      return body.data!.scheduledCourseSessions;
    };
    // a second course with more sessions than a page, and one whose sessions are all over
    await h.db.insert(courses).values([
      {
        ...paging,
        courseId: 'sc-many',
        externalCourseId: 'LMS-SC2',
        title: 'Digger Derrick Operator, Paging',
      },
      { ...paging, courseId: 'sc-past', externalCourseId: 'LMS-SC3', title: 'Digger Derrick Operator, Past' },
    ]);
    const many = Array.from({ length: 7 }, (_, i) => ({
      courseId: 'sc-many',
      startsAt: new Date(NOW.getTime() + (60 + i) * DAY),
      endsAt: new Date(NOW.getTime() + (60 + i) * DAY + 8 * 60 * 60 * 1000),
      location: `Yard ${i + 1}`,
      capacity: 6,
    }));
    await h.db.insert(courseSessions).values([
      ...many,
      {
        courseId: 'sc-past',
        startsAt: new Date(NOW.getTime() - 3 * DAY),
        endsAt: new Date(NOW.getTime() - 2 * DAY),
        location: 'Yard 0',
        capacity: 6,
      },
    ]);
    const first = await list({ courseId: 'sc-many', page: 0, size: 3 });
    const third = await list({ courseId: 'sc-many', page: 2, size: 3 });
    expect(first.totalCount).toBe(7);
    expect(first.sessions.map((s) => s.location)).toEqual(['Yard 1', 'Yard 2', 'Yard 3']);
    expect(third.sessions.map((s) => s.location)).toEqual(['Yard 7']);
    // the course choices: every course with a session to come, by title, whatever the filter
    expect(first.courses.filter((c) => c.courseId.startsWith('sc-'))).toEqual([
      { courseId: 'sc-many', title: 'Digger Derrick Operator, Paging' },
      { courseId: 'sc-ilt', title: 'Insulated Aerial Device Operator, Instructor-Led' },
    ]);
    // the title contains the words typed (LIKE's wildcards match themselves)
    const typed = await list({ query: ' derrick operator, pag ', size: 100 });
    expect(typed.totalCount).toBe(7);
    expect(new Set(typed.sessions.map((s) => s.title))).toEqual(new Set(['Digger Derrick Operator, Paging']));
    expect((await list({ query: 'Operator%Paging' })).totalCount).toBe(0);
    expect((await list({ courseId: 'sc-past' })).totalCount).toBe(0);
    // bad paging gets the spec's error shape
    for (const variables of [{ page: -1 }, { size: 0 }, { size: 101 }]) {
      const { status, body } = await gql<ScheduledPage>(USERS.cora, LIST, variables, OWNER);
      expect(status).toBeLessThan(500);
      expect(body.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
    }
  });

  it('moves the date and place; the worker e-mails each learner booked or waitlisted once, and only once', async () => {
    const later = new Date(NOW.getTime() + 27 * DAY);
    const laterEnd = new Date(NOW.getTime() + 28 * DAY);
    const { body } = await change({
      ...base,
      startsAt: later.toISOString(),
      endsAt: laterEnd.toISOString(),
      location: 'Training Center, Watertown SD',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.changeCourseSession).toMatchObject({
      sessionId,
      startsAt: later.toISOString(),
      location: 'Training Center, Watertown SD',
      capacity: 4,
      booked: 3,
      waitlisted: 2,
    });
    // nothing is sent until the worker runs
    expect(await changeMails()).toEqual([]);
    await h.app.jobWorker.runPeriodic(true);
    const sent = await changeMails();
    expect(sent.map((m) => m.to).sort()).toEqual([
      'pat.lineworker@example.com',
      'sam.groundman@example.com',
      'wren.waiting@example.com',
    ]);
    const pat = sent.find((m) => m.to === 'pat.lineworker@example.com')!;
    expect(pat.subject).toBe('Session changed: Insulated Aerial Device Operator, Instructor-Led');
    expect(pat.text).toContain('The session is now held at Training Center, Watertown SD.');
    expect(pat.text).toContain(`The session now runs from ${later.toISOString().slice(0, 10)}`);
    expect(pat.text).toContain('Your session is now on');
    const wren = sent.find((m) => m.to === 'wren.waiting@example.com')!;
    expect(wren.text).toContain('You are on the waitlist of this session');
    // the worker runs again (another API process, the next tick): nobody hears of the change twice
    await h.app.jobWorker.runPeriodic(true);
    expect(await changeMails()).toHaveLength(3);
  });

  it('e-mails a second change again, once per learner; a change that changes nothing e-mails no one', async () => {
    const current = await session();
    const same = {
      ...base,
      startsAt: current.startsAt.toISOString(),
      endsAt: current.endsAt.toISOString(),
      location: current.location,
    };
    await change({ ...same, location: null, onlineUrl: 'https://meet.example.com/sc-live' });
    await h.app.jobWorker.runPeriodic(true);
    const sent = await changeMails();
    expect(sent).toHaveLength(6);
    const second = sent.filter((m) =>
      m.text.includes('The online link is now https://meet.example.com/sc-live.'),
    );
    expect(second.map((m) => m.to).sort()).toEqual([
      'pat.lineworker@example.com',
      'sam.groundman@example.com',
      'wren.waiting@example.com',
    ]);
    // back to the place: a change of its own
    await change(same);
    await h.app.jobWorker.runPeriodic(true);
    expect(await changeMails()).toHaveLength(9);
    const changes = () =>
      h.db.select().from(courseSessionChanges).where(eq(courseSessionChanges.sessionId, sessionId));
    expect(await changes()).toHaveLength(3);
    expect((await changes()).every((c) => c.notifiedAt !== null && c.changedBy === USERS.cora.id)).toBe(true);
    // the same values again: nothing to tell anyone
    const unchanged = await change(same);
    expect(unchanged.body.errors).toBeUndefined();
    await h.app.jobWorker.runPeriodic(true);
    expect(await changeMails()).toHaveLength(9);
    expect(await changes()).toHaveLength(3);
  });

  it('refuses a capacity below the seats booked with a clear message; raising it books the waitlist', async () => {
    const current = await session();
    const now = {
      ...base,
      startsAt: current.startsAt.toISOString(),
      endsAt: current.endsAt.toISOString(),
      location: current.location,
    };
    const below = await change({ ...now, capacity: 2 });
    expect(below.status).toBeLessThan(500);
    expect(below.body.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      userFriendlyMessage: COURSE_SESSION_MESSAGES.capacityBelowBooked(3),
      exceptionMessages: [COURSE_SESSION_MESSAGES.capacityBelowBooked(3)],
    });
    expect(COURSE_SESSION_MESSAGES.capacityBelowBooked(3)).toBe(
      'Capacity cannot be less than the 3 seats already booked in this session.',
    );
    expect((await session()).capacity).toBe(4);
    // twelve places: the two waitlisted seats are booked, and wren (the one given to a learner) is told
    const raised = await change({ ...now, capacity: 12 });
    expect(raised.body.data!.changeCourseSession).toMatchObject({ capacity: 12, booked: 5, waitlisted: 0 });
    const opened = (await h.db.select().from(mailOutbox)).filter(
      (m) => m.template === WAITLIST_BOOKED_TEMPLATE,
    );
    expect(opened.map((m) => [m.to, m.subject])).toEqual([
      [
        'wren.waiting@example.com',
        'Booked from the waitlist: Insulated Aerial Device Operator, Instructor-Led',
      ],
    ]);
    expect(opened[0]!.text).toContain('A place opened in the session of Insulated Aerial Device Operator');
    const exact = await change({ ...now, capacity: 5 });
    expect(exact.body.data!.changeCourseSession).toMatchObject({ capacity: 5, booked: 5 });
  });

  it('books the waitlist first come first served when the capacity of a full session is raised', async () => {
    const { id, order } = await fullSession('sc-fifo', 2, [
      ['fifo.third@example.com', 3],
      ['fifo.first@example.com', 1],
      ['fifo.fourth@example.com', 4],
      ['fifo.second@example.com', 2],
    ]);
    const starts = new Date(NOW.getTime() + 30 * DAY);
    const raise = {
      ...base,
      startsAt: starts.toISOString(),
      endsAt: new Date(starts.getTime() + DAY).toISOString(),
    };
    const { body } = await change({ ...raise, capacity: 4 }, OWNER, id);
    expect(body.data!.changeCourseSession).toMatchObject({ capacity: 4, booked: 4, waitlisted: 2 });
    expect(await seatsOf(order)).toEqual([
      ['fifo.first@example.com', 'BOOKED'],
      ['fifo.fourth@example.com', 'WAITLISTED'],
      ['fifo.second@example.com', 'BOOKED'],
      ['fifo.third@example.com', 'WAITLISTED'],
    ]);
    expect(await openedTo('fifo.')).toEqual(['fifo.first@example.com', 'fifo.second@example.com']);
    // lowering the capacity never takes a booked seat back: below the booked it is refused
    const lower = await change({ ...raise, capacity: 3 }, OWNER, id);
    expect(lower.body.errors![0]!.extensions.exceptionMessages).toEqual([
      COURSE_SESSION_MESSAGES.capacityBelowBooked(4),
    ]);
  });

  it('never over-fills a session when product owners raise its capacity at once', async () => {
    const waiting: [string, number][] = [1, 2, 3, 4, 5].map((n) => [`race.${n}@example.com`, n]);
    const { id, order } = await fullSession('sc-race', 2, waiting);
    const starts = new Date(NOW.getTime() + 32 * DAY);
    const raise = {
      ...base,
      startsAt: starts.toISOString(),
      endsAt: new Date(starts.getTime() + DAY).toISOString(),
    };
    // six raise it from 2 to 4 places at once (each with a place of its own): whichever is first books two
    // learners, the others find the places already there and book no one
    const answers = await Promise.all(
      ['A', 'B', 'C', 'D', 'E', 'F'].map((yard) =>
        change({ ...raise, location: `Yard ${yard}`, capacity: 4 }, OWNER, id),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const after = await session(id);
    expect(after).toMatchObject({ capacity: 4, booked: 4 });
    // first come first served, never more than the places: the two earliest waiting, each told once
    expect(await seatsOf(order)).toEqual([
      ['race.1@example.com', 'BOOKED'],
      ['race.2@example.com', 'BOOKED'],
      ['race.3@example.com', 'WAITLISTED'],
      ['race.4@example.com', 'WAITLISTED'],
      ['race.5@example.com', 'WAITLISTED'],
    ]);
    expect(await openedTo('race.')).toEqual(['race.1@example.com', 'race.2@example.com']);
  });

  it('is for product owners (CSR with Product_Owner_Admin or Developer_Admin) only', async () => {
    const before = await session();
    const moved = { ...base, capacity: 5, startsAt: new Date(NOW.getTime() + 50 * DAY).toISOString() };
    moved.endsAt = new Date(NOW.getTime() + 51 * DAY).toISOString();
    for (const permissions of [
      ['B2B_Dashboard', 'B2B_View_Orders'],
      ['CSR', 'CSR_User_Management'],
      // Developer_Admin without CSR: a customer holding it
      ['B2B_Dashboard', 'Developer_Admin'],
    ]) {
      const refused = await gql<unknown>(USERS.alice, CHANGE, { id: sessionId, c: moved }, permissions);
      expect(refused.body.errors![0]!.extensions.code).toBe('FORBIDDEN');
      const list = await gql<unknown>(USERS.alice, LIST, {}, permissions);
      expect(list.body.errors![0]!.extensions.code).toBe('FORBIDDEN');
    }
    expect((await session()).startsAt).toEqual(before.startsAt);
    const developer = await change(moved, DEVELOPER);
    expect(developer.body.errors).toBeUndefined();
  });

  it('answers bad input in the spec error shape, never a server error', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, location: null, onlineUrl: null }, COURSE_SESSION_MESSAGES.placeOrLink],
      [{ ...base, onlineUrl: 'meet at the yard' }, COURSE_SESSION_MESSAGES.linkInvalid],
      [{ ...base, capacity: 0 }, COURSE_SESSION_MESSAGES.capacityTooSmall],
      [{ ...base, endsAt: base.startsAt }, COURSE_SESSION_MESSAGES.endBeforeStart],
      [
        {
          ...base,
          startsAt: new Date(NOW.getTime() - DAY).toISOString(),
          endsAt: new Date(NOW.getTime() + DAY).toISOString(),
        },
        SESSION_CHANGE_MESSAGES.startInPast,
      ],
    ];
    for (const [input, message] of cases) {
      const { status, body } = await change(input);
      expect(status).toBeLessThan(500);
      expect(body.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
      expect(body.errors![0]!.extensions.exceptionMessages).toContain(message);
    }
    // an unreadable date is refused by the schema's DateTime before the operation runs, in the same shape
    const unreadable = await change({ ...base, startsAt: 'next tuesday' });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      exceptionMessages: [dateTimeRefusal('startsAt')],
      userFriendlyMessage: dateTimeRefusal('startsAt'),
    });
    expect(unreadable.body.data ?? null).toBeNull();
    const badId = await change(base, OWNER, 'not-a-session');
    expect(badId.body.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
    const unknown = await change(base, OWNER, '00000000-0000-4000-8000-000000000999');
    expect(unknown.body.errors![0]!.extensions).toMatchObject({
      code: 'NOT_FOUND',
      userFriendlyMessage: SESSION_CHANGE_MESSAGES.unknown,
    });
  });
});
