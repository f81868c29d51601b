// axe-core finds no violation in the header (menus open too), footer and the shell's pages, at both widths.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DESKTOP, MOBILE, USERS, signInAs, waitForFrame } from '../../support/shell-session';

async function expectNoViolations(page: Page, label: string) {
  // @axe-core/playwright is typed against its own copy of playwright-core
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'];
  const results = await new AxeBuilder({ page: axePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // the areas belong to the remotes' teams
    .exclude('#portal-areas')
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, label).toEqual([]);
}

/** Each width's menus, swept open: the phone's side menu (guest, then signed in), the desktop's help and user menus. */
const MENUS: Record<number, (page: Page) => Promise<void>> = {
  [MOBILE.width]: async (page) => {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expectNoViolations(page, 'guest side menu');
    await signInAs(page, USERS.b2bAdmin);
    await expectNoViolations(page, 'signed-in side menu');
  },
  [DESKTOP.width]: async (page) => {
    await page.getByRole('button', { name: 'Help' }).click();
    await expectNoViolations(page, 'help menu');
    await signInAs(page, USERS.parentHolding);
    await page.getByRole('button', { name: /Hana Holt/ }).click();
    await expectNoViolations(page, 'user menu');
  },
};

const expectMenusAccessible = (page: Page, width: number) => MENUS[width]!(page);

const PAGES = [
  '/pages/help',
  '/pages/help/returns-and-exchanges',
  '/pages/legacy-browsers',
  '/pages/store/accessDenied?originalURL=%2Fpages%2Fcsr',
  '/pages/download?source=email',
  '/outage/',
];

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the shell pages, header and footer', async ({ page }) => {
      // one axe pass per shell page, a few seconds each on a shared machine
      test.setTimeout(180_000);
      for (const path of PAGES) {
        await page.goto(path);
        await waitForFrame(page);
        await expect(page.locator('#shell-page h1')).toBeVisible();
        await expect(page.locator('.portal-loading-overlay[data-active]')).toHaveCount(0);
        await expectNoViolations(page, path);
      }
    });

    test('with the menus open, signed in', async ({ page }) => {
      // setParentCompany keeps the force-parent-company modal (the platform's guard) closed
      await page.goto('/pages/help?setParentCompany=true');
      await waitForFrame(page);
      await expectMenusAccessible(page, viewport.width);
    });
  });
}
