// Issue 40, "session changes e-mail the learners" (ADR 0046): a product owner reaches Training Sessions from the
// Customer Support home, is refused a capacity below the seats booked, moves a session to another place and a
// larger room; each learner booked or waitlisted on it finds the change in the development mailbox, once. The
// session, its learners and the product owner are the test's own (ADR 0036).
import { test, expect } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';
import { MOBILE } from '../../support/shell-session';
import { expectNoAxeViolations } from '../../support/axe';
import { AGENT_PASSWORD, madeAgent, madeCourseSession, uniqueTag } from '../../support/made-records';
import { mails } from '../dashboard/commerce-helpers';

const CHANGED = 'CourseSessionUpdatedEmail';

test('a product owner moves a session; every learner booked or waitlisted is e-mailed the change once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag('session');
  const learners = [
    { email: `pat.${tag}@mailbox.example`, status: 'BOOKED' as const },
    { email: `sam.${tag}@mailbox.example`, status: 'BOOKED' as const },
    { email: `wren.${tag}@mailbox.example`, status: 'WAITLISTED' as const },
  ];
  const session = await madeCourseSession(request, 'session', learners);
  const owner = await madeAgent(request, 'owner', ['CSR', 'Product_Owner_Admin']);
  const newPlace = `Training Center, 400 Commerce Blvd, Watertown SD (${tag})`;

  await signIn(page, owner, AGENT_PASSWORD);
  await page.goto('/pages/csr');
  await page
    .getByRole('navigation', { name: 'Customer Support pages' })
    .getByRole('link', { name: 'Training Sessions', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Training Sessions' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: session.location });
  await expect(row).toContainText('2 of 4');
  await expectNoAxeViolations(page, 'training sessions at 1280 px');
  await row.getByRole('button', { name: `Change session of ${session.title}`, exact: false }).click();

  const dialog = page.getByRole('dialog', { name: `Change Session of ${session.title}` });
  await expect(dialog.getByLabel('Place')).toHaveValue(session.location);
  // fewer places than the two seats booked: refused, with the reason
  await dialog.getByLabel('Capacity').fill('1');
  await dialog.getByRole('button', { name: 'Save and E-mail Learners' }).click();
  await expect(
    dialog.getByText('Capacity cannot be less than the 2 seats already booked in this session.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the session change form');

  await dialog.getByLabel('Place').fill(newPlace);
  await dialog.getByLabel('Capacity').fill('6');
  await dialog.getByRole('button', { name: 'Save and E-mail Learners' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText(`The session of ${session.title} was changed.`, { exact: false }),
  ).toBeVisible();
  const moved = page.getByRole('row').filter({ hasText: newPlace });
  await expect(moved).toContainText('2 of 6');

  // the job worker sends the change: one e-mail to each learner, naming the new place
  for (const learner of learners) {
    await expect
      .poll(async () => (await mails(request, learner.email)).filter((m) => m.template === CHANGED).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const [mail] = (await mails(request, learner.email)).filter((m) => m.template === CHANGED);
    expect(mail?.subject).toBe(`Session changed: ${session.title}`);
    expect(mail?.text).toContain(`The session is now held at ${newPlace}.`);
  }

  await page.setViewportSize(MOBILE);
  await expect(page.getByRole('list', { name: 'Instructor-led sessions' })).toBeVisible();
  await expectNoAxeViolations(page, 'training sessions at 390 px');
});
