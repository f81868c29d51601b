// @portal/shared-ui/responsive: the breakpoints of spec section 9, their pure helpers and the media-query hooks.
export {
  BREAKPOINTS,
  CAROUSEL_NARROW,
  CAROUSEL_WIDE,
  IPAD_PRO,
  LAYOUT,
  MEDIA_QUERIES,
  MOBILE_BELOW,
  MOBILE_MAX,
  TABLET,
  VIEW_SWITCH,
  carouselItemsPerSlide,
  getBreakpoint,
  getCarouselTier,
  isAtMostIpadProWidth,
  isAtMostLayoutWidth,
  isAtMostTabletWidth,
  isDesktopWidth,
  isMobileWidth,
  isSmallMobileWidth,
  type Breakpoint,
  type CarouselTier,
} from './breakpoints';
export { useBreakpoint, useIsMobile } from './hooks/use-breakpoint';
export { useMediaQuery } from './hooks/use-media-query';
