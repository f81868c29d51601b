// @portal/api-client/mock-api: Mock Service Worker handlers for a remote's standalone page (README "A mock API").
// Loaded only by a development build with PORTAL_MOCK_API=true; never part of the portal.
import type { RequestHandler } from 'msw';
import { baseHandlers } from './base-handlers';
import { MOCK_B2B_ADMIN } from './mock-profiles';
import type { MockProfile } from './mock-profiles';

export { mockGateway, mockGraphQL, operationOf } from './mock-handlers';
export { baseHandlers, MOCK_AUTH_DOMAIN } from './base-handlers';
export { MOCK_B2B_ADMIN, MOCK_CSR_ADMIN, MOCK_PERSONAL_BUYER } from './mock-profiles';
export type { MockProfile } from './mock-profiles';

export interface MockApiOptions {
  /** who "Sign in" signs in (default the Keystone B2B administrator) */
  user?: MockProfile;
}

/**
 * Starts the service worker (served at /mockServiceWorker.js by the dev server) with a remote's handlers, then the
 * base ones (the first handler matching a request answers it).
 */
export async function startMockApi(
  handlers: readonly RequestHandler[],
  { user = MOCK_B2B_ADMIN }: MockApiOptions = {},
): Promise<void> {
  const { setupWorker } = await import('msw/browser');
  await setupWorker(...handlers, ...baseHandlers(user)).start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'warn',
  });
}
