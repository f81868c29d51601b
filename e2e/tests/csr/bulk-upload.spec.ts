// Bulk user upload (issue 17): csr.admin checks a CSV with one good and one bad row, creates the good one as a job
// and sees both outcomes (created; failed with the reason). The e-mail is new on every run. axe on the screen.
import { test, expect } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';
import { expectNoAxeViolations } from '../../support/axe';

const BULK_UPLOAD = '/pages/csr/customerSupport/bulkUserUpload';
// Prairie Tree Service (docs/seed-users.md): no journey lists its users
const ACCOUNT_NUMBER = '880256';

test('csr.admin uploads a CSV with one good and one bad row and sees both outcomes', async ({ page }) => {
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const good = `bulk.good.${unique}@prairie-tree.example`;
  const bad = `bulk.bad.${unique}@prairie-tree.example`;
  const csv = [
    'firstName,lastName,email,accountNumber,roleName,phone,jobTitle',
    `Bulk,Good,${good},${ACCOUNT_NUMBER},,555-123-4567,Climber`,
    `Bulk,Bad,${bad},N-NOPE-${unique},,,`,
  ].join('\n');

  await signIn(page, 'csr.admin@aerialco.example');
  await page.goto(BULK_UPLOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk User Upload' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the template' })).toBeVisible();
  await expectNoAxeViolations(page, 'bulk upload');

  await page.getByLabel('CSV file').setInputFiles({
    name: 'users.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Check File' }).click();
  const checked = page.getByRole('region', { name: 'Checked Rows' });
  await expect(checked).toContainText('1 of 2 rows can be created.');
  await expect(checked.getByRole('row', { name: new RegExp(good.replace(/\./g, '\\.')) })).toContainText(
    'Ready',
  );
  await expect(checked.getByRole('row', { name: new RegExp(bad.replace(/\./g, '\\.')) })).toContainText(
    `no customer has account number N-NOPE-${unique}.`,
  );
  await expectNoAxeViolations(page, 'checked rows');

  await checked.getByRole('button', { name: 'Create 1 User' }).click();
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results).toContainText('1 created, 1 failed.', { timeout: 30_000 });
  await expect(results.getByRole('row', { name: new RegExp(good.replace(/\./g, '\\.')) })).toContainText(
    'Created',
  );
  await expect(results.getByRole('row', { name: new RegExp(bad.replace(/\./g, '\\.')) })).toContainText(
    `Failed: no customer has account number N-NOPE-${unique}.`,
  );
  const download = page.waitForEvent('download');
  await results.getByRole('link', { name: 'Download the results' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('bulk-user-upload-results.csv');
  await expectNoAxeViolations(page, 'upload results');

  // the created user is a customer-support search away, awaiting registration
  await page.goto(`/pages/csr/customerSupport?query=${encodeURIComponent(good)}`);
  await expect(page.getByRole('row', { name: new RegExp(good.replace(/\./g, '\\.')) })).toContainText(
    'Pending Registration',
  );
});
