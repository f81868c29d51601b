// The shell header: user box, Help menu, Quick Order, locale switch, Dashboard link, cart badges (desktop), and
// the mobile header with its side menu by area and hide-on-scroll.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import {
  DESKTOP,
  MOBILE,
  USERS,
  isSameDocument,
  markDocument,
  setCartCounts,
  signInAs,
  waitForFrame,
} from '../../support/shell-session';
import { identityProviderUp, signInThroughProvider } from '../../support/shell-sign-in';
import { sessionState, signIn } from '../../support/sign-in';

const header = (page: Page) => page.locator('header.portal-header');

test.describe('desktop header', () => {
  test.use({ viewport: DESKTOP });

  test('a guest: Sign In goes to the identity provider, Help menu, Quick Order, US/CA switch, carts', async ({
    page,
  }) => {
    await page.goto('/pages/help');
    await waitForFrame(page);
    const h = header(page);
    await expect(h.getByTestId('user-box')).toContainText('Register');
    await expect(h.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(h.getByRole('group', { name: 'Country and currency' })).toBeVisible();
    await expect(h.getByRole('button', { name: 'United States' })).toHaveAttribute('aria-pressed', 'true');

    // Help menu: a disclosure button; Escape closes it and gives focus back
    const help = h.getByRole('button', { name: 'Help' });
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    await help.click();
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    for (const topic of ['Help Center', 'Contact Us', 'Returns and Exchanges', 'Other Help Topics'])
      await expect(h.getByRole('link', { name: topic })).toBeVisible();
    await expect(h.getByRole('link', { name: /User Manual/ })).toHaveCount(0);
    await expect(h.getByText('1-877-GO ALTURA, Option 1')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    await expect(help).toBeFocused();
    await expect(h.getByRole('link', { name: 'Contact Us' })).toBeHidden();

    // carts show the session's counts
    await setCartCounts(page, { 'supply-store': 3, 'training-store': 1 });
    await expect(h.getByTestId('supply-cart-count')).toHaveText('3');
    await expect(h.getByRole('link', { name: /^Cart\s*3 items in the supply store cart$/ })).toBeVisible();
    await expect(h.getByRole('link', { name: /^Training\s*1 item in the training cart$/ })).toBeVisible();

    // Quick Order moves within the page
    await markDocument(page);
    await h.getByRole('link', { name: 'Quick Order' }).click();
    await expect(page).toHaveURL(/\/pages\/store\/cart\/quick-order$/);
    expect(await isSameDocument(page)).toBe(true);

    // Sign In asks the session's auth controller: the browser goes to the identity provider
    const authorize = page.waitForRequest(/\/authorize\?/);
    await h.getByRole('button', { name: 'Sign In' }).click();
    await authorize;
  });

  test('a B2B administrator: name, organisation, Dashboard link, account menu by privilege, user manual', async ({
    page,
  }) => {
    await page.goto('/pages/help');
    await waitForFrame(page);
    await signInAs(page, USERS.b2bAdmin);
    const h = header(page);
    const userButton = h.getByRole('button', { name: /Avery Keller/ });
    await expect(userButton).toContainText('Keystone Electric Cooperative');
    await expect(h.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(h.getByRole('group', { name: 'Country and currency' })).toHaveCount(0);
    await expect(
      h.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }),
    ).toHaveCount(0);
    await expect(h.getByTestId('viewing-as')).toHaveCount(0);

    await userButton.click();
    await expect(userButton).toHaveAttribute('aria-expanded', 'true');
    for (const item of ['Parts', 'Supply Orders', 'Invoices', 'User Management', 'View Service Jobs'])
      await expect(
        h
          .getByRole('link', { name: item, exact: true })
          .or(h.getByRole('link', { name: `${item} (opens in a new tab)` })),
      ).toBeVisible();
    await expect(h.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(userButton).toBeFocused();

    await h.getByRole('button', { name: 'Help' }).click();
    const manual = h.getByRole('link', { name: /User Manual \(PDF\)/ });
    await expect(manual).toHaveAttribute('href', '/static/altura-connect-user-manual.pdf');
  });

  test('B2B_Disallow_Order_Supply hides Parts and Supply Orders; a personal user sees My Account and order history', async ({
    page,
  }) => {
    await page.goto('/pages/help');
    await waitForFrame(page);
    const h = header(page);
    await signInAs(page, USERS.fleetOnly);
    await h.getByRole('button', { name: /Casey Fleet/ }).click();
    await expect(h.getByRole('link', { name: 'Training Orders' })).toBeVisible();
    await expect(h.getByRole('link', { name: 'Parts', exact: true })).toHaveCount(0);
    await expect(h.getByRole('link', { name: 'Supply Orders' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await signInAs(page, { ...USERS.personal, activeOrganizations: [], selectedOrganization: null });
    await page.evaluate(() =>
      window.__PORTAL_DIAGNOSTICS__?.['shell']?.sessionStore.setState((s) => ({
        profile: { ...s.profile, registrationType: 'B2C', isValidatedB2BUser: false, businessName: null },
      })),
    );
    await expect(h.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
    await h.getByRole('button', { name: /Pat Morgan/ }).click();
    await expect(h.getByRole('link', { name: 'Order History' })).toHaveAttribute(
      'href',
      '/pages/my-account/orderHistoryPage',
    );
    await expect(h.getByRole('link', { name: 'User Management' })).toHaveCount(0);
  });

  test('a parent-company user viewing all companies sees "Viewing as" with the view-all label', async ({
    page,
  }) => {
    // setParentCompany keeps the platform's force-parent-company modal closed
    await page.goto('/pages/help?setParentCompany=true');
    await waitForFrame(page);
    await signInAs(page, USERS.parentHolding);
    const h = header(page);
    await h.getByRole('button', { name: /Hana Holt/ }).click();
    await expect(h.getByTestId('viewing-as')).toHaveText(
      'Viewing as Summit Utility Holdings (All Companies)',
    );
    await page.evaluate(() =>
      window.__PORTAL_DIAGNOSTICS__?.['shell']?.sessionStore.setState({
        selectedOrganization: {
          accountId: '3002',
          accountNumber: '70002',
          partyId: '9302',
          name: 'Summit Power and Light',
        },
      }),
    );
    await expect(h.getByTestId('viewing-as')).toHaveText('Viewing as Summit Power and Light');
  });
});

test.describe('signed in for real', () => {
  test.use({ viewport: DESKTOP });

  test('a fleet-only user (B2B_Disallow_Order_Supply) signs in, sees the menus their token allows, signs out', async ({
    page,
    request,
  }) => {
    test.skip(!(await identityProviderUp(request)), 'no identity provider in this e2e portal');
    await page.goto('/pages/help');
    await waitForFrame(page);
    await signInThroughProvider(page, 'fleet@cascade-crane.example');
    const h = header(page);
    const userButton = h.getByTestId('user-box').getByRole('button').first();
    await expect(userButton).toContainText('Cascade Crane and Rigging');
    await userButton.click();
    await expect(h.getByTestId('user-box').getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(h.getByRole('link', { name: 'Parts', exact: true })).toHaveCount(0);
    await expect(h.getByRole('link', { name: 'Supply Orders' })).toHaveCount(0);
    await expect(h.getByRole('link', { name: /View Service Jobs/ })).toBeVisible();
    await h.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByTestId('user-box').getByRole('button', { name: 'Sign In' })).toBeVisible({
      timeout: 20_000,
    });
    // back on '/' as a guest, who starts on the store; a page reloaded during the sign-out would instead come
    // back as a guest on the guarded dashboard, show Sign In for a moment and go to the provider's sign-in
    await expect(page).toHaveURL(/\/pages\/store$/);
    await expect(page.getByTestId('user-box').getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('menus follow the guards (issue 19)', () => {
  test.use({ viewport: DESKTOP });

  test('an internal associate holding the dashboard privileges sees no Dashboard, Parts or Invoices link in the user box', async ({
    page,
  }) => {
    // the seeded associate holds B2B_Dashboard, B2B_View_Replacement_Parts and B2B_View_All_Invoices, but the
    // dashboard's guard sends internal staff to associateLanding
    await signIn(page, 'associate@aerialco.example');
    await expect(page).toHaveURL(/\/pages\/associateLanding$/);
    expect((await sessionState(page))?.privileges).toEqual(
      expect.arrayContaining(['B2B_Dashboard', 'B2B_View_Replacement_Parts', 'B2B_View_All_Invoices']),
    );
    const expectNoDashboardLinks = async () => {
      const userBox = header(page).getByTestId('user-box');
      const userButton = userBox.getByRole('button', { name: /Priya Raman/ });
      await userButton.click();
      await expect(userButton).toHaveAttribute('aria-expanded', 'true');
      await expect(userBox.getByRole('link', { name: 'Choose an Organization' })).toBeVisible();
      for (const name of ['Dashboard', 'Parts', 'Invoices'])
        await expect(userBox.getByRole('link', { name, exact: true })).toHaveCount(0);
      await expect(
        header(page).getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
      ).toHaveCount(0);
      await page.keyboard.press('Escape');
    };
    await expectNoDashboardLinks();

    // with an organisation chosen, the same
    const organization = page.getByRole('list', { name: 'Organizations' }).getByRole('listitem').first();
    await organization.getByRole('button', { name: /View as/ }).click();
    await expect(page).toHaveURL(/\/pages\/store$/);
    await expect.poll(async () => (await sessionState(page))?.activeOrganizations.length).toBe(1);
    await expectNoDashboardLinks();
  });

  test('a punchout user sees no Training Store link', async ({ page }) => {
    await signIn(page, 'punchout@lakeshore-utilities.example');
    const h = header(page);
    await expect(h.getByTestId('user-box')).toContainText('Lakeshore Procurement');
    const mainNav = h.getByRole('navigation', { name: 'Main' });
    await expect(mainNav.getByRole('link', { name: 'Supply Store' })).toBeVisible();
    await expect(h.getByRole('link', { name: 'Training Store' })).toHaveCount(0);
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: MOBILE });

  test('the side menu follows the area, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/pages/store');
    await waitForFrame(page);
    const h = header(page);
    await expect(h.getByRole('button', { name: 'Help' })).toHaveCount(0);
    const menuButton = h.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const storeMenu = h.getByRole('navigation', { name: 'Supply Store menu' });
    await expect(storeMenu.getByRole('link', { name: 'All Categories' })).toBeVisible();
    await expect(
      h.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'Shipping' }),
    ).toBeVisible();
    await expect(h.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(storeMenu).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    // the training store's side menu
    await menuButton.click();
    await h.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Training Store' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Training Store' })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    const trainingMenu = h.getByRole('navigation', { name: 'Training Store menu' });
    await expect(trainingMenu.getByRole('heading', { name: 'Courses by Equipment' })).toBeVisible();
    await expect(trainingMenu.getByRole('link', { name: 'Digger Derricks' })).toHaveAttribute(
      'href',
      '/pages/training-store/search?productFilters=Digger%20Derricks',
    );
    await h.getByRole('button', { name: 'Close menu' }).click();

    // a dashboard user on the dashboard gets its menu, by privilege (a real sign-in: the dashboard loads its data)
    await signIn(page, 'fleet@cascade-crane.example');
    await page.goto('/pages/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await menuButton.click();
    const dashMenu = h.getByRole('navigation', { name: 'Dashboard menu' });
    await expect(dashMenu.getByRole('link', { name: 'My Fleet' })).toBeVisible();
    await expect(dashMenu.getByRole('link', { name: /View Service Jobs/ })).toBeVisible();
    await expect(dashMenu.getByRole('heading', { name: 'Administration' })).toHaveCount(0);
  });

  test('the header hides while scrolling down and comes back on scroll up', async ({ page }) => {
    await page.goto('/pages/help/shipping');
    await waitForFrame(page);
    await page.evaluate(() => (document.body.style.minHeight = '5000px'));
    const slot = page.locator('#shell-header');
    await expect(slot).toBeInViewport();
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 800);
    await expect(header(page)).toHaveAttribute('data-hidden', 'true');
    await expect(slot).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(header(page)).not.toHaveAttribute('data-hidden');
    await expect(slot).toBeInViewport();
  });
});
