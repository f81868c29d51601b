// The customer-service console (issue 41), as an agent works a call at 1280 and 390 px: csr.agent signs in and
// lands on customer support, finds a customer by phone and a seeded order's customer by its order number (each
// result says why it matched), opens the customer's screen (its tabs, the tab kept in the URL over a reload),
// writes a note, changes the status after confirming, assigns an organisation, and sees each action in the
// customer's audit log and on the audit page in words, by the agent's and the customer's names.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DESKTOP, MOBILE } from '../../support/shell-session';
import { freshPersonalUser } from '../../support/registrants';
import { signIn } from '../../support/sign-in';
import { expectNoAxeViolations } from '../../support/axe';
import { SEEDED_ORDER } from '../../support/seeded-orders';

// each width's customer has a phone exchange of its own
// the customer screen's audit log: a table at 1280 px, one card an entry on a phone
for (const [viewport, exchange, auditEntries] of [
  [DESKTOP, '201', (page: Page) => page.getByRole('table', { name: 'Audit log' }).getByRole('row')],
  [MOBILE, '202', (page: Page) => page.getByRole('list', { name: 'Audit log' }).locator(':scope > li')],
] as const) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an agent finds a caller by phone and by order number, notes the call, changes status and organisation, and reads it all in the audit log', async ({
      page,
      request,
    }) => {
      // a customer of this test's own, with a phone number nobody else has
      const line = String(Date.now() % 10_000).padStart(4, '0');
      const phone = `(737) ${exchange}-${line}`;
      const email = await freshPersonalUser(request, 'console', phone);

      await signIn(page, 'csr.agent@aerialco.example');
      await expect(page).toHaveURL(/\/pages\/csr\/customerSupport$/);
      const form = page.getByRole('search', { name: 'Search users' });

      // a caller reads out their phone number
      await form
        .getByRole('searchbox', { name: 'Search' })
        .fill(phone.replace(/[()]/g, '').replace(' ', '-'));
      await form.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText('1 user', { exact: true })).toBeVisible();
      await expect(page.getByText(`Matched on phone number ${phone}`)).toBeVisible();

      // another reads out an order number
      await form.getByRole('searchbox', { name: 'Search' }).fill(SEEDED_ORDER.orderNumber);
      await form.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText(`Matched on order number ${SEEDED_ORDER.orderNumber}`)).toBeVisible();
      await expect(page.getByRole('link', { name: SEEDED_ORDER.customerName })).toBeVisible();

      // back to the first caller's screen
      await form.getByRole('searchbox', { name: 'Search' }).fill(phone);
      await form.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText(`Matched on phone number ${phone}`)).toBeVisible();
      await page.getByRole('link', { name: 'Robin Reyes' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Robin Reyes' })).toBeVisible();
      await expect(page.getByText(email, { exact: true })).toBeVisible();

      // the customer's screen in tabs; the chosen tab stays over a reload
      const tabs = page.getByRole('tablist', { name: "Robin Reyes's account" });
      await expect(tabs.getByRole('tab', { name: 'Profile and Organization' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await tabs.getByRole('tab', { name: 'Orders' }).click();
      await expect(page.getByText('No supply orders.')).toBeVisible();
      await expect(page).toHaveURL(/[?&]tab=orders/);
      await page.reload();
      await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText('No training orders.')).toBeVisible();
      // the arrow keys move between tabs
      await page.getByRole('tab', { name: 'Orders' }).press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Carts' })).toBeFocused();
      await expect(page.getByText('No items in any cart.')).toBeVisible();
      await expectNoAxeViolations(page, 'customer screen, carts tab');

      // a note on the call
      await tabs.getByRole('tab', { name: 'Notes' }).click();
      const notes = page.getByRole('region', { name: 'Notes' });
      await notes.getByRole('textbox', { name: 'New note' }).fill('Called to ask where their account went.');
      await notes.getByRole('button', { name: 'Add Note' }).click();
      const listed = notes.getByRole('list', { name: 'Notes, newest first' }).getByRole('listitem');
      await expect(listed).toHaveCount(1);
      await expect(listed.first()).toContainText('Tom Becker');
      await expect(listed.first()).toContainText('Called to ask where their account went.');

      // a status change is confirmed first, and its history names the agent
      await tabs.getByRole('tab', { name: 'Status' }).click();
      const account = page.getByRole('region', { name: 'Change Status' });
      await account.getByRole('combobox', { name: 'Status' }).selectOption('DEACTIVATED');
      await account.getByRole('button', { name: 'Change Status' }).click();
      const confirm = page.getByRole('dialog', { name: 'Change status' });
      await expect(confirm).toContainText("Change Robin Reyes's status from Registered to Deactivated?");
      await confirm.getByRole('button', { name: 'Change Status' }).click();
      await expect(page.getByText('The status is now Deactivated.')).toBeVisible();
      const history = page.getByRole('region', { name: 'Status History' });
      await expect(history).toContainText('Deactivated');
      await expect(history).toContainText('Tom Becker');

      // assign an organisation, found by name
      await tabs.getByRole('tab', { name: 'Profile and Organization' }).click();
      const organization = page.getByRole('region', { name: 'Assign Organization' });
      await organization.getByRole('searchbox', { name: 'Customer' }).fill('Keystone Electric');
      await organization.getByRole('button', { name: 'Find' }).click();
      await organization.getByRole('radio', { name: /^Keystone Electric Cooperative \(/ }).check();
      await organization.getByRole('button', { name: 'Assign Organization' }).click();
      await page
        .getByRole('dialog', { name: 'Assign organization' })
        .getByRole('button', { name: 'Assign Organization' })
        .click();
      await expect(
        page.getByText(/^Robin Reyes now belongs to Keystone Electric Cooperative \(/),
      ).toBeVisible();
      await expectNoAxeViolations(page, 'customer screen');

      // each action in words, by the agent's name
      await tabs.getByRole('tab', { name: 'Audit Log' }).click();
      for (const action of ['Added note', 'Changed status', 'Assigned organization']) {
        await expect(
          auditEntries(page).filter({ hasText: new RegExp(`${action}.*Tom Becker`) }),
        ).toBeVisible();
      }

      // and on the audit page, by the agent's and the customer's names
      await page.getByRole('link', { name: 'Everything done to Robin Reyes on the audit page' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
      // a table at 1280 px, one card an entry on a phone
      const everyone = page
        .getByRole('table', { name: 'Audit log' })
        .or(page.getByRole('list', { name: 'Audit log' }));
      for (const action of ['Added note', 'Changed status', 'Assigned organization']) {
        const entry = everyone
          .getByRole('row')
          .or(everyone.getByRole('listitem'))
          .filter({ hasText: action });
        await expect(entry).toHaveCount(1);
        await expect(entry).toContainText('Tom Becker');
        await expect(entry).toContainText('Robin Reyes');
      }
      await expectNoAxeViolations(page, 'audit page');
      // narrowed to one action, then to the agent by name
      await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Added note' });
      await expect(
        everyone.getByRole('row').or(everyone.getByRole('listitem')).filter({ hasText: 'Changed status' }),
      ).toHaveCount(0);
      await expect(page.getByText('1 action', { exact: true })).toBeVisible();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const csv = await download;
      expect(csv.suggestedFilename()).toBe('audit-log.csv');
      const rows = (await readFile(await csv.path(), 'utf8')).trim().split('\r\n');
      expect(rows).toHaveLength(2);
      expect(rows[1]).toMatch(/,Added note,Tom Becker,Robin Reyes,CSR_ADD_CUSTOMER_NOTE$/);
    });
  });
}
