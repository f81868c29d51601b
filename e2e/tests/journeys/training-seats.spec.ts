// Journey 7 of issue 35: a buyer orders 30 seats of a course; the confirmation e-mail's links open the portal itself
// and the order is in their training orders. 1,000 seats are refused before checkout, in the course page and in
// the cart, with the message the API gives (@portal/rules' course seats). The buyer is a personal user made here.
import { COURSE_SEAT_MESSAGES } from '@portal/rules/validation';
import { test, expect } from '../../support/fixtures';
import { goInApp, signIn } from '../../support/sign-in';
import { FRESH_PASSWORD, freshPersonalUser } from '../../support/registrants';
import { mails } from '../dashboard/commerce-helpers';
import { findCourses } from '../training/training-courses';

test.describe.configure({ timeout: 240_000 });

test('journey 7: 30 seats ordered, the e-mail links open the portal, the order is listed; 1,000 seats are refused', async ({
  page,
  request,
  baseURL,
}) => {
  const { paid } = await findCourses(request, baseURL as string);
  const email = await freshPersonalUser(request, 'seats');
  await signIn(page, email, FRESH_PASSWORD);
  await page.waitForFunction(() =>
    Object.keys(window.sessionStorage).some((k) => k.startsWith('apiTokens_')),
  );

  // the course page refuses 1,000 seats before they reach the cart
  await goInApp(page, `/pages/training-store/course/${encodeURIComponent(paid.courseId)}`);
  await expect(page.getByRole('heading', { level: 1, name: paid.title, exact: true })).toBeVisible();
  await page.getByLabel('Seats').fill('1000');
  await expect(page.getByRole('alert').filter({ hasText: COURSE_SEAT_MESSAGES.tooMany })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await page.getByLabel('Seats').fill('30');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: '30 seat(s) added to cart.' })).toBeVisible();

  // so does the cart, with the same message, and it keeps the 30
  await page.getByRole('link', { name: 'View Cart' }).click();
  const seats = page.getByLabel(`Seats of ${paid.title}`);
  await expect(seats).toHaveValue('30');
  await seats.fill('1000');
  await seats.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: COURSE_SEAT_MESSAGES.tooMany })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Seats of ${paid.title}`)).toHaveValue('30', { timeout: 30_000 });

  // checkout with a new card
  await page.getByRole('link', { name: 'Check Out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add a New Card' }).click();
  const cardForm = page.getByRole('form', { name: 'Add a New Card' });
  await cardForm.getByLabel('Card Number').fill('5555 5555 5555 4444');
  await cardForm.getByLabel('Expiration Month').selectOption('12');
  await cardForm.getByLabel('Expiration Year').selectOption(String(new Date().getUTCFullYear() + 2));
  await cardForm.getByLabel('Name on Card').fill('Robin Reyes');
  await cardForm.getByLabel('Security Code').fill('123');
  await cardForm.getByRole('button', { name: 'Save Card' }).click();
  await expect(page.getByRole('radio', { name: /Mastercard ending in 4444/ }).last()).toBeChecked();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({
    timeout: 30_000,
  });
  // the seats at the catalogue price; the total adds the billing address's sales tax (issue 40)
  const subtotal = (30 * (paid.price as number)).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await expect(page.getByText(`Subtotal: $${subtotal}`, { exact: true })).toBeVisible();
  const totalText = (await page.getByText(/^Total: \$/).textContent()) ?? '';

  // the confirmation e-mail: every link opens the portal, and its 'Start course' opens the course
  let links: string[] = [];
  await expect
    .poll(async () => {
      const mail = (await mails(request, email)).find((m) => m.template === 'CourseOrderConfirmationEmail');
      links = mail?.text.match(/https?:\/\/\S+/g) ?? [];
      return links.length;
    })
    .toBeGreaterThan(0);
  const portal = new URL(baseURL as string).origin;
  for (const link of links) expect(new URL(link).origin).toBe(portal);
  const start = new URL(links[0] as string);
  const course = await page.context().newPage();
  await course.goto(`${start.pathname}${start.search}`);
  await expect(course.getByText('Course outline')).toBeVisible({ timeout: 30_000 });
  await course.close();

  // the order, its 30 seats priced, in the buyer's training orders
  await page.goto('/pages/my-account/trainingStoreOrderHistoryPage');
  await expect(page.getByRole('heading', { level: 1, name: 'Training Order History' })).toBeVisible({
    timeout: 30_000,
  });
  const orders = page.getByRole('table').getByRole('rowgroup').last().getByRole('row');
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toContainText('PLACED');
  await expect(orders.first()).toContainText(totalText.replace('Total: ', ''));
});
