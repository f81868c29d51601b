// Where the portal API lives. Everything is served on one origin, so the default is '/api'.
let apiBase = '/api';

export function getApiBase(): string {
  return apiBase;
}

/** For standalone pages or tests that talk to an API elsewhere. */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

/** Spec 9: "Job poll delay 2000 ms." */
export const JOB_POLL_DELAY_MS = 2000;

/** Spec 9: "Sync call performance warning threshold 29000 ms." */
export const SLOW_CALL_WARNING_MS = 29_000;

/**
 * Spec 7: "Long-running endpoints go to a separate host." Where they go and which they are; the embedded default
 * serves them from the one API (no base of their own). Production sets `gateway` in /portal-config.json.
 */
export interface GatewayHosts {
  /** the long-running host's API base (e.g. https://reports.example.com/api); '' means the API's own */
  longRunningBase: string;
  /** gateway endpoints (exact, or a prefix ending in '/') served by the long-running host */
  longRunningEndpoints: readonly string[];
}

/** The endpoints that take long: the bulk invoice PDF and the CSV exports' async endpoints. */
export const DEFAULT_LONG_RUNNING_ENDPOINTS: readonly string[] = [
  '/invoices/bulkInvoicePdf',
  '/invoices/csv/searchasync',
  '/fleet/ngSearchasync',
  '/contact/csvSearchasync',
  '/opready/searchasync',
  '/serviceRequest/csv/searchasync',
];

const defaultGatewayHosts: GatewayHosts = {
  longRunningBase: '',
  longRunningEndpoints: DEFAULT_LONG_RUNNING_ENDPOINTS,
};
let gatewayHosts: GatewayHosts = defaultGatewayHosts;

/** Sets the long-running host and list; `null` restores the embedded default. */
export function setGatewayHosts(next: Partial<GatewayHosts> | null): void {
  gatewayHosts = next
    ? {
        longRunningBase: (next.longRunningBase ?? '').replace(/\/+$/, ''),
        longRunningEndpoints: next.longRunningEndpoints ?? DEFAULT_LONG_RUNNING_ENDPOINTS,
      }
    : defaultGatewayHosts;
}

/**
 * Reads the optional `gateway` section of /portal-config.json ({ longRunningBase, longRunningEndpoints }); a
 * missing or malformed section leaves the embedded default.
 */
export function configureGatewayFromPortalConfig(config: unknown): void {
  const section = (config as { gateway?: unknown } | null)?.gateway;
  if (!section || typeof section !== 'object') return setGatewayHosts(null);
  const { longRunningBase, longRunningEndpoints } = section as Record<string, unknown>;
  setGatewayHosts({
    ...(typeof longRunningBase === 'string' ? { longRunningBase } : {}),
    ...(Array.isArray(longRunningEndpoints) && longRunningEndpoints.every((e) => typeof e === 'string')
      ? { longRunningEndpoints: longRunningEndpoints as string[] }
      : {}),
  });
}

export function isLongRunningEndpoint(endpoint: string): boolean {
  return gatewayHosts.longRunningEndpoints.some((listed) =>
    listed.endsWith('/') ? endpoint.startsWith(listed) : endpoint === listed,
  );
}

/** The API base a gateway endpoint is sent to: the long-running host for the listed ones. */
export function gatewayBaseFor(endpoint: string): string {
  return isLongRunningEndpoint(endpoint) && gatewayHosts.longRunningBase !== ''
    ? gatewayHosts.longRunningBase
    : getApiBase();
}
