// Equipment journeys per role (issue 13): a parent-holding user viewing all companies and then one child, the
// APN's attachment opened as a real PDF, the Create Group modal's rules (spec 4 states, spec 5 messages) for a parent-holding user viewing all and for a demo
// account, and an internal associate kept on associateLanding by every equipment page.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { test, expect } from '../../support/fixtures';
import {
  fleetColumn,
  openFleetFilters,
  pdfOpenedInNewTab,
  pdfText,
  signInToDashboard,
} from './commerce-helpers';

const ADMIN = 'admin@keystone-electric.example';
const HOLDING = 'holding@summit-utility.example';
const DEMO = 'demo@keystone-electric.example';
const ASSOCIATE = 'associate@aerialco.example';
const UNSAVED = 'The changes you made will be lost if you navigate away from this page.';

/** Signs the parent-holding user in and answers the force-parent-company modal with "all companies". */
async function signInViewingAll(page: Page) {
  await signInToDashboard(page, HOLDING);
  const modal = page.getByRole('dialog', { name: 'Choose a Company' });
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal).toBeHidden();
}

/** The values of the fleet page's Customer facet, without their counts. */
async function customerFacet(page: Page): Promise<string[]> {
  await openFleetFilters(page);
  const group = page.getByRole('group', { name: 'Filters' }).getByRole('group', { name: 'Customer' });
  await expect(group.getByRole('checkbox').first()).toBeVisible();
  const labels = await group.locator('label').allTextContents();
  return labels.map((l) => l.replace(/\s*\(\d+\)\s*$/, '').trim());
}

async function unitCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ units$/).textContent();
  return Number((text ?? '').split(' ')[0]);
}

test('a parent-holding user sees every child company’s units, then only the chosen child’s', async ({
  page,
}) => {
  await signInViewingAll(page);
  await page.evaluate(() => window.history.pushState(null, '', '/pages/dashboard/equipment/fleet'));
  await expect(page.getByRole('heading', { level: 1, name: 'My Fleet' })).toBeVisible();
  const all = await customerFacet(page);
  expect(all.length).toBeGreaterThan(1);
  const allUnits = await unitCount(page);

  // the header's company switch: one child company
  await page.getByTestId('user-box').getByRole('button').first().click();
  const switcher = page.getByLabel('View as company');
  const options = switcher.locator('option');
  const names = (await options.allTextContents()).map((n) => n.trim());
  const child = names.find((n) => all.includes(n));
  expect(child, `a child company with units among ${names.join(', ')}`).toBeDefined();
  await switcher.selectOption({ label: child as string });
  await page.keyboard.press('Escape');

  await expect.poll(() => customerFacet(page)).toEqual([child]);
  const childUnits = await unitCount(page);
  expect(childUnits).toBeGreaterThan(0);
  expect(childUnits).toBeLessThan(allUnits);
  for (const customer of await (await fleetColumn(page, 'Customer')).allTextContents())
    expect(customer.trim()).toBe(child);
});

test('Create Group: required fields, the organisation rules, the billing copy, unsaved changes, then created', async ({
  page,
}) => {
  await signInViewingAll(page);
  await page.evaluate(() => window.history.pushState(null, '', '/pages/dashboard/admin/groups'));
  await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
  await expectNoAxeViolations(page, 'groups');
  await page.getByRole('button', { name: 'Create Group' }).click();
  const modal = page.getByRole('dialog', { name: 'Create Group' });

  // spec 5: the required-field messages; a failure keeps the modal open
  await modal.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(modal.getByText('Group name is required')).toBeVisible();
  await expect(modal.getByText('Group description is required')).toBeVisible();
  await expect(modal.getByText('Organization is required')).toBeVisible();
  await expectNoAxeViolations(page, 'Create Group with its messages');

  const name = `Storm crews ${Date.now()}`;
  await modal.getByLabel('Group Name').fill(name);
  await modal.getByLabel('Group Description').fill('Units sent out after storms');

  // multi-org on: no organisation to choose; off again: the select is back, empty
  const crossOrg = modal.getByRole('checkbox', { name: 'Cross-Organizational group' });
  await crossOrg.check();
  await expect(modal.getByRole('combobox', { name: 'Organization' })).toHaveCount(0);
  await crossOrg.uncheck();
  const organization = modal.getByRole('combobox', { name: 'Organization' });
  await expect(organization).toHaveValue('');

  // choosing an organisation loads its addresses; 'same as billing' appears only once billing is set
  const orgValue = await organization.locator('option').nth(1).getAttribute('value');
  await organization.selectOption(orgValue ?? '');
  const sameAsBilling = modal.getByRole('checkbox', { name: 'Same as my billing address' });
  await expect(sameAsBilling).toHaveCount(0);
  const billing = modal.getByRole('group', { name: 'Billing Address' });
  await billing.getByRole('radio').first().check();
  await expect(sameAsBilling).toBeVisible();
  await sameAsBilling.check();
  await expect(modal.getByRole('group', { name: 'Shipping Address' })).toHaveCount(0);
  // clearing billing unticks 'same as billing' and brings the shipping picker back
  await modal.getByRole('button', { name: 'Clear billing address' }).click();
  await expect(sameAsBilling).toHaveCount(0);
  await expect(modal.getByRole('group', { name: 'Shipping Address' })).toBeVisible();

  // another organisation clears both addresses
  await billing.getByRole('radio').first().check();
  await expect(billing.getByRole('radio').first()).toBeChecked();
  const otherOrg = await organization.locator('option').nth(2).getAttribute('value');
  await organization.selectOption(otherOrg ?? '');
  await expect(
    modal.getByRole('group', { name: 'Billing Address' }).getByRole('radio', { checked: true }),
  ).toHaveCount(0);

  // unsaved changes: Cancel asks first; Stay keeps the modal with what was typed
  await modal.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(confirm).toContainText(UNSAVED);
  await confirm.getByRole('button', { name: 'Stay' }).click();
  await expect(confirm).toBeHidden();
  await expect(modal.getByLabel('Group Name')).toHaveValue(name);

  await modal.getByRole('button', { name: 'Create', exact: true }).click();
  // success closes the modal and opens the new group
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/pages\/dashboard\/admin\/groups\/details\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a demo account’s Create Group has no organisation choice and submits nothing', async ({ page }) => {
  await signInToDashboard(page, DEMO);
  await page.evaluate(() => window.history.pushState(null, '', '/pages/dashboard/admin/groups'));
  await page.getByRole('button', { name: 'Create Group' }).click();
  const modal = page.getByRole('dialog', { name: 'Create Group' });
  await expect(modal.getByLabel('Group Name')).toBeVisible();
  await expect(modal.getByRole('checkbox', { name: 'Cross-Organizational group' })).toHaveCount(0);
  await expect(modal.getByRole('combobox', { name: 'Organization' })).toHaveCount(0);
  const disabled = modal.getByRole('link', { name: 'Submit is Disabled' });
  await expect(disabled).toHaveAttribute('aria-disabled', 'true');
  await expect(modal.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0);
});

test('an internal associate is sent to associateLanding from every equipment page', async ({ page }) => {
  await signInToDashboard(page, ASSOCIATE);
  for (const path of [
    '/pages/dashboard/equipment/fleet',
    '/pages/dashboard/equipment/apns',
    '/pages/dashboard/admin/groups',
  ]) {
    await page.evaluate((to) => window.history.pushState(null, '', to), path);
    await expect(page).toHaveURL(/\/pages\/associateLanding$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('an APN’s attachment opens in a new tab as a real PDF naming the APN', async ({ page }) => {
  await signInToDashboard(page, ADMIN);
  await page.evaluate(() => window.history.pushState(null, '', '/pages/dashboard/equipment/apns'));
  const first = page.getByRole('table', { name: 'APNs on your units' }).getByRole('link').first();
  await expect(first).toBeVisible();
  const apnNumber = ((await first.textContent()) ?? '').trim();
  await first.click();
  const attachments = page.getByRole('region', { name: 'Attachments' });
  const attachment = attachments.getByRole('button').first();
  await expect(attachment).toBeVisible();
  await expectNoAxeViolations(page, 'APN details');

  const pdf = await pdfOpenedInNewTab(page, attachment, '/api/files/apn/');
  expect(pdfText(pdf)).toContain(apnNumber);
});
