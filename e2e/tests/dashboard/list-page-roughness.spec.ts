// The dashboard's list pages without their rough edges (issue 38): link buttons of the one size system (24 px targets
// at least, 'Submit a Claim', 'Default Information', 'Export CSV'), and a unit, service request or APN that is not
// the user's says what happened instead of "could not be loaded".
import type { Locator } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DESKTOP, MOBILE } from '../../support/shell-session';
import { signInToDashboard } from './commerce-helpers';

const ADMIN = 'admin@keystone-electric.example';
const D = '/pages/dashboard';

test.describe.configure({ timeout: 180_000 });

async function heightOf(target: Locator): Promise<number> {
  await expect(target).toBeVisible({ timeout: 30_000 });
  return (await target.boundingBox())?.height ?? 0;
}

for (const [width, viewport] of [
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const) {
  test(`at ${width} px the list pages' link buttons are 24 px targets at least`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInToDashboard(page, ADMIN);
    await page.goto(`${D}/equipment/warranty`);
    const main = page.getByRole('main');
    expect(await heightOf(main.getByRole('link', { name: 'Submit a Claim' }))).toBeGreaterThanOrEqual(24);
    expect(await heightOf(main.getByRole('link', { name: 'Default Information' }))).toBeGreaterThanOrEqual(
      24,
    );
    await page.goto(`${D}/equipment/service`);
    expect(await heightOf(main.getByRole('link', { name: 'Export CSV' }))).toBeGreaterThanOrEqual(24);
  });
}

test('a unit, service request or APN that is not the user’s says it was not found in their fleet', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInToDashboard(page, ADMIN);
  for (const { path, heading, message } of [
    {
      path: `${D}/equipment/fleet/unit/U-NOWHERE`,
      heading: 'Unit',
      message: 'Unit U-NOWHERE was not found in your fleet.',
    },
    {
      path: `${D}/equipment/service/details/SR-999999`,
      heading: 'Service Request',
      message: 'Service request SR-999999 was not found in your fleet.',
    },
    {
      path: `${D}/equipment/apns/details/APN-NOWHERE`,
      heading: 'APN Details',
      message: 'APN APN-NOWHERE was not found in your fleet.',
    },
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
    // the page's own alert (the site banner above it is another)
    await expect(page.getByRole('region', { name: heading, exact: true }).getByRole('alert')).toContainText(
      message,
    );
    await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  }
});
