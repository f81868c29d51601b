// Spec 4 "Loading overlay: ... hides after 390 ms if under 450 ms elapsed, else 215 ms".
export const QUICK_NAVIGATION_MS = 450;
export const QUICK_HIDE_DELAY_MS = 390;
export const SLOW_HIDE_DELAY_MS = 215;

/** How long the overlay stays once the navigation has finished, given how long the navigation took. */
export function overlayHideDelay(elapsedMs: number): number {
  return elapsedMs < QUICK_NAVIGATION_MS ? QUICK_HIDE_DELAY_MS : SLOW_HIDE_DELAY_MS;
}
