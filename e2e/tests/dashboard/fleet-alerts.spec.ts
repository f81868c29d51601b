// Issue 38's fleet alerts: a fleet manager of a company the test makes (ADR 0036: one unit overdue for inspection)
// asks in Notification Settings to be e-mailed when a unit becomes overdue; the alerts job runs (twice: a second run
// finds the event already sent) and the development mailbox holds that unit's alert exactly once.
import { expectNoAxeViolations } from '../../support/axe';
import { test, expect } from '../../support/fixtures';
import { madeCompany } from '../../support/made-records';
import { activatedCompanyUser, REGISTRANT_PASSWORD } from '../../support/registrants';
import { mails, signInToDashboard } from './commerce-helpers';

test.describe.configure({ timeout: 180_000 });

test('an overdue unit’s alert e-mail arrives once', async ({ page, request }) => {
  const company = await madeCompany(request, 'alerts', { units: 2, overdueUnits: 1 });
  const manager = await activatedCompanyUser(request, company);
  await signInToDashboard(page, manager, REGISTRANT_PASSWORD);
  await page.goto('/pages/my-account');
  await page.getByRole('link', { name: 'Notification Settings' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notification Settings' })).toBeVisible({
    timeout: 30_000,
  });
  const alerts = page.getByRole('form', { name: 'Fleet alerts' });
  await alerts.getByRole('checkbox', { name: 'A unit becomes overdue for an inspection or service' }).check();
  await alerts.getByRole('button', { name: 'Save Fleet Alerts' }).click();
  await expect(alerts.getByText('Fleet alerts saved.')).toBeVisible();
  await expectNoAxeViolations(page, 'notification settings with fleet alerts', {
    include: ['#portal-areas'],
  });

  // the job's work, twice
  for (let run = 0; run < 2; run++)
    expect((await request.post('/api/test-fixtures/fleet-alerts')).ok()).toBe(true);
  const subject = `Unit TFS-TF-${company.tag}-0-1 is overdue`;
  const overdue = async () => (await mails(request, manager)).filter((m) => m.subject === subject);
  await expect.poll(async () => (await overdue()).length).toBe(1);
  const [mail] = await overdue();
  expect(mail?.template).toBe('FleetAlertEmail');
  // in service three years ago and never inspected: the frequent inspection (every 3 months) came due first
  expect(mail?.text).toMatch(/is overdue: Frequent inspection was due \d{4}-\d{2}-\d{2}\./);
  // the company's other unit is not overdue: no alert names it
  expect(
    (await mails(request, manager)).filter((m) => m.subject.includes(`TFS-TF-${company.tag}-0-2`)),
  ).toEqual([]);
});
