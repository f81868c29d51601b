// @portal/api-client/mock-api: Mock Service Worker handlers for a remote's standalone page (README "A mock API").
// Loaded only by a development build with PORTAL_MOCK_API=true; never part of the portal.
import type { RequestHandler } from 'msw';
import { baseHandlers } from './base-handlers';

export { mockGateway, mockGraphQL, operationOf } from './mock-handlers';
export { baseHandlers, MOCK_AUTH_DOMAIN, MOCK_B2B_ADMIN } from './base-handlers';
export type { MockProfile } from './base-handlers';

/**
 * Starts the service worker (served at /mockServiceWorker.js by the dev server) with a remote's handlers, then the
 * base ones (the first handler matching a request answers it).
 */
export async function startMockApi(handlers: readonly RequestHandler[]): Promise<void> {
  const { setupWorker } = await import('msw/browser');
  await setupWorker(...handlers, ...baseHandlers()).start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'warn',
  });
}
