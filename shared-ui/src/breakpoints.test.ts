import {
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
} from './breakpoints';
import { evaluateQuery } from './test-utils/match-media';

describe('breakpoint constants (spec section 9)', () => {
  it('have the spec values', () => {
    expect(MOBILE_BELOW).toBe(991);
    expect(VIEW_SWITCH).toBe(768);
    expect(MOBILE_MAX).toBe(767);
    expect(IPAD_PRO).toBe(1025);
    expect(TABLET).toBe(991);
    expect(LAYOUT).toBe(625);
    expect(CAROUSEL_WIDE).toBe(992);
    expect(CAROUSEL_NARROW).toBe(592);
    expect(BREAKPOINTS).toEqual({
      mobileBelow: 991,
      viewSwitch: 768,
      mobileMax: 767,
      ipadPro: 1025,
      tablet: 991,
      layout: 625,
      carouselWide: 992,
      carouselNarrow: 592,
    });
  });
});

describe('width helpers', () => {
  it('isMobileWidth: below 991', () => {
    expect(isMobileWidth(0)).toBe(true);
    expect(isMobileWidth(990)).toBe(true);
    expect(isMobileWidth(990.5)).toBe(true);
    expect(isMobileWidth(991)).toBe(false);
    expect(isMobileWidth(1440)).toBe(false);
  });

  it('isDesktopWidth is the complement of isMobileWidth', () => {
    for (const width of [320, 767, 768, 990, 991, 992, 1025, 1920]) {
      expect(isDesktopWidth(width)).toBe(!isMobileWidth(width));
    }
  });

  it('isSmallMobileWidth: 767 and below (view switch at 768)', () => {
    expect(isSmallMobileWidth(767)).toBe(true);
    expect(isSmallMobileWidth(767.5)).toBe(true);
    expect(isSmallMobileWidth(768)).toBe(false);
  });

  it('isAtMostTabletWidth: up to and including 991', () => {
    expect(isAtMostTabletWidth(991)).toBe(true);
    expect(isAtMostTabletWidth(992)).toBe(false);
  });

  it('isAtMostIpadProWidth: up to and including 1025', () => {
    expect(isAtMostIpadProWidth(1025)).toBe(true);
    expect(isAtMostIpadProWidth(1026)).toBe(false);
  });

  it('isAtMostLayoutWidth: up to and including 625', () => {
    expect(isAtMostLayoutWidth(625)).toBe(true);
    expect(isAtMostLayoutWidth(626)).toBe(false);
  });

  it('getBreakpoint', () => {
    expect(getBreakpoint(375)).toBe('small-mobile');
    expect(getBreakpoint(767)).toBe('small-mobile');
    expect(getBreakpoint(768)).toBe('mobile');
    expect(getBreakpoint(990)).toBe('mobile');
    expect(getBreakpoint(991)).toBe('desktop');
    expect(getBreakpoint(1280)).toBe('desktop');
  });

  it('getCarouselTier and carouselItemsPerSlide: 4 from 992, 3 from 592, else the narrow count', () => {
    expect(getCarouselTier(992)).toBe('wide');
    expect(getCarouselTier(991)).toBe('medium');
    expect(getCarouselTier(592)).toBe('medium');
    expect(getCarouselTier(591)).toBe('narrow');
    expect(carouselItemsPerSlide(1200, 2)).toBe(4);
    expect(carouselItemsPerSlide(700, 2)).toBe(3);
    expect(carouselItemsPerSlide(400, 2)).toBe(2);
    expect(carouselItemsPerSlide(1200, 2, 3)).toBe(3);
    expect(carouselItemsPerSlide(1200, 2, 0)).toBe(1);
  });
});

describe('MEDIA_QUERIES agree with the width helpers', () => {
  const widths = [
    0, 320, 591, 592, 624, 625, 626, 767, 767.5, 768, 990, 990.5, 991, 992, 1024, 1025, 1026, 1920,
  ];
  const pairs: Array<[string, (width: number) => boolean]> = [
    [MEDIA_QUERIES.mobile, isMobileWidth],
    [MEDIA_QUERIES.smallMobile, isSmallMobileWidth],
    [MEDIA_QUERIES.atMostTablet, isAtMostTabletWidth],
    [MEDIA_QUERIES.atMostIpadPro, isAtMostIpadProWidth],
    [MEDIA_QUERIES.atMostLayout, isAtMostLayoutWidth],
    [MEDIA_QUERIES.carouselWide, (width) => getCarouselTier(width) === 'wide'],
    [MEDIA_QUERIES.carouselNarrow, (width) => getCarouselTier(width) !== 'narrow'],
  ];
  it.each(pairs)('%s', (query, helper) => {
    for (const width of widths) expect([width, evaluateQuery(query, width)]).toEqual([width, helper(width)]);
  });
});
