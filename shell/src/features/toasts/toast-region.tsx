// Renders the session's toast queue; any area (and the API interceptor) raises toasts through showToast.
import { ToastViewport } from '@portal/shared-ui';
import { dismissToast, useSession } from '@portal/shared-session';

export function ToastRegion() {
  const toasts = useSession((s) => s.toasts);
  return <ToastViewport toasts={toasts} onDismiss={dismissToast} />;
}
