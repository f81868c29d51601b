// The global error handler API failures are reported to (spec 8: "reported to the global handler, flagged
// when the route changed"). The shell may install its own; the default writes one structured console line.
import type { PortalApiError } from './api-error';

export interface ApiErrorReport {
  error: PortalApiError;
  /** the user had moved to another route by the time the failure came back */
  routeChanged: boolean;
}

export type ApiErrorReporter = (report: ApiErrorReport) => void;

const defaultReporter: ApiErrorReporter = ({ error, routeChanged }) => {
  console.error('[portal] API request failed', {
    status: error.status,
    url: error.url,
    endpoint: error.endpoint,
    messages: error.messages,
    routeChanged,
  });
};

let reporter: ApiErrorReporter = defaultReporter;

export function setApiErrorReporter(next: ApiErrorReporter | null): void {
  reporter = next ?? defaultReporter;
}

export function reportApiError(report: ApiErrorReport): void {
  try {
    reporter(report);
  } catch (failure) {
    console.error('[portal] the API error reporter failed', failure);
  }
}
