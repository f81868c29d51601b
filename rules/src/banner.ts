// The site banner's rules, shared by the shell (which shows the banner) and the API (which puts the active banner
// into the page's HTML, ADR 0008). Spec 4: "the active banner is one whose window contains the current time; the
// last match wins."

/** What the rules read of a banner (the open getBanners query's fields). */
export interface BannerWindow {
  startDateTime: string;
  endDateTime: string;
}

export function isBannerActive(banner: BannerWindow, now: Date): boolean {
  const start = Date.parse(banner.startDateTime);
  const end = Date.parse(banner.endDateTime);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  const t = now.getTime();
  return start <= t && t <= end;
}

export function activeBanner<T extends BannerWindow>(banners: readonly T[], now: Date): T | null {
  let match: T | null = null;
  for (const banner of banners) if (isBannerActive(banner, now)) match = banner;
  return match;
}

/** The alert styles a banner is shown in (shared-ui's AlertKind). */
export type BannerKind = 'info' | 'success' | 'warning' | 'danger';

/** The banner's type names an alert style; anything unknown is shown as information. */
export function bannerAlertKind(type: string): BannerKind {
  switch (type.trim().toLowerCase()) {
    case 'success':
      return 'success';
    case 'warning':
    case 'warn':
      return 'warning';
    case 'danger':
    case 'error':
    case 'alert':
      return 'danger';
    default:
      return 'info';
  }
}
