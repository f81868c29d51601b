// Where a guard sends a signed-in user who may not open a page (spec 6): /pages/store/accessDenied with the page
// they asked for, encoded, as originalURL.

/** The whole accessDenied URL's tail for a denied `path` (path and query as asked for), as a RegExp for toHaveURL. */
export function accessDeniedURL(path: string): RegExp {
  return new RegExp(
    `/pages/store/accessDenied\\?originalURL=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
  );
}
