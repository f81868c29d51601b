// The accessibility sweep (issue 24): every route of the deployed area manifests and of the shell's own table, as a
// seeded user its guard admits, at 1280 and 390 px, with axe's WCAG 2.0/2.1/2.2 A and AA rules and best practices
// over the whole page (header, footer and the remote's area). Routes come from remotes.json at test time
// (e2e/support/accessibility-sweep.ts), so a page is swept the day it is declared. One test per user and width, so
// CI's two workers share them; each signs in once and moves between the routes inside the app, as a user would,
// then opens the dialogs the spec names that this user meets and sweeps them open.
import type { Locator, Page } from '@playwright/test';
import { formatDocumentTitle } from '@portal/rules/brand';
import { test, expect } from '../../support/fixtures';
import { runAxe } from '../../support/axe';
import { DESKTOP, MOBILE, waitForFrame } from '../../support/shell-session';
import { sessionState, signIn } from '../../support/sign-in';
import {
  PARAM_VALUES,
  deployedAreas,
  otherUsers,
  planSweep,
  seedPrivileges,
  SWEEP_USERS,
} from '../../support/accessibility-sweep';
import type { SweepRoute, SweepUser } from '../../support/accessibility-sweep';
import { goInApp } from '../store/checkout-helpers';
import { required } from '../../support/definite';

/** Shows the route and waits until it has finished loading (its title, no loading indicator, its heading). */
async function visit(page: Page, route: SweepRoute): Promise<void> {
  await goInApp(page, route.url);
  if (route.title !== null) {
    const title = formatDocumentTitle(route.title);
    await expect(page, route.url).toHaveTitle(title, { timeout: 30_000 });
    // not sent on to sign in or to accessDenied by a guard the plan thought would admit the user
    await expect(page, route.url).toHaveURL((url) => `${url.pathname}${url.search}` === route.url);
  }
  await settled(page, route.url);
}

async function settled(page: Page, label: string): Promise<void> {
  await expect(page.locator('.portal-loading-overlay[data-active]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 }).first(), label).toBeVisible({ timeout: 30_000 });
  // the page shows its record (the seeded values fit the user), not the error it shows when loading fails
  await expect(page.getByText(/could not be loaded/), label).toHaveCount(0);
}

/** Sweeps the routes in order; returns the violations by route. */
async function sweep(page: Page, routes: readonly SweepRoute[]): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    await visit(page, route);
    const { violations } = await runAxe(page);
    if (violations.length)
      failures.push(`${route.url} (${route.owner} ${route.pattern}):\n    ${violations.join('\n    ')}`);
  }
  return failures;
}

/** A dialog the spec names, opened the way its user opens it. */
interface SweptDialog {
  name: string;
  /** opens it and returns it */
  open: (page: Page) => Promise<Locator>;
  /** the dialog's button that leaves it (the spec's modals have no Escape); default its Close button */
  closeWith?: string;
}

const PART = PARAM_VALUES['partNumber'] ?? '';
const buyBox = (page: Page) => page.getByRole('region', { name: 'Price and availability' });

async function goTo(page: Page, path: string): Promise<void> {
  await goInApp(page, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await settled(page, path);
}

const ADDED_TO_CART: SweptDialog = {
  name: 'added to cart',
  open: async (page) => {
    await goTo(page, `/pages/store/product-detail/${PART}/${PART}`);
    await buyBox(page).getByRole('button', { name: 'Add to Cart', exact: true }).click();
    return page.getByRole('dialog', { name: /item\(s\) added to cart\./ });
  },
};

const REMOVE_FROM_CART: SweptDialog = {
  name: 'confirmation (remove a cart line)',
  open: async (page) => {
    await goTo(page, '/pages/store/cart');
    await page
      .getByTestId('cart-line')
      .first()
      .getByRole('button', { name: /^Remove / })
      .click();
    return page.getByRole('dialog', { name: 'Remove item' });
  },
  closeWith: 'Cancel',
};

const ADD_TO_LIST: SweptDialog = {
  name: 'add to list',
  open: async (page) => {
    await goTo(page, `/pages/store/product-detail/${PART}/${PART}`);
    await buyBox(page).getByRole('button', { name: 'Add to List' }).click();
    return page.getByRole('dialog', { name: 'Add to List' });
  },
};

const AMBIGUOUS_ADDRESS: SweptDialog = {
  name: 'address (ambiguous address)',
  open: async (page) => {
    await goTo(page, '/pages/my-account/addressBook');
    await page.getByRole('button', { name: 'Add a New Address' }).click();
    const form = page.getByRole('form', { name: 'Add a New Address' });
    // no house number: the validator answers AMBIGUOUS
    await form.getByLabel('Street Address Line 1').fill('Congress Avenue');
    await form.getByLabel('City').fill('Austin');
    await form.getByLabel('State/Province').selectOption('TX');
    await form.getByLabel('Zip/Postal Code').fill('78701');
    await form.getByRole('button', { name: 'Save Address' }).click();
    return page.getByRole('dialog', { name: 'AMBIGUOUS ADDRESS' });
  },
  closeWith: 'Close',
};

const CREATE_GROUP: SweptDialog = {
  name: 'Create Group',
  open: async (page) => {
    await goTo(page, '/pages/dashboard/admin/groups');
    await page.getByRole('button', { name: 'Create Group' }).click();
    return page.getByRole('dialog', { name: 'Create Group' });
  },
};

/** A group's page: the seed's first group of the Keystone administrator's (issue 38's Edit Group and Delete). */
async function openFirstGroup(page: Page) {
  await goTo(page, '/pages/dashboard/admin/groups');
  // a table at 1280 px, cards at 390 px: the first group's link either way
  await page.locator('a[href^="/pages/dashboard/admin/groups/details/"]').first().click();
  await expect(page.getByRole('button', { name: 'Edit Group' })).toBeVisible();
}

const EDIT_GROUP: SweptDialog = {
  name: 'Edit Group',
  open: async (page) => {
    await openFirstGroup(page);
    await page.getByRole('button', { name: 'Edit Group' }).click();
    return page.getByRole('dialog', { name: 'Edit Group' });
  },
};

const DELETE_GROUP: SweptDialog = {
  name: 'Delete group confirmation',
  open: async (page) => {
    await openFirstGroup(page);
    await page.getByRole('button', { name: 'Delete Group' }).click();
    return page.getByRole('dialog', { name: 'Delete group' });
  },
};

const BULK_PDF: SweptDialog = {
  name: 'bulk PDF',
  open: async (page) => {
    await goTo(page, '/pages/dashboard/account/arinvoice');
    await page
      .getByRole('checkbox', { name: /^Select invoice / })
      .first()
      .check();
    await page.getByRole('button', { name: 'Download PDFs' }).click();
    return page.getByRole('dialog', { name: 'Download PDFs' });
  },
};

/** The dialogs each sweep user meets; the parent-holding user's company dialogs have a test of their own. */
const DIALOGS: Readonly<Record<string, readonly SweptDialog[]>> = {
  guest: [ADDED_TO_CART, REMOVE_FROM_CART],
  'pat.morgan@mailbox.example': [ADD_TO_LIST, AMBIGUOUS_ADDRESS],
  'admin@keystone-electric.example': [CREATE_GROUP, EDIT_GROUP, DELETE_GROUP, BULK_PDF],
};

/** Opens each dialog, sweeps the page with it open, and leaves it; returns the violations by dialog. */
async function sweepDialogs(page: Page, dialogs: readonly SweptDialog[]): Promise<string[]> {
  const failures: string[] = [];
  for (const { name, open, closeWith } of dialogs) {
    const dialog = await open(page);
    await expect(dialog, name).toBeVisible({ timeout: 30_000 });
    // done loading: a button it enables then (the added-to-cart dialog's Proceed to Checkout) has started its
    // transition, which runAxe waits out, instead of being measured halfway through it
    await expect(dialog.locator('[aria-busy="true"]'), name).toHaveCount(0, { timeout: 30_000 });
    const { violations } = await runAxe(page);
    if (violations.length) failures.push(`the ${name} dialog:\n    ${violations.join('\n    ')}`);
    await dialog
      .getByRole('button', { name: closeWith ?? 'Close', exact: true })
      .first()
      .click();
    await expect(dialog, name).toBeHidden();
  }
  return failures;
}

async function start(page: Page, user: SweepUser): Promise<void> {
  if (user === 'guest') {
    await page.goto('/pages/help');
    await waitForFrame(page);
  } else {
    await signIn(page, user);
    // the plan chose routes by the privileges the seed gives the user: the session must hold exactly those
    expect([...((await sessionState(page))?.privileges ?? [])].sort(), user).toEqual(seedPrivileges(user));
  }
}

test('every declared route has a seeded parameter value and a seeded user its guard admits', async ({
  request,
}) => {
  const areas = await deployedAreas(request);
  const plan = planSweep(areas);
  expect(plan.problems).toEqual([]);
  // the list of sweep users is kept to the ones the routes need
  for (const user of SWEEP_USERS) expect(plan.byUser.get(user)?.length ?? 0, user).toBeGreaterThan(0);

  // a page declared tomorrow with a parameter nobody gave a value, or a guard no seeded user passes, fails by name
  const first = required(areas[0], 'remotes.json has no area');
  const tomorrow = planSweep([
    ...areas,
    {
      ...first,
      id: 'tomorrow',
      prefixes: ['/pages/tomorrow'],
      routes: [
        { path: '/pages/tomorrow/:reportId', title: 'New Report', rule: 'everyone' },
        { path: '/pages/tomorrow/wireframes', title: 'Wireframes', rule: 'wireframes' },
      ],
      guards: [],
    },
  ]);
  expect(tomorrow.problems).toEqual([
    '/pages/tomorrow/:reportId (tomorrow): no seeded value for :reportId in PARAM_VALUES (e2e/support/accessibility-sweep.ts)',
    "/pages/tomorrow/wireframes (tomorrow): no seeded user's privileges pass its guard (docs/seed-users.md)",
  ]);
});

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const user of SWEEP_USERS) {
      test(`the routes ${user === 'guest' ? 'a guest' : user} may open`, async ({ page, request }) => {
        // one axe run per route, a few seconds each on a shared machine
        test.setTimeout(600_000);
        const routes = planSweep(await deployedAreas(request)).byUser.get(user) ?? [];
        await start(page, user);
        const failures = await sweep(page, routes);
        failures.push(...(await sweepDialogs(page, DIALOGS[user] ?? [])));
        expect(failures, 'axe violations by route and dialog').toEqual([]);
      });
    }

    test('the routes only other seeded users may open', async ({ browser, request, baseURL }) => {
      test.setTimeout(600_000);
      const plan = planSweep(await deployedAreas(request));
      const failures: string[] = [];
      for (const user of otherUsers(plan)) {
        const context = await browser.newContext({ viewport, ...(baseURL ? { baseURL } : {}) });
        const page = await context.newPage();
        await start(page, user);
        failures.push(...(await sweep(page, plan.byUser.get(user) ?? [])));
        await context.close();
      }
      expect(failures, 'axe violations by route').toEqual([]);
    });

    test('the change-company dialogs of a parent-holding user', async ({ page }) => {
      test.setTimeout(300_000);
      const failures: string[] = [];
      await signIn(page, 'holding@summit-utility.example');
      // signing in, they choose the company to view
      const choose = page.getByRole('dialog', { name: 'Choose a Company' });
      await expect(choose).toBeVisible({ timeout: 30_000 });
      failures.push(...(await runAxe(page)).violations.map((v) => `Choose a Company: ${v}`));
      await choose.getByRole('radio').nth(1).check();
      await choose.getByRole('button', { name: 'Continue' }).click();
      await expect(choose).toBeHidden();
      // checkout is for their own company: the Change Company to Proceed dialog
      await goInApp(page, '/pages/checkout');
      const change = page.getByRole('dialog', { name: 'Change Company to Proceed' });
      await expect(change).toBeVisible({ timeout: 30_000 });
      failures.push(...(await runAxe(page)).violations.map((v) => `Change Company to Proceed: ${v}`));
      expect(failures, 'axe violations by dialog').toEqual([]);
    });
  });
}
