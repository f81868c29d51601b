// A full approval (issue 17): a business registrant waits for review; csr.admin finds the registration, links it
// to a customer and approves; the registrant activates from the e-mailed link and signs in. Data per test.
import { test, expect } from '../../support/fixtures';
import { identityURL, sessionState, signIn, submitSignInForm } from '../../support/sign-in';
import {
  approveRegistrant,
  mailedLink,
  pendingRegistrant,
  REGISTRANT_PASSWORD,
} from '../../support/registrants';

// Prairie Tree Service (docs/seed-users.md): no journey lists its users
const CUSTOMER = 'Prairie Tree Service';

test('csr.admin approves a registration; the registrant activates from the e-mail and signs in', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const email = await pendingRegistrant(request);
  await signIn(page, 'csr.admin@aerialco.example');
  await approveRegistrant(page, email, CUSTOMER, CUSTOMER);

  // the registrant, in a browser of its own, completes from the mailbox link
  const link = await mailedLink(request, email, 'AccountActivationEmail');
  const registrant = await browser.newContext({ baseURL });
  const registrantPage = await registrant.newPage();
  await registrantPage.goto(`${link.pathname}${link.search}`);
  await expect(registrantPage.getByRole('heading', { name: 'SUCCESS' })).toBeVisible();
  await registrantPage.getByRole('button', { name: 'Log In' }).click();
  await registrantPage.waitForURL((url) => url.href.startsWith(identityURL()));
  await submitSignInForm(registrantPage, email, REGISTRANT_PASSWORD);
  await registrantPage.waitForURL((url) => !url.href.startsWith(identityURL()) && url.pathname !== '/login');
  await expect.poll(async () => (await sessionState(registrantPage))?.email).toBe(email);
  expect((await sessionState(registrantPage))?.userStatus).toBe('REGISTERED');
  await registrant.close();
});
