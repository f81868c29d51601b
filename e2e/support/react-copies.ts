// Counts the copies of React a page loaded: React's core defines its shared internals exactly once per copy.
import type { Page } from '@playwright/test';

export const REACT_CORE_MARKER = /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=/;

export async function countReactCopies(page: Page): Promise<number> {
  const scriptUrls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  let copies = 0;
  for (const url of new Set(scriptUrls)) {
    const body = await (await page.request.get(url)).text();
    if (REACT_CORE_MARKER.test(body)) copies += 1;
  }
  return copies;
}
