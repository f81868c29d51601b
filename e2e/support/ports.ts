// Free ports and readiness checks, shared with the bench (scripts/lib/portal-process.mjs).
export { freePort, waitForHttp } from '../../scripts/lib/portal-process.mjs';
