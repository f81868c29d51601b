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
  'fragment ContactRow on Contact {\n  contactId\n  firstName\n  lastName\n  email\n  jobTitle\n  active\n  hasConnectAccount\n  phoneNumbers {\n    phoneNumber\n    phoneLineId\n    textEnabled\n  }\n  customer {\n    accountId\n    customerName\n  }\n  authProfile {\n    userId\n    userStatus\n    roles {\n      id\n      name\n    }\n  }\n}\n\nquery SearchContacts($queryParams: ContactQueryParams) {\n  searchContacts(queryParams: $queryParams) {\n    totalRecords\n    contacts {\n      ...ContactRow\n    }\n  }\n}\n\nquery AssignableRoles($accountId: ID!) {\n  assignableRoles(accountId: $accountId) {\n    id\n    name\n  }\n}\n\nmutation CreateUser($user: NewUserInput!) {\n  createUser(user: $user) {\n    ...ContactRow\n  }\n}\n\nmutation UpdateContact($contact: ContactUpdateInput!) {\n  updateContact(contact: $contact) {\n    ...ContactRow\n  }\n}\n\nmutation DeactivateUser($contactId: ID!) {\n  deactivateUser(contactId: $contactId) {\n    ...ContactRow\n  }\n}\n\nmutation ResendUserInvite($contactId: ID!) {\n  resendUserInvite(contactId: $contactId)\n}\n\nmutation CreateContact($contact: NewContactInput!) {\n  createContact(contact: $contact) {\n    ...ContactRow\n  }\n}': typeof types.ContactRowFragmentDoc;
  'fragment GroupAddress on Address {\n  addressId\n  ebsAddressId\n  addressName\n  address1\n  address2\n  city\n  state\n  province\n  postalCode\n  country\n  county\n  billingEnabled\n  shippingEnabled\n  isDefault\n  isFavorite\n}\n\nquery GroupAddressPage($request: AddressSearchInput!) {\n  searchAddresses(request: $request) {\n    ...GroupAddress\n  }\n}': typeof types.GroupAddressFragmentDoc;
  'query PaymentInstructionFiles($folderPath: String!) {\n  getFilesInFolder(folderPath: $folderPath) {\n    name\n    url\n  }\n}\n\nmutation SendInvoiceSupportRequest($content: String!) {\n  sendInvoiceSupportRequestEmail(content: $content)\n}': typeof types.PaymentInstructionFilesDocument;
  'mutation ReorderSupplyOrder($orderId: ID!, $lineNumbers: [Int!]) {\n  reorderSupplyOrder(orderId: $orderId, lineNumbers: $lineNumbers) {\n    addedLineNumbers\n    refused {\n      lineNumber\n      partNumber\n      reason\n      message\n    }\n  }\n}': typeof types.ReorderSupplyOrderDocument;
  'query SupplyOrder($orderId: ID!) {\n  supplyOrder(orderId: $orderId) {\n    orderId\n    orderNumber\n    customerName\n    orderedAt\n    status\n    customerPo\n    currency\n    subtotal\n    tax\n    freight\n    total\n    priceWithheld\n    shippingMethod\n    shipTo {\n      addressName\n      address1\n      city\n      state\n      province\n    }\n    lines {\n      lineNumber\n      partNumber\n      description\n      customerPartNumber\n      unitSerial\n      quantity\n      shippedQuantity\n      unitPrice\n      uom\n      status\n      promiseDate\n      shippedDate\n      trackingNumbers\n    }\n  }\n}': typeof types.SupplyOrderDocument;
  'query DashboardCourseOrders($request: CourseOrderHistoryInput) {\n  courseOrders(request: $request) {\n    totalRecords\n    content {\n      courseOrderId\n      externalOrderId\n      orderNumber\n      status\n      currency\n      total\n      orderedAt\n      lines {\n        courseId\n        title\n        quantity\n        unitPrice\n        lineTotal\n      }\n    }\n  }\n}': typeof types.DashboardCourseOrdersDocument;
  'fragment WarrantyAddress on Address {\n  addressId\n  ebsAddressId\n  addressName\n  address1\n  address2\n  city\n  state\n  province\n  postalCode\n  country\n  isDefault\n  isFavorite\n}\n\nquery WarrantyAddressPage($request: AddressSearchInput!) {\n  searchAddresses(request: $request) {\n    ...WarrantyAddress\n  }\n}': typeof types.WarrantyAddressFragmentDoc;
};
const documents: Documents = {
  'fragment ContactRow on Contact {\n  contactId\n  firstName\n  lastName\n  email\n  jobTitle\n  active\n  hasConnectAccount\n  phoneNumbers {\n    phoneNumber\n    phoneLineId\n    textEnabled\n  }\n  customer {\n    accountId\n    customerName\n  }\n  authProfile {\n    userId\n    userStatus\n    roles {\n      id\n      name\n    }\n  }\n}\n\nquery SearchContacts($queryParams: ContactQueryParams) {\n  searchContacts(queryParams: $queryParams) {\n    totalRecords\n    contacts {\n      ...ContactRow\n    }\n  }\n}\n\nquery AssignableRoles($accountId: ID!) {\n  assignableRoles(accountId: $accountId) {\n    id\n    name\n  }\n}\n\nmutation CreateUser($user: NewUserInput!) {\n  createUser(user: $user) {\n    ...ContactRow\n  }\n}\n\nmutation UpdateContact($contact: ContactUpdateInput!) {\n  updateContact(contact: $contact) {\n    ...ContactRow\n  }\n}\n\nmutation DeactivateUser($contactId: ID!) {\n  deactivateUser(contactId: $contactId) {\n    ...ContactRow\n  }\n}\n\nmutation ResendUserInvite($contactId: ID!) {\n  resendUserInvite(contactId: $contactId)\n}\n\nmutation CreateContact($contact: NewContactInput!) {\n  createContact(contact: $contact) {\n    ...ContactRow\n  }\n}':
    types.ContactRowFragmentDoc,
  'fragment GroupAddress on Address {\n  addressId\n  ebsAddressId\n  addressName\n  address1\n  address2\n  city\n  state\n  province\n  postalCode\n  country\n  county\n  billingEnabled\n  shippingEnabled\n  isDefault\n  isFavorite\n}\n\nquery GroupAddressPage($request: AddressSearchInput!) {\n  searchAddresses(request: $request) {\n    ...GroupAddress\n  }\n}':
    types.GroupAddressFragmentDoc,
  'query PaymentInstructionFiles($folderPath: String!) {\n  getFilesInFolder(folderPath: $folderPath) {\n    name\n    url\n  }\n}\n\nmutation SendInvoiceSupportRequest($content: String!) {\n  sendInvoiceSupportRequestEmail(content: $content)\n}':
    types.PaymentInstructionFilesDocument,
  'mutation ReorderSupplyOrder($orderId: ID!, $lineNumbers: [Int!]) {\n  reorderSupplyOrder(orderId: $orderId, lineNumbers: $lineNumbers) {\n    addedLineNumbers\n    refused {\n      lineNumber\n      partNumber\n      reason\n      message\n    }\n  }\n}':
    types.ReorderSupplyOrderDocument,
  'query SupplyOrder($orderId: ID!) {\n  supplyOrder(orderId: $orderId) {\n    orderId\n    orderNumber\n    customerName\n    orderedAt\n    status\n    customerPo\n    currency\n    subtotal\n    tax\n    freight\n    total\n    priceWithheld\n    shippingMethod\n    shipTo {\n      addressName\n      address1\n      city\n      state\n      province\n    }\n    lines {\n      lineNumber\n      partNumber\n      description\n      customerPartNumber\n      unitSerial\n      quantity\n      shippedQuantity\n      unitPrice\n      uom\n      status\n      promiseDate\n      shippedDate\n      trackingNumbers\n    }\n  }\n}':
    types.SupplyOrderDocument,
  'query DashboardCourseOrders($request: CourseOrderHistoryInput) {\n  courseOrders(request: $request) {\n    totalRecords\n    content {\n      courseOrderId\n      externalOrderId\n      orderNumber\n      status\n      currency\n      total\n      orderedAt\n      lines {\n        courseId\n        title\n        quantity\n        unitPrice\n        lineTotal\n      }\n    }\n  }\n}':
    types.DashboardCourseOrdersDocument,
  'fragment WarrantyAddress on Address {\n  addressId\n  ebsAddressId\n  addressName\n  address1\n  address2\n  city\n  state\n  province\n  postalCode\n  country\n  isDefault\n  isFavorite\n}\n\nquery WarrantyAddressPage($request: AddressSearchInput!) {\n  searchAddresses(request: $request) {\n    ...WarrantyAddress\n  }\n}':
    types.WarrantyAddressFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ContactRow on Contact {\n  contactId\n  firstName\n  lastName\n  email\n  jobTitle\n  active\n  hasConnectAccount\n  phoneNumbers {\n    phoneNumber\n    phoneLineId\n    textEnabled\n  }\n  customer {\n    accountId\n    customerName\n  }\n  authProfile {\n    userId\n    userStatus\n    roles {\n      id\n      name\n    }\n  }\n}\n\nquery SearchContacts($queryParams: ContactQueryParams) {\n  searchContacts(queryParams: $queryParams) {\n    totalRecords\n    contacts {\n      ...ContactRow\n    }\n  }\n}\n\nquery AssignableRoles($accountId: ID!) {\n  assignableRoles(accountId: $accountId) {\n    id\n    name\n  }\n}\n\nmutation CreateUser($user: NewUserInput!) {\n  createUser(user: $user) {\n    ...ContactRow\n  }\n}\n\nmutation UpdateContact($contact: ContactUpdateInput!) {\n  updateContact(contact: $contact) {\n    ...ContactRow\n  }\n}\n\nmutation DeactivateUser($contactId: ID!) {\n  deactivateUser(contactId: $contactId) {\n    ...ContactRow\n  }\n}\n\nmutation ResendUserInvite($contactId: ID!) {\n  resendUserInvite(contactId: $contactId)\n}\n\nmutation CreateContact($contact: NewContactInput!) {\n  createContact(contact: $contact) {\n    ...ContactRow\n  }\n}',
): typeof import('./graphql').ContactRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment GroupAddress on Address {\n  addressId\n  ebsAddressId\n  addressName\n  address1\n  address2\n  city\n  state\n  province\n  postalCode\n  country\n  county\n  billingEnabled\n  shippingEnabled\n  isDefault\n  isFavorite\n}\n\nquery GroupAddressPage($request: AddressSearchInput!) {\n  searchAddresses(request: $request) {\n    ...GroupAddress\n  }\n}',
): typeof import('./graphql').GroupAddressFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query PaymentInstructionFiles($folderPath: String!) {\n  getFilesInFolder(folderPath: $folderPath) {\n    name\n    url\n  }\n}\n\nmutation SendInvoiceSupportRequest($content: String!) {\n  sendInvoiceSupportRequestEmail(content: $content)\n}',
): typeof import('./graphql').PaymentInstructionFilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ReorderSupplyOrder($orderId: ID!, $lineNumbers: [Int!]) {\n  reorderSupplyOrder(orderId: $orderId, lineNumbers: $lineNumbers) {\n    addedLineNumbers\n    refused {\n      lineNumber\n      partNumber\n      reason\n      message\n    }\n  }\n}',
): typeof import('./graphql').ReorderSupplyOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SupplyOrder($orderId: ID!) {\n  supplyOrder(orderId: $orderId) {\n    orderId\n    orderNumber\n    customerName\n    orderedAt\n    status\n    customerPo\n    currency\n    subtotal\n    tax\n    freight\n    total\n    priceWithheld\n    shippingMethod\n    shipTo {\n      addressName\n      address1\n      city\n      state\n      province\n    }\n    lines {\n      lineNumber\n      partNumber\n      description\n      customerPartNumber\n      unitSerial\n      quantity\n      shippedQuantity\n      unitPrice\n      uom\n      status\n      promiseDate\n      shippedDate\n      trackingNumbers\n    }\n  }\n}',
): typeof import('./graphql').SupplyOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query DashboardCourseOrders($request: CourseOrderHistoryInput) {\n  courseOrders(request: $request) {\n    totalRecords\n    content {\n      courseOrderId\n      externalOrderId\n      orderNumber\n      status\n      currency\n      total\n      orderedAt\n      lines {\n        courseId\n        title\n        quantity\n        unitPrice\n        lineTotal\n      }\n    }\n  }\n}',
): typeof import('./graphql').DashboardCourseOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment WarrantyAddress on Address {\n  addressId\n  ebsAddressId\n  addressName\n  address1\n  address2\n  city\n  state\n  province\n  postalCode\n  country\n  isDefault\n  isFavorite\n}\n\nquery WarrantyAddressPage($request: AddressSearchInput!) {\n  searchAddresses(request: $request) {\n    ...WarrantyAddress\n  }\n}',
): typeof import('./graphql').WarrantyAddressFragmentDoc;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
