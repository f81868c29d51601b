// The self-registration form as a registrant fills it, shared by the registration journeys.
import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

export const PASSWORD = 'Register!2345';
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export interface FormInput {
  firstName?: string;
  lastName?: string;
  businessName?: string;
  phone?: string;
  country?: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
  email: string;
}

export async function chooseType(page: Page, type: 'Business' | 'Personal') {
  await page.goto('/pages/registration');
  await expect(page.getByRole('heading', { name: 'Which type of account do you need?' })).toBeVisible();
  await page.getByRole('button', { name: `${type} account` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Create Account - ${type}` })).toBeVisible();
}

export async function fillForm(page: Page, type: 'Business' | 'Personal', input: FormInput) {
  await page.getByLabel('First Name', { exact: true }).fill(input.firstName ?? 'Robin');
  await page.getByLabel('Last Name', { exact: true }).fill(input.lastName ?? 'Reyes');
  if (type === 'Business')
    await page.getByLabel('Business Name', { exact: true }).fill(input.businessName ?? 'Reyes Line Co');
  await page.getByLabel('Phone Number').pressSequentially(input.phone ?? '5125550100');
  if (input.country) await page.getByLabel('Country', { exact: true }).selectOption(input.country);
  await page.getByLabel('Street Address Line 1').fill(input.address1);
  await page.getByLabel('City', { exact: true }).fill(input.city);
  const state = page.locator('[data-field="state"]').locator('select, input');
  if ((await state.evaluate((el) => el.tagName)) === 'SELECT') await state.selectOption(input.state);
  else await state.fill(input.state);
  await page.getByLabel('Zip/Postal Code').fill(input.zip);
  const emailLabel = type === 'Business' ? 'Business Email Address' : 'Email Address';
  await page.getByLabel(emailLabel, { exact: true }).fill(input.email);
  await page.getByLabel(`Confirm ${emailLabel}`, { exact: true }).fill(input.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByLabel("I'm not a robot").click();
  await expect(page.getByTestId('captcha')).toContainText('Verified', { timeout: 30_000 });
}
