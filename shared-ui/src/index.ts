/*
 * Public entry of @portal/shared-ui, consumed as source and shared as a Module Federation singleton.
 * Side-effect free apart from the components' own CSS. The shell imports `tokens.css` and `base.css` itself.
 */

export { Alert, alertRole, type AlertKind, type AlertProps } from './components/alert/alert';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button/button';
export { Carousel, chunkSlides, type CarouselProps } from './carousel/carousel';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog';
export { DigitOnlyInput, type DigitOnlyInputProps } from './components/digit-only-input/digit-only-input';
export {
  ALLOWED_NAMED_KEYS,
  ALLOWED_SHORTCUT_LETTERS,
  isAllowedDigitKey,
  keepDigits,
  type DigitKeyEventLike,
} from './components/digit-only-input/is-allowed-digit-key';
export { Modal, type ModalProps, type ModalSize } from './components/modal/modal';
export {
  ResponsiveSwitch,
  type ResponsiveSwitchProps,
} from './components/responsive-switch/responsive-switch';
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/spinner/spinner';
export { Toast, toastRole, type ToastProps } from './components/toast/toast';
export {
  addToast,
  createToast,
  createToastId,
  removeToast,
  type AddToastOptions,
  type CreateToastOptions,
} from './components/toast/toast-queue';
export { type ToastData, type ToastKind } from './components/toast/toast-types';
export { ToastViewport, type ToastViewportProps } from './components/toast-viewport/toast-viewport';

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

export * from './address-picker';
export * from './address-dialogs';
