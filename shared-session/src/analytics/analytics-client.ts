// The page's analytics client (issue 22, spec 6 and 7, ADR 0015). Areas call `sendAnalyticsEvent`; the client
// asks the API once per session who is sending (GET /api/analytics/identity: the user token B2B_{contactId} /
// B2C_{accountId}, whether the account has an analytics contract, the configured property) and then:
// - no contract: sends nothing;
// - a property is configured (production): loads gtag.js for it once, with the user token as user_id, and sends
//   the event there;
// - no property (development, tests): posts the event to the embedded first-party collector
//   (/api/analytics/events, readable at /api/dev/analytics).
import { getAccessToken } from '../auth/access-token';
import { sessionStore } from '../session/session-store';

export interface AnalyticsIdentity {
  userToken: string | null;
  sendsEvents: boolean;
  propertyId: string | null;
}

export const ANALYTICS_IDENTITY_URL = '/api/analytics/identity';
export const ANALYTICS_COLLECTOR_URL = '/api/analytics/events';

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

const bearer = async (): Promise<Record<string, string>> => {
  const token = await getAccessToken();
  return token ? { authorization: `Bearer ${token}` } : {};
};

/** Who the session is, as far as analytics cares: a new key asks the API again (sign-in, sign-out, switch). */
function sessionKey(): string {
  const { profile } = sessionStore.getState();
  return `${profile.userStatus}|${profile.auth0AccountId ?? ''}|${profile.accountId ?? ''}`;
}

let identity: { key: string; answer: Promise<AnalyticsIdentity> } | null = null;

export function analyticsIdentity(): Promise<AnalyticsIdentity> {
  const key = sessionKey();
  if (identity?.key !== key) {
    const answer = (async () => {
      const response = await fetch(ANALYTICS_IDENTITY_URL, { headers: await bearer(), cache: 'no-store' });
      if (!response.ok) throw new Error(`analytics identity answered ${response.status}`);
      return (await response.json()) as AnalyticsIdentity;
    })();
    // a failed answer is asked again next time
    answer.catch(() => {
      if (identity?.answer === answer) identity = null;
    });
    identity = { key, answer };
  }
  return identity.answer;
}

let gtagProperty: string | null = null;

/** gtag.js for the configured property, loaded once; the user token goes with every event as user_id. */
function gtagFor(propertyId: string, userToken: string | null): Gtag {
  const w = window as AnalyticsWindow;
  w.dataLayer = w.dataLayer ?? [];
  // gtag.js reads the arguments objects queued before it loads
  w.gtag =
    w.gtag ??
    function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js expects the arguments object itself
      w.dataLayer?.push(arguments);
    };
  if (gtagProperty !== propertyId) {
    gtagProperty = propertyId;
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(propertyId)}`;
    document.head.appendChild(script);
    w.gtag('js', new Date());
    w.gtag('config', propertyId, { send_page_view: false });
  }
  w.gtag('set', { user_id: userToken ?? undefined });
  return w.gtag;
}

/**
 * Sends one event (GA4 style: add_to_cart with currency, value and items…). Never throws: analytics must not
 * break the page. Resolves true when the event was sent, false when it was not (no contract, a failure).
 */
export async function sendAnalyticsEvent(name: string, params: Record<string, unknown>): Promise<boolean> {
  try {
    const who = await analyticsIdentity();
    if (!who.sendsEvents) return false;
    if (who.propertyId) {
      gtagFor(who.propertyId, who.userToken)('event', name, params);
      return true;
    }
    const response = await fetch(ANALYTICS_COLLECTOR_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await bearer()) },
      body: JSON.stringify({ events: [{ name, params }] }),
      // the event survives a navigation that follows it
      keepalive: true,
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Forget the identity (tests). */
export function resetAnalyticsClient(): void {
  identity = null;
  gtagProperty = null;
}
