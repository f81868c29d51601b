// Renders the session's toast queue; any area raises toasts through the session's showToast action.
import { ToastViewport } from '@portal/shared-ui';
import { dismissToast, useSession } from '@portal/shared-session';

export function ToastRegion() {
  const toasts = useSession((s) => s.toasts);
  return <ToastViewport toasts={toasts} onDismiss={dismissToast} />;
}
