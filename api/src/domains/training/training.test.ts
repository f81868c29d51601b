// The training store's API against the real schema: course search (filters, facets, page size 15, prices by
// locale), title suggestions, course pages, course orders (validated, priced, idempotent on externalOrderId, the
// buyer enrolled once, a confirmation in the outbox, both order histories), free-course enrolment, the 'Start
// course' page, setLitmosUserToActive, the reindex operations, and the punchout and demo refusals.
import { eq, sql } from 'drizzle-orm';
import {
  courseEnrolments,
  courseOrders,
  courses,
  mailOutbox,
  paymentMethods,
  users,
} from '../../db/schema.js';
import { ADDRESS, createHarness, ORG, PAYMENT, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { COURSE_SEAT_MESSAGES } from '@portal/rules/validation';

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

const HIT = 'courseId title price currency isFree productFilters categoryFilters language credits';
const SEARCH = `query($i: CourseSearchInput!) { searchCourses(input: $i) {
  totalHits page size totalPages hits { ${HIT} }
  facets { productFilters { value count } categoryFilters { value count } } } }`;
const OPEN_SEARCH = `query($i: CourseSearchInput!, $l: Locale) { searchCourses(input: $i, locale: $l) {
  totalHits size hits { ${HIT} } } }`;
const SUGGEST = 'query($t: String!) { courseSuggestions(term: $t) }';
const DETAIL = `query($c: String!, $l: Locale) { courseDetail(courseId: $c, locale: $l) {
  course { ${HIT} } outline relatedCourses { courseId } } }`;
const ORDER = `mutation($o: CourseOrderInput!) { createCourseOrder(courseOrder: $o) {
  order { courseOrderId externalOrderId orderNumber accountId subtotal tax total currency status
    lines { courseId externalCourseId title quantity unitPrice lineTotal } }
  enrolments { enrolmentId courseId startUrl } } }`;
const ENROL = 'mutation($c: String!) { enrolFreeCourse(courseId: $c) { enrolmentId courseId startUrl } }';
const HISTORY = `query($r: CourseOrderHistoryInput) { courseOrders(request: $r) {
  totalRecords content { externalOrderId accountId userId } } }`;

/** 40 paid courses over the filters, 3 free ones and an inactive one. */
function catalogue() {
  const products = ['Aerial Devices', 'Chippers', 'Cranes', 'Digger Derricks'];
  const categories = ['Maintenance', 'Operator Training'];
  const rows: (typeof courses.$inferInsert)[] = [];
  for (let i = 1; i <= 40; i++) {
    const product = products[i % products.length]!;
    rows.push({
      courseId: `tc-${i}`,
      externalCourseId: `LMS-T${i}`,
      title: `${product} ${categories[i % 2]} ${i}`,
      description: `About ${product.toLowerCase()}.`,
      productFilters: [product],
      categoryFilters: [categories[i % 2]!],
      priceUsd: 100 + i,
      priceCad: 137 + i,
      // 60 minutes but for tc-5 (the shortest) and tc-6 (the longest), so a duration sort has ends to find
      durationMinutes: i === 5 ? 30 : i === 6 ? 240 : 60,
      credits: 0.4,
      outline: ['One', 'Two'],
    });
  }
  rows.push(
    {
      courseId: 'tc-free-1',
      externalCourseId: 'LMS-F1',
      title: 'Boom Rescue Basics',
      productFilters: ['Specialty'],
      categoryFilters: ['Workplace Safety'],
      priceUsd: 0,
      priceCad: 0,
      isFree: true,
      language: 'French',
    },
    {
      courseId: 'tc-free-2',
      externalCourseId: 'LMS-F2',
      title: 'Boom Inspection Bulletins',
      productFilters: ['Specialty'],
      categoryFilters: ['APN'],
      priceUsd: 0,
      priceCad: 0,
      isFree: true,
    },
    {
      courseId: 'tc-retired',
      externalCourseId: 'LMS-R',
      title: 'Boom Retired Course',
      productFilters: ['Specialty'],
      categoryFilters: ['APN'],
      priceUsd: 10,
      active: false,
    },
  );
  return rows;
}

describe('training store API', () => {
  let h: Harness;
  const gql = async <T = Record<string, unknown>>(
    user: TestUser | null,
    query: string,
    variables: Record<string, unknown> = {},
    permissions?: string[],
  ): Promise<GqlBody<T>> => {
    if (!user) return (await h.openGraphql(query, variables)).json() as GqlBody<T>;
    if (!permissions) return (await h.graphql(user, query, variables)).json() as GqlBody<T>;
    const token = await h.token(user, { permissions });
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query, variables },
      headers: { authorization: `Bearer ${token}` },
    });
    return res.json() as GqlBody<T>;
  };
  const code = (body: GqlBody<unknown>) => body.errors?.[0]?.extensions.code;
  const orderCount = async () =>
    Number(((await h.db.select({ n: sql<number>`count(*)::int` }).from(courseOrders))[0] as { n: number }).n);
  const order = (externalOrderId: string, lines: unknown[], extra: Record<string, unknown> = {}) => ({
    o: {
      externalOrderId,
      accountId: ORG.alpha,
      courses: lines,
      paymentMethodId: PAYMENT.alice,
      billToAddressId: ADDRESS.alphaMain,
      ...extra,
    },
  });

  beforeAll(async () => {
    // the portal's public origin differs from the API's token audience (http://localhost:3000/api)
    h = await createHarness({ config: { publicUrl: PORTAL } });
    await h.db.insert(courses).values(catalogue());
    // the test world's cards have no expiry: give Alice's one in the future
    await h.db
      .update(paymentMethods)
      .set({ expMonth: 12, expYear: 2099 })
      .where(eq(paymentMethods.id, PAYMENT.alice));
  });
  afterAll(async () => {
    await h.close();
  });

  describe('course search', () => {
    it('pages 15 courses at a time with facet counts; inactive courses never show', async () => {
      const body = await gql<{
        searchCourses: {
          totalHits: number;
          size: number;
          totalPages: number;
          hits: { courseId: string }[];
          facets: { productFilters: { value: string; count: number }[] };
        };
      }>(USERS.alice, SEARCH, { i: {} });
      expect(body.errors).toBeUndefined();
      const r = body.data!.searchCourses;
      expect(r.size).toBe(15);
      expect(r.hits).toHaveLength(15);
      expect(r.totalHits).toBe(42);
      expect(r.totalPages).toBe(3);
      expect(r.hits.some((c) => c.courseId === 'tc-retired')).toBe(false);
      expect(r.facets.productFilters).toContainEqual({ value: 'Cranes', count: 10 });
      expect(r.facets.productFilters).toContainEqual({ value: 'Specialty', count: 2 });
    });

    it('a page past the last, even past the 1000 courses a search answers, is no courses with the real count', async () => {
      type Page = { searchCourses: { totalHits: number; totalPages: number; hits: unknown[] } };
      for (const page of [3, 66, 500]) {
        const body = await gql<Page>(USERS.alice, SEARCH, { i: { page } });
        expect(body.errors).toBeUndefined();
        expect(body.data!.searchCourses).toMatchObject({ hits: [], totalHits: 42, totalPages: 3 });
      }
    });

    it('narrows by product and category filters and keeps the other group’s counts selectable', async () => {
      const body = await gql<{
        searchCourses: {
          totalHits: number;
          hits: { productFilters: string[]; categoryFilters: string[] }[];
          facets: { productFilters: { value: string; count: number }[] };
        };
      }>(USERS.alice, SEARCH, {
        i: { productFilters: ['Cranes'], categoryFilters: ['Maintenance'] },
      });
      const r = body.data!.searchCourses;
      expect(r.totalHits).toBe(10);
      for (const hit of r.hits) {
        expect(hit.productFilters).toContain('Cranes');
        expect(hit.categoryFilters).toContain('Maintenance');
      }
      // product counts are computed without the product choice (but within Maintenance): Aerial Devices stays
      expect(r.facets.productFilters.map((f) => f.value)).toEqual(
        expect.arrayContaining(['Aerial Devices', 'Cranes']),
      );
    });

    it('fetches all courses with size 1000 and finds by searchTerm', async () => {
      const all = await gql<{ searchCourses: { hits: unknown[] } }>(USERS.alice, SEARCH, {
        i: { size: 1000 },
      });
      expect(all.data!.searchCourses.hits).toHaveLength(42);
      const boom = await gql<{ searchCourses: { hits: { title: string }[] } }>(USERS.alice, SEARCH, {
        i: { searchTerm: 'rescue' },
      });
      expect(boom.data!.searchCourses.hits.map((c) => c.title)).toEqual(['Boom Rescue Basics']);
    });

    it('prices in CAD for en_CA guests and USD otherwise', async () => {
      type Hits = { searchCourses: { hits: { courseId: string; price: number; currency: string }[] } };
      const ca = await gql<Hits>(null, OPEN_SEARCH, { i: { searchTerm: 'cranes', size: 100 }, l: 'en_CA' });
      expect(ca.errors).toBeUndefined();
      expect(ca.data!.searchCourses.hits.find((c) => c.courseId === 'tc-2')).toMatchObject({
        price: 139,
        currency: 'CAD',
      });
      const us = await gql<Hits>(null, OPEN_SEARCH, { i: { searchTerm: 'cranes', size: 100 } });
      expect(us.data!.searchCourses.hits.find((c) => c.courseId === 'tc-2')).toMatchObject({
        price: 102,
        currency: 'USD',
      });
    });

    it('sorts by price, duration and title, either way', async () => {
      type Hits = { searchCourses: { hits: { courseId: string; title: string }[] } };
      const ids = async (sortOptions: unknown) => {
        const body = await gql<Hits>(USERS.alice, SEARCH, { i: { size: 3, sortOptions } });
        expect(body.errors).toBeUndefined();
        return body.data!.searchCourses.hits.map((c) => c.courseId);
      };
      // the two free courses (price 0) by title, then the cheapest paid one
      expect(await ids([{ fieldName: 'price', direction: 'ASC' }])).toEqual([
        'tc-free-2',
        'tc-free-1',
        'tc-1',
      ]);
      expect(await ids([{ fieldName: 'price', direction: 'DESC' }])).toEqual(['tc-40', 'tc-39', 'tc-38']);
      expect((await ids([{ fieldName: 'durationMinutes', direction: 'DESC' }]))[0]).toBe('tc-6');
      expect((await ids([{ fieldName: 'durationMinutes' }]))[0]).toBe('tc-5');
      // titles: the free 'Boom …' courses come after the 'Aerial Devices …' ones and before 'Chippers …'
      const byTitle = await gql<Hits>(USERS.alice, SEARCH, {
        i: { size: 1000, sortOptions: [{ fieldName: 'title', direction: 'DESC' }] },
      });
      const titles = byTitle.data!.searchCourses.hits.map((c) => c.title);
      expect(titles.indexOf('Boom Rescue Basics')).toBeLessThan(titles.indexOf('Boom Inspection Bulletins'));
      expect(titles.findIndex((t) => t.startsWith('Chippers'))).toBeLessThan(
        titles.indexOf('Boom Rescue Basics'),
      );
      expect(titles.findIndex((t) => t.startsWith('Aerial'))).toBeGreaterThan(
        titles.indexOf('Boom Inspection Bulletins'),
      );
    });

    it.each([
      [{ sortOptions: [{ fieldName: 'language' }] }],
      [{ sortOptions: [{ fieldName: 'price', direction: 'UP' }] }],
      [{ sortOptions: [{ fieldName: 'price' }, { fieldName: 'title' }] }],
      [{ productFilters: ['Boats'] }],
      [{ categoryFilters: ['Cooking'] }],
      [{ page: -1 }],
      [{ size: 0 }],
      [{ size: 1001 }],
      [{ searchTerm: 'x'.repeat(201) }],
    ])('refuses bad input %j', async (input) => {
      const body = await gql(USERS.alice, SEARCH, { i: input });
      expect(code(body)).toBe('BAD_USER_INPUT');
    });

    it('suggests course titles by word prefix, at most 5', async () => {
      const body = await gql<{ courseSuggestions: string[] }>(null, SUGGEST, { t: 'boo' });
      expect(body.data!.courseSuggestions).toEqual(['Boom Rescue Basics', 'Boom Inspection Bulletins']);
      const many = await gql<{ courseSuggestions: string[] }>(USERS.alice, SUGGEST, { t: 'cra' });
      expect(many.data!.courseSuggestions).toHaveLength(5);
      for (const t of many.data!.courseSuggestions) expect(t).toMatch(/^Cranes/);
      expect((await gql<{ courseSuggestions: string[] }>(null, SUGGEST, { t: 'zzz' })).data).toEqual({
        courseSuggestions: [],
      });
      expect(code(await gql(null, SUGGEST, { t: '   ' }))).toBe('BAD_USER_INPUT');
    });

    it('shows a course page with its outline and related courses; unknown courses are not found', async () => {
      const body = await gql<{
        courseDetail: {
          course: { courseId: string; price: number };
          outline: string[];
          relatedCourses: { courseId: string }[];
        };
      }>(null, DETAIL, { c: 'tc-3', l: 'en_CA' });
      expect(body.errors).toBeUndefined();
      expect(body.data!.courseDetail.course).toMatchObject({ courseId: 'tc-3', price: 140 });
      expect(body.data!.courseDetail.outline).toEqual(['One', 'Two']);
      expect(body.data!.courseDetail.relatedCourses).toHaveLength(4);
      expect(body.data!.courseDetail.relatedCourses.map((c) => c.courseId)).not.toContain('tc-3');
      expect(code(await gql(null, DETAIL, { c: 'tc-retired' }))).toBe('NOT_FOUND');
      expect(code(await gql(null, DETAIL, { c: 'bad id!' }))).toBe('BAD_USER_INPUT');
    });
  });

  describe('course orders', () => {
    it('places a paid order: priced from the catalogue, the buyer enrolled, a confirmation in the outbox', async () => {
      const body = await gql<{
        createCourseOrder: {
          order: {
            courseOrderId: string;
            orderNumber: string;
            subtotal: number;
            tax: number;
            total: number;
            currency: string;
            lines: { unitPrice: number }[];
          };
          enrolments: { courseId: string; startUrl: string }[];
        };
      }>(
        USERS.alice,
        ORDER,
        order('TO-ALICE-1', [
          { courseId: 'tc-1', externalCourseId: 'LMS-T1', quantity: 2 },
          { courseId: 'tc-2', externalCourseId: 'LMS-T2', quantity: 1 },
        ]),
      );
      expect(body.errors).toBeUndefined();
      const placed = body.data!.createCourseOrder;
      // the seats from the catalogue, and the billing address's state's sales tax as at checkout (Alabama, 4%)
      expect(placed.order.subtotal).toBe(2 * 101 + 102);
      expect(placed.order.tax).toBe(12.16);
      expect(placed.order.total).toBe(316.16);
      expect(placed.order.currency).toBe('USD');
      expect(placed.enrolments.map((e) => e.courseId).sort()).toEqual(['tc-1', 'tc-2']);
      const mail = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, USERS.alice.email));
      const confirmation = mail.find(
        (m) => m.template === 'CourseOrderConfirmationEmail' && m.text.includes(placed.order.orderNumber),
      );
      expect(confirmation).toBeDefined();
      expect(confirmation!.text).toContain('Tax: $12.16');
      // every 'Start course' link opens the portal, at its public origin
      const links = [...confirmation!.html!.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
      expect(links.length).toBeGreaterThanOrEqual(2);
      for (const link of links) expect(link.startsWith(`${PORTAL}/`)).toBe(true);

      // the 'Start course' link opens the enrolled course page; another enrolment id does not
      const start = await h.app.inject({ method: 'GET', url: placed.enrolments[0]!.startUrl });
      expect(start.statusCode).toBe(200);
      expect(start.body).toContain('Course outline');
      const wrong = await h.app.inject({
        method: 'GET',
        url: placed.enrolments[0]!.startUrl.replace(/enrolment=.*/, `enrolment=${crypto.randomUUID()}`),
      });
      expect(wrong.statusCode).toBe(404);
    });

    it('a retried order creates one order and one enrolment per course; another order under the same number is refused', async () => {
      const lines = [{ courseId: 'tc-5', externalCourseId: 'LMS-T5', quantity: 3 }];
      const first = await gql<{ createCourseOrder: { order: { courseOrderId: string } } }>(
        USERS.alice,
        ORDER,
        order('TO-RETRY', lines),
      );
      const again = await gql<{
        createCourseOrder: { order: { courseOrderId: string }; enrolments: unknown[] };
      }>(USERS.alice, ORDER, order('TO-RETRY', lines));
      expect(again.errors).toBeUndefined();
      const id = first.data!.createCourseOrder.order.courseOrderId;
      expect(again.data!.createCourseOrder.order.courseOrderId).toBe(id);
      expect(again.data!.createCourseOrder.enrolments).toHaveLength(1);
      const rows = await h.db.select().from(courseOrders).where(eq(courseOrders.externalOrderId, 'TO-RETRY'));
      expect(rows).toHaveLength(1);
      const enrolled = await h.db
        .select()
        .from(courseEnrolments)
        .where(eq(courseEnrolments.courseOrderId, id));
      expect(enrolled).toHaveLength(1);

      const other = await gql(USERS.alice, ORDER, order('TO-RETRY', [{ ...lines[0], quantity: 4 }]));
      expect(code(other)).toBe('CONFLICT');
    });

    it.each([
      [
        'an unknown course',
        [{ courseId: 'tc-nope', externalCourseId: 'LMS-X', quantity: 1 }],
        'BAD_USER_INPUT',
      ],
      [
        'a retired course',
        [{ courseId: 'tc-retired', externalCourseId: 'LMS-R', quantity: 1 }],
        'BAD_USER_INPUT',
      ],
      [
        'a wrong external id',
        [{ courseId: 'tc-1', externalCourseId: 'LMS-T9', quantity: 1 }],
        'BAD_USER_INPUT',
      ],
      ['quantity 0', [{ courseId: 'tc-1', externalCourseId: 'LMS-T1', quantity: 0 }], 'BAD_USER_INPUT'],
      [
        'a negative quantity',
        [{ courseId: 'tc-1', externalCourseId: 'LMS-T1', quantity: -2 }],
        'BAD_USER_INPUT',
      ],
      ['no courses', [], 'BAD_USER_INPUT'],
    ])('refuses %s and writes nothing', async (_name, lines, expected) => {
      const before = await orderCount();
      const body = await gql(USERS.alice, ORDER, order(`TO-BAD-${crypto.randomUUID()}`, lines));
      expect(code(body)).toBe(expected);
      expect(await orderCount()).toBe(before);
    });

    it('refuses 1000 seats of a course with the message the training cart gives', async () => {
      const before = await orderCount();
      const body = await gql(
        USERS.alice,
        ORDER,
        order('TO-SEATS', [{ courseId: 'tc-1', externalCourseId: 'LMS-T1', quantity: 1000 }]),
      );
      expect(code(body)).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message).toBe(COURSE_SEAT_MESSAGES.tooMany);
      expect(await orderCount()).toBe(before);
    });

    it('refuses another organisation’s account, a missing card and a stranger’s card', async () => {
      const before = await orderCount();
      const line = [{ courseId: 'tc-1', externalCourseId: 'LMS-T1', quantity: 1 }];
      expect(code(await gql(USERS.alice, ORDER, order('TO-X1', line, { accountId: ORG.bravo })))).toBe(
        'FORBIDDEN',
      );
      expect(code(await gql(USERS.alice, ORDER, order('TO-X2', line, { paymentMethodId: null })))).toBe(
        'BAD_USER_INPUT',
      );
      expect(
        code(await gql(USERS.alice, ORDER, order('TO-X3', line, { paymentMethodId: PAYMENT.bob }))),
      ).toBe('FORBIDDEN');
      expect(
        code(await gql(USERS.alice, ORDER, order('TO-X4', line, { billToAddressId: ADDRESS.bravoMain }))),
      ).toBe('FORBIDDEN');
      expect(await orderCount()).toBe(before);
    });

    it('lists the order in both training order histories', async () => {
      const mine = await gql<{ courseOrders: { content: { externalOrderId: string }[] } }>(
        USERS.alice,
        HISTORY,
        {
          r: { mine: true },
        },
      );
      expect(mine.data!.courseOrders.content.map((o) => o.externalOrderId)).toContain('TO-ALICE-1');
      const company = await gql<{ courseOrders: { content: { externalOrderId: string }[] } }>(
        USERS.alice,
        HISTORY,
        { r: { accountIds: [ORG.alpha] } },
      );
      expect(company.data!.courseOrders.content.map((o) => o.externalOrderId)).toContain('TO-ALICE-1');
      // Amy (same company) has no B2B_View_Orders: the company's history is refused, her own is empty
      expect(code(await gql(USERS.amy, HISTORY, { r: {} }))).toBe('FORBIDDEN');
      const amys = await gql<{ courseOrders: { totalRecords: number } }>(USERS.amy, HISTORY, {
        r: { mine: true },
      });
      expect(amys.data!.courseOrders.totalRecords).toBe(0);
      expect(code(await gql(USERS.alice, HISTORY, { r: { size: 0 } }))).toBe('BAD_USER_INPUT');
    });
  });

  describe('free courses and the learning system', () => {
    it('enrols in a free course once, however often asked; paid courses are refused', async () => {
      const first = await gql<{ enrolFreeCourse: { enrolmentId: string } }>(USERS.amy, ENROL, {
        c: 'tc-free-1',
      });
      expect(first.errors).toBeUndefined();
      const again = await gql<{ enrolFreeCourse: { enrolmentId: string } }>(USERS.amy, ENROL, {
        c: 'tc-free-1',
      });
      expect(again.data!.enrolFreeCourse.enrolmentId).toBe(first.data!.enrolFreeCourse.enrolmentId);
      const paid = await gql(USERS.amy, ENROL, { c: 'tc-1' });
      expect(code(paid)).toBe('BAD_USER_INPUT');
      expect(paid.errors?.[0]?.message).toBe('This course is not free. Please add it to your cart.');
      const list = await gql<{ myCourseEnrolments: { courseId: string }[] }>(
        USERS.amy,
        '{ myCourseEnrolments { courseId } }',
      );
      expect(list.data!.myCourseEnrolments).toEqual([{ courseId: 'tc-free-1' }]);
      // guests must sign in first
      expect(
        (await h.openGraphql('mutation { enrolFreeCourse(courseId: "tc-free-1") { courseId } }')).json(),
      ).toHaveProperty('errors');
    });

    it('setLitmosUserToActive activates the caller’s own learner account only', async () => {
      const q = 'mutation($e: String!) { setLitmosUserToActive(email: $e) }';
      expect((await gql(USERS.bob, q, { e: USERS.bob.email.toUpperCase() })).data).toEqual({
        setLitmosUserToActive: true,
      });
      expect(code(await gql(USERS.bob, q, { e: USERS.alice.email }))).toBe('FORBIDDEN');
      expect(code(await gql(USERS.bob, q, { e: 'not-an-email' }))).toBe('BAD_USER_INPUT');
    });
  });

  describe('who may use the training store', () => {
    it('punchout users are refused every training operation', async () => {
      await h.db.update(users).set({ isPunchout: true }).where(eq(users.id, USERS.bob.id));
      try {
        expect(code(await gql(USERS.bob, SEARCH, { i: {} }))).toBe('FORBIDDEN');
        expect(code(await gql(USERS.bob, SUGGEST, { t: 'boo' }))).toBe('FORBIDDEN');
        expect(code(await gql(USERS.bob, '{ courseDetail(courseId: "tc-1") { outline } }'))).toBe(
          'FORBIDDEN',
        );
        expect(code(await gql(USERS.bob, ENROL, { c: 'tc-free-2' }))).toBe('FORBIDDEN');
        expect(
          code(
            await gql(
              USERS.bob,
              'mutation { createShoppingCart(application: "training-store") { itemCount } }',
            ),
          ),
        ).toBe('FORBIDDEN');
      } finally {
        await h.db.update(users).set({ isPunchout: false }).where(eq(users.id, USERS.bob.id));
      }
    });

    it('Demo_Only_Training_Store users browse but keep their cart locally and cannot order or enrol', async () => {
      const demo = [...USERS.amy.permissions, 'Demo_Only_Training_Store'];
      expect((await gql(USERS.amy, SEARCH, { i: {} }, demo)).errors).toBeUndefined();
      expect(
        code(
          await gql(
            USERS.amy,
            'mutation { createShoppingCart(application: "training-store") { itemCount } }',
            {},
            demo,
          ),
        ),
      ).toBe('FORBIDDEN');
      expect(
        (
          await gql(
            USERS.amy,
            '{ getCartByApplication(application: "training-store") { itemCount } }',
            {},
            demo,
          )
        ).data,
      ).toEqual({ getCartByApplication: null });
      expect(code(await gql(USERS.amy, ENROL, { c: 'tc-free-2' }, demo))).toBe('FORBIDDEN');
    });

    it('reindex and manualIndex are staff operations: CSR with Product_Owner_Admin or Developer_Admin', async () => {
      expect(code(await gql(USERS.alice, 'mutation { reindex { success } }'))).toBe('FORBIDDEN');
      // Developer_Admin without CSR (a customer holding it) is refused both
      const customer = ['B2B_Dashboard', 'Developer_Admin'];
      expect(code(await gql(USERS.alice, 'mutation { reindex { success } }', {}, customer))).toBe(
        'FORBIDDEN',
      );
      const since = { s: '2000-01-01T00:00:00Z' };
      const manual = 'mutation($s: DateTime!) { manualIndex(since: $s) { success } }';
      expect(code(await gql(USERS.alice, manual, since, customer))).toBe('FORBIDDEN');
      const admin = ['CSR', 'Developer_Admin'];
      expect(
        (await gql(USERS.cora, 'mutation { reindex { success changedCourses } }', {}, admin)).data,
      ).toEqual({
        reindex: { success: true, changedCourses: 42 },
      });
      const window = await gql<{ manualIndex: { success: boolean; changedCourses: number } }>(
        USERS.cora,
        'mutation($s: DateTime!) { manualIndex(since: $s) { success changedCourses } }',
        { s: '2000-01-01T00:00:00Z' },
        admin,
      );
      expect(window.data!.manualIndex).toEqual({ success: true, changedCourses: 43 });
      const none = await gql<{ manualIndex: { changedCourses: number } }>(
        USERS.cora,
        'mutation($s: DateTime!, $t: DateTime) { manualIndex(since: $s, to: $t) { success changedCourses } }',
        { s: '2000-01-01T00:00:00Z', t: '2000-01-02T00:00:00Z' },
        admin,
      );
      expect(none.data!.manualIndex.changedCourses).toBe(0);
    });
  });
});
