// Analytics (issue 22): an add-to-cart reaches the development collector with the business user's token
// (B2B_{contactId}); for the account without an analytics contract nothing is sent.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';
import { findStoreParts } from '../store/cart-parts';

interface CollectedEvent {
  name: string;
  userToken: string | null;
  email: string | null;
  contactId: string | null;
  params: { currency?: string; value?: number; items?: { item_id: string; quantity: number }[] };
  receivedAt: string;
}

async function collected(
  request: APIRequestContext,
  baseURL: string,
  email: string,
): Promise<CollectedEvent[]> {
  const response = await request.get(
    `${baseURL}/api/dev/analytics.json?name=add_to_cart&email=${encodeURIComponent(email)}`,
  );
  return ((await response.json()) as { events: CollectedEvent[] }).events;
}

/** One part through quick order: the added-to-cart modal adds it, then emits add_to_cart. */
async function addThroughQuickOrder(page: Page, partNumber: string): Promise<void> {
  await page.goto('/pages/store/cart/quick-order');
  await expect(page.getByRole('heading', { name: 'Quick Order', level: 1 })).toBeVisible();
  await page.getByLabel('Part number, row 1').fill(partNumber);
  await page.getByLabel('Quantity, row 1').fill('1');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '1 item(s) added to cart.' })).toBeVisible();
}

/** An orderable, priced part in stock (whether a part can be ordered does not depend on the locale). */
async function orderablePart(request: APIRequestContext, baseURL: string): Promise<string> {
  const { good } = await findStoreParts(request, baseURL);
  const part = good[0];
  if (!part) throw new Error('no orderable part in the seed');
  return part.partNumber;
}

test('a business buyer’s add_to_cart reaches the collector as B2B_{contactId}', async ({
  page,
  request,
  baseURL,
}) => {
  const email = 'buyer@blueridge-line.example';
  const part = await orderablePart(request, baseURL!);
  const before = (await collected(request, baseURL!, email)).length;
  await signIn(page, email);
  await addThroughQuickOrder(page, part);
  await expect.poll(async () => (await collected(request, baseURL!, email)).length).toBeGreaterThan(before);
  const [event] = await collected(request, baseURL!, email);
  expect(event!.contactId).toBeTruthy();
  expect(event!.userToken).toBe(`B2B_${event!.contactId}`);
  expect(event!.params.currency).toBe('USD');
  expect(event!.params.items).toEqual([expect.objectContaining({ item_id: part, quantity: 1 })]);
});

test('the account without an analytics contract sends nothing', async ({ page, request, baseURL }) => {
  const email = 'compras@andes-energia.example';
  const part = await orderablePart(request, baseURL!);
  const before = await collected(request, baseURL!, email);
  const posted: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/analytics/events') posted.push(r.url());
  });
  await signIn(page, email);
  const identity = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/analytics/identity');
  await addThroughQuickOrder(page, part);
  expect(await (await identity).json()).toMatchObject({ sendsEvents: false });
  // the client decided on that answer; the modal has finished (its last step is the event)
  await expect(
    page.getByRole('dialog', { name: '1 item(s) added to cart.' }).getByText(/ship within|Call 1-877/),
  ).toBeVisible();
  expect(posted).toEqual([]);
  expect(await collected(request, baseURL!, email)).toEqual(before);
});
