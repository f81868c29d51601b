import * as api from './index';

describe('public entry', () => {
  it('exports every component, helper and hook', () => {
    const names = Object.keys(api).sort();
    expect(names).toEqual(
      [
        'ADDRESS_PAGE_SIZE',
        'ADDRESS_SEARCH_DEBOUNCE_MS',
        'AMBIGUOUS_ADDRESS_MESSAGE',
        'AMBIGUOUS_ADDRESS_TITLE',
        'ALLOWED_NAMED_KEYS',
        'AddressPicker',
        'AmbiguousAddressDialog',
        'NO_MORE_ADDRESSES',
        'SUGGESTED_ADDRESS_MESSAGE',
        'SuggestedAddressDialog',
        'addressValidationErrorMessage',
        'formatAddressInline',
        'formatAddressLines',
        'useAddressPages',
        'ALLOWED_SHORTCUT_LETTERS',
        'Alert',
        'BREAKPOINTS',
        'Button',
        'CAROUSEL_NARROW',
        'CAROUSEL_WIDE',
        'Carousel',
        'ConfirmDialog',
        'DigitOnlyInput',
        'IPAD_PRO',
        'LAYOUT',
        'MEDIA_QUERIES',
        'MOBILE_BELOW',
        'MOBILE_MAX',
        'Modal',
        'ResponsiveSwitch',
        'Spinner',
        'TABLET',
        'Toast',
        'ToastViewport',
        'VIEW_SWITCH',
        'addToast',
        'alertRole',
        'carouselItemsPerSlide',
        'chunkSlides',
        'createToast',
        'createToastId',
        'getBreakpoint',
        'getCarouselTier',
        'isAllowedDigitKey',
        'isAtMostIpadProWidth',
        'isAtMostLayoutWidth',
        'isAtMostTabletWidth',
        'isDesktopWidth',
        'isMobileWidth',
        'isSmallMobileWidth',
        'keepDigits',
        'removeToast',
        'toastRole',
        'useBreakpoint',
        'useIsMobile',
        'useMediaQuery',
      ].sort(),
    );
    for (const name of names) expect(api[name as keyof typeof api]).toBeDefined();
  });

  it('does not touch the document when imported', () => {
    expect(document.body.innerHTML).toBe('');
    expect(document.body.style.overflow).toBe('');
  });
});
