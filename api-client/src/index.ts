// @portal/api-client: the API clients (GraphQL, the gateway) and their one error interceptor.
// Versioned and not a singleton: a remote built against a newer copy runs its own.
export {
  configureGatewayFromPortalConfig,
  DEFAULT_LONG_RUNNING_ENDPOINTS,
  gatewayBaseFor,
  getApiBase,
  isLongRunningEndpoint,
  JOB_POLL_DELAY_MS,
  setApiBase,
  setGatewayHosts,
  SLOW_CALL_WARNING_MS,
} from './api-config';
export type { GatewayHosts } from './api-config';
export { PortalApiError, isStandardErrorBody, parseErrorMessage } from './api-error';
export type { StandardErrorBody, ApiErrorSource } from './api-error';
export { errorFromResponse } from './http';
export { userMessageOf } from './user-message';
export { setApiErrorReporter, reportApiError } from './error-reporting';
export type { ApiErrorReport, ApiErrorReporter } from './error-reporting';
export {
  interceptApiError,
  genericFailureMessage,
  setInterceptorDeps,
  OUTAGE_PATH,
} from './error-interceptor';
export type { InterceptorDeps } from './error-interceptor';
export { checkHealth } from './health';
export type { HealthStatus } from './health';
export { graphqlError, runGraphQL } from './graphql-client';
export type { GraphQLEndpoint, RunGraphQLOptions, TypedDocument } from './graphql-client';
export {
  gateway,
  gatewayEndpoint,
  integrationRequest,
  pollJob,
  fetchJobResult,
  asyncEndpoint,
  isGuestEndpoint,
  JobFailedError,
  JOB_STATUS,
  JOB_PENDING_MESSAGE,
  JOB_NOT_FOUND_MESSAGE,
} from './gateway-client';
export type {
  GatewayCallOptions,
  GatewayInput,
  GatewayPath,
  GatewayResponse,
  IntegrationRequest,
  JobStatusResponse,
  PollOptions,
} from './gateway-client';
export type { GatewayEndpoints } from './gateway-contract';
export { graphqlCartApi } from './cart-server-api';
export { chooseAssociateOrganization, fetchAssociateOrganizations } from './associate-organization';
export { fetchDetailedProfile } from './startup-profile';
