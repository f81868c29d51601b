// The embedded identity provider (Auth0 stand-in for development and tests). See docs/identity.md.
export { readIdentityConfig, createOriginPolicy } from './config.js';
export type { IdentityConfig } from './config.js';
export { startIdentityProvider } from './server.js';
export type { RunningIdentityProvider, StartIdentityProviderOptions } from './server.js';
export { createIdentityProvider, ACCESS_TOKEN_TTL } from './provider.js';
export type { IdentityProviderOptions } from './provider.js';
export { PORTAL_SCOPE } from './consent.js';
export type { IdentityLogger } from './consent.js';
export { CLAIMS_NAMESPACE, SIGN_IN_STATUSES } from './accounts.js';
export {
  checkImpersonationTarget,
  createImpersonationCredentials,
  endImpersonationSession,
  ImpersonationError,
  IMPERSONATION_REFUSALS,
  IMPERSONATION_TTL_MS,
  STAFF_PRIVILEGES,
} from './impersonation.js';
export type {
  ImpersonationCredentials,
  ImpersonationEndReason,
  ImpersonationRefusalReason,
} from './impersonation.js';
