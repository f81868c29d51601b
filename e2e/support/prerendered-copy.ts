// The prerendered first screens (ADR 0008) as the HTML alone paints them: a browser context with scripts off, and
// the copy checked to be for the eye only.
import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The viewports the prerender specs compare, with the height the frame keeps for the header at each. */
export const PRERENDER_VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 800, header: 106 },
  { label: 'phone', width: 390, height: 800, header: 100 },
] as const;

/**
 * Opens `path` with no script running, checks that its prerendered copy is shown but hidden from keyboard focus and
 * assistive technology, and returns what `read` takes from it before the context closes.
 */
export async function readPrerenderedCopy<T>(
  browser: Browser,
  baseURL: string,
  path: string,
  viewport: { width: number; height: number },
  read: (copy: Locator, page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    javaScriptEnabled: false,
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto(path);
    const copy = page.locator('#portal-prerender');
    await expect(copy).toBeVisible();
    // a stand-in for the eye: keyboard focus and assistive technology meet the mounted page, not this copy
    await expect(copy).toHaveAttribute('inert', '');
    await expect(copy).toHaveAttribute('aria-hidden', 'true');
    return await read(copy, page);
  } finally {
    await context.close();
  }
}
