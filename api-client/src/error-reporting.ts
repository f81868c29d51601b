// The global error handler API failures are reported to (spec 8: "reported to the global handler, flagged
// when the route changed"). The shell may install its own; the default writes one structured console line.
import { sessionHistory } from '@portal/shared-session';
import type { SessionAction } from '@portal/shared-session';
import type { PortalApiError } from './api-error';

export interface ApiErrorReport {
  error: PortalApiError;
  /** the user had moved to another route by the time the failure came back */
  routeChanged: boolean;
  /** 'warning': not a failure, e.g. spec 9's slow synchronous call (default 'error') */
  severity?: 'error' | 'warning';
  /** the session's last actions (spec 9: 25, names and times only), so support can see what led to the error */
  history: SessionAction[];
}

export type ApiErrorReporter = (report: ApiErrorReport) => void;

const defaultReporter: ApiErrorReporter = ({ error, routeChanged, history, severity }) => {
  const log = severity === 'warning' ? console.warn : console.error;
  log(severity === 'warning' ? '[portal] API performance warning' : '[portal] API request failed', {
    status: error.status,
    url: error.url,
    endpoint: error.endpoint,
    messages: error.messages,
    routeChanged,
    history,
  });
};

let reporter: ApiErrorReporter = defaultReporter;

export function setApiErrorReporter(next: ApiErrorReporter | null): void {
  reporter = next ?? defaultReporter;
}

/** Sends a report to the installed reporter; one without `history` gets the session's history now. */
export function reportApiError(
  report: Omit<ApiErrorReport, 'history'> & { history?: SessionAction[] },
): void {
  try {
    reporter({ ...report, history: report.history ?? sessionHistory() });
  } catch (failure) {
    console.error('[portal] the API error reporter failed', failure);
  }
}
