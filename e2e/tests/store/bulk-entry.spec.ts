// Quick order's bulk entry end to end (issue 39): a new personal buyer uploads a 300-line CSV (a header, part
// numbers in the catalogue's and the displayed form) with two bad lines; the list is added in one step, the two
// lines are named with their reasons and the cart holds the other 298 — at 1280 px; at 390 px a pasted list is
// checked first, then added.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { MOBILE } from '../../support/shell-session';
import { signIn } from '../../support/sign-in';
import { FRESH_PASSWORD, freshPersonalUser } from '../../support/registrants';
import { displayed, findStoreParts, type SeededItem } from './cart-parts';

test.describe.configure({ timeout: 240_000 });

const UNKNOWN = 'ZZ-0000000';

/** 300 lines: four good parts in turn, quantity 1, every other one in its displayed form; lines 100 and 200 bad. */
function list(good: SeededItem[]): string[] {
  return Array.from({ length: 300 }, (_, i) => {
    const part = good[i % 4]!.partNumber;
    if (i === 99) return `${UNKNOWN},1`;
    if (i === 199) return `${part},abc`;
    return `${i % 2 === 0 ? part : displayed(part)},1`;
  });
}

async function signInFresh(page: Page, tag: string, request: Parameters<typeof freshPersonalUser>[0]) {
  const email = await freshPersonalUser(request, tag);
  await signIn(page, email, FRESH_PASSWORD);
  await page.waitForFunction(() =>
    Object.keys(window.sessionStorage).some((k) => k.startsWith('apiTokens_')),
  );
  await page.goto('/pages/store/cart/quick-order');
  await expect(page.getByRole('heading', { name: 'Upload or Paste a List', level: 2 })).toBeVisible({
    timeout: 30_000,
  });
}

test('a 300-line CSV lands in the cart with two lines rejected by reason', async ({
  page,
  request,
  baseURL,
}) => {
  const { good } = await findStoreParts(request, baseURL!);
  await signInFresh(page, 'bulkcsv', request);
  await page.getByLabel('CSV file').setInputFiles({
    name: 'parts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['Part Number,Quantity', ...list(good)].join('\r\n')),
  });
  await expect(page.getByText('300 lines', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add List to Cart' }).click();

  const outcome = page.getByRole('alert').filter({ hasText: 'added to your cart.' });
  await expect(outcome).toContainText('298 lines added to your cart.');
  await expect(outcome).toContainText('2 lines could not be added:');
  await expect(outcome.getByRole('listitem')).toHaveText([
    `Line 100 · ${UNKNOWN}: We could not find part number ${UNKNOWN}.`,
    `Line 200 · ${good[3]!.partNumber}: Enter a quantity of 1 or more.`,
  ]);
  await expect(page.getByTestId('supply-cart-count')).toHaveText('298');
  await expectNoAxeViolations(page, 'quick order after a bulk entry at 1280 px');

  await page.goto('/pages/store/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(4, { timeout: 30_000 });
  await expect(page.getByTestId('cart-item-count')).toHaveText('298');
});

test('at 390 px a pasted list is checked, then added', async ({ page, request, baseURL }) => {
  const { good } = await findStoreParts(request, baseURL!);
  await page.setViewportSize(MOBILE);
  await signInFresh(page, 'bulkpaste', request);
  await page.getByLabel('List of parts').fill(list(good).slice(90, 110).join('\n'));
  await page.getByRole('button', { name: 'Check List' }).click();
  const check = page.getByTestId('bulk-entry-check');
  await expect(check).toContainText('19 of 20 lines can be added.');
  await expect(check.getByRole('listitem')).toHaveText([
    `Line 10 · ${UNKNOWN}: We could not find part number ${UNKNOWN}.`,
  ]);
  // a check adds nothing
  await expect(page.getByTestId('supply-cart-count')).toHaveText('0');
  await expectNoAxeViolations(page, 'quick order with a checked list at 390 px');

  await page.getByRole('button', { name: 'Add List to Cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'added to your cart.' })).toContainText(
    '19 lines added to your cart.',
  );
  await expect(page.getByTestId('supply-cart-count')).toHaveText('19');
});
