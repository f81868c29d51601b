// The accounts domain's own types, which its services take and give. The GraphQL schema's types belong
// to the transport; the resolvers map between the two, so a schema change shows at a resolver, not in a service.
import type { Locale, UserStatus } from '@portal/rules/profile';

export type { Locale, UserStatus };

export interface Address {
  accountId: string;
  address1: string;
  address2: string | null;
  addressId: string;
  addressName: string | null;
  billingEnabled: boolean;
  city: string;
  country: string;
  county: string | null;
  ebsAddressId: string;
  integrationLocale: Region;
  isDefault: boolean;
  isFavorite: boolean;
  partyId: string | null;
  paymentTerms: string | null;
  paymentTermsId: string | null;
  postalCode: string | null;
  profileClass: string | null;
  profileClassId: string | null;
  province: string | null;
  shippingEnabled: boolean;
  state: string | null;
  zipCode: string | null;
}

export interface AuthProfile {
  internalProperties: InternalProperties | null;
}

export interface InternalProperties {
  allowedActions: Array<string>;
  department: string | null;
}

/** en_US, en_CA or en (worldwide). */

export interface Organization {
  accountId: string;
  accountNumber: string;
  name: string;
  partyId: string;
}

/** The session profile of spec section 3, with the caller's effective privileges and addresses. */
export interface Profile {
  acceptedTerms: boolean;
  acceptedTermsDate: string | null;
  accountExists: boolean;
  accountId: string | null;
  accountIds: Array<string>;
  accountNumber: string | null;
  activationTokenCreated: string | null;
  activeOrganizations: Array<Organization>;
  /** the organisation's addresses the user may use (own account, or the personal account's) */
  addresses: Array<Address>;
  auth0AccountId: string | null;
  authProfile: AuthProfile | null;
  /** {product}SecondaryOrgs */
  brandSecondaryOrgs: Array<SecondaryOrganization>;
  businessName: string | null;
  contactId: string | null;
  defaultBillingAddressId: string | null;
  /** default{product}PaymentId */
  defaultBrandPaymentId: string | null;
  defaultShippingAddressId: string | null;
  deletedPaymentIds: Array<string>;
  email: string | null;
  favoriteAddressIds: Array<string>;
  firstName: string | null;
  isAddressModificationAllowed: boolean;
  isCustomerPurchaseOrderEnabled: boolean;
  isImpersonation: boolean;
  isInternalAssociate: boolean;
  isPunchout: boolean;
  isValidatedB2BUser: boolean;
  lastName: string | null;
  launchDarklyGroup: string | null;
  locale: Locale;
  ociPunchOutHookUrl: string | null;
  ociPunchOutHttpContentCharset: string | null;
  ociPunchOutReturnTarget: string | null;
  parentHoldingCompanyName: string | null;
  parentOrganization: Organization | null;
  partyId: string | null;
  /** the user's own phone, (000) 000-0000 (My Account editAccountInfo) */
  phoneNumber: string | null;
  /** token permissions minus revokedPrivileges */
  privileges: Array<string>;
  punchOutType: string | null;
  registrationType: string | null;
  relationshipPartyId: string | null;
  revokedPrivileges: Array<string>;
  subscribed: boolean;
  userEnteredBusinessName: string | null;
  userId: string | null;
  userSelectedGroup: SelectedGroup | null;
  userSelectedOrganization: Organization | null;
  userStatus: UserStatus;
  userStatusLastUpdated: string | null;
  warrantyType: string | null;
}

export interface ProfileUpdateInput {
  defaultBillingAddressId?: string | null | undefined;
  /** default{product}PaymentId */
  defaultBrandPaymentId?: string | null | undefined;
  defaultShippingAddressId?: string | null | undefined;
  favoriteAddressIds?: Array<string> | null | undefined;
  subscribed?: boolean | null | undefined;
}

/** Integration locale: en_US is UNITED_STATES, en_CA is CANADA, en is AWW. */
export type Region = 'AWW' | 'CANADA' | 'UNITED_STATES';

/** A parent company's relationship to one customer account ({product}SecondaryOrgs). */
export interface SecondaryOrganization {
  accountName: string;
  accountNumber: string;
  custAccountId: string;
  custParty: string;
  custPartyId: string;
  custPartyNumber: string;
  id: string;
  parentCoParty: string;
  parentCoPartyId: string;
  parentCoPartyNumber: string;
  relationshipCode: string;
  relationshipType: string;
}

export interface SelectedGroup {
  groupId: string;
  name: string;
}

/** Spec section 3 'User status values'. */
