// The site banner: the active banner from the open getBanners query, in its alert style, its message sanitised.
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { runGraphQL } from '@portal/api-client';
import { DISMISSED_BANNER_SESSION_KEY, onBannersChanged } from '@portal/shared-session';
import { activeBanner } from './active-banner';
import type { Banner } from './active-banner';
import { SiteBannersDocument } from '../../gql/open/graphql';
import {
  bannerDismissedBeforeStart,
  bannerFromCopy,
  prerenderedBannerCopy,
  removePrerenderedBanner,
} from './prerendered-banner';

// the view carries the HTML sanitiser: fetched only when a banner is active (issue 18)
const BannerView = lazy(() => import('./banner-view').then((module) => ({ default: module.BannerView })));

const REFRESH_MS = 5 * 60_000;
const TICK_MS = 30_000;

export function fetchBanners(): Promise<Banner[]> {
  return runGraphQL(SiteBannersDocument, {}, { open: true }).then((data) => data?.getBanners ?? []);
}

/** The banner's place: the top of the main content, above shell pages and areas. */
function bannerHost(): HTMLElement | null {
  const existing = document.getElementById('site-banner');
  if (existing) return existing;
  const main = document.getElementById('portal-main');
  if (!main) return null;
  const host = document.createElement('div');
  host.id = 'site-banner';
  main.prepend(host);
  return host;
}

/** The banner dismissed earlier in this tab's session: it stays away on every page until the tab closes. */
function dismissedThisSession(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_BANNER_SESSION_KEY);
  } catch {
    return null;
  }
}

function rememberDismissed(id: string): void {
  try {
    window.sessionStorage.setItem(DISMISSED_BANNER_SESSION_KEY, id);
  } catch {
    // storage refused (private mode): dismissed for this page only
  }
}

/** Runs once its Suspense boundary shows the banner's view: the server's copy goes in the same commit. */
function OnShown({ onShown }: { onShown: () => void }) {
  useLayoutEffect(onShown, [onShown]);
  return null;
}

export function SiteBanner() {
  const [host] = useState(bannerHost);
  // the server's copy of the active banner, if the page's HTML has one: shown until the client's copy replaces it
  const [copy] = useState(() => prerenderedBannerCopy(host));
  const [banners, setBanners] = useState<Banner[]>(() => {
    const fromCopy = bannerFromCopy(copy);
    return fromCopy ? [fromCopy] : [];
  });
  const [now, setNow] = useState(() => new Date());
  const [dismissed, setDismissed] = useState<string | null>(
    () => bannerDismissedBeforeStart(host) ?? dismissedThisSession(),
  );
  const dismiss = (id: string) => {
    rememberDismissed(id);
    setDismissed(id);
  };
  const [removeCopy] = useState(() => () => removePrerenderedBanner(copy));

  useEffect(() => {
    let cancelled = false;
    const load = () =>
      fetchBanners()
        .then((list) => {
          if (!cancelled) setBanners(list);
        })
        .catch(() => {
          // the interceptor has reported it; no banner is shown
        });
    void load();
    const refresh = setInterval(load, REFRESH_MS);
    const tick = setInterval(() => setNow(new Date()), TICK_MS);
    // an agent saved a banner on the Banners page: show it now, not at the next refresh
    const unsubscribe = onBannersChanged(() => {
      setNow(new Date());
      void load();
    });
    return () => {
      cancelled = true;
      clearInterval(refresh);
      clearInterval(tick);
      unsubscribe();
    };
  }, []);

  // the server's copy is dismissed as the client's is (until its view has loaded, the copy's button is the one shown)
  useEffect(() => {
    const close = copy?.querySelector('.pui-alert__close');
    const id = copy?.dataset['bannerId'];
    if (!close || !id) return undefined;
    const onClick = () => {
      // the copy's own script has kept it for the session
      setDismissed(id);
      removeCopy();
    };
    close.addEventListener('click', onClick);
    return () => close.removeEventListener('click', onClick);
  }, [copy, removeCopy]);

  const banner = activeBanner(banners, now);
  const shown = Boolean(host && banner && banner.id !== dismissed);
  // no banner to show (dismissed, ended, or the query knows none): the server's copy goes too
  useLayoutEffect(() => {
    if (!shown) removeCopy();
  }, [shown, removeCopy]);
  if (!host || !banner || !shown) return null;
  return createPortal(
    <Suspense fallback={null}>
      <BannerView banner={banner} onDismiss={() => dismiss(banner.id)} />
      <OnShown onShown={removeCopy} />
    </Suspense>,
    host,
  );
}
