// The shell and the remotes share one session store and one React.
import { test, expect } from '../../support/fixtures';
import { countReactCopies } from '../../support/react-copies';

test('shell and two remotes see one session instance, and one React loads', async ({ page }) => {
  await page.goto('/pages/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Supply Store' })).toBeVisible();
  await expect(page.locator('[data-remote="store"]')).toHaveAttribute(
    'data-session-instance',
    (await page.locator('html').getAttribute('data-session-instance')) ?? 'missing',
  );

  // A change made through the store remote's copy of the session module is seen by the shell's header.
  await page.evaluate(() => {
    const store = window.__PORTAL_DIAGNOSTICS__?.['store']?.sessionStore;
    if (!store) throw new Error('store remote did not record its session store');
    store.setState((state) => ({ cartCounts: { ...state.cartCounts, 'supply-store': 7 } }));
  });
  await expect(page.getByTestId('supply-cart-count')).toHaveText('7');

  await page.getByRole('link', { name: 'Training Store' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Training Store' })).toBeVisible();

  // The training remote reads the value the store remote wrote, and its own change reaches the others.
  const seenByTraining = await page.evaluate(
    () => window.__PORTAL_DIAGNOSTICS__?.['training']?.sessionStore.getState().cartCounts['supply-store'],
  );
  expect(seenByTraining).toBe(7);
  await page.evaluate(() => {
    const store = window.__PORTAL_DIAGNOSTICS__?.['training']?.sessionStore;
    store?.setState((state) => ({ cartCounts: { ...state.cartCounts, 'training-store': 2 } }));
  });
  await expect(page.getByTestId('training-cart-count')).toHaveText('2');
  const seenByStore = await page.evaluate(
    () => window.__PORTAL_DIAGNOSTICS__?.['store']?.sessionStore.getState().cartCounts['training-store'],
  );
  expect(seenByStore).toBe(2);

  const identities = await page.evaluate(() => {
    const d = window.__PORTAL_DIAGNOSTICS__ ?? {};
    const shell = d['shell'];
    return ['store', 'training'].map((id) => ({
      id,
      sameStore: d[id]?.sessionStore === shell?.sessionStore,
      sameReact: d[id]?.react === shell?.react,
    }));
  });
  expect(identities).toEqual([
    { id: 'store', sameStore: true, sameReact: true },
    { id: 'training', sameStore: true, sameReact: true },
  ]);
  expect(await countReactCopies(page)).toBe(1);
});
