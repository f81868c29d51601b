// Carts end to end (spec 2 'Added-to-cart modal', 4 'Guest carts'): the added-to-cart modal, the cart page's
// edits and removal, the guest cart kept in the browser and merged into the server cart on sign-in, server carts
// for business buyers, Canadian prices and the punchout user's View Cart only.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { signIn as signInThroughProvider } from '../../support/sign-in';
import { displayed, findStoreParts } from './cart-parts';

const QUICK_ORDER = '/pages/store/cart/quick-order';

/**
 * Signs in, then waits until the start page has its API token (the carts' first calls ask for it). A full page
 * load while that token is still being fetched can lose the session (the provider rotates refresh tokens), so the
 * tests wait as a person would for the page to settle before typing a new address.
 */
async function signIn(page: Page, email: string) {
  await signInThroughProvider(page, email);
  await page.waitForFunction(() =>
    Object.keys(window.sessionStorage).some((key) => key.startsWith('apiTokens_')),
  );
}

/** Adds parts through quick order: one row opens the added-to-cart modal, several are added at once. */
async function quickOrder(page: Page, rows: [string, number][]) {
  await page.goto(QUICK_ORDER);
  await expect(page.getByRole('heading', { name: 'Quick Order', level: 1 })).toBeVisible();
  for (let i = 0; i < rows.length; i += 1) {
    if (i >= 3) await page.getByRole('button', { name: 'Add Row' }).click();
    const [part, quantity] = rows[i]!;
    await page.getByLabel(`Part number, row ${i + 1}`).fill(part);
    await page.getByLabel(`Quantity, row ${i + 1}`).fill(String(quantity));
  }
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
}

const badge = (page: Page) => page.getByTestId('supply-cart-count');
const line = (page: Page, part: string) =>
  page.locator(`[data-testid="cart-line"][data-part-number="${part}"]`);

async function guestCartCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'supplyStoreCartQuantity')?.value ?? null;
}

const storedCart = (page: Page) => page.evaluate(() => window.localStorage.getItem('supply-store-cart'));

test('guest: added-to-cart modal, suggestion, cart page edits and removal', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { withSuggestion } = await findStoreParts(request, baseURL!);
  const { part, suggestion } = withSuggestion;

  await quickOrder(page, [[part.partNumber, 2]]);
  let modal = page.getByRole('dialog', { name: '2 item(s) added to cart.' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(part.productDisplayName).first()).toBeVisible();
  await expect(modal.getByTestId('added-part-number')).toHaveText(displayed(part.partNumber));
  await expect(modal.getByTestId('added-quantity')).toHaveText('2');
  await expect(modal.getByTestId('added-price')).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
  await expect(modal.getByTestId('added-availability')).toHaveText(
    'Available, expect to ship within 1 business day.',
  );
  await expect(modal.getByTestId('cart-subtotal')).toHaveText(/^\$\d/);
  await expect(
    modal.getByText('Items in your cart are not guaranteed until checkout is completed.'),
  ).toHaveCount(0);
  await expect(modal.getByRole('link', { name: 'View Cart (2)' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Continue Shopping' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Check Out Now' })).toBeVisible();
  await expect(modal.getByRole('link', { name: `View ${part.productDisplayName}` })).toHaveAttribute(
    'href',
    `/pages/store/product-detail/${part.partNumber}/${part.partNumber}`,
  );

  // a suggestion adds quantity 1 and replaces the modal's content
  await expect(modal.getByRole('heading', { name: 'Suggested Items' })).toBeVisible();
  await modal.getByRole('button', { name: `Add to Cart: ${suggestion.productDisplayName}` }).click();
  modal = page.getByRole('dialog', { name: '1 item(s) added to cart.' });
  await expect(modal.getByTestId('added-part-number')).toHaveText(displayed(suggestion.partNumber));
  await expect(modal.getByRole('link', { name: 'View Cart (3)' })).toBeVisible();
  await expect(badge(page)).toHaveText('3');

  await modal.getByRole('link', { name: 'View Cart (3)' }).click();
  await expect(page).toHaveURL(/\/pages\/store\/cart$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-item-count')).toHaveText('3');
  await expect(page.getByRole('button', { name: 'Sign in to check out' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toHaveCount(0);

  // quantity edit: count, subtotal, badge and the guest cookie follow
  const subtotalBefore = await page.getByTestId('cart-subtotal').textContent();
  const quantity = line(page, part.partNumber).getByLabel('Quantity');
  await quantity.fill('5');
  await quantity.press('Enter');
  await expect(page.getByTestId('cart-item-count')).toHaveText('6');
  await expect(page.getByTestId('cart-subtotal')).not.toHaveText(subtotalBefore ?? '');
  await expect(badge(page)).toHaveText('6');
  // the cookie is written once the cart is saved, just after the badge changes
  await expect.poll(() => guestCartCookie(context)).toBe('6');

  // 0 asks first; cancelling keeps the line
  const suggestionQuantity = line(page, suggestion.partNumber).getByLabel('Quantity');
  await suggestionQuantity.fill('0');
  await suggestionQuantity.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Remove item' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(line(page, suggestion.partNumber).getByLabel('Quantity')).toHaveValue('1');

  // Remove, confirmed
  await line(page, suggestion.partNumber)
    .getByRole('button', { name: `Remove ${suggestion.productDisplayName}` })
    .click();
  await page.getByRole('dialog', { name: 'Remove item' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-item-count')).toHaveText('5');

  await line(page, part.partNumber)
    .getByRole('button', { name: `Remove ${part.productDisplayName}` })
    .click();
  await page.getByRole('dialog', { name: 'Remove item' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(badge(page)).toHaveText('0');
  expect(await storedCart(page)).toBeNull();
  expect(await guestCartCookie(context)).toBeNull();
});

test('a guest cart survives a reload and is merged into the server cart on sign-in', async ({
  browser,
  page,
  context,
  request,
  baseURL,
}) => {
  const { good } = await findStoreParts(request, baseURL!);
  const [shared, guestOnly] = [good[0]!, good[1]!];
  const email = 'pat.morgan@mailbox.example';

  // Pat already has the shared part in the server cart (another browser)
  const other = await browser.newContext({ baseURL });
  const patPage = await other.newPage();
  await signIn(patPage, email);
  await quickOrder(patPage, [[shared.partNumber, 2]]);
  await expect(patPage.getByRole('dialog', { name: '2 item(s) added to cart.' })).toBeVisible();
  await patPage.goto('/pages/store/cart');
  const serverCount = Number(await patPage.getByTestId('cart-item-count').textContent());
  const serverShared = Number(await line(patPage, shared.partNumber).getByLabel('Quantity').inputValue());
  expect(serverShared).toBeGreaterThanOrEqual(2);
  await other.close();

  // as a guest here: two rows at once
  await quickOrder(page, [
    [shared.partNumber, 3],
    [guestOnly.partNumber, 1],
  ]);
  await expect(page.getByTestId('quick-order-outcome')).toContainText('4 item(s) added to cart.');
  await expect(badge(page)).toHaveText('4');
  await page.reload();
  await page.goto('/pages/store/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-item-count')).toHaveText('4');
  expect(await storedCart(page)).not.toBeNull();
  await expect.poll(() => guestCartCookie(context)).toBe('4');

  await signIn(page, email);
  await expect(badge(page)).toHaveText(String(serverCount + 4));
  await page.goto('/pages/store/cart');
  // nothing lost: a part in both carts ends with the sum
  await expect(line(page, shared.partNumber).getByLabel('Quantity')).toHaveValue(String(serverShared + 3));
  await expect(line(page, guestOnly.partNumber)).toBeVisible();
  expect(await storedCart(page)).toBeNull();
  expect(await guestCartCookie(context)).toBeNull();
});

test('a business buyer has a server cart: the logged-in note, kept across reloads, not in the browser', async ({
  page,
  request,
  baseURL,
}) => {
  const { good } = await findStoreParts(request, baseURL!);
  const part = good[2]!;
  await signIn(page, 'admin@keystone-electric.example');
  await quickOrder(page, [[part.partNumber, 1]]);
  const modal = page.getByRole('dialog', { name: '1 item(s) added to cart.' });
  await expect(
    modal.getByText('Items in your cart are not guaranteed until checkout is completed.'),
  ).toBeVisible();
  await expect(modal.getByTestId('cart-subtotal')).toHaveText(/^\$\d/);
  await modal.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/pages/store/cart');
  await expect(line(page, part.partNumber)).toBeVisible();
  await page.reload();
  await expect(line(page, part.partNumber)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
  expect(await storedCart(page)).toBeNull();
});

test('a Canadian user sees CAD$ prices in the modal', async ({ page, request, baseURL }) => {
  const { good } = await findStoreParts(request, baseURL!, 'en_CA');
  await signIn(page, 'claire.tremblay@maplemail.example');
  await quickOrder(page, [[good[0]!.partNumber, 1]]);
  const modal = page.getByRole('dialog', { name: '1 item(s) added to cart.' });
  await expect(modal.getByTestId('added-price')).toHaveText(/^CAD\$\d[\d,]*\.\d{2}$/);
  await expect(modal.getByTestId('cart-subtotal')).toHaveText(/^CAD\$\d/);
});

test('a punchout user sees only View Cart, and returns the cart instead of checking out', async ({
  page,
  request,
  baseURL,
}) => {
  const { good } = await findStoreParts(request, baseURL!);
  await signIn(page, 'punchout@lakeshore-utilities.example');
  await quickOrder(page, [[good[3]!.partNumber, 1]]);
  const modal = page.getByRole('dialog', { name: '1 item(s) added to cart.' });
  await expect(modal.getByRole('button', { name: 'View Cart', exact: true })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Check Out Now' })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: 'Continue Shopping' })).toHaveCount(0);
  await modal.getByRole('button', { name: 'View Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/store\/cart$/);
  await expect(page.getByRole('button', { name: 'Return Cart to Procurement System' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toHaveCount(0);
});
