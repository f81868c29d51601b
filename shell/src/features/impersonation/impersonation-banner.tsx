// An impersonated session shows itself on every page: whose account this is, which agent is acting, and a way to
// end it (issue 25). The session knows it is impersonated (profile.isImpersonation); the agent comes from the token.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { getAccessToken, requestLogout, useProfile } from '@portal/shared-session';
import { Button } from '@portal/shared-ui/button';
import { impersonatorOf } from './impersonator';
import type { Impersonator } from './impersonator';

/** Its place: the very top of the main content, above the site banner. */
function impersonationHost(): HTMLElement | null {
  const existing = document.getElementById('impersonation-banner');
  if (existing) return existing;
  const main = document.getElementById('portal-main');
  if (!main) return null;
  const host = document.createElement('div');
  host.id = 'impersonation-banner';
  main.prepend(host);
  return host;
}

export function ImpersonationBanner() {
  const profile = useProfile();
  const [host] = useState(impersonationHost);
  const [impersonator, setImpersonator] = useState<Impersonator | null>(null);

  useEffect(() => {
    if (!profile.isImpersonation) return;
    let cancelled = false;
    void getAccessToken()
      .then((token) => {
        if (!cancelled) setImpersonator(impersonatorOf(token));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [profile.isImpersonation, profile.email]);

  if (!profile.isImpersonation || !host) return null;
  const customer = `${profile.firstName} ${profile.lastName}`.trim() || profile.email;
  return createPortal(
    <section className="impersonation-banner" aria-label="Impersonation" data-testid="impersonation-banner">
      <p>
        You are signed in as <strong>{customer}</strong> ({profile.email})
        {impersonator ? (
          <>
            {' '}
            on behalf of customer service: <strong>{impersonator.email}</strong>
          </>
        ) : null}
        . Everything you do is recorded in the customer&apos;s audit log.
      </p>
      <Button variant="secondary" onClick={() => void requestLogout()}>
        End impersonation
      </Button>
    </section>,
    host,
  );
}
