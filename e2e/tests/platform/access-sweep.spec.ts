// The access sweep (issue 34): every route the deployed area manifests and the shell's table declare, opened by a
// seeded user whose guard refuses it — preferably one the area's home lets in, where a page that opened and then
// refused with "You do not have access to this resource." toasts would show — ends on
// /pages/store/accessDenied?originalURL=… (a guest: on the identity provider's sign-in), never on the page. Routes
// come from remotes.json at test time (e2e/support/accessibility-sweep.ts), so a page is swept the day it is
// declared. One width, one user per route, one test per user: CI's two workers share them.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { accessDeniedURL } from '../../support/access-denied';
import { DESKTOP, waitForFrame } from '../../support/shell-session';
import { identityURL, sessionState, signIn } from '../../support/sign-in';
import { DENIAL_USERS, deployedAreas, planDenials, seedPrivileges } from '../../support/accessibility-sweep';
import type { DenialVisit } from '../../support/accessibility-sweep';
import { goInApp } from '../store/checkout-helpers';

const REFUSAL_TOAST = 'You do not have access to this resource.';

test.use({ viewport: DESKTOP });

/** The nine dashboard routes that carried only the area-wide guard (issue 34), and the JEMS History page. */
const ISSUE_ROUTES = [
  '/pages/dashboard/account/arinvoice',
  '/pages/dashboard/account/arinvoice/support',
  '/pages/dashboard/account/arinvoice/payment-instructions',
  '/pages/dashboard/equipment/fleetservices/safety',
  '/pages/dashboard/equipment/fleetservices/safety/alms',
  '/pages/dashboard/equipment/fleetservices/performance',
  '/pages/dashboard/equipment/fleetservices/compliance/jems/insights',
  '/pages/dashboard/equipment/fleetservices/compliance/jems/insights/reports',
  '/pages/dashboard/equipment/fleetservices/event-details/:instanceId',
];

test('every route someone may not open has a seeded user whom its guard refuses', async ({ request }) => {
  const plan = planDenials(await deployedAreas(request));
  expect(plan.problems).toEqual([]);
  // the list of users is kept to the ones the routes need
  for (const user of DENIAL_USERS) expect(plan.byUser.get(user)?.length ?? 0, user).toBeGreaterThan(0);
  // the issue's pages are refused to a dashboard user (the Blue Ridge buyer), not to someone kept out of the area
  const visits = [...plan.byUser.entries()].flatMap(([user, list]) => list.map((v) => ({ user, ...v })));
  for (const route of ISSUE_ROUTES)
    expect(visits.find((v) => v.pattern === route)?.user, route).toBe('buyer@blueridge-line.example');
  // what nobody is refused is open to everyone, as its rule says
  expect(plan.open).toEqual(
    expect.arrayContaining(['/pages/store', '/pages/registration-approved', '/pages/help']),
  );
  // creating an account is for guests (issue 42): a signed-in user is refused the registration start
  expect(plan.open).not.toContain('/pages/registration');
  expect(visits.find((v) => v.pattern === '/pages/registration')?.expected).toBe('access-denied');
  expect(plan.open).not.toContain('/pages/dashboard/account/arinvoice');
});

async function start(page: Page, user: string): Promise<void> {
  if (user === 'guest') {
    await page.goto('/pages/help');
    await waitForFrame(page);
    return;
  }
  await signIn(page, user);
  // the plan chose routes by the privileges the seed gives the user: the session must hold exactly those
  expect([...((await sessionState(page))?.privileges ?? [])].sort(), user).toEqual(seedPrivileges(user));
}

async function refused(page: Page, user: string, visit: DenialVisit): Promise<void> {
  const label = `${visit.url} (${visit.owner}) as ${user}`;
  await goInApp(page, visit.url);
  if (visit.expected === 'sign-in') {
    await page.waitForURL((url) => url.href.startsWith(identityURL()), { timeout: 30_000 });
    await start(page, 'guest');
    return;
  }
  await expect(page, label).toHaveURL(accessDeniedURL(visit.url), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' }), label).toBeVisible();
  await expect(page.getByText(REFUSAL_TOAST), label).toHaveCount(0);
}

for (const user of DENIAL_USERS) {
  test(`the routes refused to ${user === 'guest' ? 'a guest' : user}`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const visits = planDenials(await deployedAreas(request)).byUser.get(user) ?? [];
    await start(page, user);
    for (const visit of visits) await refused(page, user, visit);
  });
}
