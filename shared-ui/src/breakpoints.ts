/**
 * Breakpoints of spec section 9, in CSS pixels, with pure helpers and the media queries that match them.
 *
 * "Mobile below 991 px (view switch at 768; 767 mobile; iPad Pro 1025; tablet 991; layout 625)",
 * carousels change at 992 and 592. `tokens.css` repeats the numbers as documentation variables.
 */

/** Widths below this are "mobile": the mobile header, side menu and `ResponsiveSwitch` mobile content. */
export const MOBILE_BELOW = 991;
/** The view switch: at this width and above the wider (tablet) view is used. */
export const VIEW_SWITCH = 768;
/** Widest "small mobile" width (phones): 767 and below. */
export const MOBILE_MAX = 767;
/** iPad Pro width: layouts that must still treat an iPad Pro in portrait as a touch tablet use `<= 1025`. */
export const IPAD_PRO = 1025;
/** Tablet breakpoint: `max-width: 991px`. */
export const TABLET = 991;
/** Narrow layout breakpoint: `max-width: 625px`. */
export const LAYOUT = 625;
/** Carousels show 4 items per slide at this width and above. */
export const CAROUSEL_WIDE = 992;
/** Carousels show 3 items per slide at this width and above (below CAROUSEL_WIDE). */
export const CAROUSEL_NARROW = 592;

/** All of the above in one object, e.g. for documentation pages or storybook-like previews. */
export const BREAKPOINTS = {
  mobileBelow: MOBILE_BELOW,
  viewSwitch: VIEW_SWITCH,
  mobileMax: MOBILE_MAX,
  ipadPro: IPAD_PRO,
  tablet: TABLET,
  layout: LAYOUT,
  carouselWide: CAROUSEL_WIDE,
  carouselNarrow: CAROUSEL_NARROW,
} as const;

/**
 * Media queries equivalent to the helpers below, for `useMediaQuery` and CSS-in-JS.
 * "Below N" is written `max-width: (N - 0.02)px` (as Bootstrap does) so that fractional widths on zoomed or
 * high-density screens fall on the same side as the integer helpers.
 */
export const MEDIA_QUERIES = {
  mobile: `(max-width: ${MOBILE_BELOW - 0.02}px)`,
  smallMobile: `(max-width: ${VIEW_SWITCH - 0.02}px)`,
  atMostTablet: `(max-width: ${TABLET}px)`,
  atMostIpadPro: `(max-width: ${IPAD_PRO}px)`,
  atMostLayout: `(max-width: ${LAYOUT}px)`,
  carouselWide: `(min-width: ${CAROUSEL_WIDE}px)`,
  carouselNarrow: `(min-width: ${CAROUSEL_NARROW}px)`,
} as const;

/** The coarse device class used for layout decisions. */
export type Breakpoint = 'small-mobile' | 'mobile' | 'desktop';

/** Mobile per the spec: width below 991 px. */
export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BELOW;
}

/** Desktop: 991 px and wider (the complement of `isMobileWidth`). */
export function isDesktopWidth(width: number): boolean {
  return !isMobileWidth(width);
}

/** Small mobile (phones): below the 768 px view switch, i.e. 767 px and narrower. */
export function isSmallMobileWidth(width: number): boolean {
  return width < VIEW_SWITCH;
}

/** `max-width: 991px`: tablets and everything narrower. */
export function isAtMostTabletWidth(width: number): boolean {
  return width <= TABLET;
}

/** `max-width: 1025px`: iPad Pro and everything narrower. */
export function isAtMostIpadProWidth(width: number): boolean {
  return width <= IPAD_PRO;
}

/** `max-width: 625px`: the narrow layout. */
export function isAtMostLayoutWidth(width: number): boolean {
  return width <= LAYOUT;
}

/** Which coarse breakpoint a width falls in: below 768 small-mobile, below 991 mobile, else desktop. */
export function getBreakpoint(width: number): Breakpoint {
  if (isSmallMobileWidth(width)) return 'small-mobile';
  if (isMobileWidth(width)) return 'mobile';
  return 'desktop';
}

/** Carousel width tier: `wide` at 992 px and above (4 per slide), `medium` at 592 and above (3), else `narrow`. */
export type CarouselTier = 'wide' | 'medium' | 'narrow';

export function getCarouselTier(width: number): CarouselTier {
  if (width >= CAROUSEL_WIDE) return 'wide';
  if (width >= CAROUSEL_NARROW) return 'medium';
  return 'narrow';
}

/**
 * Items per carousel slide: 4 on wide screens, 3 on medium ones and `narrowCount` (the carousel's own maximum
 * for small screens) below 592 px. Never more than `total` when given.
 */
export function carouselItemsPerSlide(width: number, narrowCount: number, total = Infinity): number {
  const tier = getCarouselTier(width);
  const perSlide = tier === 'wide' ? 4 : tier === 'medium' ? 3 : narrowCount;
  return Math.max(1, Math.min(perSlide, total));
}
