// A personal buyer tracks an order in My Account (issue 39): Pat Morgan's seeded order 6099002 (docs/seed-users.md;
// line 1 shipped by UPS 4 days before the seed ran, line 2 awaiting shipping) shows its status in words and the
// ship dates in the order history, and its details show each line's ship date, status and the UPS tracking link —
// at 1280 px in the table and at 390 px on the order's card, axe clean.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { MOBILE } from '../../support/shell-session';
import { goInApp, signIn } from '../../support/sign-in';

const BUYER = 'pat.morgan@mailbox.example';
const TRACKING = '1Z4A71F80312345678';

test.describe.configure({ timeout: 180_000 });

/** The order's record: a table row at 1280 px, a card of the orders' list below 592 px (the page kit's DataTable). */
type OrderRecord = (page: Page) => Locator;
const tableRow: OrderRecord = (page) => page.getByRole('row').filter({ hasText: '6099002' });
const card: OrderRecord = (page) =>
  page.getByRole('list', { name: 'Orders' }).locator(':scope > li').filter({ hasText: '6099002' });

async function expectOrderTracked(page: Page, label: string, record: OrderRecord) {
  await signIn(page, BUYER);
  await page.waitForFunction(() =>
    Object.keys(window.sessionStorage).some((k) => k.startsWith('apiTokens_')),
  );
  await goInApp(page, '/pages/my-account/orderHistoryPage');
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible({
    timeout: 30_000,
  });
  const row = record(page);
  await expect(row).toHaveCount(1);
  // the status in words, never the code; the order's next estimated ship date (line 2's)
  await expect(row).toContainText('Partially shipped');
  await expect(row).not.toContainText('PARTIALLY_SHIPPED');
  await expect(row).toContainText(/Estimated Ship Date: \d{2}\/\d{2}\/\d{4}/);

  await row.getByRole('button', { name: 'Details of order 6099002' }).click();
  const lines = page.getByRole('article').filter({ hasText: /Quantity \d+ · Shipped/ });
  await expect(lines).toHaveCount(2);
  const shipped = lines.filter({ hasText: 'Quantity 1 · Shipped 1 · Shipped' });
  await expect(shipped).toContainText(/Ship Date: \d{2}\/\d{2}\/\d{4}/);
  const track = shipped.getByRole('link', { name: `Track ${TRACKING} (opens in a new tab)` });
  await expect(track).toHaveAttribute('href', `https://www.ups.com/track?loc=en_US&tracknum=${TRACKING}`);
  await expect(track).toHaveAttribute('target', '_blank');
  const waiting = lines.filter({ hasText: 'Quantity 2 · Shipped 0 · Awaiting shipping' });
  await expect(waiting).toContainText(/Estimated Ship Date: \d{2}\/\d{2}\/\d{4}/);
  await expect(waiting.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page, label);
}

test('a personal buyer tracks an order in My Account at 1280 px', async ({ page }) => {
  await expectOrderTracked(page, 'order history with details at 1280 px', tableRow);
});

test('a personal buyer tracks an order in My Account at 390 px', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await expectOrderTracked(page, 'order history with details at 390 px', card);
});
