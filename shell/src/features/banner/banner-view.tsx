// The site banner as shown: its alert style and its message, sanitised (the sanitiser is a large module, so this
// file is loaded only when a banner is active: site-banner.tsx).
import { Alert } from '@portal/shared-ui/alert';
import { bannerAlertKind } from './active-banner';
import type { Banner } from './active-banner';
import { sanitizeBannerHtml } from './sanitize-banner';

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
