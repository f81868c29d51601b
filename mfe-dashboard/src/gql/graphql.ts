/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Spec section 3 'Address search request'; page from 0, size default 25. */
export type AddressSearchInput = {
  accountId?: string | number | null | undefined;
  defaultEbsAddressIds?: Array<string | number> | null | undefined;
  favoriteEbsAddressIds?: Array<string | number> | null | undefined;
  page?: number | null | undefined;
  partyId?: string | number | null | undefined;
  query?: string | null | undefined;
  size?: number | null | undefined;
  type?: AddressSearchType | null | undefined;
};

export type AddressSearchType = 'ALL' | 'BILLING' | 'SHIPPING';

export type ContactQueryParams = {
  /** 0-based */
  page?: number | null | undefined;
  query?: string | null | undefined;
  size?: number | null | undefined;
  sortOptions?: ContactSortOptions | null | undefined;
};

export type ContactSortOptions = {
  /** ASC or DESC */
  direction?: string | null | undefined;
  /** firstName, lastName, email, jobTitle or customerName */
  field: string;
};

export type ContactUpdateInput = {
  contactId: string | number;
  firstName?: string | null | undefined;
  jobTitle?: string | null | undefined;
  lastName?: string | null | undefined;
  /** a new role for the contact's portal user */
  roleId?: string | number | null | undefined;
};

/** mine: the caller's own orders (My Account); otherwise the organisations' orders (B2B_View_Orders). */
export type CourseOrderHistoryInput = {
  accountIds?: Array<string | number> | null | undefined;
  mine?: boolean | null | undefined;
  /** 0-based */
  page?: number | null | undefined;
  size?: number | null | undefined;
};

export type NewContactInput = {
  accountId: string | number;
  email?: string | null | undefined;
  firstName: string;
  jobTitle?: string | null | undefined;
  lastName: string;
  partyId?: string | number | null | undefined;
  phoneNumber?: string | null | undefined;
};

/** Spec 3 'New user input'. */
export type NewUserInput = {
  accountId: string | number;
  email: string;
  firstName: string;
  jobTitle?: string | null | undefined;
  lastName: string;
  partyId?: string | number | null | undefined;
  phoneNumber?: string | null | undefined;
  roleId: string | number;
};

/** Why a line of a past order cannot go into the cart now (reorderSupplyOrder). */
export type ReorderRefusalReason =
  /** the billing system no longer sells it (OBSOLETE, ON-HOLD …) */
  | 'DISCONTINUED'
  /** the caller may not order parts (a business user without B2B_Order_Replacement_Parts, or disallowed) */
  | 'NOT_ORDERABLE_FOR_USER'
  /** it is no longer shown online */
  | 'NOT_SOLD_ONLINE'
  /** the part is no longer in the catalogue */
  | 'NO_LONGER_IN_CATALOGUE'
  /** no list price in the caller's currency */
  | 'NO_PRICE'
  /** sold against a quote by phone only */
  | 'PHONE_ORDER_ONLY';

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

export type ContactRowFragment = {
  contactId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  jobTitle: string | null;
  active: boolean;
  hasConnectAccount: boolean;
  phoneNumbers: Array<{ phoneNumber: string; phoneLineId: string; textEnabled: boolean }>;
  customer: { accountId: string; customerName: string };
  authProfile: { userId: string; userStatus: UserStatus; roles: Array<{ id: string; name: string }> } | null;
};

export type SearchContactsQueryVariables = Exact<{
  queryParams?: ContactQueryParams | null | undefined;
}>;

export type SearchContactsQuery = {
  searchContacts: {
    totalRecords: number;
    contacts: Array<{
      contactId: string;
      firstName: string;
      lastName: string;
      email: string | null;
      jobTitle: string | null;
      active: boolean;
      hasConnectAccount: boolean;
      phoneNumbers: Array<{ phoneNumber: string; phoneLineId: string; textEnabled: boolean }>;
      customer: { accountId: string; customerName: string };
      authProfile: {
        userId: string;
        userStatus: UserStatus;
        roles: Array<{ id: string; name: string }>;
      } | null;
    }>;
  };
};

export type AssignableRolesQueryVariables = Exact<{
  accountId: string | number;
}>;

export type AssignableRolesQuery = { assignableRoles: Array<{ id: string; name: string }> };

export type CreateUserMutationVariables = Exact<{
  user: NewUserInput;
}>;

export type CreateUserMutation = {
  createUser: {
    contactId: string;
    firstName: string;
    lastName: string;
    email: string | null;
    jobTitle: string | null;
    active: boolean;
    hasConnectAccount: boolean;
    phoneNumbers: Array<{ phoneNumber: string; phoneLineId: string; textEnabled: boolean }>;
    customer: { accountId: string; customerName: string };
    authProfile: {
      userId: string;
      userStatus: UserStatus;
      roles: Array<{ id: string; name: string }>;
    } | null;
  };
};

export type UpdateContactMutationVariables = Exact<{
  contact: ContactUpdateInput;
}>;

export type UpdateContactMutation = {
  updateContact: {
    contactId: string;
    firstName: string;
    lastName: string;
    email: string | null;
    jobTitle: string | null;
    active: boolean;
    hasConnectAccount: boolean;
    phoneNumbers: Array<{ phoneNumber: string; phoneLineId: string; textEnabled: boolean }>;
    customer: { accountId: string; customerName: string };
    authProfile: {
      userId: string;
      userStatus: UserStatus;
      roles: Array<{ id: string; name: string }>;
    } | null;
  };
};

export type DeactivateUserMutationVariables = Exact<{
  contactId: string | number;
}>;

export type DeactivateUserMutation = {
  deactivateUser: {
    contactId: string;
    firstName: string;
    lastName: string;
    email: string | null;
    jobTitle: string | null;
    active: boolean;
    hasConnectAccount: boolean;
    phoneNumbers: Array<{ phoneNumber: string; phoneLineId: string; textEnabled: boolean }>;
    customer: { accountId: string; customerName: string };
    authProfile: {
      userId: string;
      userStatus: UserStatus;
      roles: Array<{ id: string; name: string }>;
    } | null;
  };
};

export type ResendUserInviteMutationVariables = Exact<{
  contactId: string | number;
}>;

export type ResendUserInviteMutation = { resendUserInvite: boolean };

export type CreateContactMutationVariables = Exact<{
  contact: NewContactInput;
}>;

export type CreateContactMutation = {
  createContact: {
    contactId: string;
    firstName: string;
    lastName: string;
    email: string | null;
    jobTitle: string | null;
    active: boolean;
    hasConnectAccount: boolean;
    phoneNumbers: Array<{ phoneNumber: string; phoneLineId: string; textEnabled: boolean }>;
    customer: { accountId: string; customerName: string };
    authProfile: {
      userId: string;
      userStatus: UserStatus;
      roles: Array<{ id: string; name: string }>;
    } | null;
  };
};

export type GroupAddressFragment = {
  addressId: string;
  ebsAddressId: string;
  addressName: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string | null;
  province: string | null;
  postalCode: string | null;
  country: string;
  county: string | null;
  billingEnabled: boolean;
  shippingEnabled: boolean;
  isDefault: boolean;
  isFavorite: boolean;
};

export type GroupAddressPageQueryVariables = Exact<{
  request: AddressSearchInput;
}>;

export type GroupAddressPageQuery = {
  searchAddresses: Array<{
    addressId: string;
    ebsAddressId: string;
    addressName: string | null;
    address1: string;
    address2: string | null;
    city: string;
    state: string | null;
    province: string | null;
    postalCode: string | null;
    country: string;
    county: string | null;
    billingEnabled: boolean;
    shippingEnabled: boolean;
    isDefault: boolean;
    isFavorite: boolean;
  }>;
};

export type PaymentInstructionFilesQueryVariables = Exact<{
  folderPath: string;
}>;

export type PaymentInstructionFilesQuery = { getFilesInFolder: Array<{ name: string; url: string }> };

export type SendInvoiceSupportRequestMutationVariables = Exact<{
  content: string;
}>;

export type SendInvoiceSupportRequestMutation = { sendInvoiceSupportRequestEmail: boolean };

export type ReorderSupplyOrderMutationVariables = Exact<{
  orderId: string | number;
  lineNumbers?: Array<number> | number | null | undefined;
}>;

export type ReorderSupplyOrderMutation = {
  reorderSupplyOrder: {
    addedLineNumbers: Array<number>;
    refused: Array<{ lineNumber: number; partNumber: string; reason: ReorderRefusalReason; message: string }>;
  };
};

export type SupplyOrderQueryVariables = Exact<{
  orderId: string | number;
}>;

export type SupplyOrderQuery = {
  supplyOrder: {
    orderId: string;
    orderNumber: string;
    customerName: string;
    orderedAt: string;
    status: string;
    customerPo: string | null;
    currency: string;
    subtotal: number | null;
    tax: number | null;
    freight: number | null;
    total: number | null;
    priceWithheld: boolean;
    shippingMethod: string | null;
    shipTo: {
      addressName: string | null;
      address1: string;
      city: string;
      state: string | null;
      province: string | null;
    } | null;
    lines: Array<{
      lineNumber: number;
      partNumber: string;
      description: string;
      customerPartNumber: string | null;
      unitSerial: string | null;
      quantity: number;
      shippedQuantity: number;
      unitPrice: number | null;
      uom: string;
      status: string;
      promiseDate: string | null;
      shippedDate: string | null;
      trackingNumbers: Array<string>;
    }>;
  };
};

export type DashboardCourseOrdersQueryVariables = Exact<{
  request?: CourseOrderHistoryInput | null | undefined;
}>;

export type DashboardCourseOrdersQuery = {
  courseOrders: {
    totalRecords: number;
    content: Array<{
      courseOrderId: string;
      externalOrderId: string;
      orderNumber: string | null;
      status: string;
      currency: string;
      total: number;
      orderedAt: string;
      lines: Array<{
        courseId: string;
        title: string;
        quantity: number;
        unitPrice: number;
        lineTotal: number;
      }>;
    }>;
  };
};

export type WarrantyAddressFragment = {
  addressId: string;
  ebsAddressId: string;
  addressName: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string | null;
  province: string | null;
  postalCode: string | null;
  country: string;
  isDefault: boolean;
  isFavorite: boolean;
};

export type WarrantyAddressPageQueryVariables = Exact<{
  request: AddressSearchInput;
}>;

export type WarrantyAddressPageQuery = {
  searchAddresses: Array<{
    addressId: string;
    ebsAddressId: string;
    addressName: string | null;
    address1: string;
    address2: string | null;
    city: string;
    state: string | null;
    province: string | null;
    postalCode: string | null;
    country: string;
    isDefault: boolean;
    isFavorite: boolean;
  }>;
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
export const ContactRowFragmentDoc = new TypedDocumentString(
  `
    fragment ContactRow on Contact {
  contactId
  firstName
  lastName
  email
  jobTitle
  active
  hasConnectAccount
  phoneNumbers {
    phoneNumber
    phoneLineId
    textEnabled
  }
  customer {
    accountId
    customerName
  }
  authProfile {
    userId
    userStatus
    roles {
      id
      name
    }
  }
}
    `,
  { fragmentName: 'ContactRow' },
) as unknown as TypedDocumentString<ContactRowFragment, unknown>;
export const GroupAddressFragmentDoc = new TypedDocumentString(
  `
    fragment GroupAddress on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  state
  province
  postalCode
  country
  county
  billingEnabled
  shippingEnabled
  isDefault
  isFavorite
}
    `,
  { fragmentName: 'GroupAddress' },
) as unknown as TypedDocumentString<GroupAddressFragment, unknown>;
export const WarrantyAddressFragmentDoc = new TypedDocumentString(
  `
    fragment WarrantyAddress on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  state
  province
  postalCode
  country
  isDefault
  isFavorite
}
    `,
  { fragmentName: 'WarrantyAddress' },
) as unknown as TypedDocumentString<WarrantyAddressFragment, unknown>;
export const SearchContactsDocument = new TypedDocumentString(`
    query SearchContacts($queryParams: ContactQueryParams) {
  searchContacts(queryParams: $queryParams) {
    totalRecords
    contacts {
      ...ContactRow
    }
  }
}
    fragment ContactRow on Contact {
  contactId
  firstName
  lastName
  email
  jobTitle
  active
  hasConnectAccount
  phoneNumbers {
    phoneNumber
    phoneLineId
    textEnabled
  }
  customer {
    accountId
    customerName
  }
  authProfile {
    userId
    userStatus
    roles {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<SearchContactsQuery, SearchContactsQueryVariables>;
export const AssignableRolesDocument = new TypedDocumentString(`
    query AssignableRoles($accountId: ID!) {
  assignableRoles(accountId: $accountId) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<AssignableRolesQuery, AssignableRolesQueryVariables>;
export const CreateUserDocument = new TypedDocumentString(`
    mutation CreateUser($user: NewUserInput!) {
  createUser(user: $user) {
    ...ContactRow
  }
}
    fragment ContactRow on Contact {
  contactId
  firstName
  lastName
  email
  jobTitle
  active
  hasConnectAccount
  phoneNumbers {
    phoneNumber
    phoneLineId
    textEnabled
  }
  customer {
    accountId
    customerName
  }
  authProfile {
    userId
    userStatus
    roles {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateContactDocument = new TypedDocumentString(`
    mutation UpdateContact($contact: ContactUpdateInput!) {
  updateContact(contact: $contact) {
    ...ContactRow
  }
}
    fragment ContactRow on Contact {
  contactId
  firstName
  lastName
  email
  jobTitle
  active
  hasConnectAccount
  phoneNumbers {
    phoneNumber
    phoneLineId
    textEnabled
  }
  customer {
    accountId
    customerName
  }
  authProfile {
    userId
    userStatus
    roles {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<UpdateContactMutation, UpdateContactMutationVariables>;
export const DeactivateUserDocument = new TypedDocumentString(`
    mutation DeactivateUser($contactId: ID!) {
  deactivateUser(contactId: $contactId) {
    ...ContactRow
  }
}
    fragment ContactRow on Contact {
  contactId
  firstName
  lastName
  email
  jobTitle
  active
  hasConnectAccount
  phoneNumbers {
    phoneNumber
    phoneLineId
    textEnabled
  }
  customer {
    accountId
    customerName
  }
  authProfile {
    userId
    userStatus
    roles {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<DeactivateUserMutation, DeactivateUserMutationVariables>;
export const ResendUserInviteDocument = new TypedDocumentString(`
    mutation ResendUserInvite($contactId: ID!) {
  resendUserInvite(contactId: $contactId)
}
    `) as unknown as TypedDocumentString<ResendUserInviteMutation, ResendUserInviteMutationVariables>;
export const CreateContactDocument = new TypedDocumentString(`
    mutation CreateContact($contact: NewContactInput!) {
  createContact(contact: $contact) {
    ...ContactRow
  }
}
    fragment ContactRow on Contact {
  contactId
  firstName
  lastName
  email
  jobTitle
  active
  hasConnectAccount
  phoneNumbers {
    phoneNumber
    phoneLineId
    textEnabled
  }
  customer {
    accountId
    customerName
  }
  authProfile {
    userId
    userStatus
    roles {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<CreateContactMutation, CreateContactMutationVariables>;
export const GroupAddressPageDocument = new TypedDocumentString(`
    query GroupAddressPage($request: AddressSearchInput!) {
  searchAddresses(request: $request) {
    ...GroupAddress
  }
}
    fragment GroupAddress on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  state
  province
  postalCode
  country
  county
  billingEnabled
  shippingEnabled
  isDefault
  isFavorite
}`) as unknown as TypedDocumentString<GroupAddressPageQuery, GroupAddressPageQueryVariables>;
export const PaymentInstructionFilesDocument = new TypedDocumentString(`
    query PaymentInstructionFiles($folderPath: String!) {
  getFilesInFolder(folderPath: $folderPath) {
    name
    url
  }
}
    `) as unknown as TypedDocumentString<PaymentInstructionFilesQuery, PaymentInstructionFilesQueryVariables>;
export const SendInvoiceSupportRequestDocument = new TypedDocumentString(`
    mutation SendInvoiceSupportRequest($content: String!) {
  sendInvoiceSupportRequestEmail(content: $content)
}
    `) as unknown as TypedDocumentString<
  SendInvoiceSupportRequestMutation,
  SendInvoiceSupportRequestMutationVariables
>;
export const ReorderSupplyOrderDocument = new TypedDocumentString(`
    mutation ReorderSupplyOrder($orderId: ID!, $lineNumbers: [Int!]) {
  reorderSupplyOrder(orderId: $orderId, lineNumbers: $lineNumbers) {
    addedLineNumbers
    refused {
      lineNumber
      partNumber
      reason
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ReorderSupplyOrderMutation, ReorderSupplyOrderMutationVariables>;
export const SupplyOrderDocument = new TypedDocumentString(`
    query SupplyOrder($orderId: ID!) {
  supplyOrder(orderId: $orderId) {
    orderId
    orderNumber
    customerName
    orderedAt
    status
    customerPo
    currency
    subtotal
    tax
    freight
    total
    priceWithheld
    shippingMethod
    shipTo {
      addressName
      address1
      city
      state
      province
    }
    lines {
      lineNumber
      partNumber
      description
      customerPartNumber
      unitSerial
      quantity
      shippedQuantity
      unitPrice
      uom
      status
      promiseDate
      shippedDate
      trackingNumbers
    }
  }
}
    `) as unknown as TypedDocumentString<SupplyOrderQuery, SupplyOrderQueryVariables>;
export const DashboardCourseOrdersDocument = new TypedDocumentString(`
    query DashboardCourseOrders($request: CourseOrderHistoryInput) {
  courseOrders(request: $request) {
    totalRecords
    content {
      courseOrderId
      externalOrderId
      orderNumber
      status
      currency
      total
      orderedAt
      lines {
        courseId
        title
        quantity
        unitPrice
        lineTotal
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardCourseOrdersQuery, DashboardCourseOrdersQueryVariables>;
export const WarrantyAddressPageDocument = new TypedDocumentString(`
    query WarrantyAddressPage($request: AddressSearchInput!) {
  searchAddresses(request: $request) {
    ...WarrantyAddress
  }
}
    fragment WarrantyAddress on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  state
  province
  postalCode
  country
  isDefault
  isFavorite
}`) as unknown as TypedDocumentString<WarrantyAddressPageQuery, WarrantyAddressPageQueryVariables>;
