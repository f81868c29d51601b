// The site banner: the active banner from the open getBanners query, in its alert style, its message sanitised.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { runGraphQL } from '@portal/api-client';
import { Alert } from '@portal/shared-ui';
import { activeBanner, bannerAlertKind } from './active-banner';
import type { Banner } from './active-banner';
import { sanitizeBannerHtml } from './sanitize-banner';
import { SiteBannersDocument } from '../../gql/open/graphql';

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

export function BannerView({ banner, onDismiss }: { banner: Banner; onDismiss?: () => void }) {
  return (
    <section className="site-banner" aria-label="Site announcement" data-banner-id={banner.id}>
      <Alert kind={bannerAlertKind(banner.type)} onDismiss={onDismiss} dismissLabel="Dismiss announcement">
        <span
          className="site-banner__message"
          // sanitised: only simple formatting and safe links survive
          dangerouslySetInnerHTML={{ __html: sanitizeBannerHtml(banner.message) }}
        />
      </Alert>
    </section>
  );
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
  return createPortal(<BannerView banner={banner} onDismiss={() => setDismissed(banner.id)} />, host);
}
