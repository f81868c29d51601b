// Issue 40, training for teams: a B2B buyer buys 5 seats of a course by purchase order, gives 4 to learners (2 of
// them new to the portal), the learners' e-mails arrive (dev mailbox), one learner completes the course in the
// embedded learning system from the enrolment link, and the buyer sees 1 completed, 3 not started and 1 unassigned,
// then downloads that learner's certificate and the order's CSV. The order and the new learners are made here; the
// buyer's company (Keystone Electric) may pay by purchase order in the seed. At 1280 px, the progress again at 390.
import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { goInApp, signIn } from '../../support/sign-in';
import { MOBILE } from '../../support/shell-session';
import { expectNoAxeViolations } from '../../support/axe';
import { mails } from '../dashboard/commerce-helpers';
import { findCourses } from '../training/training-courses';
import { unique } from './journey-helpers';

test.describe.configure({ timeout: 300_000 });

const BUYER = 'admin@keystone-electric.example';

/** The enrolment link of the newest seat e-mail to `email`, as a portal-relative path. */
async function enrolmentLink(request: Parameters<typeof mails>[0], email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mails(request, email)).find((m) => m.template === 'CourseSeatAssignedEmail');
      link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      return link ?? null;
    })
    .not.toBeNull();
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

async function savedFile(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await fs.readFile(await download.path()) };
}

/** The seed gives some buyers a training cart: it is emptied through the API, so the order holds only this test's seats. */
async function emptyTrainingCart(page: Page) {
  await page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('apiTokens_')) ?? '';
    const { accessToken } = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { accessToken?: string };
    const gql = async (query: string, variables: Record<string, unknown> = {}) =>
      (await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken ?? ''}` },
        body: JSON.stringify({ query, variables }),
      }).then((r) => r.json())) as {
        data?: { getCartByApplication: { shoppingCartId: string; items: { itemId: string }[] } | null };
      };
    const cart = (
      await gql('{ getCartByApplication(application: "training-store") { shoppingCartId items { itemId } } }')
    ).data?.getCartByApplication;
    await gql(
      'mutation($id: ID!, $i: [CartItemInput!]!) { addOrUpdateItemsInShoppingCart(shoppingCartId: $id, items: $i) { shoppingCartId } }',
      {
        id: cart?.shoppingCartId ?? '',
        i: (cart?.items ?? []).map((line) => ({ itemId: line.itemId, quantity: 0 })),
      },
    );
  });
}

/** Signs in as `buyer`, buys `seats` of the course by purchase order and opens the order's seats. */
async function buyByPurchaseOrder(
  page: Page,
  buyer: string,
  course: { courseId: string; title: string; price: number | null },
  seats: number,
  po: string,
) {
  await signIn(page, buyer);
  const tokens = () =>
    page.waitForFunction(() => Object.keys(window.sessionStorage).some((k) => k.startsWith('apiTokens_')));
  await tokens();
  await emptyTrainingCart(page);
  // the app loads the now empty cart afresh
  await page.reload();
  await tokens();
  await goInApp(page, `/pages/training-store/course/${encodeURIComponent(course.courseId)}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title, exact: true })).toBeVisible();
  await page.getByLabel('Seats').fill(String(seats));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${seats} seat(s) added to cart.` })).toBeVisible();
  await page.getByRole('link', { name: 'View Cart' }).click();
  await expect(page.getByLabel(`Seats of ${course.title}`)).toHaveValue(String(seats), { timeout: 30_000 });
  await page.getByRole('link', { name: 'Check Out' }).click();

  // pay by purchase order: no card is charged; tax is added to the seats
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Purchase Order Number').fill(po);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(`Purchase order number: ${po}`)).toBeVisible();
  const subtotal = (seats * (course.price as number)).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await expect(page.getByText(`Subtotal: $${subtotal}`, { exact: true })).toBeVisible();
  // a short order number, read over the phone
  await expect(page.getByText(/^\d{7}$/)).toBeVisible();
  await page.getByRole('link', { name: 'Assign Seats to Learners' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Training Order \d{7}$/ })).toBeVisible({
    timeout: 30_000,
  });
}

test('issue 40: 5 seats by purchase order, 4 learners, one completes; certificate and CSV', async ({
  page,
  request,
  baseURL,
}) => {
  const { paid } = await findCourses(request, baseURL as string);
  const id = unique();
  const newLearners = [`lineworker.one.${id}@example.com`, `lineworker.two.${id}@example.com`];
  const contacts = ['viewer@keystone-electric.example', 'supervisor@keystone-electric.example'];
  const po = `PO-${id}`.slice(0, 20);

  await buyByPurchaseOrder(page, BUYER, paid, 5, po);
  const progress = page.getByRole('status').filter({ hasText: 'completed' });
  await expect(progress).toHaveText('0 completed, 0 in progress, 0 not started, 5 unassigned');
  const learners = [...contacts, ...newLearners];
  for (const [i, email] of learners.entries())
    await page.getByLabel(`Learner e-mail for seat ${i + 1} of ${paid.title}`).fill(email);
  await page.getByRole('button', { name: 'Save Seats' }).click();
  await expect(page.getByText('The seats were saved and the learners e-mailed.')).toBeVisible();
  await expect(progress).toHaveText('0 completed, 0 in progress, 4 not started, 1 unassigned');

  // every learner's e-mail arrives with an enrolment link at the portal
  const links = new Map<string, string>();
  for (const email of learners) links.set(email, await enrolmentLink(request, email));

  // the first new learner completes the course in the embedded learning system
  const learner = await page.context().newPage();
  await learner.goto(links.get(newLearners[0]!)!);
  await expect(learner.getByRole('heading', { level: 1, name: paid.title })).toBeVisible();
  await learner.getByRole('button', { name: 'Start course' }).click();
  await learner.getByRole('button', { name: 'Complete course' }).click();
  await expect(learner.getByRole('status')).toContainText('Completed on');
  await learner.close();

  await page.reload();
  await expect(progress).toHaveText('1 completed, 0 in progress, 3 not started, 1 unassigned', {
    timeout: 30_000,
  });
  await expectNoAxeViolations(page, 'training order seats at 1280 px');

  const certificate = await savedFile(page, () =>
    page.getByRole('button', { name: `Certificate of ${newLearners[0]}` }).click(),
  );
  expect(certificate.name).toMatch(/^certificate-.+\.pdf$/);
  expect(certificate.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const csv = await savedFile(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
  const rows = csv.bytes.toString('utf8').trim().split('\r\n');
  expect(rows[0]).toBe('Order number,Course,Seat,Learner email,Learner name,Status,Started,Completed,Score');
  const seatRows = rows.slice(1);
  expect(seatRows).toHaveLength(5);
  expect(seatRows.filter((r) => r.includes(',Completed,'))).toEqual([
    expect.stringContaining(newLearners[0]!),
  ]);
  expect(seatRows.filter((r) => r.includes(',Not started,'))).toHaveLength(3);
  expect(seatRows.filter((r) => r.includes(',Unassigned,'))).toHaveLength(1);

  // the same at 390 px: the seats as cards
  await page.setViewportSize(MOBILE);
  await expect(progress).toHaveText('1 completed, 0 in progress, 3 not started, 1 unassigned');
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  await expectNoAxeViolations(page, 'training order seats at 390 px');
});

/** The first instructor-led course of the seed: its first session has 2 places (docs/seed-users.md). */
async function smallSessionCourse(request: Parameters<typeof mails>[0], baseURL: string) {
  const response = await request.post(`${baseURL}/api/open-graphql`, {
    data: {
      query: `{ searchCourses(input: { page: 0, size: 1000 }) { hits { courseId title price deliveryMethod } } }`,
    },
  });
  const body = (await response.json()) as {
    data: {
      searchCourses: { hits: { courseId: string; title: string; price: number; deliveryMethod: string }[] };
    };
  };
  const led = body.data.searchCourses.hits
    .filter((c) => c.deliveryMethod === 'Instructor-Led')
    .sort((a, b) => a.courseId.localeCompare(b.courseId));
  return led[0]!;
}

test('issue 40: an instructor-led session fills up and the next buyer is offered its waitlist', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const course = await smallSessionCourse(request, baseURL as string);
  const id = unique();
  // the first buyer books both places of the first session
  await buyByPurchaseOrder(page, BUYER, course, 2, `PO-A-${id}`.slice(0, 20));
  for (const seat of [1, 2]) {
    const session = page.getByLabel(`Session for seat ${seat} of ${course.title}`);
    await session.selectOption({ index: 1 });
    await page.getByRole('button', { name: `Book seat ${seat}` }).click();
    await expect(page.getByRole('row').filter({ has: session }).getByText('Booked')).toBeVisible();
  }

  // the next buyer finds it full: the waitlist is offered, and joined
  const next = await (await browser.newContext({ baseURL })).newPage();
  await buyByPurchaseOrder(next, 'viewer@keystone-electric.example', course, 1, `PO-B-${id}`.slice(0, 20));
  const session = next.getByLabel(`Session for seat 1 of ${course.title}`);
  await session.selectOption({ index: 1 });
  await expect(session.locator('option').nth(1)).toContainText('(Full)');
  await expect(next.getByText('This session is full. You can join its waitlist.')).toBeVisible();
  await expect(next.getByRole('button', { name: 'Book seat 1' })).toHaveCount(0);
  await next.getByRole('button', { name: 'Join Waitlist for seat 1' }).click();
  await expect(next.getByText('On the waitlist')).toBeVisible();
  await next.setViewportSize(MOBILE);
  await expectNoAxeViolations(next, 'a full session at 390 px');
  await next.context().close();
});
