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
  'fragment AssociateOrganizationFields on Organization {\n  accountId\n  accountNumber\n  partyId\n  name\n}\n\nquery AssociateOrganizations($query: String) {\n  associateOrganizations(query: $query) {\n    ...AssociateOrganizationFields\n  }\n}\n\nmutation SetActiveOrgs($ids: [ID!]!) {\n  setInternalAssociateActiveOrgs(activeOrgIds: $ids) {\n    ...AssociateOrganizationFields\n  }\n}\n\nmutation ApplyInitialOrg($organization: OrganizationInput!) {\n  applyInternalAssociateInitiallySelectedOrgInfo(organization: $organization) {\n    ...AssociateOrganizationFields\n  }\n}': typeof types.AssociateOrganizationFieldsFragmentDoc;
  'fragment ServerCartFields on ShoppingCart {\n  shoppingCartId\n  itemCount\n  subtotal\n  priceWithheld\n  items {\n    shoppingCartItemId\n    itemId\n    quantity\n    unitSerial\n    item {\n      displayPrice\n    }\n  }\n}\n\nquery CartByApplication($application: String!) {\n  getCartByApplication(application: $application) {\n    ...ServerCartFields\n  }\n}\n\nmutation CreateCart($application: String!) {\n  createShoppingCart(application: $application) {\n    ...ServerCartFields\n  }\n}\n\nmutation SetCartItems($shoppingCartId: ID!, $items: [CartItemInput!]!) {\n  addOrUpdateItemsInShoppingCart(shoppingCartId: $shoppingCartId, items: $items) {\n    ...ServerCartFields\n  }\n}': typeof types.ServerCartFieldsFragmentDoc;
};
const documents: Documents = {
  'fragment AssociateOrganizationFields on Organization {\n  accountId\n  accountNumber\n  partyId\n  name\n}\n\nquery AssociateOrganizations($query: String) {\n  associateOrganizations(query: $query) {\n    ...AssociateOrganizationFields\n  }\n}\n\nmutation SetActiveOrgs($ids: [ID!]!) {\n  setInternalAssociateActiveOrgs(activeOrgIds: $ids) {\n    ...AssociateOrganizationFields\n  }\n}\n\nmutation ApplyInitialOrg($organization: OrganizationInput!) {\n  applyInternalAssociateInitiallySelectedOrgInfo(organization: $organization) {\n    ...AssociateOrganizationFields\n  }\n}':
    types.AssociateOrganizationFieldsFragmentDoc,
  'fragment ServerCartFields on ShoppingCart {\n  shoppingCartId\n  itemCount\n  subtotal\n  priceWithheld\n  items {\n    shoppingCartItemId\n    itemId\n    quantity\n    unitSerial\n    item {\n      displayPrice\n    }\n  }\n}\n\nquery CartByApplication($application: String!) {\n  getCartByApplication(application: $application) {\n    ...ServerCartFields\n  }\n}\n\nmutation CreateCart($application: String!) {\n  createShoppingCart(application: $application) {\n    ...ServerCartFields\n  }\n}\n\nmutation SetCartItems($shoppingCartId: ID!, $items: [CartItemInput!]!) {\n  addOrUpdateItemsInShoppingCart(shoppingCartId: $shoppingCartId, items: $items) {\n    ...ServerCartFields\n  }\n}':
    types.ServerCartFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment AssociateOrganizationFields on Organization {\n  accountId\n  accountNumber\n  partyId\n  name\n}\n\nquery AssociateOrganizations($query: String) {\n  associateOrganizations(query: $query) {\n    ...AssociateOrganizationFields\n  }\n}\n\nmutation SetActiveOrgs($ids: [ID!]!) {\n  setInternalAssociateActiveOrgs(activeOrgIds: $ids) {\n    ...AssociateOrganizationFields\n  }\n}\n\nmutation ApplyInitialOrg($organization: OrganizationInput!) {\n  applyInternalAssociateInitiallySelectedOrgInfo(organization: $organization) {\n    ...AssociateOrganizationFields\n  }\n}',
): typeof import('./graphql').AssociateOrganizationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ServerCartFields on ShoppingCart {\n  shoppingCartId\n  itemCount\n  subtotal\n  priceWithheld\n  items {\n    shoppingCartItemId\n    itemId\n    quantity\n    unitSerial\n    item {\n      displayPrice\n    }\n  }\n}\n\nquery CartByApplication($application: String!) {\n  getCartByApplication(application: $application) {\n    ...ServerCartFields\n  }\n}\n\nmutation CreateCart($application: String!) {\n  createShoppingCart(application: $application) {\n    ...ServerCartFields\n  }\n}\n\nmutation SetCartItems($shoppingCartId: ID!, $items: [CartItemInput!]!) {\n  addOrUpdateItemsInShoppingCart(shoppingCartId: $shoppingCartId, items: $items) {\n    ...ServerCartFields\n  }\n}',
): typeof import('./graphql').ServerCartFieldsFragmentDoc;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
