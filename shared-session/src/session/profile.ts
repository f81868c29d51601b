// The session profile: every field of spec section 3 "Profile (session)". The brand token {product} is
// spelled with the fixed word "Brand" in field names so the shape stays stable whatever brand is configured.

// The value sets live in @portal/rules (the API's database enums take them too).
export { LOCALES, USER_STATUSES } from '@portal/rules/profile';
export type { Locale, UserStatus } from '@portal/rules/profile';
import type { Locale, UserStatus } from '@portal/rules/profile';

export interface Organization {
  accountId: string;
  accountNumber: string;
  partyId: string;
  name: string;
}

export interface SecondaryOrganization {
  id: string;
  parentCoParty: string;
  parentCoPartyNumber: string;
  parentCoPartyId: string;
  relationshipCode: string;
  relationshipType: string;
  custParty: string;
  custPartyNumber: string;
  custPartyId: string;
  accountName: string;
  accountNumber: string;
  custAccountId: string;
}

export interface SelectedGroup {
  name: string;
  groupId: string;
}

export interface InternalProperties {
  allowedActions: string[];
  department: string | null;
}

export interface Profile {
  email: string | null;
  accountId: string | null;
  accountIds: string[];
  accountNumber: string | null;
  businessName: string | null;
  contactId: string | null;
  firstName: string | null;
  lastName: string | null;
  isValidatedB2BUser: boolean;
  locale: Locale;
  partyId: string | null;
  registrationType: 'B2B' | 'B2C' | null;
  relationshipPartyId: string | null;
  revokedPrivileges: string[];
  userEnteredBusinessName: string | null;
  parentOrganization: Organization | null;
  parentHoldingCompanyName: string | null;
  userStatus: UserStatus;
  activationToken: string | null;
  activationTokenCreated: string | null;
  isAddressModificationAllowed: boolean;
  /** UTC ISO timestamp */
  userStatusLastUpdated: string | null;
  acceptedTerms: boolean;
  acceptedTermsDate: string | null;
  defaultBillingAddressId: string | null;
  defaultShippingAddressId: string | null;
  favoriteAddressIds: string[];
  /** spec: {product}SecondaryOrgs */
  brandSecondaryOrgs: SecondaryOrganization[];
  isCustomerPurchaseOrderEnabled: boolean;
  userSelectedOrganization: Organization | null;
  activeOrganizations: Organization[];
  userSelectedGroup: SelectedGroup | null;
  isInternalAssociate: boolean;
  /** spec: default{product}PaymentId */
  defaultBrandPaymentId: string | null;
  subscribed: boolean;
  deletedPaymentIds: string[];
  launchDarklyGroup: string | null;
  isPunchout: boolean;
  punchOutType: string | null;
  ociPunchOutHookUrl: string | null;
  ociPunchOutHttpContentCharset: string | null;
  ociPunchOutReturnTarget: string | null;
  isImpersonation: boolean;
  accountExists: boolean;
  auth0AccountId: string | null;
  warrantyType: string | null;
  authProfile: { internalProperties: InternalProperties } | null;
}

/** The profile of someone not signed in: spec section 9 "Guest profile defaults: locale en_US, userStatus GUEST". */
export function createGuestProfile(): Profile {
  return {
    email: null,
    accountId: null,
    accountIds: [],
    accountNumber: null,
    businessName: null,
    contactId: null,
    firstName: null,
    lastName: null,
    isValidatedB2BUser: false,
    locale: 'en_US',
    partyId: null,
    registrationType: null,
    relationshipPartyId: null,
    revokedPrivileges: [],
    userEnteredBusinessName: null,
    parentOrganization: null,
    parentHoldingCompanyName: null,
    userStatus: 'GUEST',
    activationToken: null,
    activationTokenCreated: null,
    isAddressModificationAllowed: true,
    userStatusLastUpdated: null,
    acceptedTerms: false,
    acceptedTermsDate: null,
    defaultBillingAddressId: null,
    defaultShippingAddressId: null,
    favoriteAddressIds: [],
    brandSecondaryOrgs: [],
    isCustomerPurchaseOrderEnabled: false,
    userSelectedOrganization: null,
    activeOrganizations: [],
    userSelectedGroup: null,
    isInternalAssociate: false,
    defaultBrandPaymentId: null,
    subscribed: false,
    deletedPaymentIds: [],
    launchDarklyGroup: null,
    isPunchout: false,
    punchOutType: null,
    ociPunchOutHookUrl: null,
    ociPunchOutHttpContentCharset: null,
    ociPunchOutReturnTarget: null,
    isImpersonation: false,
    accountExists: false,
    auth0AccountId: null,
    warrantyType: null,
    authProfile: null,
  };
}

export function isGuest(profile: Pick<Profile, 'userStatus'>): boolean {
  return profile.userStatus === 'GUEST';
}
