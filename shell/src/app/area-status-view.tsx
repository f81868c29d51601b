// Shows, in the main area, that an area is loading or why it cannot be shown; the rest of the frame keeps working.
import { useSyncExternalStore, useState } from 'react';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { areaForPath } from '../areas/area-registry';
import type { Location } from '@portal/shared-session/routing';
import { areaPhase, areaStatusVersion, subscribeAreaStatus } from '../features/remote-registry/area-status';
import { hasPrerenderedPage } from '../features/remote-registry/prerendered-page';

export function AreaStatusView({
  location,
  onRetry,
}: {
  location: Location;
  onRetry: (areaId: string) => Promise<void>;
}) {
  useSyncExternalStore(subscribeAreaStatus, areaStatusVersion);
  const [retrying, setRetrying] = useState(false);
  const area = areaForPath(location.pathname);
  if (!area) return null;
  const phase = areaPhase(area.id);

  // the server's prerendered first screen is on show: a spinner above it would push it down
  if (phase === 'loading' && hasPrerenderedPage()) return null;
  if (phase === 'loading') {
    return (
      <div className="area-loading" data-area-status="loading">
        <Spinner label={`Loading ${area.label}`} />
      </div>
    );
  }
  if (phase !== 'failed') return null;
  return (
    <section
      className="area-fallback"
      role="alert"
      data-area-fallback={area.id}
      aria-labelledby="area-fallback-title"
    >
      <h1 id="area-fallback-title">{area.label} is temporarily unavailable</h1>
      <p>
        This part of the portal could not be loaded. The rest of the portal still works: you can keep
        browsing, or try again in a moment.
      </p>
      <Button
        variant="primary"
        loading={retrying}
        onClick={() => {
          setRetrying(true);
          void onRetry(area.id).finally(() => setRetrying(false));
        }}
      >
        Try again
      </Button>
    </section>
  );
}
