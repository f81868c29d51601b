// Training for teams (issue 40) against the real schema (PGlite, and PostgreSQL with TEST_DATABASE_URL): course
// orders paid by purchase order where the organisation allows it, with the supply checkout's tax and short
// readable order numbers; seats given to learners (contacts and invitees), enrolled and e-mailed, reassigned until
// started; the learner's progress from the embedded learning system.
import { eq, sql } from 'drizzle-orm';
import { CHECKOUT_MESSAGES } from '../carts-and-checkout/index.js';
import {
  courseOrders,
  courseSeats,
  courseSessions,
  courses,
  mailOutbox,
  paymentMethods,
  users,
} from '../../db/schema.js';
import { SESSION_MESSAGES } from './course-session-service.js';
import { SEAT_MESSAGES } from './course-seat-service.js';
import { remindLearnersNotStarted } from './jobs/seat-reminders.js';
import { ADDRESS, createHarness, ORG, PAYMENT, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';

interface GqlError {
  message: string;
  extensions: { code: string; exceptionMessages: string[]; userFriendlyMessage?: string };
}
interface GqlBody<T> {
  data?: T;
  errors?: GqlError[];
}

/** the portal's public origin (PORTAL_PUBLIC_URL) in this test */
const PORTAL = 'https://connect.portal.test';
/** the API's clock in this test: progress dates are checked against it */
const NOW = new Date(Date.UTC(2026, 10, 2, 14, 30));
const SEAT = `seatId courseId seatNumber learnerEmail learnerName status startedAt completedAt score reassignable`;
const SEATS = `query($id: ID!) { courseOrderSeats(courseOrderId: $id) { ${SEAT} } }`;
const ASSIGN = `mutation($id: ID!, $a: [CourseSeatAssignmentInput!]!) {
  assignCourseSeats(courseOrderId: $id, assignments: $a) { ${SEAT} } }`;

interface Seat {
  seatId: string;
  courseId: string;
  seatNumber: number;
  learnerEmail: string | null;
  learnerName: string | null;
  status: string;
  completedAt: string | null;
  score: number | null;
  reassignable: boolean;
}

const ORDER = `mutation($o: CourseOrderInput!) { createCourseOrder(courseOrder: $o) {
  order { courseOrderId orderNumber customerPo subtotal tax total currency } } }`;

interface Placed {
  createCourseOrder: {
    order: {
      courseOrderId: string;
      orderNumber: string;
      customerPo: string | null;
      subtotal: number;
      tax: number;
      total: number;
    };
  };
}

describe('training for teams', () => {
  let h: Harness;
  const gql = async <T = Record<string, unknown>>(
    user: TestUser,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GqlBody<T>> => (await h.graphql(user, query, variables)).json() as GqlBody<T>;
  const orderCount = async () =>
    Number(((await h.db.select({ n: sql<number>`count(*)::int` }).from(courseOrders))[0] as { n: number }).n);
  const seats = (quantity: number) => [{ courseId: 'tt-crane', externalCourseId: 'LMS-TT1', quantity }];
  const aliceOrderInput = (extra: Record<string, unknown>) => ({
    o: {
      externalOrderId: `TO-${crypto.randomUUID()}`,
      accountId: ORG.alpha,
      courses: seats(5),
      billToAddressId: ADDRESS.alphaMain,
      ...extra,
    },
  });
  const bobOrderInput = (extra: Record<string, unknown>) => ({
    o: {
      externalOrderId: `TO-${crypto.randomUUID()}`,
      accountId: ORG.bravo,
      courses: seats(2),
      billToAddressId: ADDRESS.bravoMain,
      ...extra,
    },
  });

  const assignTo = async (courseOrderId: string, email: string) =>
    gql(USERS.alice, ASSIGN, { id: courseOrderId, a: [{ courseId: 'tt-ilt', seatNumber: 1, email }] });

  beforeAll(async () => {
    h = await createHarness({ config: { publicUrl: PORTAL }, deps: { now: () => NOW } });
    await h.db.insert(courses).values({
      courseId: 'tt-crane',
      externalCourseId: 'LMS-TT1',
      title: 'Crane Operator Certification',
      productFilters: ['Cranes'],
      categoryFilters: ['Operator Training'],
      priceUsd: 495,
      priceCad: 675,
      hasAssessment: true,
    });
    await h.db
      .update(paymentMethods)
      .set({ expMonth: 12, expYear: 2099 })
      .where(eq(paymentMethods.id, PAYMENT.bob));
  });
  afterAll(async () => {
    await h.close();
  });

  describe('pay by purchase order', () => {
    it('where the organisation allows it: no card, the PO kept, tax as at checkout, readable numbers in sequence', async () => {
      const first = await gql<Placed>(USERS.alice, ORDER, aliceOrderInput({ customerPo: '  PO-4471  ' }));
      expect(first.errors).toBeUndefined();
      const order = first.data!.createCourseOrder.order;
      // 5 seats at $495; Alabama's 4% sales tax, the supply checkout's table
      expect(order).toMatchObject({ customerPo: 'PO-4471', subtotal: 2475, tax: 99, total: 2574 });
      expect(order.orderNumber).toMatch(/^71\d{5}$/);
      const [row] = await h.db
        .select()
        .from(courseOrders)
        .where(eq(courseOrders.courseOrderId, order.courseOrderId));
      expect(row!.paymentMethodId).toBeNull();

      const second = await gql<Placed>(USERS.alice, ORDER, aliceOrderInput({ customerPo: 'PO-4472' }));
      expect(Number(second.data!.createCourseOrder.order.orderNumber)).toBe(Number(order.orderNumber) + 1);
    });

    it('a tax-exempt buyer pays no tax', async () => {
      await h.db.update(users).set({ taxExempt: true }).where(eq(users.id, USERS.alice.id));
      try {
        const body = await gql<Placed>(USERS.alice, ORDER, aliceOrderInput({ customerPo: 'PO-EXEMPT' }));
        expect(body.data!.createCourseOrder.order).toMatchObject({ subtotal: 2475, tax: 0, total: 2475 });
      } finally {
        await h.db.update(users).set({ taxExempt: false }).where(eq(users.id, USERS.alice.id));
      }
    });

    it('is refused where the organisation does not allow it, in the standard error shape, and nothing is written', async () => {
      const before = await orderCount();
      const body = await gql(USERS.bob, ORDER, bobOrderInput({ customerPo: 'PO-1' }));
      expect(body.data).toBeNull();
      expect(body.errors![0]!.message).toBe(CHECKOUT_MESSAGES.poNotEnabled);
      expect(body.errors![0]!.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        userFriendlyMessage: CHECKOUT_MESSAGES.poNotEnabled,
      });
      expect(await orderCount()).toBe(before);
      // the same order by card goes through
      const byCard = await gql<Placed>(USERS.bob, ORDER, bobOrderInput({ paymentMethodId: PAYMENT.bob }));
      expect(byCard.errors).toBeUndefined();
      expect(byCard.data!.createCourseOrder.order.customerPo).toBeNull();
    });

    it('asks for a card, or a card or a purchase order number where purchase orders are allowed', async () => {
      const alice = await gql(USERS.alice, ORDER, aliceOrderInput({ customerPo: '   ' }));
      expect(alice.errors![0]!.extensions.userFriendlyMessage).toBe(CHECKOUT_MESSAGES.paymentRequiredPo);
      const bob = await gql(USERS.bob, ORDER, bobOrderInput({}));
      expect(bob.errors![0]!.extensions.userFriendlyMessage).toBe(CHECKOUT_MESSAGES.paymentRequired);
    });

    it.each([
      ['too long', 'P'.repeat(51), 'Purchase order number must be at most 50 characters.'],
      [
        'with a control character',
        'PO\u0007BELL',
        'Purchase order number may contain only letters, digits and punctuation.',
      ],
    ])('refuses a purchase order number %s', async (_name, customerPo, message) => {
      const before = await orderCount();
      const body = await gql(USERS.alice, ORDER, aliceOrderInput({ customerPo }));
      expect(body.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
      expect(body.errors![0]!.extensions.exceptionMessages).toContain(message);
      expect(await orderCount()).toBe(before);
    });
  });

  describe('seats to learners', () => {
    let orderId = '';
    const assign = (user: TestUser, a: { seatNumber: number; email: string | null }[], id = orderId) =>
      gql<{ assignCourseSeats: Seat[] }>(user, ASSIGN, {
        id,
        a: a.map((x) => ({ courseId: 'tt-crane', ...x })),
      });
    const seatsOf = async (user: TestUser = USERS.alice) =>
      (await gql<{ courseOrderSeats: Seat[] }>(user, SEATS, { id: orderId })).data!.courseOrderSeats;
    const mailTo = async (email: string) =>
      (await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter(
        (m) => m.template === 'CourseSeatAssignedEmail',
      );
    /** the enrolment link of the learner's newest seat e-mail, on the API (the portal's origin cut off) */
    const linkOf = async (email: string) => {
      const mails = await mailTo(email);
      const link = /href="([^"]+)"/.exec(mails.at(-1)!.html!)![1]!.replaceAll('&amp;', '&');
      expect(link.startsWith(`${PORTAL}/api/learning/courses/tt-crane?enrolment=`)).toBe(true);
      return link.slice(PORTAL.length);
    };
    const post = (url: string, form: Record<string, string>) =>
      h.app.inject({
        method: 'POST',
        url,
        payload: new URLSearchParams(form).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });

    beforeAll(async () => {
      const body = await gql<Placed>(USERS.alice, ORDER, aliceOrderInput({ customerPo: 'PO-SEATS' }));
      orderId = body.data!.createCourseOrder.order.courseOrderId;
    });

    it('shows every seat of the order unassigned at first', async () => {
      const seats = await seatsOf();
      expect(seats.map((s) => [s.seatNumber, s.status])).toEqual([
        [1, 'UNASSIGNED'],
        [2, 'UNASSIGNED'],
        [3, 'UNASSIGNED'],
        [4, 'UNASSIGNED'],
        [5, 'UNASSIGNED'],
      ]);
    });

    it('gives seats to a contact and an invitee: enrolled, e-mailed an enrolment link at the portal', async () => {
      const body = await assign(USERS.alice, [
        { seatNumber: 1, email: USERS.amy.email },
        { seatNumber: 2, email: 'New.Lineworker@Example.com' },
      ]);
      expect(body.errors).toBeUndefined();
      const seats = body.data!.assignCourseSeats;
      expect(seats[0]).toMatchObject({
        learnerEmail: USERS.amy.email,
        learnerName: 'amy Tester',
        status: 'NOT_STARTED',
      });
      expect(seats[1]).toMatchObject({
        learnerEmail: 'New.Lineworker@Example.com',
        learnerName: null,
        status: 'NOT_STARTED',
      });
      expect(seats.slice(2).map((s) => s.status)).toEqual(['UNASSIGNED', 'UNASSIGNED', 'UNASSIGNED']);
      const mails = await mailTo('New.Lineworker@Example.com');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('You are enrolled in Crane Operator Certification');
      const page = await h.app.inject({ method: 'GET', url: await linkOf(USERS.amy.email) });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Crane Operator Certification');
      // the same assignment again changes nothing and mails nobody twice
      await assign(USERS.alice, [{ seatNumber: 2, email: 'new.lineworker@example.com' }]);
      expect(await mailTo('New.Lineworker@Example.com')).toHaveLength(1);
    });

    it('refuses more learners than seats, one learner on two seats and bad e-mails, and changes nothing', async () => {
      const before = await seatsOf();
      const six = await assign(USERS.alice, [{ seatNumber: 6, email: 'sixth@example.com' }]);
      expect(six.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
      expect(six.errors![0]!.message).toBe(SEAT_MESSAGES.noSuchSeat('Crane Operator Certification', 6, 5));
      const twice = await assign(USERS.alice, [{ seatNumber: 3, email: USERS.amy.email }]);
      expect(twice.errors![0]!.message).toBe(
        SEAT_MESSAGES.twice(USERS.amy.email, 'Crane Operator Certification'),
      );
      for (const email of ['not-an-email', 'two@@example.com', 'x'.repeat(250) + '@example.com']) {
        const bad = await assign(USERS.alice, [{ seatNumber: 3, email }]);
        expect(bad.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
      }
      expect(await seatsOf()).toEqual(before);
      expect(await mailTo('sixth@example.com')).toHaveLength(0);
    });

    it('refuses another organisation’s order and an unknown one', async () => {
      const read = await gql(USERS.bob, SEATS, { id: orderId });
      expect(read.errors![0]!.extensions.code).toBe('FORBIDDEN');
      const write = await assign(USERS.bob, [{ seatNumber: 3, email: 'bob.friend@example.com' }]);
      expect(write.errors![0]!.extensions.code).toBe('FORBIDDEN');
      const unknown = await gql(USERS.alice, SEATS, { id: crypto.randomUUID() });
      expect(unknown.errors![0]!.extensions.code).toBe('NOT_FOUND');
      expect(await mailTo('bob.friend@example.com')).toHaveLength(0);
    });

    it('reassigns a seat until its learner starts: the old link stops working; after the start it is refused', async () => {
      const oldLink = await linkOf('New.Lineworker@Example.com');
      const moved = await assign(USERS.alice, [{ seatNumber: 2, email: 'second.choice@example.com' }]);
      expect(moved.errors).toBeUndefined();
      expect(moved.data!.assignCourseSeats[1]).toMatchObject({ learnerEmail: 'second.choice@example.com' });
      expect((await h.app.inject({ method: 'GET', url: oldLink })).statusCode).toBe(404);

      // the learner starts the course in the learning system
      const link = await linkOf('second.choice@example.com');
      const started = await post(link, { action: 'start' });
      expect(started.statusCode).toBe(303);
      expect((await seatsOf())[1]).toMatchObject({ status: 'IN_PROGRESS', reassignable: false });
      const refused = await assign(USERS.alice, [{ seatNumber: 2, email: 'third.choice@example.com' }]);
      expect(refused.errors![0]!.message).toBe(SEAT_MESSAGES.started('second.choice@example.com'));
      expect((await seatsOf())[1]!.learnerEmail).toBe('second.choice@example.com');
    });

    it('reports completion with its date and the assessment’s score', async () => {
      const link = await linkOf('second.choice@example.com');
      const done = await post(link, {
        action: 'complete',
        q1: 'Before every shift',
        q2: 'Anyone on the crew',
      });
      expect(done.statusCode).toBe(303);
      const seat = (await seatsOf())[1]!;
      expect(seat).toMatchObject({ status: 'COMPLETED', score: 50 });
      expect(seat.completedAt).toBe(NOW.toISOString());
      const page = await h.app.inject({ method: 'GET', url: link });
      expect(page.body).toContain('Completed on 2026-11-02 with a score of 50%');
    });

    it('exports the seats as CSV and a completed learner’s certificate as PDF, for this organisation only', async () => {
      const get = async (user: TestUser, url: string) =>
        h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await h.token(user)}` } });
      const seats = await seatsOf();
      const csv = await get(USERS.alice, `/api/files/training/orders/${orderId}/seats.csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const rows = csv.body.trim().split('\r\n');
      expect(rows[0]).toBe(
        'Order number,Course,Seat,Learner email,Learner name,Status,Started,Completed,Score',
      );
      expect(rows).toHaveLength(6);
      expect(rows[2]).toMatch(
        /^71\d{5},Crane Operator Certification,2,second\.choice@example\.com,,Completed,11\/02\/2026,11\/02\/2026,50$/,
      );
      expect(rows[3]).toMatch(/,3,,,Unassigned,,,$/);

      const pdf = await get(
        USERS.alice,
        `/api/files/training/orders/${orderId}/seats/${seats[1]!.seatId}/certificate.pdf`,
      );
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const notDone = await get(
        USERS.alice,
        `/api/files/training/orders/${orderId}/seats/${seats[0]!.seatId}/certificate.pdf`,
      );
      expect(notDone.statusCode).toBe(404);
      expect((await get(USERS.bob, `/api/files/training/orders/${orderId}/seats.csv`)).statusCode).toBe(403);
      const stranger = await get(
        USERS.bob,
        `/api/files/training/orders/${orderId}/seats/${seats[1]!.seatId}/certificate.pdf`,
      );
      expect(stranger.statusCode).toBe(403);
    });

    it('reminds learners who have not started after N days, once', async () => {
      const later = (days: number) => ({
        db: h.db,
        log: h.app.log,
        now: () => new Date(NOW.getTime() + days * 24 * 60 * 60 * 1000),
      });
      const options = { days: 7, publicUrl: PORTAL };
      const reminders = async () =>
        (await h.db.select().from(mailOutbox)).filter((m) => m.template === 'CourseNotStartedReminderEmail');
      expect(await remindLearnersNotStarted(later(6), options)).toBe(0);
      expect(await remindLearnersNotStarted(later(8), options)).toBe(1);
      // Amy has not started; the learner of seat 2 has completed
      expect((await reminders()).map((m) => m.to)).toEqual([USERS.amy.email]);
      expect((await reminders())[0]!.text).toContain(`${PORTAL}/api/learning/courses/tt-crane?enrolment=`);
      expect(await remindLearnersNotStarted(later(30), options)).toBe(0);
      expect(await reminders()).toHaveLength(1);
    });
  });

  describe('instructor-led sessions', () => {
    const DAY = 24 * 60 * 60 * 1000;
    const CHOOSE = `mutation($id: ID!, $c: String!, $n: Int!, $s: ID!, $w: Boolean) {
      chooseCourseSession(courseOrderId: $id, courseId: $c, seatNumber: $n, sessionId: $s, waitlist: $w) {
        seatNumber sessionId sessionStatus } }`;
    const SESSIONS = `query($c: String!) { courseSessions(courseId: $c) { sessionId seatsLeft full } }`;
    let lastPlace = '';
    let roomy = '';
    let aliceOrder = '';
    let bobOrder = '';
    const ilt = [{ courseId: 'tt-ilt', externalCourseId: 'LMS-TT2', quantity: 1 }];
    const booked = async (id: string) =>
      (await h.db.select().from(courseSessions).where(eq(courseSessions.id, id)))[0]!.booked;
    const choose = (user: TestUser, order: string, sessionId: string, waitlist = false) =>
      gql<{ chooseCourseSession: { sessionStatus: string | null }[] }>(user, CHOOSE, {
        id: order,
        c: 'tt-ilt',
        n: 1,
        s: sessionId,
        w: waitlist,
      });

    beforeAll(async () => {
      await h.db.insert(courses).values({
        courseId: 'tt-ilt',
        externalCourseId: 'LMS-TT2',
        title: 'Digger Derrick Operator, Instructor-Led',
        productFilters: ['Digger Derricks'],
        categoryFilters: ['Operator Training'],
        priceUsd: 900,
        priceCad: 1230,
        deliveryMethod: 'Instructor-Led',
      });
      const rows = await h.db
        .insert(courseSessions)
        .values([
          {
            courseId: 'tt-ilt',
            startsAt: new Date(NOW.getTime() + 14 * DAY),
            endsAt: new Date(NOW.getTime() + 15 * DAY),
            location: 'Training Center, Huntsville AL',
            capacity: 1,
          },
          {
            courseId: 'tt-ilt',
            startsAt: new Date(NOW.getTime() + 30 * DAY),
            endsAt: new Date(NOW.getTime() + 31 * DAY),
            onlineUrl: 'https://meet.example.com/ilt-30',
            capacity: 5,
          },
        ])
        .returning({ id: courseSessions.id });
      lastPlace = rows[0]!.id;
      roomy = rows[1]!.id;
      const a = await gql<Placed>(
        USERS.alice,
        ORDER,
        aliceOrderInput({ courses: ilt, customerPo: 'PO-ILT' }),
      );
      aliceOrder = a.data!.createCourseOrder.order.courseOrderId;
      const b = await gql<Placed>(
        USERS.bob,
        ORDER,
        bobOrderInput({ courses: ilt, paymentMethodId: PAYMENT.bob }),
      );
      bobOrder = b.data!.createCourseOrder.order.courseOrderId;
      await assignTo(aliceOrder, 'ilt.learner@example.com');
    });

    it('two buyers racing for the last place: one is booked, the other is offered the waitlist', async () => {
      const [first, second] = await Promise.all([
        choose(USERS.alice, aliceOrder, lastPlace),
        choose(USERS.bob, bobOrder, lastPlace),
      ]);
      const outcomes = [first, second].map((b) =>
        b.errors
          ? b.errors[0]!.extensions.userFriendlyMessage
          : b.data!.chooseCourseSession[0]!.sessionStatus,
      );
      expect(outcomes.sort()).toEqual(['BOOKED', SESSION_MESSAGES.full].sort());
      expect(await booked(lastPlace)).toBe(1);
      const list = await gql<{ courseSessions: { sessionId: string; seatsLeft: number; full: boolean }[] }>(
        USERS.bob,
        SESSIONS,
        { c: 'tt-ilt' },
      );
      expect(list.data!.courseSessions).toEqual([
        { sessionId: lastPlace, seatsLeft: 0, full: true },
        { sessionId: roomy, seatsLeft: 5, full: false },
      ]);
    });

    it('the one refused joins the waitlist without taking a place; a move frees the place it held', async () => {
      // whoever lost the race above joins the waitlist
      const aliceSeat = await gql<{ courseOrderSeats: { sessionStatus: string | null }[] }>(
        USERS.alice,
        `query($id: ID!) { courseOrderSeats(courseOrderId: $id) { sessionStatus } }`,
        { id: aliceOrder },
      );
      const [loser, loserOrder, winner, winnerOrder] =
        aliceSeat.data!.courseOrderSeats[0]!.sessionStatus === 'BOOKED'
          ? [USERS.bob, bobOrder, USERS.alice, aliceOrder]
          : [USERS.alice, aliceOrder, USERS.bob, bobOrder];
      const waiting = await choose(loser, loserOrder, lastPlace, true);
      expect(waiting.data!.chooseCourseSession[0]!.sessionStatus).toBe('WAITLISTED');
      expect(await booked(lastPlace)).toBe(1);
      // when the seat joined: its place in the waitlist, first come first served (ADR 0047)
      const [seat] = await h.db.select().from(courseSeats).where(eq(courseSeats.courseOrderId, loserOrder));
      expect(seat!.sessionChosenAt).toEqual(NOW);
      const moved = await choose(winner, winnerOrder, roomy);
      expect(moved.data!.chooseCourseSession[0]!.sessionStatus).toBe('BOOKED');
      expect(await booked(lastPlace)).toBe(0);
      expect(await booked(roomy)).toBe(1);
    });

    it('e-mails the seat’s learner the session, and refuses another organisation’s order', async () => {
      const mails = (
        await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ilt.learner@example.com'))
      ).filter((m) => m.template === 'CourseSessionChangedEmail');
      expect(mails.length).toBeGreaterThan(0);
      expect(mails.map((m) => m.text).join('\n')).toContain('Digger Derrick Operator, Instructor-Led');
      const stranger = await choose(USERS.bob, aliceOrder, roomy);
      expect(stranger.errors![0]!.extensions.code).toBe('FORBIDDEN');
    });
  });
});
