// The server's copy of the active banner (ADR 0008, api/src/http/store-prerender.ts withSiteBanner): the page's HTML
// carries it, with its markup and inline CSS, so it paints before any script. The SiteBanner adopts it: it knows the
// banner at once (no waiting for the query), and its own copy replaces the server's in the same frame.
import type { Banner } from './active-banner';

const COPY_SELECTOR = '[data-prerendered-banner]';
const STYLE_ID = 'site-banner-style';

export function prerenderedBannerCopy(host: HTMLElement | null): HTMLElement | null {
  return host?.querySelector<HTMLElement>(COPY_SELECTOR) ?? null;
}

/** The banner the server's copy shows (its message as the server sanitised it), or null without a copy. */
export function bannerFromCopy(copy: HTMLElement | null): Banner | null {
  if (!copy) return null;
  const { bannerId, bannerType, bannerStart, bannerEnd } = copy.dataset;
  if (!bannerId || bannerType === undefined || !bannerStart || !bannerEnd) return null;
  return {
    id: bannerId,
    type: bannerType,
    startDateTime: bannerStart,
    endDateTime: bannerEnd,
    message: copy.querySelector('.site-banner__message')?.innerHTML ?? '',
  };
}

/** The banner whose copy was dismissed before the shell started (the copy's own script notes it on the host). */
export function bannerDismissedBeforeStart(host: HTMLElement | null): string | null {
  return host?.dataset['dismissedBanner'] ?? null;
}

/** Removes the server's copy and its CSS (the client's copy, or no banner, takes its place). */
export function removePrerenderedBanner(copy: HTMLElement | null): void {
  if (!copy) return;
  copy.remove();
  copy.ownerDocument.getElementById(STYLE_ID)?.remove();
}
