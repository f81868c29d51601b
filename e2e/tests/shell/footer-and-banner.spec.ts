// The footer's content and links, and the site banner: the active seeded banner, and a hostile one sanitised.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DESKTOP, MOBILE, isSameDocument, markDocument, waitForFrame } from '../../support/shell-session';
import { signIn } from '../../support/sign-in';

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the footer: company, address, help line, quick, product, international and social links, copyright', async ({
      page,
    }) => {
      await page.goto('/pages/help');
      await waitForFrame(page);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading', { name: 'Altura Aerial Equipment' })).toBeVisible();
      await expect(footer.locator('address')).toContainText('1200 Boom Lift Parkway');
      await expect(footer.locator('address')).toContainText('Huntsville, AL 35806');
      await expect(footer.getByTestId('footer-help-line')).toHaveText('1-877-GO ALTURA option 1');
      await expect(footer.getByTestId('footer-help-line')).toHaveAttribute('href', 'tel:+18774625887');
      const products = footer.getByRole('navigation', { name: 'Products' });
      for (const product of ['Aerial Devices', 'Digger Derricks', 'Cranes', 'Chippers'])
        await expect(products.getByRole('link', { name: product })).toHaveAttribute(
          'href',
          /altura-aerial\.example\/products\//,
        );
      await expect(
        footer
          .getByRole('navigation', { name: 'International Sales' })
          .getByRole('link', { name: 'Find a Dealer' }),
      ).toBeVisible();
      for (const social of ['LinkedIn', 'YouTube', 'Facebook'])
        await expect(
          footer.getByRole('list', { name: 'Follow us' }).getByRole('link', { name: social }),
        ).toBeVisible();
      await expect(footer).toContainText(
        `© ${new Date().getFullYear()} Altura Aerial Equipment. All rights reserved.`,
      );

      await markDocument(page);
      await footer
        .getByRole('navigation', { name: 'Quick Links' })
        .getByRole('link', { name: 'Training Store' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Training Store' })).toBeVisible();
      expect(await isSameDocument(page)).toBe(true);
    });
  });
}

test('the seeded active banner shows in its alert style; dismissing hides it', async ({ page }) => {
  await page.goto('/pages/store');
  const banner = page.getByRole('region', { name: 'Site announcement' });
  await expect(banner).toContainText('Storm season: orders for hydraulic hose assemblies');
  await expect(banner.locator('.pui-alert')).toHaveAttribute('data-kind', 'warning');
  // the past and the future seeded banners are not shown
  await expect(page.getByText('Scheduled maintenance: the portal will be unavailable')).toHaveCount(0);
  await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(banner).toHaveCount(0);
});

test('of overlapping banners the last wins, and a hostile message runs nothing', async ({ page }) => {
  const hour = 3_600_000;
  const now = Date.now();
  const iso = (ms: number) => new Date(now + ms).toISOString();
  await page.route('**/api/open-graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('getBanners')) return route.continue();
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        data: {
          getBanners: [
            {
              id: '1',
              startDateTime: iso(-2 * hour),
              endDateTime: iso(2 * hour),
              type: 'info',
              message: 'First banner',
            },
            {
              id: '2',
              startDateTime: iso(-hour),
              endDateTime: iso(hour),
              type: 'danger',
              message:
                'Outage tonight <script>window.__pwned=1</script><img src=x onerror="window.__pwned=1"> ' +
                '<a href="javascript:window.__pwned=1">trap</a> <a href="https://status.altura-aerial.example/">status page</a>',
            },
            {
              id: '3',
              startDateTime: iso(hour),
              endDateTime: iso(3 * hour),
              type: 'success',
              message: 'Later banner',
            },
          ],
        },
      }),
    });
  });
  await page.goto('/pages/help');
  const banner = page.getByRole('region', { name: 'Site announcement' });
  await expect(banner).toContainText('Outage tonight');
  await expect(banner).not.toContainText('First banner');
  await expect(banner.locator('.pui-alert')).toHaveAttribute('data-kind', 'danger');
  await expect(banner.locator('script, img')).toHaveCount(0);
  await expect(banner).toContainText('trap');
  await expect(banner.locator('a[href^="javascript"], [onerror], [onclick]')).toHaveCount(0);
  await expect(banner.getByRole('link', { name: 'status page' })).toHaveAttribute(
    'href',
    'https://status.altura-aerial.example/',
  );
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

// Issue 18: the server puts the active banner into every page's HTML (ADR 0008), so it paints before any script;
// the shell's SiteBanner then replaces that copy with its own, in the same place.
const STORM = 'Storm season: orders for hydraulic hose assemblies';

test('the active banner comes with the page’s HTML; the ended and the future one do not', async ({
  page,
}) => {
  for (const path of ['/pages/training-store', '/pages/help']) {
    const response = await page.request.get(path);
    expect(response.headers()['cache-control']).toBe('no-store');
    const html = await response.text();
    const copy =
      /<div id="site-banner"><section class="site-banner"[^>]*data-prerendered-banner[\s\S]*?<\/section>/.exec(
        html,
      );
    expect(copy?.[0]).toContain(STORM);
    expect(copy?.[0]).toContain('data-kind="warning"');
    expect(html).not.toContain('Our parts distribution center was closed for inventory');
    expect(html).not.toContain('Scheduled maintenance: the portal will be unavailable');
  }
});

test.describe('the banner before and after the shell starts', () => {
  test.use({ viewport: MOBILE });

  test('it is painted without any script at the top of the main content; the client’s copy takes its place without a shift', async ({
    page,
  }) => {
    // no script at all: what the HTML alone paints
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/pages/training-store');
    const banner = page.getByRole('region', { name: 'Site announcement' });
    await expect(banner).toContainText(STORM);
    await expect(banner).toHaveAttribute('data-prerendered-banner', '');
    const served = (await banner.boundingBox())!;
    // the main content's first element, in the page's flow (it pushes the page down)
    expect(await page.evaluate(() => document.getElementById('portal-main')!.firstElementChild!.id)).toBe(
      'site-banner',
    );
    await expect(page.locator('#site-banner')).toHaveCSS('position', 'relative');
    await expect(banner.locator('.pui-alert')).toHaveCSS('background-color', 'rgb(255, 246, 224)');

    // its close button works without the shell's script too, and keeps the banner away for the session
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('portal.dismissedBanner'))).not.toBeNull();
    // a new session for the rest: the banner is shown again
    await page.evaluate(() => sessionStorage.clear());

    // with the shell: layout shifts that move anything inside the banner's host are recorded from the start
    await page.unroute('**/*.js');
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __bannerShifts: number[] }).__bannerShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node?: Node | null }[];
        })[]) {
          const moved = (entry.sources ?? []).some((source) => {
            const node = source.node;
            const element =
              node && node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node?.parentElement;
            return Boolean(element?.closest('#site-banner'));
          });
          if (moved) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/pages/training-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Training Store' })).toBeVisible();
    // the client's own copy (no server mark), one banner only
    await expect(page.locator('[data-prerendered-banner]')).toHaveCount(0);
    await expect(banner).toContainText(STORM);
    await expect(page.locator('#site-banner-style')).toHaveCount(0);
    const client = (await banner.boundingBox())!;
    expect(client.x).toBeCloseTo(served.x, 0);
    expect(client.y).toBeCloseTo(served.y, 0);
    expect(client.width).toBeCloseTo(served.width, 0);
    expect(client.height).toBeCloseTo(served.height, 0);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(
      await page.evaluate(() => (window as unknown as { __bannerShifts: number[] }).__bannerShifts),
    ).toEqual([]);

    // dismissing it still works, and it does not come back
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(banner).toHaveCount(0);
  });
});

/** The visible links, buttons and fields of the page that the banner's box overlaps (none when it covers nothing). */
async function controlsUnderBanner(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const banner = document.querySelector('#site-banner .site-banner')!.getBoundingClientRect();
    return [...document.querySelectorAll('a, button, input, select, textarea')]
      .filter((control) => !control.closest('#site-banner'))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return (
          box.left < banner.right &&
          box.right > banner.left &&
          box.top < banner.bottom &&
          box.bottom > banner.top
        );
      })
      .map((control) => control.outerHTML.slice(0, 80));
  });
}

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`the banner at the top of the page at ${viewport.width} px (issue 41)`, () => {
    test.use({ viewport });

    // signed in as a B2B administrator, who may open all three
    for (const [path, heading] of [
      ['/pages/store', 'Supply Store'],
      ['/pages/training-store', 'Training Store'],
      ['/pages/dashboard', 'Dashboard'],
    ] as const) {
      test(`on ${path} it sits between the header and the page, pushing the page down and covering no control`, async ({
        page,
      }) => {
        await signIn(page, 'admin@keystone-electric.example');
        await page.goto(path);
        const banner = page.getByRole('region', { name: 'Site announcement' });
        await expect(banner).toContainText(STORM);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('#site-banner')).not.toHaveCSS('position', 'fixed');
        const header = (await page.getByRole('banner').boundingBox())!;
        const box = (await banner.boundingBox())!;
        const title = (await page.getByRole('heading', { level: 1, name: heading }).boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
        expect(title.y).toBeGreaterThanOrEqual(box.y + box.height);
        expect(await controlsUnderBanner(page)).toEqual([]);
      });
    }
  });
}

test('a dismissed banner stays away for the rest of the session', async ({ page }) => {
  await page.goto('/pages/store');
  const banner = page.getByRole('region', { name: 'Site announcement' });
  await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(banner).toHaveCount(0);
  await page.goto('/pages/training-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Training Store' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
