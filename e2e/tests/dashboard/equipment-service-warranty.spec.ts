// Service and warranty journeys (issue 13): the service request list's status filter lives in the URL and Back
// restores it, a request's details; the warranty list, a claim started from a unit page — refused with clear
// messages first, then filed and found in the list; a viewer cannot reach the claim form.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { signInToDashboard } from './commerce-helpers';

const ADMIN = 'admin@keystone-electric.example';
const VIEWER = 'viewer@keystone-electric.example';
const DEMO = 'demo@keystone-electric.example';

async function expectNoViolations(page: Page, label: string) {
  // @axe-core/playwright is typed against its own copy of playwright-core
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'];
  const results = await new AxeBuilder({ page: axePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('#portal-areas')
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

test('service requests: the status filter is in the URL, Back restores the list, a request opens its details', async ({
  page,
}) => {
  await signInToDashboard(page, ADMIN);
  await page.goto('/pages/dashboard/equipment/service');
  const table = page.getByRole('table', { name: 'Service requests on your units' });
  // the page's own search form (the header has a search box of its own)
  const form = page.getByRole('search', { name: 'Search service requests' });
  await expect(table.getByRole('link').first()).toBeVisible();
  await expectNoViolations(page, 'service requests');

  const status = form.getByRole('combobox', { name: 'Status' });
  await status.selectOption('CLOSED');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/filter=%7B%22status%22%3A%22CLOSED%22%7D/);
  // every row listed now is closed
  const statusCells = table.locator('tbody tr td:nth-child(5)');
  await expect(statusCells.first()).toHaveText('Closed');
  await expect(statusCells.filter({ hasNotText: 'Closed' })).toHaveCount(0);

  await form.getByRole('searchbox', { name: 'Search' }).fill('no-such-request-zz');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/query=no-such-request-zz/);
  await expect(page.getByText('No Results Found')).toBeVisible();

  await page.goBack();
  await expect(page).not.toHaveURL(/query=/);
  await expect(status).toHaveValue('CLOSED');
  await expect(statusCells.first()).toHaveText('Closed');

  const first = table.locator('tbody tr').first().getByRole('link').first();
  const srNumber = ((await first.textContent()) ?? '').trim();
  await first.click();
  await expect(page).toHaveURL(/\/pages\/dashboard\/equipment\/service\/details\//);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^Service Request ${srNumber}:`) }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Comments' })).toBeVisible();
  // the first fact is the status
  await expect(page.locator('dd').first()).toHaveText('Closed');
});

test('warranty: a claim from a unit page is refused with clear messages, then filed and found in the list', async ({
  page,
}) => {
  await signInToDashboard(page, ADMIN);
  await page.goto('/pages/dashboard/equipment/warranty');
  await expect(page.getByRole('table', { name: 'Warranty claims on your units' })).toBeVisible();

  // start from a unit: the form arrives with its serial
  await page.goto('/pages/dashboard/equipment/fleet');
  const unitLink = page.getByRole('table', { name: 'Units in your fleet' }).getByRole('link').first();
  const serial = ((await unitLink.textContent()) ?? '').trim();
  await unitLink.click();
  await page.getByRole('link', { name: 'Submit a Claim' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a Claim' })).toBeVisible();
  const unitSerial = page.getByLabel('Unit Serial Number');
  await expect(unitSerial).toHaveValue(serial);
  await expectNoViolations(page, 'submit a claim');

  // bad input first: every problem is named and nothing is filed
  const hours = page.getByLabel('Hours', { exact: true });
  const description = page.getByLabel('Description', { exact: true });
  await hours.fill('lots');
  await description.fill('short');
  // leaving the box shows its message first: the message appearing under it on the button's mousedown would move
  // the button (with the dashboard's side menu, it sits at the bottom of the first screen) from under the mouseup
  await description.blur();
  await expect(page.getByText('Description must be at least 10 characters.')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page.getByText('Failure date is required.')).toBeVisible();
  await expect(page.getByText('Hours must be a number.')).toBeVisible();
  await expect(page.getByText('Description must be at least 10 characters.')).toBeVisible();
  await expect(page).toHaveURL(/\/warranty\/claim/);

  // fixed, the messages go; then the claim is filed
  await page.getByLabel('Failure Date').fill('2025-06-02');
  await hours.fill('1520.5');
  const complaint = `Boom hose burst at the turntable (${Date.now()}).`;
  await description.fill(complaint);
  await expect(page.getByText('Hours must be a number.')).toHaveCount(0);
  await expect(page.getByText('Failure date is required.')).toHaveCount(0);
  await expect(page.getByText('Description must be at least 10 characters.')).toHaveCount(0);
  // a file of the wrong type is refused in the page; a PDF is uploaded with the claim
  const attach = page.getByLabel(/Add attachments/);
  await attach.setInputFiles({ name: 'photo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('photo.gif: Attachments must be PDF, JPEG or PNG files.')).toBeVisible();
  await attach.setInputFiles({
    name: 'repair-order.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% repair order\n'),
  });
  await expect(page.getByRole('button', { name: 'Remove repair-order.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Claim' }).click();

  const heading = page.getByRole('heading', { level: 1, name: /^Warranty Claim WC-\d+$/ });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  const claimNumber = ((await heading.textContent()) ?? '').replace('Warranty Claim ', '').trim();
  await expect(page.getByText(`Your claim ${claimNumber} was submitted.`)).toBeVisible();
  await expect(page.getByText(complaint)).toBeVisible();
  await expect(page.getByRole('button', { name: 'repair-order.pdf' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Warranty' }).click();
  const search = page.getByRole('search', { name: 'Search warranty claims' });
  await search.getByRole('searchbox', { name: 'Search' }).fill(claimNumber);
  await search.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('table', { name: 'Warranty claims on your units' }).getByRole('row', {
    name: new RegExp(claimNumber),
  });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Submitted', exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: serial })).toBeVisible();
});

test('a viewer sees the warranty claims but cannot reach the claim form', async ({ page }) => {
  await signInToDashboard(page, VIEWER);
  await page.goto('/pages/dashboard/equipment/warranty');
  await expect(page.getByRole('table', { name: 'Warranty claims on your units' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Submit a Claim' })).toHaveCount(0);
  await page.goto('/pages/dashboard/equipment/warranty/claim');
  await expect(page).toHaveURL(
    /\/pages\/store\/accessDenied\?originalURL=%2Fpages%2Fdashboard%2Fequipment%2Fwarranty%2Fclaim$/,
  );
});

test('a demo account’s valid claim is checked but not filed, and the page says so', async ({ page }) => {
  await signInToDashboard(page, DEMO);
  await page.goto('/pages/dashboard/equipment/fleet');
  const unitLink = page.getByRole('table', { name: 'Units in your fleet' }).getByRole('link').first();
  await unitLink.click();
  await page.getByRole('link', { name: 'Submit a Claim' }).click();
  await expect(page.getByLabel('Unit Serial Number')).not.toHaveValue('');
  await page.getByLabel('Failure Date').fill('2025-06-02');
  await page.getByLabel('Hours', { exact: true }).fill('310');
  await page.getByLabel('Description', { exact: true }).fill('Outrigger will not retract fully.');
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(
    page.getByText('This is a demonstration account: the claim is complete and valid, but it was not filed.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/warranty\/claim/);
});
