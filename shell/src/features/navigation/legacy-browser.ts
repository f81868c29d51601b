// Spec 2: Internet Explorer is redirected to /pages/legacy-browsers.
export const LEGACY_BROWSERS_PATH = '/pages/legacy-browsers';

/** IE 10 and older say "MSIE", IE 11 says "Trident/7.0" (with "rv:11"). Edge (EdgeHTML or Chromium) is not IE. */
export function isInternetExplorer(userAgent: string): boolean {
  if (/Edge?\//.test(userAgent)) return false;
  return /MSIE \d|Trident\/\d/.test(userAgent);
}

/** Where the shell should send this browser at start, or null to stay. */
export function legacyBrowserRedirect(userAgent: string, pathname: string): string | null {
  if (!isInternetExplorer(userAgent)) return null;
  return pathname === LEGACY_BROWSERS_PATH ? null : LEGACY_BROWSERS_PATH;
}
