// Issue 38's My Fleet for a fleet manager, at 1280 and 390 px, on a company the test makes (ADR 0036: twelve units,
// three of them overdue for inspection): from the dashboard home to My Fleet by clicking, the overdue filter (behind
// the Filters toggle), a page size, a saved view that survives a reload and is applied from the list, the CSV export
// of that view (its columns, its units) read back, and the view deleted after a confirmation. axe finds nothing.
import fs from 'node:fs/promises';
import { expectNoAxeViolations } from '../../support/axe';
import { test, expect } from '../../support/fixtures';
import { madeCompany, uniqueTag } from '../../support/made-records';
import { activatedCompanyUser, REGISTRANT_PASSWORD } from '../../support/registrants';
import { DESKTOP, MOBILE } from '../../support/shell-session';
import { signInToDashboard } from './commerce-helpers';

test.describe.configure({ timeout: 240_000 });

const UNITS = 12;
const OVERDUE = 3;

for (const [width, size, layout] of [
  ['1280', DESKTOP, 'table'],
  ['390', MOBILE, 'list'],
] as const) {
  test(`at ${width} px a fleet manager filters overdue units, saves the view, applies it after a reload and exports it`, async ({
    page,
    request,
  }) => {
    const company = await madeCompany(request, 'myfleet', { units: UNITS, overdueUnits: OVERDUE });
    const manager = await activatedCompanyUser(request, company);
    await page.setViewportSize(size);
    await signInToDashboard(page, manager, REGISTRANT_PASSWORD);
    await page.goto('/pages/dashboard');
    await page.getByRole('link', { name: 'View My Fleet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Fleet' })).toBeVisible({ timeout: 30_000 });
    const units = page.getByRole(layout, { name: 'Units in your fleet' });
    await expect(page.getByText(`${UNITS} units`, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('navigation', { name: 'Fleet pages' })).toContainText('Page 1 of 2');

    await page.getByRole('combobox', { name: 'Units per page' }).selectOption('25');
    await expect(page.getByRole('navigation', { name: 'Fleet pages' })).toContainText('Page 1 of 1');

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('checkbox', { name: `Overdue (${OVERDUE})` }).check();
    await expect(page.getByText(`${OVERDUE} units`, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(units.getByText('Overdue', { exact: true })).toHaveCount(OVERDUE);
    await expect(page.getByRole('button', { name: 'Filters (1 chosen)' })).toBeVisible();
    await expectNoAxeViolations(page, `my fleet at ${width} px`, { include: ['#portal-areas'] });

    const name = `Overdue ${uniqueTag('view')}`;
    await page.getByRole('textbox', { name: 'View name' }).fill(name);
    await page.getByRole('button', { name: 'Save View' }).click();
    await expect(page.getByRole('status').filter({ hasText: `View “${name}” saved.` })).toBeVisible();

    // a fresh My Fleet after a reload: all units, then the saved view brings back its filter and page size
    await page.goto('/pages/dashboard/equipment/fleet');
    await page.reload();
    await expect(page.getByText(`${UNITS} units`, { exact: true })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'View' }).selectOption({ label: name });
    await page.getByRole('button', { name: 'Apply View' }).click();
    await expect(page.getByText(`${OVERDUE} units`, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('combobox', { name: 'Units per page' })).toHaveValue('25');
    await expect(units.getByText('Overdue', { exact: true })).toHaveCount(OVERDUE);

    // the export keeps the view: its columns, its units
    await page.getByRole('link', { name: 'Export CSV' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Report Complete' })).toBeVisible({
      timeout: 60_000,
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /^Download .*\.csv$/ }).click(),
    ]);
    const lines = (await fs.readFile(await download.path(), 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe(
      'unitSerial,customerVehicleNumber,model,customerName,currentLocation,hourMeter,utilisationPercent,nextInspectionOn,dueStatus,bulletinCount',
    );
    expect(lines).toHaveLength(1 + OVERDUE);
    for (const line of lines.slice(1)) expect(line.split(',')[8]).toBe('OVERDUE');

    // deleted after a confirmation
    await page.goBack();
    await page.getByRole('combobox', { name: 'View' }).selectOption({ label: name });
    await page.getByRole('button', { name: 'Delete View' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete view' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('You have no saved views yet.', { exact: false })).toBeVisible();
  });
}

test('a parent holding’s filters stay closed: its first units are on the first screen at 1280×900', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToDashboard(page, 'holding@summit-utility.example');
  // all of its companies: the most facet values
  await page
    .getByRole('dialog', { name: 'Choose a Company' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await page.getByRole('link', { name: 'View My Fleet' }).click();
  const table = page.getByRole('table', { name: 'Units in your fleet' });
  await expect(table.getByRole('row').nth(1)).toBeInViewport({ timeout: 30_000 });
  await expect(page.getByRole('group', { name: 'Filters' })).toBeHidden();
});
