// The customer-service console's pages whose reads moved into their features' api modules (issue 37), as
// csr.admin at 1280 and 390 px: each reached by its link on the Customer Support home, showing what its read
// answered, with no axe violations.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';
import { expectNoAxeViolations } from '../../support/axe';

/** a list page's rows: a table at 1280 px, one card a row (a list of the same name) at 390 px */
type Rows = 'table' | 'list';

/** Each page's title (its home link and heading) and what shows that its read answered. */
const PAGES: { title: string; answered: (page: Page, rows: Rows) => Promise<void> }[] = [
  {
    title: 'Role Management',
    answered: (page, rows) => expect(page.getByRole(rows, { name: 'Global roles' })).toBeVisible(),
  },
  {
    title: 'Feature Flags',
    answered: (page, rows) =>
      expect(page.getByRole(rows, { name: 'Groups of training-featured-courses' })).toBeVisible(),
  },
  {
    title: 'Internal User Management',
    answered: (page, rows) =>
      expect(
        page
          .getByRole(rows, { name: 'Internal associates' })
          .getByText('associate@aerialco.example', { exact: true }),
      ).toBeVisible(),
  },
  {
    title: 'Profile Migration',
    // the list depends on who other tests register: the read has answered once its spinner is gone, without an error
    answered: async (page) => {
      await expect(page.getByRole('status', { name: 'Loading the users without an account' })).toBeHidden();
      await expect(page.getByText('The users could not be loaded. Please try again.')).toHaveCount(0);
    },
  },
  {
    title: 'Organization Support',
    answered: async (page) => {
      const search = page.getByRole('search', { name: 'Search customers' });
      await search.getByRole('searchbox', { name: 'Customer' }).fill('Summit Utility');
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(
        page.getByRole('button', { name: 'Secondary organizations of Summit Utility Holdings' }),
      ).toBeVisible();
    },
  },
  {
    title: 'Product Search Index',
    answered: (page) => expect(page.getByRole('button', { name: 'Reindex Training Courses' })).toBeEnabled(),
  },
];

for (const [width, rows] of [
  [1280, 'table'],
  [390, 'list'],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('csr.admin reaches each reworked console page from the home, answered and accessible', async ({
      page,
    }) => {
      await signIn(page, 'csr.admin@aerialco.example');
      const home = page.getByRole('navigation', { name: 'Customer Support pages' });
      for (const { title, answered } of PAGES) {
        await page.goto('/pages/csr');
        await home.getByRole('link', { name: title, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await answered(page, rows);
        await expectNoAxeViolations(page, `${title} at ${width} px`);
      }
    });
  });
}
