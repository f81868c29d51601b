// The HTTP-style error every API client rejects with: GraphQL errors, gateway failures and network failures
// all become one shape, so the interceptor (error-interceptor.ts) applies the rules of spec section 8 once.

/** The spec's standard error body: `uuid`, `exceptionMessages`, optional `userFriendlyMessage`. */
export interface StandardErrorBody {
  uuid: string;
  exceptionMessages: unknown[];
  userFriendlyMessage?: string;
}

export type ApiErrorSource = 'graphql' | 'gateway' | 'messaging' | 'file' | 'health';

export interface PortalApiErrorInit {
  /** HTTP status; 0 when the request never got an answer (network failure) */
  status: number;
  url: string;
  source: ApiErrorSource;
  /** the gateway endpoint asked for (`/fleet/validate`), when the call went through the gateway */
  endpoint?: string | undefined;
  /** the parsed error body: a standard error, a string, or GraphQL's parsed messages */
  body: unknown;
  /** parsed messages (GraphQL: JSON when the message holds a brace, else the text) */
  messages?: unknown[];
  /** the message to show a user, when there is one */
  friendlyMessage?: string | undefined;
  /** the route (path + query) when the request was made */
  requestRoute: string;
}

export class PortalApiError extends Error {
  readonly status: number;
  readonly url: string;
  readonly source: ApiErrorSource;
  readonly endpoint: string | undefined;
  readonly body: unknown;
  readonly messages: unknown[];
  readonly friendlyMessage: string | undefined;
  readonly requestRoute: string;
  /** set by the interceptor: the user had moved to another route when the failure came back */
  routeChanged = false;

  constructor(init: PortalApiErrorInit) {
    const first = init.messages?.[0];
    super(
      init.friendlyMessage ??
        (typeof first === 'string' ? first : `Request to ${init.url} failed with status ${init.status}`),
    );
    this.name = 'PortalApiError';
    this.status = init.status;
    this.url = init.url;
    this.source = init.source;
    this.endpoint = init.endpoint;
    this.body = init.body;
    this.messages = init.messages ?? [];
    this.friendlyMessage = init.friendlyMessage;
    this.requestRoute = init.requestRoute;
  }
}

export function isStandardErrorBody(body: unknown): body is StandardErrorBody {
  return (
    !!body &&
    typeof body === 'object' &&
    typeof (body as { uuid?: unknown }).uuid === 'string' &&
    Array.isArray((body as { exceptionMessages?: unknown }).exceptionMessages)
  );
}

/** Spec 8: "messages are parsed (JSON if they contain a brace)". A brace that is not JSON stays text. */
export function parseErrorMessage(message: string): unknown {
  if (!message.includes('{')) return message;
  try {
    return JSON.parse(message) as unknown;
  } catch {
    return message;
  }
}

/** The route as the user sees it now: path and query. */
export function currentRoute(): string {
  if (typeof window === 'undefined') return '';
  return `${window.location.pathname}${window.location.search}`;
}
