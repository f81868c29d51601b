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

export type OrganizationInput = {
  accountId: string | number;
  accountNumber: string;
  name: string;
  partyId: string | number;
};

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
