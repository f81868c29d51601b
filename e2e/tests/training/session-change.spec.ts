// Issue 40, "session changes e-mail the learners" (ADR 0046), on a Training Sessions page that pages: a product
// owner reaches Training Sessions from the Customer Support home, chooses a course with more sessions than a page,
// finds the session on page 2 (the URL keeps course and page), is refused a capacity below the seats booked,
// moves the session to another place and a larger room, which books the waitlisted learner; each learner finds the
// change in the development mailbox, once, and the waitlisted one that a place opened. At 1280 px (a table) and 390 px (cards). The course, its sessions, their
// learners and the product owner are the test's own (ADR 0036).
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';
import { DESKTOP, MOBILE } from '../../support/shell-session';
import { expectNoAxeViolations } from '../../support/axe';
import { AGENT_PASSWORD, madeAgent, madeCourseSession, uniqueTag } from '../../support/made-records';
import { mails } from '../dashboard/commerce-helpers';

const CHANGED = 'CourseSessionUpdatedEmail';
const WAITLIST_BOOKED = 'CourseSessionWaitlistBookedEmail';
/** the page's size: the sessions before the test's one fill page 1 */
const PAGE_SIZE = 25;

/** The session shown at `place`: a table row at 1280 px, a card at 390 px. */
const sessionAt = (page: Page, place: string): Locator =>
  page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({ has: page.getByText(place, { exact: true }) });

for (const viewport of [DESKTOP, MOBILE]) {
  test(`a product owner finds a session of a course on page 2 and moves it; every learner is e-mailed once, at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const tag = uniqueTag('session');
    const learners = [
      { email: `pat.${tag}@mailbox.example`, status: 'BOOKED' as const },
      { email: `sam.${tag}@mailbox.example`, status: 'BOOKED' as const },
      { email: `wren.${tag}@mailbox.example`, status: 'WAITLISTED' as const },
    ];
    const session = await madeCourseSession(request, 'session', learners, { earlierSessions: PAGE_SIZE });
    const owner = await madeAgent(request, 'owner', ['CSR', 'Product_Owner_Admin']);
    const newPlace = `Training Center, 400 Commerce Blvd, Watertown SD (${tag})`;

    await signIn(page, owner, AGENT_PASSWORD);
    await page.goto('/pages/csr');
    await page
      .getByRole('navigation', { name: 'Customer Support pages' })
      .getByRole('link', { name: 'Training Sessions', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Training Sessions' })).toBeVisible();
    const search = page.getByRole('search', { name: 'Find training sessions' });
    await search
      .getByRole('combobox', { name: 'Course', exact: true })
      .selectOption({ label: session.title });
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(`${PAGE_SIZE + 1} sessions`, { exact: true })).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Training session pages' });
    await expect(pager).toContainText('Page 1 of 2');
    await expect(sessionAt(page, `${session.location} room 1`)).toBeVisible();
    await expect(sessionAt(page, session.location)).toHaveCount(0);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText('Page 2 of 2');
    // the course and the page are in the URL: a reload (or a shared link) opens the same page
    await page.reload();
    await expect(pager).toContainText('Page 2 of 2');
    const found = sessionAt(page, session.location);
    await expect(found).toContainText('2 of 4');
    await expectNoAxeViolations(page, `training sessions, page 2, at ${viewport.width} px`);
    await found.getByRole('button', { name: `Change session of ${session.title}`, exact: false }).click();

    const dialog = page.getByRole('dialog', { name: `Change Session of ${session.title}` });
    await expect(dialog.getByLabel('Place')).toHaveValue(session.location);
    // fewer places than the two seats booked: refused, with the reason
    await dialog.getByLabel('Capacity').fill('1');
    await dialog.getByRole('button', { name: 'Save and E-mail Learners' }).click();
    await expect(
      dialog.getByText('Capacity cannot be less than the 2 seats already booked in this session.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, `the session change form at ${viewport.width} px`);

    await dialog.getByLabel('Place').fill(newPlace);
    await dialog.getByLabel('Capacity').fill('6');
    await dialog.getByRole('button', { name: 'Save and E-mail Learners' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByText(`The session of ${session.title} was changed.`, { exact: false }),
    ).toBeVisible();
    // the page shown again, still page 2 of the course, with the session changed: the larger room booked the
    // waitlisted learner (ADR 0047)
    await expect(pager).toContainText('Page 2 of 2');
    await expect(sessionAt(page, newPlace)).toContainText('3 of 6');

    // the job worker sends the change: one e-mail to each learner, naming the new place
    for (const learner of learners) {
      await expect
        .poll(
          async () => (await mails(request, learner.email)).filter((m) => m.template === CHANGED).length,
          {
            timeout: 30_000,
          },
        )
        .toBe(1);
      const [mail] = (await mails(request, learner.email)).filter((m) => m.template === CHANGED);
      expect(mail?.subject).toBe(`Session changed: ${session.title}`);
      expect(mail?.text).toContain(`The session is now held at ${newPlace}.`);
    }
    // the waitlisted learner is told the place opened, once; the booked ones are not
    const opened = async (email: string) =>
      (await mails(request, email)).filter((m) => m.template === WAITLIST_BOOKED).map((m) => m.subject);
    await expect
      .poll(() => opened(learners[2]!.email), { timeout: 30_000 })
      .toEqual([`Booked from the waitlist: ${session.title}`]);
    expect(await opened(learners[0]!.email)).toEqual([]);
  });
}
