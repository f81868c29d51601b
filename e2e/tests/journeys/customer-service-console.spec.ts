// The customer-service console (issue 41), as an agent works a call at 1280 and 390 px: csr.agent signs in and
// lands on customer support, finds a customer by phone and a seeded order's customer by its order number (each
// result says why it matched), opens the customer, writes a note, changes the status after confirming, assigns an
// organisation, and sees each action in the customer's audit log in words, by the agent's name.
import { test, expect } from '../../support/fixtures';
import { DESKTOP, MOBILE } from '../../support/shell-session';
import { freshPersonalUser } from '../../support/registrants';
import { signIn } from '../../support/sign-in';
import { expectNoAxeViolations } from '../../support/axe';
import { SEEDED_ORDER } from '../../support/seeded-orders';

// each width's customer has a phone exchange of its own
for (const [viewport, exchange] of [
  [DESKTOP, '201'],
  [MOBILE, '202'],
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

      // a note on the call
      const notes = page.getByRole('region', { name: 'Notes' });
      await notes.getByRole('textbox', { name: 'New note' }).fill('Called to ask where their account went.');
      await notes.getByRole('button', { name: 'Add Note' }).click();
      const listed = notes.getByRole('list', { name: 'Notes, newest first' }).getByRole('listitem');
      await expect(listed).toHaveCount(1);
      await expect(listed.first()).toContainText('Tom Becker');
      await expect(listed.first()).toContainText('Called to ask where their account went.');

      // a status change is confirmed first
      const account = page.getByRole('region', { name: 'Account' });
      await account.getByRole('combobox', { name: 'Status' }).selectOption('DEACTIVATED');
      await account.getByRole('button', { name: 'Change Status' }).click();
      const confirm = page.getByRole('dialog', { name: 'Change status' });
      await expect(confirm).toContainText("Change Robin Reyes's status from Registered to Deactivated?");
      await confirm.getByRole('button', { name: 'Change Status' }).click();
      await expect(page.getByText('The status is now Deactivated.')).toBeVisible();

      // assign an organisation, found by name
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
      const log = page.getByRole('table', { name: 'Audit log' });
      for (const action of ['Added note', 'Changed status', 'Assigned organization']) {
        await expect(log.getByRole('row', { name: new RegExp(`${action} Tom Becker`) })).toBeVisible();
      }
    });
  });
}
