// Spec 8's interceptor on the real page: a real failing API call raises the sticky apology toast; a network
// failure goes to /outage/, whose "Try again" checks /api/health and returns home once the portal is up.
import { test, expect } from '../../support/fixtures';
import { DESKTOP, MOBILE, waitForFrame } from '../../support/shell-session';

test('a real API failure with a standard error and no friendly message shows the sticky apology toast', async ({
  page,
}) => {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('API request failed')) reports.push(message.text());
  });
  // the banner request is sent, unchanged in its client, to a gateway endpoint that does not exist: the real
  // API answers 404 with a standard error ({uuid, exceptionMessages}); the health check (real) says UP
  await page.route('**/api/open-graphql', (route) =>
    route.request().postData()?.includes('getBanners')
      ? route.continue({
          url: route.request().url().replace('/api/open-graphql', '/api/guestIntegration'),
          postData: JSON.stringify({ endpoint: '/no/such/endpoint', body: {}, isNonProfileRequest: true }),
        })
      : route.continue(),
  );
  const health = page.waitForRequest('**/api/health');
  await page.goto('/pages/help');
  await waitForFrame(page);
  await health;
  // every toast is sticky (spec): it stays until closed
  const toast = page
    .locator('.pui-toast')
    .filter({ hasText: 'Some functionality may currently be unavailable' });
  await expect(toast).toContainText(
    'Some functionality may currently be unavailable. We apologize for the inconvenience. Please attempt to refresh the page, or contact us at support@altura-aerial.example',
  );
  await expect(page).toHaveURL(/\/pages\/help$/);
  expect(reports.length).toBeGreaterThan(0);
  // sticky: it stays until closed
  // eslint-disable-next-line playwright/no-wait-for-timeout -- the toast must outlive its 5 s: time has to pass
  await page.waitForTimeout(5500);
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toHaveCount(0);
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`a network failure goes to the outage page; Try again returns home when the API is up (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.route('**/api/open-graphql', (route) => route.abort('connectionrefused'));
    await page.goto('/pages/help');
    await expect(page).toHaveURL(/\/outage\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'We’ll Be Right Back' })).toBeVisible();
    await expect(page.locator('#shell-page')).toContainText('1-877-GO ALTURA, Option 1');
    await expect(page).toHaveTitle('Service Outage | Altura Connect');

    await page.route('**/api/health', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":"DOWN"}' }),
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByText('The portal is not back yet. Please try again in a few minutes.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/outage\/$/);

    await page.unroute('**/api/health');
    await page.unroute('**/api/open-graphql');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/pages\/store$/);
  });
}
