// Training store end to end (issue 16): guest search with suggestions and filters, a course page, the guest cart
// kept across a reload and merged into the server cart at sign-in, a paid course order by a B2B buyer (billing address
// from the shared picker, paid with a new card from the shared card form), free-course enrolment from the modal URL,
// Canadian prices, the demo user's local cart, punchout users denied, axe and 390 px.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import {
  goInApp,
  identityURL,
  signIn as signInThroughProvider,
  submitSignInForm,
} from '../../support/sign-in';
import { MOBILE } from '../../support/shell-session';
import { findCourses, seededCourses } from './training-courses';
import { required } from '../../support/definite';

const HOME = '/pages/training-store';
const CART = '/pages/training-store/cart';
const coursePage = (courseId: string) => `/pages/training-store/course/${encodeURIComponent(courseId)}`;
const storedCart = (page: Page) => page.evaluate(() => window.localStorage.getItem('training-store-cart'));

/** Signs in and waits for the API token, so an in-app navigation right after does not race the token fetch. */
async function signIn(page: Page, email: string) {
  await signInThroughProvider(page, email);
  await page.waitForFunction(() =>
    Object.keys(window.sessionStorage).some((key) => key.startsWith('apiTokens_')),
  );
}

async function expectNoViolations(page: Page, label: string) {
  // @axe-core/playwright is typed against its own copy of playwright-core
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'];
  const results = await new AxeBuilder({ page: axePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('#portal-areas')
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

async function addSeats(page: Page, seats: number) {
  await page.getByLabel('Seats').fill(String(seats));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${seats} seat(s) added to cart.` })).toBeVisible();
}

test('guest: search with suggestions, filters in the URL, No Results Found, course page', async ({
  page,
  request,
  baseURL,
}) => {
  const { paid } = await findCourses(request, baseURL!);
  // a plain word of the title, so it reads the same in the URL
  const word = required(
    paid.title.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w)),
    `no plain word in the course title ${paid.title}`,
  );

  await page.goto(HOME);
  await expect(page.getByRole('heading', { level: 1, name: 'Training Store' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Courses' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Digger Derricks' }).first()).toBeVisible();

  const box = page.getByPlaceholder('Search By Keyword');
  await box.fill(word);
  const suggestions = page.getByRole('listbox', { name: 'SEARCH SUGGESTIONS', exact: true });
  await expect(suggestions).toBeVisible();
  await expect(suggestions.getByRole('option').first()).toContainText(new RegExp(word, 'i'));
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/pages/training-store/search\\?searchTerm=${word}`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(word) })).toBeVisible();

  // a filter keeps the term; its count is shown
  const filter = page.getByRole('checkbox', {
    name: new RegExp(`^${paid.productFilters[0] ?? 'Cranes'} \\(\\d+\\)$`),
  });
  await filter.check();
  await expect(page).toHaveURL(/productFilters=/);
  expect(new URL(page.url()).searchParams.get('searchTerm')).toBe(word);
  await page.goBack();
  await expect(page).not.toHaveURL(/productFilters=/);

  // the sort (issue 40): the dearest course first, the sort in the URL; Back returns to relevance
  const dearest = Math.max(...(await seededCourses(request, baseURL!)).map((c) => c.price ?? 0));
  await page.goto('/pages/training-store/search');
  const courses = page.getByRole('region', { name: 'Courses' }).getByRole('listitem');
  await expect(courses.first()).toBeVisible();
  await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL(/sort=/);
  expect(JSON.parse(new URL(page.url()).searchParams.get('sort') ?? 'null')).toEqual({
    field: 'price',
    direction: 'DESC',
  });
  await expect(courses.first().locator('.course-card__price')).toHaveText(
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dearest),
  );
  await page.goBack();
  await expect(page.getByLabel('Sort by')).toHaveValue('');

  await page.goto('/pages/training-store/search?searchTerm=zzqxqzz');
  await expect(page.getByText('No Results Found')).toBeVisible();

  await page.goto(coursePage(paid.courseId));
  await expect(page.getByRole('heading', { level: 1, name: paid.title, exact: true })).toBeVisible();
  await expect(page.getByText('Format', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\$[\d,]+\.\d\d$/).first()).toBeVisible();
  // course credit links only for B2B users
  await expect(page.getByRole('link', { name: 'Course Credits and Orders' })).toHaveCount(0);
  await expectNoViolations(page, 'course page');
});

test('guest cart is kept across a reload and merged into the server cart on sign-in', async ({
  page,
  request,
  baseURL,
}) => {
  const { paid } = await findCourses(request, baseURL!);
  await page.goto(coursePage(paid.courseId));
  await addSeats(page, 2);
  expect(await storedCart(page)).toContain(paid.courseId);

  await page.goto(CART);
  await page.reload();
  await expect(page.getByRole('link', { name: paid.title, exact: true })).toBeVisible();
  await expect(page.getByLabel(`Seats of ${paid.title}`)).toHaveValue('2');
  await expectNoViolations(page, 'guest cart');

  await signIn(page, 'pat.morgan@mailbox.example');
  await goInApp(page, CART);
  await expect(page.getByRole('link', { name: paid.title, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check Out' })).toBeVisible();
  // the stored cart is gone once merged
  expect(await storedCart(page)).toBeNull();
});

test('B2B buyer orders a paid course and gets a Start course link', async ({ page, request, baseURL }) => {
  const { paid } = await findCourses(request, baseURL!);
  await signIn(page, 'admin@keystone-electric.example');
  await goInApp(page, coursePage(paid.courseId));
  await expect(page.getByRole('heading', { level: 1, name: paid.title, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Course Credits and Orders' })).toBeVisible();
  await addSeats(page, 1);
  await page.getByRole('link', { name: 'View Cart' }).click();
  await page.getByRole('link', { name: 'Check Out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /American Express ending in 0005/ })).toBeChecked();
  // the company's default billing address is pre-selected in the shared address picker
  const billing = page.getByRole('group', { name: 'Choose a billing address' });
  await expect(billing.getByRole('radio', { checked: true })).toHaveCount(1);
  // pay with a new card: it is saved, listed and chosen; its number is not kept
  await page.getByRole('button', { name: 'Add a New Card' }).click();
  const cardForm = page.getByRole('form', { name: 'Add a New Card' });
  await cardForm.getByLabel('Card Number').fill('5555 5555 5555 4444');
  await cardForm.getByLabel('Expiration Month').selectOption('12');
  await cardForm.getByLabel('Expiration Year').selectOption(String(new Date().getUTCFullYear() + 2));
  await cardForm.getByLabel('Name on Card').fill('Keystone Training');
  await cardForm.getByLabel('Security Code').fill('123');
  await cardForm.getByRole('button', { name: 'Save Card' }).click();
  await expect(page.getByRole('radio', { name: /Mastercard ending in 4444/ }).last()).toBeChecked();
  await expect(page.getByLabel('Card Number')).toHaveCount(0);
  await expectNoViolations(page, 'checkout');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^Start course ${paid.title}`) })).toBeVisible();
});

test('guest opens the free-course modal URL, signs in, comes back and is enrolled', async ({
  page,
  request,
  baseURL,
}) => {
  const { free } = await findCourses(request, baseURL!);
  const modalUrl = `/pages/training-store/open-free-course-modal?returnUrl=${encodeURIComponent(
    '/pages/training-store/search',
  )}&courseId=${encodeURIComponent(free.courseId)}`;
  await page.goto(modalUrl);
  const dialog = page.getByRole('dialog', { name: 'Free Course' });
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.href.startsWith(identityURL()));
  await submitSignInForm(page, 'claire.tremblay@maplemail.example');
  await expect(page).toHaveURL(/open-free-course-modal/);
  await expect(dialog.getByText(`You are enrolled in ${free.title}.`)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Start course' })).toBeVisible();
  await dialog.getByRole('button', { name: /close/i }).click();
  await expect(page).toHaveURL(/\/pages\/training-store\/search$/);
});

test('Canadian prices: a guest who chose en_CA sees CAD$', async ({ page, request, baseURL }) => {
  const { paid } = await findCourses(request, baseURL!);
  const canadian = (await seededCourses(request, baseURL!, 'en_CA')).find(
    (c) => c.courseId === paid.courseId,
  );
  expect(canadian?.currency).toBe('CAD');
  await page.addInitScript(() => window.localStorage.setItem('portal.guestLocale', 'en_CA'));
  await page.goto(coursePage(paid.courseId));
  await expect(page.getByRole('heading', { level: 1, name: paid.title, exact: true })).toBeVisible();
  await expect(page.getByText(/^CAD\$[\d,]+\.\d\d$/).first()).toBeVisible();
});

test('a Demo_Only_Training_Store user keeps the training cart in the browser', async ({
  page,
  request,
  baseURL,
}) => {
  const { paid } = await findCourses(request, baseURL!);
  await signIn(page, 'demo.training@aerialco.example');
  await goInApp(page, coursePage(paid.courseId));
  await expect(page.getByRole('heading', { level: 1, name: paid.title, exact: true })).toBeVisible();
  // issue 40: no course-credit link to a page the demo account would be denied
  await expect(page.getByRole('link', { name: 'Course Credits and Orders' })).toHaveCount(0);
  await addSeats(page, 3);
  expect(await storedCart(page)).toContain(paid.courseId);
  await goInApp(page, CART);
  await expect(page.getByLabel(`Seats of ${paid.title}`)).toHaveValue('3');
  await expect(page.getByText(/not available to demonstration accounts/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check Out' })).toHaveCount(0);
  // nor does the checkout's address let the demo account in (the route's access rule)
  await goInApp(page, '/pages/training-store/checkout');
  await expect(page).toHaveURL(/\/pages\/store\/accessDenied/);
});

test('a punchout user is denied the training store (spec 6)', async ({ page }) => {
  await signIn(page, 'punchout@lakeshore-utilities.example');
  await goInApp(page, HOME);
  await expect(page).toHaveURL(/\/pages\/store\/accessDenied\?originalURL=%2Fpages%2Ftraining-store$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.locator('[data-remote="training"]')).toHaveCount(0);
});

test('390 px: search and cart are usable without sideways scrolling', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/pages/training-store/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Course Search' })).toBeVisible();
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoViolations(page, 'search at 390 px');
});
