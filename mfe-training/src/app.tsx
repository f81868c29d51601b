// The module this remote exposes to the shell ('./app'): its versioned descriptor.
import { GraphQLProvider } from '@portal/api-client';
import { createRemoteApplication } from '@portal/shared-session';
import { routes } from './routes';

export const descriptor = createRemoteApplication({
  id: 'training',
  routes,
  buildLabel: __PORTAL_BUILD_LABEL__,
  // the area's urql client (this remote's copy of @portal/api-client)
  providers: GraphQLProvider,
});
