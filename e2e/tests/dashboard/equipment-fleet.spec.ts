// Dashboard home and My Fleet journeys (issue 13): widgets by privilege, the fleet search's URL state, the unit page
// and the CSV export through /pages/download; axe finds nothing on either page.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { signInToDashboard } from './commerce-helpers';
import { madeCompany } from '../../support/made-records';
import { activatedCompanyUser, REGISTRANT_PASSWORD } from '../../support/registrants';

const ADMIN = 'admin@keystone-electric.example';
const FLEET_ONLY = 'fleet@cascade-crane.example';

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

test('the B2B admin’s home shows every widget and leads to My Fleet', async ({ page }) => {
  await signInToDashboard(page, ADMIN);
  await page.goto('/pages/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  for (const widget of ['My Fleet', 'Service', 'APNs', 'Warranty', 'Recent Orders', 'Invoices'])
    await expect(page.getByRole('heading', { level: 2, name: widget })).toBeVisible();
  await expectNoViolations(page, 'dashboard home');
  await page.getByRole('link', { name: 'View My Fleet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Fleet' })).toBeVisible();
});

test('the fleet-only user’s home has no warranty, order or invoice widgets', async ({ page }) => {
  await signInToDashboard(page, FLEET_ONLY);
  await page.goto('/pages/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'My Fleet' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'APNs' })).toBeVisible();
  for (const widget of ['Warranty', 'Recent Orders', 'Invoices'])
    await expect(page.getByRole('heading', { level: 2, name: widget })).toHaveCount(0);
});

test('fleet search, sort, filter and page live in the URL; Back restores them; a unit opens its page', async ({
  page,
}) => {
  await signInToDashboard(page, ADMIN);
  await page.goto('/pages/dashboard/equipment/fleet');
  const firstUnit = page.getByRole('table', { name: 'Units in your fleet' }).getByRole('link').first();
  await expect(firstUnit).toBeVisible();
  await expectNoViolations(page, 'my fleet');

  await page.getByRole('button', { name: 'Model', exact: true }).click();
  await expect(page).toHaveURL(/sort=%7B%22field%22%3A%22model%22/);

  // the filters open from their toggle (issue 38: closed, the units are on the first screen)
  await page.getByRole('button', { name: 'Filters' }).click();
  const facet = page.getByRole('group', { name: 'Filters' }).getByRole('checkbox').first();
  await facet.check();
  await expect(page).toHaveURL(/filter=/);
  await expect(facet).toBeChecked();
  await facet.uncheck();

  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('no-such-unit-zz');
  await expect(page).toHaveURL(/query=no-such-unit-zz/);
  await expect(page.getByText('No Results Found')).toBeVisible();
  await page.goBack();
  await expect(firstUnit).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('');

  // the test seed's Keystone fleet fits one page (paging: the next test, on a fleet of its own); exact: the
  // "Next Inspection" column's sort button also starts with "Next"
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();

  const serial = (await firstUnit.textContent())?.trim() ?? '';
  await firstUnit.click();
  await expect(page.getByRole('heading', { level: 1, name: `Unit ${serial}` })).toBeVisible();
  await expect(page.getByText('In-Service Date')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Service Requests' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Submit a Claim' })).toHaveAttribute(
    'href',
    /\/pages\/dashboard\/equipment\/warranty\/claim\?instanceId=/,
  );
});

test('a fleet of more units than a page: Next opens page 2, kept in the URL', async ({ page, request }) => {
  const company = await madeCompany(request, 'paged-fleet', { units: 12 });
  await signInToDashboard(page, await activatedCompanyUser(request, company), REGISTRANT_PASSWORD);
  await page.goto('/pages/dashboard/equipment/fleet');
  await expect(page.getByText(/^Page 1 of 2/)).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Page 2 of 2/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Units in your fleet' }).getByRole('row')).toHaveCount(3);
});

test('the fleet CSV export runs as a job on the download page and offers the file', async ({ page }) => {
  test.setTimeout(90_000);
  await signInToDashboard(page, ADMIN);
  await page.goto('/pages/dashboard/equipment/fleet');
  await expect(page.getByRole('table', { name: 'Units in your fleet' })).toBeVisible();
  await page.getByRole('link', { name: 'Export CSV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report Complete' })).toBeVisible({
    timeout: 60_000,
  });
  const link = page.getByRole('link', { name: /^Download .*\.csv$/ });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
});
