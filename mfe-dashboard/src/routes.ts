// The Dashboard area's pages by route (the routes and titles are in area.ts). A route without a page is built by
// a later release and shows its title with a notice until then.
import type { RemotePages } from '@portal/shared-session';
import { AssociateLandingPage } from './features/associate-landing/components/associate-landing-page';

export const pages: RemotePages = {
  '/pages/associateLanding': AssociateLandingPage,
};
