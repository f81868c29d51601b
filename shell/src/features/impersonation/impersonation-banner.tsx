// An impersonated session shows itself on every page at every width (issues 25 and 35): whose account this is,
// which agent is acting, when it ends by itself, and a way to end it. It stays in view while the page scrolls, below
// the mobile header when that is shown, and the page keeps what it scrolls to (focus, anchors) out from under it.
// The session knows it is impersonated (profile.isImpersonation); the agent and the time limit come from the token.
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { createPortal } from 'react-dom';
import { getAccessToken, requestEndImpersonation, useProfile } from '@portal/shared-session';
import { Button } from '@portal/shared-ui/button';
import { impersonatorOf } from '../../shared/impersonator';
import type { Impersonator } from '../../shared/impersonator';

/**
 * Its place: between the header and the main content, above the site banner. A child of the page's body, not of
 * the main content, so that it sticks over the footer too (a sticky box never leaves its parent).
 */
function impersonationHost(): HTMLElement | null {
  const existing = document.getElementById('impersonation-banner');
  if (existing) return existing;
  const main = document.getElementById('portal-main');
  if (!main) return null;
  const host = document.createElement('div');
  host.id = 'impersonation-banner';
  main.before(host);
  return host;
}

/**
 * Sticks below the header where the header itself sticks (below 991 px, unless it slid away), and pads the page's
 * scrolling by the banner, so that nothing scrolled to lies under it.
 */
function useStickyBelowHeader(active: boolean, banner: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = document.getElementById('shell-header');
    const root = document.documentElement;
    if (!active || !header) return;
    const update = () => {
      const sticky = getComputedStyle(header).position === 'sticky';
      const headerTop = sticky && !root.hasAttribute('data-header-hidden') ? header.offsetHeight : 0;
      const host = document.getElementById('impersonation-banner');
      if (host) host.style.top = `${headerTop}px`;
      root.style.scrollPaddingTop = `${headerTop + (banner.current?.offsetHeight ?? 0)}px`;
    };
    update();
    const attributes = new MutationObserver(update);
    attributes.observe(root, { attributes: true, attributeFilter: ['data-header-hidden'] });
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    sizes?.observe(header);
    if (banner.current) sizes?.observe(banner.current);
    window.addEventListener('resize', update);
    return () => {
      attributes.disconnect();
      sizes?.disconnect();
      window.removeEventListener('resize', update);
      root.style.scrollPaddingTop = '';
    };
  }, [active, banner]);
}

const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

export function ImpersonationBanner() {
  const profile = useProfile();
  const [host] = useState(impersonationHost);
  const [impersonator, setImpersonator] = useState<Impersonator | null>(null);
  const banner = useRef<HTMLElement>(null);
  const active = profile.isImpersonation === true && host !== null;
  useStickyBelowHeader(active, banner);

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

  // the time limit: the session ends by itself and the agent is back in their own
  const endsAt = impersonator?.endsAt ?? null;
  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setTimeout(
      () => void requestEndImpersonation('TIME_LIMIT'),
      Math.max(0, endsAt - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [endsAt]);

  if (!active) return null;
  const customer = `${profile.firstName} ${profile.lastName}`.trim() || profile.email;
  return createPortal(
    <section
      ref={banner}
      className="impersonation-banner"
      aria-label="Impersonation"
      data-testid="impersonation-banner"
    >
      <p>
        You are signed in as <strong>{customer}</strong> ({profile.email})
        {impersonator ? (
          <>
            {' '}
            on behalf of customer service: <strong>{impersonator.email}</strong>
          </>
        ) : null}
        .
        <span className="impersonation-banner__note">
          {' '}
          Everything you do is recorded in the customer&apos;s audit log.
        </span>
        {endsAt !== null ? <> It ends by itself at {clock.format(endsAt)}.</> : null}
      </p>
      <Button size="sm" variant="secondary" onClick={() => void requestEndImpersonation('AGENT')}>
        End impersonation
      </Button>
    </section>,
    host,
  );
}
