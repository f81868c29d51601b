// Public entry of the session singleton package. Import only by package name ('@portal/shared-session').
export * from './session/profile';
export * from './session/session-store';
export * from './session/session-actions';
export * from './session/session-history';
export * from './session/session-hooks';
// The rules live in @portal/rules (versioned, not a singleton); the contract keeps only their types.
export type { Privilege, PrivilegeRule } from '@portal/rules';
export * from './contract/area-manifest';
export * from './contract/remote-descriptor';
export * from './contract/remotes-manifest';
export * from './contract/header-widgets';
export * from './remote/create-remote-application';
export * from './remote/route-page';
export {
  notifyLocationChanged,
  portalNavigator,
  replaceUrl,
  usePortalLocation,
} from './remote/portal-location';
export { releaseLeaveGuard, useLeaveGuard } from './remote/leave-guard';
export type { LeaveGuard } from './remote/leave-guard';
export { recordAppDiagnostics } from './diagnostics';
export { getAccessToken, setAccessTokenSource } from './auth/access-token';
export type { AccessTokenSource } from './auth/access-token';
export {
  isSigningOut,
  requestEndImpersonation,
  requestImpersonation,
  requestLogin,
  requestLogout,
  setAuthController,
} from './auth/auth-controller';
export type { AuthController } from './auth/auth-controller';
export * from './locale';
export { announceBannersChanged, DISMISSED_BANNER_SESSION_KEY, onBannersChanged } from './banners-changed';
export { loadingStore, startLoading, finishLoading, stopLoading, useLoading } from './session/loading';
export type { LoadingState } from './session/loading';
export {
  COOKIE_CHUNK_SIZE,
  chunkedCookieNames,
  readChunkedCookie,
  removeChunkedCookie,
  writeChunkedCookie,
} from './auth/chunked-cookie';
export { PUNCHOUT_FLAG_COOKIE, PUNCHOUT_TOKEN_COOKIE } from './auth/punchout-cookies';
export { STORAGE_KEYS } from './session/client-storage-keys';
export { organizationLabel } from './company/organization-label';
export {
  isForcedParentOrg,
  isParentHoldingUser,
  isViewingAsParent,
  isViewingChildCompany,
  viewedAccountIds,
} from './company/company-context';
export type { CompanyContext } from './company/company-context';
export { setAssociateCompanySwitcher, switchCompany } from './company/company-switch';
export type { CompanyChoice } from './company/company-switch';
export * from './cart';
export {
  configureFeatureFlagsFromPortalConfig,
  DEFAULT_FEATURE_FLAGS_CONFIG,
  flagContextFrom,
  flagStore,
  flagValue,
  parseFeatureFlagsConfig,
  setFlagContext,
  startFeatureFlags,
  useFlag,
  useFlagValues,
  watchFlags,
} from './flags/feature-flags';
export type { FeatureFlagsConfig, FlagContext, FlagState, FlagValue } from './flags/feature-flags';
export { yieldToBrowser } from './scheduling/yield-to-browser';
export { analyticsIdentity, resetAnalyticsClient, sendAnalyticsEvent } from './analytics/analytics-client';
export type { AnalyticsIdentity } from './analytics/analytics-client';
export { LOGIN_CALLBACK_PATH, parseAuthConfig } from './auth/auth-config';
export type { AuthConfig } from './auth/auth-config';
export { runStartup } from './session/startup';
export type { DetailedProfile, StartupDeps, StartupResult } from './session/startup';
export { createClientStorage } from './session/client-storage';
export type { ClientStorage, KeyValueStorage } from './session/client-storage';
export { cachedAccessToken, hasTokenCookies } from './auth/cookie-token-cache';
export {
  ALLOW,
  accessDeniedUrl,
  decideAreaPath,
  evaluateGuard,
  guardOfPath,
  guardSubjectOf,
  isInternalAssociate,
  profileKinds,
  subjectAllows,
} from './contract/area-guard';
export type { GuardDecision, GuardSubject } from './contract/area-guard';
