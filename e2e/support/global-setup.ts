// One portal for the whole run; its address and deploy folder reach the tests through the environment.
// E2E_DATABASE_URL (a PostgreSQL server; a fresh database per run) and E2E_API_PROCESSES run it the way several
// API processes run in production (CI: two processes, with REDIS_URL for their shared limits).
import { startPortal } from './portal-server';

export default async function globalSetup() {
  const databaseServerUrl = process.env['E2E_DATABASE_URL'] || undefined;
  const apiProcesses = Number(process.env['E2E_API_PROCESSES'] || 1);
  const portal = await startPortal({
    ...(databaseServerUrl ? { databaseServerUrl } : {}),
    apiProcesses,
    env: {
      // the tests' own companies and agents (support/made-records.ts)
      PORTAL_TEST_FIXTURES: 'true',
      // every test registers its users from one address (127.0.0.1), dozens a minute across the workers, where the
      // product allows 10 sensitive calls a minute per address: the limit itself is tested by the API suite
      // (registration-api.test.ts, several-processes.test.ts)
      RATE_LIMIT_SENSITIVE_MAX: '1000',
    },
  });
  if (apiProcesses > 1 || databaseServerUrl) {
    console.log(
      `e2e portal: ${apiProcesses} API process(es) on ${portal.databaseUrl ?? 'the embedded database'}`,
    );
  }
  process.env['PORTAL_BASE_URL'] = portal.baseURL;
  process.env['PORTAL_IDENTITY_URL'] = portal.identityURL;
  process.env['PORTAL_DEPLOY_DIR'] = portal.deployDir;
  process.env['PORTAL_SERVER_PID'] = String(portal.process.pid);
}
