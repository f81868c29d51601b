// @portal/shared-ui/toast: the toast, the pure helpers of a toast list and the viewport that renders one.
export { Toast, toastRole, type ToastProps } from './toast';
export {
  addToast,
  createToast,
  createToastId,
  removeToast,
  type AddToastOptions,
  type CreateToastOptions,
} from './toast-queue';
export { type ToastData, type ToastKind } from './toast-types';
export { ToastViewport, type ToastViewportProps } from '../toast-viewport/toast-viewport';
