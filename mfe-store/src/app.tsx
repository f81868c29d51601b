// The module this remote exposes to the shell ('./app'): its versioned descriptor, built from its area manifest.
import { createRemoteApplication } from '@portal/shared-session';
import { area } from './area';
import { pages } from './routes';

export const descriptor = createRemoteApplication({
  area,
  pages,
  buildLabel: __PORTAL_BUILD_LABEL__,
});
