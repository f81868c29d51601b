import { MEDIA_QUERIES, type Breakpoint } from '../breakpoints';
import { useMediaQuery } from './use-media-query';

/**
 * The current coarse breakpoint: `small-mobile` below 768 px, `mobile` below 991 px, else `desktop`
 * (the same thresholds as `getBreakpoint(width)`), following the viewport as it changes.
 */
export function useBreakpoint(): Breakpoint {
  const isMobile = useMediaQuery(MEDIA_QUERIES.mobile);
  const isSmallMobile = useMediaQuery(MEDIA_QUERIES.smallMobile);
  if (isSmallMobile) return 'small-mobile';
  if (isMobile) return 'mobile';
  return 'desktop';
}

/** True below the spec's 991 px mobile breakpoint. */
export function useIsMobile(): boolean {
  return useMediaQuery(MEDIA_QUERIES.mobile);
}
