// Keyboard only (issue 24): checkout and registration are walked with Tab, Shift+Tab, Enter, Space and typing; no
// click, no fill. Focus goes to the new page's heading after a navigation, also into another area, and back to the
// opener when a dialog closes.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';
import { findStoreParts } from '../store/cart-parts';
import { goInApp } from '../store/checkout-helpers';
import { unique } from '../registration/registration-form';

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab (or Shift+Tab) until the target has focus: the way a keyboard user gets to it. */
async function tabTo(
  page: Page,
  target: Locator,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
  most = 80,
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < most; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${most} presses of ${key} did not reach ${target.toString()}`);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

const pageHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('a personal user checks out with the keyboard alone', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const { good } = await findStoreParts(request, baseURL!);
  const part = good[0]!;
  await signIn(page, 'pat.morgan@mailbox.example');

  // typed into the address bar, as it were: the product page's heading takes focus
  await goInApp(page, `/pages/store/product-detail/${part.partNumber}/${part.partNumber}`);
  await expect(pageHeading(page, part.productDisplayName)).toBeFocused();

  const addToCart = page.getByRole('button', { name: 'Add to Cart', exact: true });
  await tabTo(page, addToCart);
  await page.keyboard.press('Enter');
  const added = page.getByRole('dialog', { name: /item\(s\) added to cart\./ });
  await expect(added).toBeVisible();
  expect(await isFocused(added)).toBe(true);
  // the spec's modals close only through their buttons (no Escape): Tab, trapped in the dialog, reaches Close
  await tabTo(page, added.getByRole('button', { name: 'Close', exact: true }));
  await page.keyboard.press('Enter');
  await expect(added).toBeHidden();
  // the dialog gives focus back to the button that opened it
  await expect(addToCart).toBeFocused();

  // back up to the header's cart link
  await tabTo(
    page,
    page.getByRole('link', { name: /^Cart \d+ items? in the supply store cart$/ }),
    'Shift+Tab',
  );
  await page.keyboard.press('Enter');
  await expect(pageHeading(page, 'Shopping Cart')).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');
  await expect(pageHeading(page, 'Checkout')).toBeVisible();

  // her default addresses and card are chosen already: Continue, Continue, Continue to Review
  const shipping = page.getByRole('group', { name: 'Choose a shipping address' });
  await expect(shipping.getByRole('radio', { checked: true })).toHaveCount(1);
  await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: /Billing Address/ })).toBeFocused();
  await expect(
    page.getByRole('group', { name: 'Choose a billing address' }).getByRole('radio', { checked: true }),
  ).toHaveCount(1);
  await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: /Payment/ })).toBeFocused();
  const card = page.getByRole('radio', { name: /Visa ending in 4242/ });
  await tabTo(page, card);
  // arrow keys move within a radio group; Space chooses the focused card
  await page.keyboard.press('Space');
  await expect(card).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue to Review' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeFocused({
    timeout: 30_000,
  });

  // into another area (the training store) from the header: its page heading takes focus
  await tabTo(
    page,
    page.getByRole('link', { name: /^Training \d+ items? in the training cart$/ }),
    'Shift+Tab',
  );
  await page.keyboard.press('Enter');
  await expect(pageHeading(page, 'Training Cart')).toBeFocused();
});

test('a personal user registers with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `keys.${unique()}@mailbox.example`;
  await page.goto('/pages/registration');
  await tabTo(page, page.getByRole('button', { name: 'Personal account' }));
  await page.keyboard.press('Enter');
  await expect(pageHeading(page, 'Create Account - Personal')).toBeVisible();

  await typeInto(page, page.getByLabel('First Name', { exact: true }), 'Kim');
  await typeInto(page, page.getByLabel('Last Name', { exact: true }), 'Keys');
  await tabTo(page, page.getByLabel('Phone Number'));
  await page.keyboard.type('5125550100');
  await typeInto(page, page.getByLabel('Street Address Line 1'), '100 congress ave');
  await typeInto(page, page.getByLabel('City', { exact: true }), 'austin');
  // a closed select takes typed letters: "Texas" chooses Texas
  const state = page.locator('[data-field="state"]').locator('select');
  await tabTo(page, state);
  await page.keyboard.type('Texas');
  await expect(state).toHaveValue('TX');
  await typeInto(page, page.getByLabel('Zip/Postal Code'), '78701');
  await typeInto(page, page.getByLabel('Email Address', { exact: true }), email);
  await typeInto(page, page.getByLabel('Confirm Email Address', { exact: true }), email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), 'Register!2345');
  await typeInto(page, page.getByLabel('Confirm Password', { exact: true }), 'Register!2345');
  const terms = page.getByLabel('I accept the terms and conditions');
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByLabel("I'm not a robot"));
  await page.keyboard.press('Space');
  await expect(page.getByTestId('captcha')).toContainText('Verified', { timeout: 30_000 });
  await tabTo(page, page.getByRole('button', { name: 'Create Account' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pages\/registration-approved$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
