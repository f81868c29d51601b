// Spec 4 "Banner: the active banner is one whose window contains the current time; the last match wins."
import type { AlertKind } from '@portal/shared-ui/alert';
import type { SiteBannersQuery } from '../../gql/open/graphql';

/** A banner as the open getBanners query returns it (type: the alert style). */
export type Banner = SiteBannersQuery['getBanners'][number];

export function isBannerActive(banner: Banner, now: Date): boolean {
  const start = Date.parse(banner.startDateTime);
  const end = Date.parse(banner.endDateTime);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  const t = now.getTime();
  return start <= t && t <= end;
}

export function activeBanner(banners: readonly Banner[], now: Date): Banner | null {
  let match: Banner | null = null;
  for (const banner of banners) if (isBannerActive(banner, now)) match = banner;
  return match;
}

/** The banner's type names an alert style; anything unknown is shown as information. */
export function bannerAlertKind(type: string): AlertKind {
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
