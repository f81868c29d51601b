// Banners (issue 17): csr.admin creates a banner on the Banners screen, a customer's page shows it in the shell's
// site banner, and csr.admin deletes it after confirming. axe on the screen.
//
// Other journeys run at the same time and expect the seeded active banner (tests/shell/footer-and-banner.spec.ts),
// and the shell shows the last active banner in start order. So this banner starts long ago (it sorts before every
// seeded one: nobody else ever sees it while the seeded banner is active) and the customer's browser clock is set
// to a time inside this banner's window only, where it is the one banner to show.
import { test, expect } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';
import { expectNoAxeViolations } from '../../support/axe';

const BANNERS = '/pages/csr/customerSupport/banners';
const START = '2020-01-01T00:00';
const CUSTOMER_CLOCK = new Date('2021-06-01T12:00:00Z');

test('csr.admin creates a banner that a customer page shows, then deletes it after confirming', async ({
  page,
  browser,
}) => {
  const message = `Yard closed for inventory ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await signIn(page, 'csr.admin@aerialco.example');
  await page.goto(BANNERS);
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  // the seeded banners are listed
  await expect(page.getByRole('row', { name: /Storm season/ })).toBeVisible();
  await expectNoAxeViolations(page, 'banners');

  await page.getByRole('button', { name: 'New Banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Banner' });
  await dialog.getByRole('button', { name: 'Create Banner' }).click();
  await expect(dialog.getByText('Banner message is required.')).toBeVisible();

  // ends two hours from now on the browser's clock (the form's clock)
  const end = await page.evaluate(() => {
    const d = new Date(Date.now() + 2 * 3_600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  });
  await dialog.getByLabel('Start').fill(START);
  await dialog.getByLabel('End').fill(end);
  await dialog.getByLabel('Alert Type').selectOption('success');
  await dialog.getByLabel('Message').fill(`${message} <b>today</b>`);
  await dialog.getByRole('button', { name: 'Create Banner' }).click();
  await expect(page.getByText('The banner was created.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row', { name: new RegExp(message) });
  await expect(row).toContainText('01/01/2020 12:00 AM');
  await expect(row).toContainText('Success');
  // the seeded storm banner starts later, so it stays the one everybody sees
  await expect(row).toContainText('Active, hidden by a later banner');

  const customer = await browser.newContext();
  try {
    const customerPage = await customer.newPage();
    await customerPage.clock.setFixedTime(CUSTOMER_CLOCK);
    await customerPage.goto('/pages/store');
    const banner = customerPage.getByRole('region', { name: 'Site announcement' });
    await expect(banner).toContainText(`${message} today`);
    await expect(banner.locator('b')).toHaveText('today');
    await expect(banner.locator('.pui-alert')).toHaveAttribute('data-kind', 'success');
  } finally {
    await customer.close();
  }

  await row.getByRole('button', { name: /^Delete the banner/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete banner' });
  await expect(confirm).toContainText(message);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The banner was deleted.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(message) })).toHaveCount(0);
});
