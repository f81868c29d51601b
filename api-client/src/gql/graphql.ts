/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CartItemInput = {
  itemId: string;
  /** the item's new quantity in the cart (not an increment); 0 or less removes it */
  quantity: number;
  unitSerial?: string | null | undefined;
};

/** en_US, en_CA or en (worldwide). */
export type Locale = 'en' | 'en_CA' | 'en_US';

export type OrganizationInput = {
  accountId: string | number;
  accountNumber: string;
  name: string;
  partyId: string | number;
};

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

export type AssociateOrganizationFieldsFragment = {
  accountId: string;
  accountNumber: string;
  partyId: string;
  name: string;
};

export type AssociateOrganizationsQueryVariables = Exact<{
  query?: string | null | undefined;
}>;

export type AssociateOrganizationsQuery = {
  associateOrganizations: Array<{ accountId: string; accountNumber: string; partyId: string; name: string }>;
};

export type SetActiveOrgsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type SetActiveOrgsMutation = {
  setInternalAssociateActiveOrgs: Array<{
    accountId: string;
    accountNumber: string;
    partyId: string;
    name: string;
  }>;
};

export type ApplyInitialOrgMutationVariables = Exact<{
  organization: OrganizationInput;
}>;

export type ApplyInitialOrgMutation = {
  applyInternalAssociateInitiallySelectedOrgInfo: {
    accountId: string;
    accountNumber: string;
    partyId: string;
    name: string;
  };
};

export type ServerCartFieldsFragment = {
  shoppingCartId: string;
  itemCount: number;
  subtotal: number | null;
  priceWithheld: boolean;
  items: Array<{
    shoppingCartItemId: string;
    itemId: string;
    quantity: number;
    unitSerial: string | null;
    item: { displayPrice: number | null } | null;
  }>;
};

export type CartByApplicationQueryVariables = Exact<{
  application: string;
}>;

export type CartByApplicationQuery = {
  getCartByApplication: {
    shoppingCartId: string;
    itemCount: number;
    subtotal: number | null;
    priceWithheld: boolean;
    items: Array<{
      shoppingCartItemId: string;
      itemId: string;
      quantity: number;
      unitSerial: string | null;
      item: { displayPrice: number | null } | null;
    }>;
  } | null;
};

export type CreateCartMutationVariables = Exact<{
  application: string;
}>;

export type CreateCartMutation = {
  createShoppingCart: {
    shoppingCartId: string;
    itemCount: number;
    subtotal: number | null;
    priceWithheld: boolean;
    items: Array<{
      shoppingCartItemId: string;
      itemId: string;
      quantity: number;
      unitSerial: string | null;
      item: { displayPrice: number | null } | null;
    }>;
  };
};

export type SetCartItemsMutationVariables = Exact<{
  shoppingCartId: string | number;
  items: Array<CartItemInput> | CartItemInput;
}>;

export type SetCartItemsMutation = {
  addOrUpdateItemsInShoppingCart: {
    shoppingCartId: string;
    itemCount: number;
    subtotal: number | null;
    priceWithheld: boolean;
    items: Array<{
      shoppingCartItemId: string;
      itemId: string;
      quantity: number;
      unitSerial: string | null;
      item: { displayPrice: number | null } | null;
    }>;
  };
};

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
export const AssociateOrganizationFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment AssociateOrganizationFields on Organization {
  accountId
  accountNumber
  partyId
  name
}
    `,
  { fragmentName: 'AssociateOrganizationFields' },
) as unknown as TypedDocumentString<AssociateOrganizationFieldsFragment, unknown>;
export const ServerCartFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment ServerCartFields on ShoppingCart {
  shoppingCartId
  itemCount
  subtotal
  priceWithheld
  items {
    shoppingCartItemId
    itemId
    quantity
    unitSerial
    item {
      displayPrice
    }
  }
}
    `,
  { fragmentName: 'ServerCartFields' },
) as unknown as TypedDocumentString<ServerCartFieldsFragment, unknown>;
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
export const AssociateOrganizationsDocument = new TypedDocumentString(`
    query AssociateOrganizations($query: String) {
  associateOrganizations(query: $query) {
    ...AssociateOrganizationFields
  }
}
    fragment AssociateOrganizationFields on Organization {
  accountId
  accountNumber
  partyId
  name
}`) as unknown as TypedDocumentString<AssociateOrganizationsQuery, AssociateOrganizationsQueryVariables>;
export const SetActiveOrgsDocument = new TypedDocumentString(`
    mutation SetActiveOrgs($ids: [ID!]!) {
  setInternalAssociateActiveOrgs(activeOrgIds: $ids) {
    ...AssociateOrganizationFields
  }
}
    fragment AssociateOrganizationFields on Organization {
  accountId
  accountNumber
  partyId
  name
}`) as unknown as TypedDocumentString<SetActiveOrgsMutation, SetActiveOrgsMutationVariables>;
export const ApplyInitialOrgDocument = new TypedDocumentString(`
    mutation ApplyInitialOrg($organization: OrganizationInput!) {
  applyInternalAssociateInitiallySelectedOrgInfo(organization: $organization) {
    ...AssociateOrganizationFields
  }
}
    fragment AssociateOrganizationFields on Organization {
  accountId
  accountNumber
  partyId
  name
}`) as unknown as TypedDocumentString<ApplyInitialOrgMutation, ApplyInitialOrgMutationVariables>;
export const CartByApplicationDocument = new TypedDocumentString(`
    query CartByApplication($application: String!) {
  getCartByApplication(application: $application) {
    ...ServerCartFields
  }
}
    fragment ServerCartFields on ShoppingCart {
  shoppingCartId
  itemCount
  subtotal
  priceWithheld
  items {
    shoppingCartItemId
    itemId
    quantity
    unitSerial
    item {
      displayPrice
    }
  }
}`) as unknown as TypedDocumentString<CartByApplicationQuery, CartByApplicationQueryVariables>;
export const CreateCartDocument = new TypedDocumentString(`
    mutation CreateCart($application: String!) {
  createShoppingCart(application: $application) {
    ...ServerCartFields
  }
}
    fragment ServerCartFields on ShoppingCart {
  shoppingCartId
  itemCount
  subtotal
  priceWithheld
  items {
    shoppingCartItemId
    itemId
    quantity
    unitSerial
    item {
      displayPrice
    }
  }
}`) as unknown as TypedDocumentString<CreateCartMutation, CreateCartMutationVariables>;
export const SetCartItemsDocument = new TypedDocumentString(`
    mutation SetCartItems($shoppingCartId: ID!, $items: [CartItemInput!]!) {
  addOrUpdateItemsInShoppingCart(shoppingCartId: $shoppingCartId, items: $items) {
    ...ServerCartFields
  }
}
    fragment ServerCartFields on ShoppingCart {
  shoppingCartId
  itemCount
  subtotal
  priceWithheld
  items {
    shoppingCartItemId
    itemId
    quantity
    unitSerial
    item {
      displayPrice
    }
  }
}`) as unknown as TypedDocumentString<SetCartItemsMutation, SetCartItemsMutationVariables>;
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
