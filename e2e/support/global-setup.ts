// One portal for the whole run; its address and deploy folder reach the tests through the environment.
import { startPortal } from './portal-server';

export default async function globalSetup() {
  const portal = await startPortal();
  process.env['PORTAL_BASE_URL'] = portal.baseURL;
  process.env['PORTAL_IDENTITY_URL'] = portal.identityURL;
  process.env['PORTAL_DEPLOY_DIR'] = portal.deployDir;
  process.env['PORTAL_SERVER_PID'] = String(portal.process.pid);
}
