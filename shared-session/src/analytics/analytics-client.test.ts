// The page's analytics client: asks who is sending once per session, sends nothing without a contract, posts to
// the embedded collector without a property and hands events to gtag with one.
import { setAccessTokenSource } from '../auth/access-token';
import { sessionStore } from '../session/session-store';
import { createGuestProfile } from '../session/profile';
import { ANALYTICS_COLLECTOR_URL, resetAnalyticsClient, sendAnalyticsEvent } from './analytics-client';
import type { AnalyticsIdentity } from './analytics-client';

type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: unknown };

const fetchMock = jest.fn();
const answer = (body: unknown, ok = true) =>
  Promise.resolve({ ok, status: ok ? 200 : 500, json: async () => body });

function identity(who: AnalyticsIdentity) {
  fetchMock.mockImplementation((url: string) =>
    url === ANALYTICS_COLLECTOR_URL ? answer({ stored: 1 }) : answer(who),
  );
}

const posts = () => fetchMock.mock.calls.filter(([url]) => url === ANALYTICS_COLLECTOR_URL);
const ADD = { currency: 'USD', value: 5, items: [{ item_id: 'P-1', quantity: 1, price: 5 }] };

beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  resetAnalyticsClient();
  sessionStore.setState({ profile: createGuestProfile() });
  setAccessTokenSource(async () => 'token-1');
  delete (window as AnalyticsWindow).gtag;
  (window as AnalyticsWindow).dataLayer = [];
});

it('posts the event to the embedded collector, with the bearer token, when no property is configured', async () => {
  identity({ userToken: 'B2B_C-1', sendsEvents: true, propertyId: null });
  expect(await sendAnalyticsEvent('add_to_cart', ADD)).toBe(true);
  const [, init] = posts()[0] as [string, RequestInit];
  expect(init.headers).toMatchObject({ authorization: 'Bearer token-1' });
  expect(JSON.parse(String(init.body))).toEqual({ events: [{ name: 'add_to_cart', params: ADD }] });
});

it('sends nothing for an account without an analytics contract', async () => {
  identity({ userToken: 'B2B_C-2', sendsEvents: false, propertyId: null });
  expect(await sendAnalyticsEvent('add_to_cart', ADD)).toBe(false);
  expect(posts()).toHaveLength(0);
});

it('asks who is sending once per session, and again after the session changes', async () => {
  identity({ userToken: null, sendsEvents: true, propertyId: null });
  await sendAnalyticsEvent('add_to_cart', ADD);
  await sendAnalyticsEvent('add_to_wishlist', ADD);
  const asks = () => fetchMock.mock.calls.filter(([url]) => url !== ANALYTICS_COLLECTOR_URL).length;
  expect(asks()).toBe(1);
  sessionStore.setState({ profile: { ...createGuestProfile(), userStatus: 'REGISTERED', accountId: 'A-9' } });
  await sendAnalyticsEvent('add_to_cart', ADD);
  expect(asks()).toBe(2);
});

it('hands the event to gtag for a configured property, with the user token as user_id', async () => {
  identity({ userToken: 'B2C_A-7', sendsEvents: true, propertyId: 'G-TEST' });
  expect(await sendAnalyticsEvent('add_to_cart', ADD)).toBe(true);
  expect(posts()).toHaveLength(0);
  const queued = ((window as AnalyticsWindow).dataLayer ?? []).map((args) =>
    Array.from(args as ArrayLike<unknown>),
  );
  expect(queued).toContainEqual(['config', 'G-TEST', { send_page_view: false }]);
  expect(queued).toContainEqual(['set', { user_id: 'B2C_A-7' }]);
  expect(queued).toContainEqual(['event', 'add_to_cart', ADD]);
  expect(document.querySelector('script[src*="gtag/js?id=G-TEST"]')).not.toBeNull();
});

it('never throws when the API cannot answer', async () => {
  fetchMock.mockImplementation(() => answer({}, false));
  await expect(sendAnalyticsEvent('add_to_cart', ADD)).resolves.toBe(false);
});
