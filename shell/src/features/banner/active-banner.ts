// Spec 4 "Banner: the active banner is one whose window contains the current time; the last match wins."
// The rules live in @portal/rules (the API applies them too when it puts the banner into the page's HTML).
import type { SiteBannersQuery } from '../../gql/open/graphql';

export { activeBanner, bannerAlertKind, isBannerActive } from '@portal/rules/banner';

/** A banner as the open getBanners query returns it (type: the alert style). */
export type Banner = SiteBannersQuery['getBanners'][number];
