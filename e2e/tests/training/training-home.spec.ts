// The training store home's two ways in that product owners and the spec add (issue 40): the Featured Courses are
// exactly the courses product owners name in the feature flag 'training-featured-courses' (set like any flag, per
// flag group, in Customer Support's Feature Flags), in their order; and the free-course offer is reachable from
// the home, opens the free-course modal and comes back. The product owner and its flag group are the test's own
// (ADR 0036), so no other test's home changes.
import { test, expect } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';
import { MOBILE } from '../../support/shell-session';
import { AGENT_PASSWORD, madeAgent, uniqueTag } from '../../support/made-records';
import { seededCourses } from './training-courses';

const FLAG = 'training-featured-courses';

test('a product owner names the featured courses for a flag group; its home shows exactly those, in order', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const group = uniqueTag('featured').replace(/-/g, '_');
  const owner = await madeAgent(request, 'featured', ['CSR', 'Product_Owner_Admin'], { flagGroup: group });
  // three courses from the end of the catalogue, named in an order of their own
  const all = (await seededCourses(request, baseURL!)).sort((a, b) => a.courseId.localeCompare(b.courseId));
  const chosen = [all.at(-1)!, all.at(-3)!, all.at(-2)!];

  await signIn(page, owner, AGENT_PASSWORD);
  await page.goto('/pages/csr/customerSupport/featureFlags');
  const label = `Value of ${FLAG} for ${group}`;
  await page.getByRole('textbox', { name: label }).fill(chosen.map((c) => c.courseId).join(', '));
  await page.getByRole('button', { name: `Save ${label}` }).click();
  await expect(page.getByText(new RegExp(`^${FLAG} is now .* for ${group}\\.`))).toBeVisible();

  await page.goto('/pages/training-store');
  const featured = page.getByRole('region', { name: 'Featured Courses' });
  await expect(featured.getByRole('heading', { level: 3 })).toHaveText(chosen.map((c) => c.title));
});

for (const [width, viewport] of [
  ['1280', { width: 1280, height: 900 }],
  ['390', MOBILE],
] as const) {
  test(`at ${width} px the home links to the free-course offer, which opens its modal and comes back`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/pages/training-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Training Store' })).toBeVisible();
    await page.getByRole('link', { name: 'Take a Free Course' }).click();
    await expect(page).toHaveURL(/\/pages\/training-store\/open-free-course-modal\?returnUrl=/);
    const dialog = page.getByRole('dialog', { name: 'Free Course' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /close/i }).click();
    await expect(page).toHaveURL(/\/pages\/training-store$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Training Store' })).toBeVisible();
  });
}
