// /outage/: where the interceptor sends the user when the API is down. "Try again" asks /api/health and goes
// home once the portal is up.
import { useState } from 'react';
import { useNavigate } from '@portal/shared-session/routing';
import { checkHealth } from '@portal/api-client';
import { brand } from '@portal/rules';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';

export function OutagePage() {
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const [stillDown, setStillDown] = useState(false);
  const tryAgain = async () => {
    setChecking(true);
    setStillDown(false);
    const status = await checkHealth();
    setChecking(false);
    if (status === 'UP') navigate('/', { replace: true });
    else setStillDown(true);
  };
  return (
    <section className="shell-page outage-page" aria-labelledby="outage-title">
      <h1 id="outage-title">We’ll Be Right Back</h1>
      <p className="shell-page__lead">
        {brand.titleSuffix} is temporarily unavailable. We are working to restore it as quickly as possible,
        and nothing in your carts or your account has been lost.
      </p>
      <p>
        If you need parts, service or training while the portal is down, our customer service team can help:
        call <a href={`tel:${brand.helpLineTel}`}>{brand.helpLineWithOption}</a> ({brand.helpLineHours}) or
        write to <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
      {stillDown ? (
        <Alert kind="warning" title="Still unavailable">
          The portal is not back yet. Please try again in a few minutes.
        </Alert>
      ) : null}
      <Button loading={checking} onClick={() => void tryAgain()}>
        Try again
      </Button>
    </section>
  );
}
