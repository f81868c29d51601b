// The site banner: the active banner from the open getBanners query, in its alert style, its message sanitised.
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { runGraphQL } from '@portal/api-client';
import { activeBanner } from './active-banner';
import type { Banner } from './active-banner';
import { SiteBannersDocument } from '../../gql/open/graphql';

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

export function SiteBanner() {
  const [banners, setBanners] = useState<Banner[]>([]);
  const [now, setNow] = useState(() => new Date());
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [host] = useState(bannerHost);

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
    return () => {
      cancelled = true;
      clearInterval(refresh);
      clearInterval(tick);
    };
  }, []);

  const banner = activeBanner(banners, now);
  if (!host || !banner || banner.id === dismissed) return null;
  return createPortal(
    <Suspense fallback={null}>
      <BannerView banner={banner} onDismiss={() => setDismissed(banner.id)} />
    </Suspense>,
    host,
  );
}
