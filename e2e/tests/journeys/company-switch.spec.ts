// Journey 9 (issue 35): a parent-holding user switches company from the header at 1280 px and from the side menu at
// 390 px, and the fleet page then shows the chosen company's units only; My Account, asked for while viewing a
// child company in a new tab, shows one modal, not 'Choose a Company' under 'Change Company to Proceed'. Everything
// is made by the test (support/made-records.ts): a parent holding over three child companies (two with units, one
// without) whose default role holds B2B_View_Parent_Holding, and its user, registered through the holding's
// accepted e-mail domain.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { test, expect } from '../../support/fixtures';
import { CUSTOMER_PRIVILEGES, madeCompany } from '../../support/made-records';
import { activatedCompanyUser, REGISTRANT_PASSWORD } from '../../support/registrants';
import { goInApp, sessionState, signIn } from '../../support/sign-in';
import { fleetColumn, openFleetFilters } from '../dashboard/commerce-helpers';

test.describe.configure({ timeout: 240_000 });

/** The fleet page's Customer facet: the companies whose units are listed, without their counts. */
async function customersListed(page: Page): Promise<string[]> {
  await openFleetFilters(page);
  const group = page.getByRole('group', { name: 'Filters' }).getByRole('group', { name: 'Customer' });
  await expect(group.getByRole('checkbox').first()).toBeVisible();
  const labels = await group.locator('label').allTextContents();
  return labels.map((l) => l.replace(/\s*\(\d+\)\s*$/, '').trim());
}

async function customersOfRows(page: Page): Promise<string[]> {
  const cells = await fleetColumn(page, 'Customer');
  return [...new Set((await cells.allTextContents()).map((c) => c.trim()))];
}

test('journey 9: a parent-holding user switches company at 1280 and 390 px; My Account shows one modal', async ({
  page,
  context,
  request,
}) => {
  const company = await madeCompany(request, 'holding', {
    privileges: [...CUSTOMER_PRIVILEGES, 'B2B_View_Parent_Holding'],
    children: [
      { name: 'Ridge Power', units: 2 },
      { name: 'Ridge Line', units: 1 },
      { name: 'Ridge Telecom', units: 0 },
    ],
  });
  const [first, second, third] = company.children.map((c) => c.name) as [string, string, string];
  const holding = await activatedCompanyUser(request, company);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, holding, REGISTRANT_PASSWORD);
  const choose = page.getByRole('dialog', { name: 'Choose a Company' });
  await choose.getByRole('button', { name: 'Continue' }).click(); // all companies
  await expect(choose).toBeHidden();
  await goInApp(page, '/pages/dashboard/equipment/fleet');
  await expect(page.getByRole('heading', { level: 1, name: 'My Fleet' })).toBeVisible();
  // all companies: the units of the two children that have any
  expect((await customersListed(page)).sort()).toEqual([first, second].sort());

  // 1280 px: the user box's switcher
  await page.getByTestId('user-box').getByRole('button').first().click();
  const desktopSwitcher = page.getByTestId('user-box').getByLabel('View as company');
  const offered = (await desktopSwitcher.locator('option').allTextContents()).map((n) => n.trim());
  expect(offered).toEqual(expect.arrayContaining([first, second, third]));
  await desktopSwitcher.selectOption({ label: first });
  await page.keyboard.press('Escape');
  await expect.poll(() => customersListed(page)).toEqual([first]);
  expect(await customersOfRows(page)).toEqual([first]);
  await expect(page.getByTestId('viewing-as')).toContainText(first);

  // 390 px: the side menu says "Viewing as …" and offers the same switch
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  const sideMenu = page.locator('.side-menu');
  await expect(sideMenu.getByTestId('viewing-as')).toContainText(first);
  const mobileSwitcher = sideMenu.getByLabel('View as company');
  await expect(mobileSwitcher).toBeVisible();
  await expectNoAxeViolations(page, 'the side menu with the company switch at 390 px');
  await mobileSwitcher.selectOption({ label: second });
  await expect(sideMenu).toBeHidden(); // the choice closes the menu, to show the page it changed
  await expect.poll(async () => (await sessionState(page))?.selectedOrganization).toBe(second);
  await expect.poll(() => customersListed(page)).toEqual([second]);
  expect(await customersOfRows(page)).toEqual([second]);

  // My Account in a new tab while viewing a child company: the company is still a child (kept in local storage),
  // and no company has been chosen in this tab yet. One modal: the one that leads to the page asked for.
  const tab = await context.newPage();
  await tab.setViewportSize({ width: 390, height: 844 });
  await tab.goto('/pages/my-account');
  const change = tab.getByRole('dialog', { name: 'Change Company to Proceed' });
  await expect(change).toBeVisible();
  await expect(tab.getByRole('dialog')).toHaveCount(1);
  await change.getByRole('button', { name: 'Change Company and Proceed' }).click();
  await expect(tab.getByRole('dialog')).toHaveCount(0);
  await expect(tab).toHaveURL(/\/pages\/my-account$/);
  await expect.poll(async () => (await sessionState(tab))?.selectedOrganization).toBeNull();
});
