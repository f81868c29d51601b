// Fleet-services insights and APN completion (issue 13): the B2B admin's safety and performance charts drawn with
// the seeded telematics (SVG in the chart, the numbers in its table), a unit's event details from an event link and
// from viewEvent/{instanceId}, 'Report a Completed APN' recorded and shown on the APN; axe at 1280 px; and the
// dashboard home's first load fetches no charting code (ADR 0014).
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { goInApp } from '../../support/sign-in';
import { signInToDashboard } from './commerce-helpers';

const ADMIN = 'admin@keystone-electric.example';
const ADMIN_NAME = 'Dana Whitfield';
const INSIGHTS = '/pages/dashboard/equipment/fleetservices';

test.use({ viewport: { width: 1280, height: 900 } });
// two pages with axe each take about 35 s on the loaded 2-core machine: room above the default minute
test.describe.configure({ timeout: 120_000 });

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

/** The numbers of a chart's table (its first column names the period). */
async function tableNumbers(chart: Locator): Promise<number[]> {
  const cells = await chart.getByRole('table').locator('tbody td').allTextContents();
  return cells.filter((c) => c !== '—').map((c) => Number(c.replace(/,/g, '')));
}

/** A chart drawn with data: SVG shapes inside the figure and numbers above zero in its table. */
async function expectChartWithData(chart: Locator, shape: string) {
  await expect(chart).toBeVisible();
  await expect(chart.locator(`svg ${shape}`).first()).toBeVisible();
  const numbers = await tableNumbers(chart);
  expect(numbers.length).toBeGreaterThan(0);
  expect(numbers.every((n) => Number.isFinite(n))).toBe(true);
  expect(numbers.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(0);
  return numbers;
}

test('the dashboard home’s first load requests no charting code; the insights page does', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await signInToDashboard(page, ADMIN);
  await page.goto('/pages/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'My Fleet' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /recharts/i.test(url))).toEqual([]);

  // on to the insights as a link goes there: the charting code is what the page adds, the rest is loaded
  await goInApp(page, `${INSIGHTS}/safety`);
  await expect(page.getByRole('figure', { name: 'Safety events' })).toBeVisible();
  expect(scripts.filter((url) => /fleet-services-recharts/.test(url))).toHaveLength(1);
});

test('safety and performance insights draw their charts from the seeded history, with the numbers in tables', async ({
  page,
}) => {
  await signInToDashboard(page, ADMIN);
  await page.goto(`${INSIGHTS}/safety`);
  await expect(page.getByRole('heading', { level: 1, name: 'Safety' })).toBeVisible();
  const safety = page.getByRole('figure', { name: 'Safety events' });
  const counts = await expectChartWithData(safety, '.recharts-bar-rectangle');
  // the picture's text alternative says what the table adds up to
  const total = counts.reduce((sum, n) => sum + n, 0);
  await expect(safety.getByRole('img', { name: /^Safety events, / })).toHaveAttribute(
    'aria-label',
    new RegExp(`Safety events: ${total.toLocaleString('en-US')} in total`),
  );
  await expectChartWithData(page.getByRole('figure', { name: 'Events by type' }), '.recharts-bar-rectangle');
  await expect(
    page.getByRole('table', { name: 'Recent safety events' }).getByRole('link').first(),
  ).toBeVisible();
  await expectNoViolations(page, 'safety insights');

  // the interval is kept in the URL
  await page.getByRole('combobox', { name: 'Group by' }).selectOption('month');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/interval=month/);
  await expect(safety.getByRole('table').locator('tbody tr').first()).toHaveText(/^\d{2}\/\d{4}/);

  await goInApp(page, `${INSIGHTS}/performance`);
  await expect(page.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
  await expectChartWithData(
    page.getByRole('figure', { name: 'Engine, idle and PTO hours' }),
    '.recharts-bar-rectangle',
  );
  await expectChartWithData(
    page.getByRole('figure', { name: 'Idle share of engine hours' }),
    '.recharts-line-curve',
  );
  await expectNoViolations(page, 'performance insights');
});

test('an event’s unit link and viewEvent/{instanceId} open the unit’s event details', async ({ page }) => {
  await signInToDashboard(page, ADMIN);
  await page.goto(`${INSIGHTS}/safety`);
  const link = page.getByRole('table', { name: 'Recent safety events' }).getByRole('link').first();
  const serial = ((await link.textContent()) ?? '').trim();
  await link.click();
  await expect(page).toHaveURL(/\/fleetservices\/event-details\/[^/]+$/);
  const instanceId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  await expect(page.getByRole('heading', { level: 1, name: `Event Details: Unit ${serial}` })).toBeVisible();
  await expectChartWithData(
    page.getByRole('figure', { name: 'Daily engine, idle and PTO hours' }),
    '.recharts-bar-rectangle',
  );
  await expect(page.getByRole('table', { name: `Events of unit ${serial}, newest first` })).toContainText(
    /Outriggers Not Set|Boom Not Stowed Travel|Tilt Alarm/,
  );
  await expectNoViolations(page, 'event details');

  await page.goto(`/viewEvent/${encodeURIComponent(instanceId)}`);
  await expect(page).toHaveURL(new RegExp(`/fleetservices/event-details/${instanceId}/?$`));
  await expect(page.getByRole('heading', { level: 1, name: `Event Details: Unit ${serial}` })).toBeVisible();
});

test('Report a Completed APN records the chosen unit, by whom and when, and the APN shows it', async ({
  page,
}) => {
  await signInToDashboard(page, ADMIN);
  await page.goto('/pages/dashboard/equipment/apns/complete');
  await expect(page.getByRole('heading', { level: 1, name: 'Report a Completed APN' })).toBeVisible();
  const apn = page.getByRole('combobox', { name: 'APN' });
  await expect(apn.locator('option').nth(1)).toBeAttached();
  await apn.selectOption({ index: 1 });
  await expect(page).toHaveURL(/apnId=/);
  const unit = page.getByRole('group', { name: 'Completed units' }).getByRole('checkbox').first();
  await expect(unit).toBeVisible();
  const serial = ((await unit.locator('xpath=..').textContent()) ?? '').replace(/\s*\(.*\)\s*$/, '').trim();
  await expectNoViolations(page, 'report a completed APN');
  await unit.check();
  await page.getByRole('button', { name: 'Report Completed' }).click();

  const recorded = page.getByRole('list', { name: 'Units recorded as completed' });
  await expect(recorded).toContainText(
    new RegExp(`${serial}: completed \\d{2}/\\d{2}/\\d{4} by ${ADMIN_NAME}`),
  );
  await page.getByRole('link', { name: /^View APN / }).click();
  const row = page
    .getByRole('table', { name: 'Units this APN applies to' })
    .getByRole('row', { name: new RegExp(serial) });
  await expect(row).toContainText('Complete');
  await expect(row).toContainText(`by ${ADMIN_NAME}`);
});
