/*
 * Public entry of @portal/shared-ui: every component, for the apps that import them all from here. Each group is
 * also a subpath of its own (package.json "exports"), shared as its own Module Federation singleton
 * (federation/src/shared-dependencies.mjs), so an app that imports `@portal/shared-ui/button` fetches only the
 * button, and the shell's and the store's first load carry no component they do not show (issue 18). This entry
 * re-exports the subpaths by name, never by relative path, so the page still holds one copy of each component
 * (one scroll lock, one toast counter, each stylesheet injected once) whichever way an app imports it.
 * Side-effect free apart from the components' own CSS. The shell imports `tokens.css` and `base.css` itself.
 */

export { Alert, alertRole, type AlertKind, type AlertProps } from '@portal/shared-ui/alert';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from '@portal/shared-ui/button';
export { Carousel, chunkSlides, type CarouselProps } from '@portal/shared-ui/carousel';
export { ConfirmDialog, type ConfirmDialogProps } from '@portal/shared-ui/confirm-dialog';
export * from '@portal/shared-ui/digit-only-input';
export { Modal, type ModalProps, type ModalSize } from '@portal/shared-ui/modal';
export { ResponsiveSwitch, type ResponsiveSwitchProps } from '@portal/shared-ui/responsive-switch';
export { Spinner, type SpinnerProps, type SpinnerSize } from '@portal/shared-ui/spinner';
export * from '@portal/shared-ui/toast';
export * from '@portal/shared-ui/responsive';
export * from '@portal/shared-ui/address-picker';
export * from '@portal/shared-ui/address-dialogs';
