/* eslint-disable */
import * as types from './graphql';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'fragment StartupOrganization on Organization {\n  accountId\n  accountNumber\n  partyId\n  name\n}\n\nquery StartupProfile {\n  getDetailedProfile {\n    userId\n    email\n    accountId\n    accountIds\n    accountNumber\n    businessName\n    contactId\n    firstName\n    lastName\n    isValidatedB2BUser\n    locale\n    partyId\n    registrationType\n    relationshipPartyId\n    revokedPrivileges\n    userEnteredBusinessName\n    parentHoldingCompanyName\n    userStatus\n    activationTokenCreated\n    isAddressModificationAllowed\n    userStatusLastUpdated\n    acceptedTerms\n    acceptedTermsDate\n    defaultBillingAddressId\n    defaultShippingAddressId\n    favoriteAddressIds\n    isCustomerPurchaseOrderEnabled\n    isInternalAssociate\n    defaultBrandPaymentId\n    subscribed\n    deletedPaymentIds\n    launchDarklyGroup\n    isPunchout\n    punchOutType\n    ociPunchOutHookUrl\n    ociPunchOutHttpContentCharset\n    ociPunchOutReturnTarget\n    isImpersonation\n    accountExists\n    auth0AccountId\n    warrantyType\n    privileges\n    parentOrganization {\n      ...StartupOrganization\n    }\n    userSelectedOrganization {\n      ...StartupOrganization\n    }\n    activeOrganizations {\n      ...StartupOrganization\n    }\n    userSelectedGroup {\n      name\n      groupId\n    }\n    authProfile {\n      internalProperties {\n        allowedActions\n        department\n      }\n    }\n    brandSecondaryOrgs {\n      id\n      parentCoParty\n      parentCoPartyNumber\n      parentCoPartyId\n      relationshipCode\n      relationshipType\n      custParty\n      custPartyNumber\n      custPartyId\n      accountName\n      accountNumber\n      custAccountId\n    }\n  }\n}': typeof types.StartupOrganizationFragmentDoc;
  'mutation ShellEndImpersonation($impersonationId: ID!, $reason: ImpersonationEndReason!) {\n  endImpersonation(impersonationId: $impersonationId, reason: $reason)\n}': typeof types.ShellEndImpersonationDocument;
};
const documents: Documents = {
  'fragment StartupOrganization on Organization {\n  accountId\n  accountNumber\n  partyId\n  name\n}\n\nquery StartupProfile {\n  getDetailedProfile {\n    userId\n    email\n    accountId\n    accountIds\n    accountNumber\n    businessName\n    contactId\n    firstName\n    lastName\n    isValidatedB2BUser\n    locale\n    partyId\n    registrationType\n    relationshipPartyId\n    revokedPrivileges\n    userEnteredBusinessName\n    parentHoldingCompanyName\n    userStatus\n    activationTokenCreated\n    isAddressModificationAllowed\n    userStatusLastUpdated\n    acceptedTerms\n    acceptedTermsDate\n    defaultBillingAddressId\n    defaultShippingAddressId\n    favoriteAddressIds\n    isCustomerPurchaseOrderEnabled\n    isInternalAssociate\n    defaultBrandPaymentId\n    subscribed\n    deletedPaymentIds\n    launchDarklyGroup\n    isPunchout\n    punchOutType\n    ociPunchOutHookUrl\n    ociPunchOutHttpContentCharset\n    ociPunchOutReturnTarget\n    isImpersonation\n    accountExists\n    auth0AccountId\n    warrantyType\n    privileges\n    parentOrganization {\n      ...StartupOrganization\n    }\n    userSelectedOrganization {\n      ...StartupOrganization\n    }\n    activeOrganizations {\n      ...StartupOrganization\n    }\n    userSelectedGroup {\n      name\n      groupId\n    }\n    authProfile {\n      internalProperties {\n        allowedActions\n        department\n      }\n    }\n    brandSecondaryOrgs {\n      id\n      parentCoParty\n      parentCoPartyNumber\n      parentCoPartyId\n      relationshipCode\n      relationshipType\n      custParty\n      custPartyNumber\n      custPartyId\n      accountName\n      accountNumber\n      custAccountId\n    }\n  }\n}':
    types.StartupOrganizationFragmentDoc,
  'mutation ShellEndImpersonation($impersonationId: ID!, $reason: ImpersonationEndReason!) {\n  endImpersonation(impersonationId: $impersonationId, reason: $reason)\n}':
    types.ShellEndImpersonationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment StartupOrganization on Organization {\n  accountId\n  accountNumber\n  partyId\n  name\n}\n\nquery StartupProfile {\n  getDetailedProfile {\n    userId\n    email\n    accountId\n    accountIds\n    accountNumber\n    businessName\n    contactId\n    firstName\n    lastName\n    isValidatedB2BUser\n    locale\n    partyId\n    registrationType\n    relationshipPartyId\n    revokedPrivileges\n    userEnteredBusinessName\n    parentHoldingCompanyName\n    userStatus\n    activationTokenCreated\n    isAddressModificationAllowed\n    userStatusLastUpdated\n    acceptedTerms\n    acceptedTermsDate\n    defaultBillingAddressId\n    defaultShippingAddressId\n    favoriteAddressIds\n    isCustomerPurchaseOrderEnabled\n    isInternalAssociate\n    defaultBrandPaymentId\n    subscribed\n    deletedPaymentIds\n    launchDarklyGroup\n    isPunchout\n    punchOutType\n    ociPunchOutHookUrl\n    ociPunchOutHttpContentCharset\n    ociPunchOutReturnTarget\n    isImpersonation\n    accountExists\n    auth0AccountId\n    warrantyType\n    privileges\n    parentOrganization {\n      ...StartupOrganization\n    }\n    userSelectedOrganization {\n      ...StartupOrganization\n    }\n    activeOrganizations {\n      ...StartupOrganization\n    }\n    userSelectedGroup {\n      name\n      groupId\n    }\n    authProfile {\n      internalProperties {\n        allowedActions\n        department\n      }\n    }\n    brandSecondaryOrgs {\n      id\n      parentCoParty\n      parentCoPartyNumber\n      parentCoPartyId\n      relationshipCode\n      relationshipType\n      custParty\n      custPartyNumber\n      custPartyId\n      accountName\n      accountNumber\n      custAccountId\n    }\n  }\n}',
): typeof import('./graphql').StartupOrganizationFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ShellEndImpersonation($impersonationId: ID!, $reason: ImpersonationEndReason!) {\n  endImpersonation(impersonationId: $impersonationId, reason: $reason)\n}',
): typeof import('./graphql').ShellEndImpersonationDocument;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
