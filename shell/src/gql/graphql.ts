/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Why an impersonated session ended: the agent ended it, or its time limit did (issue 35). */
export type ImpersonationEndReason = 'AGENT' | 'TIME_LIMIT';

/** en_US, en_CA or en (worldwide). */
export type Locale = 'en' | 'en_CA' | 'en_US';

/** Spec section 3 'User status values'. */
export type UserStatus =
  | 'DEACTIVATED'
  | 'DELEGATED_REGISTERED'
  | 'GUEST'
  | 'INACTIVE'
  | 'PENDING_APPROVAL'
  | 'PENDING_REGISTRATION'
  | 'REGISTERED'
  | 'REJECTED'
  | 'UNCONFIRMED';

export type StartupOrganizationFragment = {
  accountId: string;
  accountNumber: string;
  partyId: string;
  name: string;
};

export type StartupProfileQueryVariables = Exact<{ [key: string]: never }>;

export type StartupProfileQuery = {
  getDetailedProfile: {
    userId: string | null;
    email: string | null;
    accountId: string | null;
    accountIds: Array<string>;
    accountNumber: string | null;
    businessName: string | null;
    contactId: string | null;
    firstName: string | null;
    lastName: string | null;
    isValidatedB2BUser: boolean;
    locale: Locale;
    partyId: string | null;
    registrationType: string | null;
    relationshipPartyId: string | null;
    revokedPrivileges: Array<string>;
    userEnteredBusinessName: string | null;
    parentHoldingCompanyName: string | null;
    userStatus: UserStatus;
    activationTokenCreated: string | null;
    isAddressModificationAllowed: boolean;
    userStatusLastUpdated: string | null;
    acceptedTerms: boolean;
    acceptedTermsDate: string | null;
    defaultBillingAddressId: string | null;
    defaultShippingAddressId: string | null;
    favoriteAddressIds: Array<string>;
    isCustomerPurchaseOrderEnabled: boolean;
    isInternalAssociate: boolean;
    defaultBrandPaymentId: string | null;
    subscribed: boolean;
    deletedPaymentIds: Array<string>;
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
    privileges: Array<string>;
    parentOrganization: { accountId: string; accountNumber: string; partyId: string; name: string } | null;
    userSelectedOrganization: {
      accountId: string;
      accountNumber: string;
      partyId: string;
      name: string;
    } | null;
    activeOrganizations: Array<{ accountId: string; accountNumber: string; partyId: string; name: string }>;
    userSelectedGroup: { name: string; groupId: string } | null;
    authProfile: {
      internalProperties: { allowedActions: Array<string>; department: string | null } | null;
    } | null;
    brandSecondaryOrgs: Array<{
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
    }>;
  };
};

export type ShellEndImpersonationMutationVariables = Exact<{
  impersonationId: string | number;
  reason: ImpersonationEndReason;
}>;

export type ShellEndImpersonationMutation = { endImpersonation: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const StartupOrganizationFragmentDoc = new TypedDocumentString(
  `
    fragment StartupOrganization on Organization {
  accountId
  accountNumber
  partyId
  name
}
    `,
  { fragmentName: 'StartupOrganization' },
) as unknown as TypedDocumentString<StartupOrganizationFragment, unknown>;
export const StartupProfileDocument = new TypedDocumentString(`
    query StartupProfile {
  getDetailedProfile {
    userId
    email
    accountId
    accountIds
    accountNumber
    businessName
    contactId
    firstName
    lastName
    isValidatedB2BUser
    locale
    partyId
    registrationType
    relationshipPartyId
    revokedPrivileges
    userEnteredBusinessName
    parentHoldingCompanyName
    userStatus
    activationTokenCreated
    isAddressModificationAllowed
    userStatusLastUpdated
    acceptedTerms
    acceptedTermsDate
    defaultBillingAddressId
    defaultShippingAddressId
    favoriteAddressIds
    isCustomerPurchaseOrderEnabled
    isInternalAssociate
    defaultBrandPaymentId
    subscribed
    deletedPaymentIds
    launchDarklyGroup
    isPunchout
    punchOutType
    ociPunchOutHookUrl
    ociPunchOutHttpContentCharset
    ociPunchOutReturnTarget
    isImpersonation
    accountExists
    auth0AccountId
    warrantyType
    privileges
    parentOrganization {
      ...StartupOrganization
    }
    userSelectedOrganization {
      ...StartupOrganization
    }
    activeOrganizations {
      ...StartupOrganization
    }
    userSelectedGroup {
      name
      groupId
    }
    authProfile {
      internalProperties {
        allowedActions
        department
      }
    }
    brandSecondaryOrgs {
      id
      parentCoParty
      parentCoPartyNumber
      parentCoPartyId
      relationshipCode
      relationshipType
      custParty
      custPartyNumber
      custPartyId
      accountName
      accountNumber
      custAccountId
    }
  }
}
    fragment StartupOrganization on Organization {
  accountId
  accountNumber
  partyId
  name
}`) as unknown as TypedDocumentString<StartupProfileQuery, StartupProfileQueryVariables>;
export const ShellEndImpersonationDocument = new TypedDocumentString(`
    mutation ShellEndImpersonation($impersonationId: ID!, $reason: ImpersonationEndReason!) {
  endImpersonation(impersonationId: $impersonationId, reason: $reason)
}
    `) as unknown as TypedDocumentString<
  ShellEndImpersonationMutation,
  ShellEndImpersonationMutationVariables
>;
