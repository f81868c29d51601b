// The module this remote exposes to the shell ('./app'): its versioned descriptor.
import { createRemoteApplication } from '@portal/shared-session';
import { routes } from './routes';

export const descriptor = createRemoteApplication({
  id: 'registration',
  routes,
  buildLabel: __PORTAL_BUILD_LABEL__,
});
