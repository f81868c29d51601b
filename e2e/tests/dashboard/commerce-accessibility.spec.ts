// axe-core finds no violation on the dashboard's commerce and administration pages, at desktop and phone widths.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DESKTOP, MOBILE } from '../../support/shell-session';
import { signInToDashboard } from './commerce-helpers';

async function expectNoViolations(page: Page, label: string) {
  // @axe-core/playwright is typed against its own copy of playwright-core
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'];
  const results = await new AxeBuilder({ page: axePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('#portal-areas')
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, label).toEqual([]);
}

const PAGES: { path: string; heading: string }[] = [
  { path: '/pages/dashboard/account/arinvoice', heading: 'Invoices' },
  { path: '/pages/dashboard/account/arinvoice/support', heading: 'Invoice Support' },
  { path: '/pages/dashboard/account/arinvoice/payment-instructions', heading: 'Payment Instructions' },
  { path: '/pages/dashboard/account/orders', heading: 'Supply Orders' },
  { path: '/pages/dashboard/training/orders', heading: 'Training Orders' },
  { path: '/pages/dashboard/equipment/parts', heading: 'Replacement Parts' },
  { path: '/pages/dashboard/equipment/parts/quick-order', heading: 'Replacement Parts Quick Order' },
  { path: '/pages/dashboard/admin/contactManagement', heading: 'User Management' },
  { path: '/pages/dashboard/admin/opready', heading: 'Operational Readiness' },
];

for (const viewport of [DESKTOP, MOBILE]) {
  test(`commerce pages at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    await signInToDashboard(page, 'admin@keystone-electric.example');
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      await expectNoViolations(page, path);
    }
  });
}
