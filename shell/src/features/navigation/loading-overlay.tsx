// The loading overlay over the main content while a navigation runs. It never takes clicks away.
import { Spinner } from '@portal/shared-ui/spinner';
import { useLoading } from '@portal/shared-session';

export function LoadingOverlay() {
  const active = useLoading((s) => s.active);
  return (
    <div className="portal-loading-overlay" data-active={active || undefined} aria-hidden={!active}>
      {active ? <Spinner label="Loading page" /> : null}
    </div>
  );
}
