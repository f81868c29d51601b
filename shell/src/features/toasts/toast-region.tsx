// Renders the session's toast queue; any area (and the API interceptor) raises toasts through showToast.
import { createPortal } from 'react-dom';
import { ToastViewport } from '@portal/shared-ui/toast';
import { dismissToast, useSession } from '@portal/shared-session';

/**
 * Placed in <body>, not in the header's root: #shell-header is a stacking context (z-index, and a transform while it
 * hides on a phone), which put the toasts under the site banner and moved them off screen with the header.
 */
export function ToastRegion() {
  const toasts = useSession((s) => s.toasts);
  return createPortal(<ToastViewport toasts={toasts} onDismiss={dismissToast} />, document.body);
}
