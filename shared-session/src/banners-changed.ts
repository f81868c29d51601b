// The site banner (the shell's) and the Banners page (customer support's) are in different bundles: when an agent
// saves a banner, the page says so on the window and the shell's banner loads them again, so the agent sees the
// change at once rather than after the banner's five-minute refresh (issue 41).
const BANNERS_CHANGED_EVENT = 'portal:banners-changed';

/** Tells the site banner that the banners changed. */
export function announceBannersChanged(): void {
  window.dispatchEvent(new Event(BANNERS_CHANGED_EVENT));
}

/** Calls `reload` whenever the banners change; returns the unsubscribe. */
export function onBannersChanged(reload: () => void): () => void {
  window.addEventListener(BANNERS_CHANGED_EVENT, reload);
  return () => window.removeEventListener(BANNERS_CHANGED_EVENT, reload);
}

/** Where a dismissed banner's id is kept for the browser tab's session (the page's prerender script uses it too). */
export const DISMISSED_BANNER_SESSION_KEY = 'portal.dismissedBanner';
