// Feature-flag targeting and analytics identity (spec sections 6 and 7), applied alike by the API (which derives
// them from the caller's token) and the browser (which labels what it evaluates and sends).

/** spec 6: "Feature-flag group comes from the profile; guests and empty group get 'Connect_Default_User'". */
export const DEFAULT_FLAG_GROUP = 'Connect_Default_User';

/** The flag group a profile evaluates under; a guest (no profile) or a blank group gets the default group. */
export function flagGroupOf(profile: { launchDarklyGroup?: string | null } | null): string {
  const group = profile?.launchDarklyGroup?.trim();
  return group ? group : DEFAULT_FLAG_GROUP;
}

export interface AnalyticsIdentity {
  /** 'B2B' for business users */
  registrationType?: string | null;
  isValidatedB2BUser?: boolean;
  contactId?: string | null;
  accountId?: string | null;
}

/**
 * spec 7: "Analytics user token format B2B_{contactId} or B2C_{accountId}". Business users (registration type
 * B2B or a validated B2B user) are named by their contact, everyone else by their account; null when the id the
 * format needs is missing (a guest, a business user without a contact).
 */
export function analyticsUserToken(identity: AnalyticsIdentity | null): string | null {
  if (!identity) return null;
  const business = identity.registrationType === 'B2B' || identity.isValidatedB2BUser === true;
  if (business) return identity.contactId ? `B2B_${identity.contactId}` : null;
  return identity.accountId ? `B2C_${identity.accountId}` : null;
}

/**
 * spec 6: "Analytics contracts required for every account except one specific account id". An account's contract
 * is kept per account (organizations.analytics_contract); a caller without an account (a guest) is anonymous and
 * sends nothing that names a customer, so its events carry no user token.
 */
export function sendsAnalytics(
  account: { accountId: string | null; analyticsContract: boolean } | null,
): boolean {
  if (!account?.accountId) return true;
  return account.analyticsContract;
}
