// The training store home's prerendered first screen (issue 18, ADR 0008): the shell's HTML carries the page's
// heading and introduction, painted before any script; once the training remote mounts exactly one of each remains,
// in the same box, and the copy and its CSS are gone.
import type { Browser } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { PRERENDER_VIEWPORTS, readPrerenderedCopy, type Box } from '../../support/prerendered-copy';

const PATH = '/pages/training-store';
const INTRO =
  'Operator, maintenance and safety training for your aerial equipment, online and instructor-led.';

/** The heading's and introduction's boxes as the HTML alone paints them: no script runs. */
function prerenderedBoxes(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  return readPrerenderedCopy(browser, baseURL, PATH, viewport, async (copy, page) => {
    await expect(copy).toHaveAttribute('data-prerendered-page', 'training-home');
    const h1 = copy.locator('h1');
    await expect(h1).toHaveText('Training Store');
    const intro = copy.locator('p');
    await expect(intro).toHaveText(INTRO);
    const main = (await page.locator('#portal-main').boundingBox())!;
    return { h1: (await h1.boundingBox())!, intro: (await intro.boundingBox())!, mainTop: main.y };
  });
}

function expectSameBox(after: Box, before: Box) {
  expect(after.x).toBe(before.x);
  expect(after.y).toBe(before.y);
  expect(after.width).toBe(before.width);
  expect(after.height).toBe(before.height);
}

for (const viewport of PRERENDER_VIEWPORTS) {
  test(`the training home paints its heading and introduction from the HTML, and after mount shows them once, in the same boxes (${viewport.label})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const before = await prerenderedBoxes(browser, baseURL!, viewport);
    // the header's place is kept while it is still empty
    expect(before.mainTop).toBe(viewport.header);

    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(PATH);
    const heading = page.getByRole('heading', { level: 1, name: 'Training Store' });
    await expect(heading).toBeVisible();
    // the mounted page's own content is there: the copy stood in only for its top
    await expect(page.getByRole('search', { name: 'Search courses' })).toBeVisible();
    await expect(page.locator('#portal-prerender')).toHaveCount(0);
    await expect(page.locator('#portal-prerender-style')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByText(INTRO)).toHaveCount(1);
    expect((await page.locator('#portal-main').boundingBox())!.y).toBe(viewport.header);
    expectSameBox((await page.locator('#area-training h1').boundingBox())!, before.h1);
    expectSameBox(
      (await page
        .locator('#area-training .training-page > p')
        .getByText(INTRO, { exact: true })
        .boundingBox())!,
      before.intro,
    );
  });
}

test('without the app the training home still shows its heading and introduction from the HTML', async ({
  page,
}) => {
  // the app never arrives: what shows is the HTML and its loader alone (text only: nothing waits for an image)
  await page.route(/\/main\.js$/, (route) => route.abort());
  await page.goto(PATH);
  const copy = page.locator('#portal-prerender');
  await expect(copy.locator('h1')).toBeVisible();
  await expect(copy.getByText(INTRO)).toBeVisible();
  await expect(copy).not.toHaveAttribute('data-text-later');
});
