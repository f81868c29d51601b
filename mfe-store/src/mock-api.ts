// The store remote's mock API (README "A mock API"): PORTAL_MOCK_API=true npm run dev -w @portal/mfe-store. Add a
// handler per call a page makes (mockGraphQL with its typed document, mockGateway with its endpoint and response
// type); the base handlers (configuration, health, a signed-in B2B administrator) are always there.
import { startMockApi as startWorker } from '@portal/api-client/mock-api';

export function startMockApi(): Promise<void> {
  return startWorker([]);
}
