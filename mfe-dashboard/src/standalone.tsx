// Runs this remote alone with a mock shell, for its team and QA (README "Working on one remote alone"): signs in
// for real through the portal's identity provider, with the area's guards applied as the shell applies them.
import '@portal/shared-ui/tokens.css';
import { fetchDetailedProfile } from '@portal/api-client';
import { startStandaloneRemote } from '@portal/shared-session/standalone';
import { descriptor } from './app';
import { area } from './area';

void startStandaloneRemote(descriptor, {
  area,
  fetchProfile: fetchDetailedProfile,
  // PORTAL_MOCK_API=true npm run dev: answered by this remote's mock API instead of a portal (README "A mock API")
  ...(__PORTAL_MOCK_API__ ? { mockApi: () => import('./mock-api').then((mock) => mock.startMockApi()) } : {}),
});
