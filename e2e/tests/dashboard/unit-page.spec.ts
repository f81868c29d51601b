// Issue 38's unit page, at 1280 and 390 px: a fleet manager finds a unit in My Fleet, clicks it, and sees its hour
// meter, its next inspection and the parts kit of its next service; one click puts the kit in the cart, which shows
// the same prices. axe finds nothing on the page.
import { expectNoAxeViolations } from '../../support/axe';
import { test, expect } from '../../support/fixtures';
import { DESKTOP, MOBILE } from '../../support/shell-session';
import { signInToDashboard } from './commerce-helpers';

const ADMIN = 'admin@keystone-electric.example';
/** a Keystone aerial device of the test-scale seed that reports telematics and is insulated (TA-41) */
const SERIAL = '15UL10028';

for (const [width, size] of [
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const) {
  test(`at ${width} px a unit from My Fleet shows its hours, next inspection and a parts kit that lands in the cart`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signInToDashboard(page, ADMIN);
    await page.goto(`/pages/dashboard/equipment/fleet?query=${SERIAL}`);
    await expect(page.getByRole('heading', { level: 1, name: 'My Fleet' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('link', { name: SERIAL, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: `Unit ${SERIAL}` })).toBeVisible({
      timeout: 30_000,
    });

    const hours = page.getByRole('region', { name: 'Hours and Utilisation' });
    await expect(hours.getByRole('definition').first()).toHaveText(
      /^[\d,.]+ h \(read \d{2}\/\d{2}\/\d{4}\)$/,
    );
    await expect(hours.getByRole('img', { name: /Hours of use per week/ })).toBeVisible();
    const inspections = page.getByRole('region', { name: 'Inspections', exact: true });
    await expect(inspections.getByText(/^Next inspection: .+, due \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    // insulated: the dielectric test is in the list
    await expect(inspections.getByRole('row', { name: /Dielectric test/ })).toBeVisible();

    const kit = page.getByRole('region', { name: 'Parts Kit for the Next Service' });
    const firstLine = kit.getByRole('row').nth(1);
    const name = ((await firstLine.getByRole('cell').nth(1).textContent()) ?? '').trim();
    const price = ((await firstLine.getByRole('cell').nth(3).textContent()) ?? '').trim();
    expect(name).not.toBe('');
    expect(price).toMatch(/^\$[\d,]+\.\d{2}$/);
    await expect(kit.getByRole('row', { name: /Kit Total/ })).toContainText('$');
    await expectNoAxeViolations(page, `unit page at ${width} px`, { include: ['#portal-areas'] });

    await kit.getByRole('button', { name: 'Add Kit to Cart' }).click();
    await expect(kit.getByText(/^\d+ parts added to the cart\./)).toBeVisible({ timeout: 30_000 });
    await kit.getByRole('link', { name: 'View Cart' }).click();
    const line = page.getByRole('main').getByText(name, { exact: true }).first();
    await expect(line).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('main')).toContainText(price);
  });
}
