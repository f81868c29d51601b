/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AccountInfoInput = {
  firstName: string;
  lastName: string;
  /** (000) 000-0000; 10 digits in any common notation are accepted and stored masked */
  phoneNumber?: string | null | undefined;
  subscribed?: boolean | null | undefined;
};

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

export type AddressValidationInput = {
  address1: string;
  address2?: string | null | undefined;
  city: string;
  country: string;
  postalCode: string;
  /** US: the state; CA: the province; other countries: the country (spec 5) */
  state?: string | null | undefined;
};

/** Spec section 3 'Address validation result'. */
export type AddressValidationStatus = 'AMBIGUOUS' | 'INVALID' | 'VALID';

/** mine: the caller's own orders (My Account); otherwise the organisations' orders (B2B_View_Orders). */
export type CourseOrderHistoryInput = {
  accountIds?: Array<string | number> | null | undefined;
  mine?: boolean | null | undefined;
  /** 0-based */
  page?: number | null | undefined;
  size?: number | null | undefined;
};

export type NewAddressInput = {
  address1: string;
  address2?: string | null | undefined;
  addressName?: string | null | undefined;
  billingEnabled?: boolean | null | undefined;
  city: string;
  country: string;
  county?: string | null | undefined;
  postalCode: string;
  province?: string | null | undefined;
  shippingEnabled?: boolean | null | undefined;
  state?: string | null | undefined;
};

/** A new card. The number and security code are checked and tokenised, then discarded. */
export type NewCardInput = {
  cardNumber: string;
  cardholderName: string;
  expMonth: number;
  expYear: number;
  /** make it the default{product}PaymentId */
  makeDefault?: boolean | null | undefined;
  securityCode: string;
};

export type ProfileUpdateInput = {
  defaultBillingAddressId?: string | number | null | undefined;
  /** default{product}PaymentId */
  defaultBrandPaymentId?: string | number | null | undefined;
  defaultShippingAddressId?: string | number | null | undefined;
  favoriteAddressIds?: Array<string | number> | null | undefined;
  subscribed?: boolean | null | undefined;
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

export type AccountOverviewQueryVariables = Exact<{ [key: string]: never }>;

export type AccountOverviewQuery = {
  getDetailedProfile: {
    userId: string | null;
    email: string | null;
    firstName: string | null;
    lastName: string | null;
    businessName: string | null;
    userEnteredBusinessName: string | null;
    subscribed: boolean;
    isValidatedB2BUser: boolean;
  };
  getAccountAddresses: {
    defaultBillingAddress: {
      addressId: string;
      address1: string;
      city: string;
      state: string | null;
      postalCode: string | null;
      country: string;
    } | null;
    defaultShippingAddress: {
      addressId: string;
      address1: string;
      city: string;
      state: string | null;
      postalCode: string | null;
      country: string;
    } | null;
  };
  shoppingLists: { totalRecords: number; lists: Array<{ shoppingListId: string; name: string }> };
};

export type AccountAddressLinesFragment = {
  addressId: string;
  address1: string;
  city: string;
  state: string | null;
  postalCode: string | null;
  country: string;
};

export type AccountInfoQueryVariables = Exact<{ [key: string]: never }>;

export type AccountInfoQuery = {
  getDetailedProfile: {
    userId: string | null;
    email: string | null;
    firstName: string | null;
    lastName: string | null;
    phoneNumber: string | null;
    subscribed: boolean;
  };
};

export type AccountUpdateInfoMutationVariables = Exact<{
  input: AccountInfoInput;
}>;

export type AccountUpdateInfoMutation = {
  updateAccountInfo: {
    firstName: string | null;
    lastName: string | null;
    phoneNumber: string | null;
    subscribed: boolean;
  };
};

export type AccountRequestEmailChangeMutationVariables = Exact<{
  newEmail: string;
}>;

export type AccountRequestEmailChangeMutation = { requestEmailChange: boolean };

export type AccountChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;

export type AccountChangePasswordMutation = { changePassword: boolean };

export type AddressBookEntryFragment = {
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
};

export type AddressBookPageQueryVariables = Exact<{
  request: AddressSearchInput;
}>;

export type AddressBookPageQuery = {
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
  }>;
};

export type AddressBookProfileQueryVariables = Exact<{ [key: string]: never }>;

export type AddressBookProfileQuery = {
  getDetailedProfile: {
    userId: string | null;
    isAddressModificationAllowed: boolean;
    defaultShippingAddressId: string | null;
    defaultBillingAddressId: string | null;
    favoriteAddressIds: Array<string>;
  };
};

export type AddressBookValidateQueryVariables = Exact<{
  address: AddressValidationInput;
}>;

export type AddressBookValidateQuery = {
  validateAddress: {
    validationResult: AddressValidationStatus;
    county: string;
    address: {
      address1: string;
      address2: string;
      city: string;
      state: string;
      postalCode: string;
      country: string;
    };
    suggestedAddress: {
      address1: string;
      address2: string;
      city: string;
      state: string;
      postalCode: string;
      country: string;
    } | null;
  };
};

export type AddressBookAddMutationVariables = Exact<{
  address: NewAddressInput;
}>;

export type AddressBookAddMutation = { addAddress: string };

export type AddressBookUpdateProfileMutationVariables = Exact<{
  userId: string | number;
  updates: ProfileUpdateInput;
}>;

export type AddressBookUpdateProfileMutation = {
  userUpdateProfile: {
    defaultShippingAddressId: string | null;
    defaultBillingAddressId: string | null;
    favoriteAddressIds: Array<string>;
  };
};

export type AddressBookUpdateMutationVariables = Exact<{
  addressId: string | number;
  address: NewAddressInput;
}>;

export type AddressBookUpdateMutation = {
  updateAddress: {
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
  };
};

export type AddressBookDeleteMutationVariables = Exact<{
  addressId: string | number;
}>;

export type AddressBookDeleteMutation = { deleteAddress: boolean };

export type AccountReorderSupplyOrderMutationVariables = Exact<{
  orderId: string | number;
  lineNumbers?: Array<number> | number | null | undefined;
}>;

export type AccountReorderSupplyOrderMutation = {
  reorderSupplyOrder: {
    addedLineNumbers: Array<number>;
    refused: Array<{ lineNumber: number; partNumber: string; reason: ReorderRefusalReason; message: string }>;
  };
};

export type AccountCourseOrdersQueryVariables = Exact<{
  request?: CourseOrderHistoryInput | null | undefined;
}>;

export type AccountCourseOrdersQuery = {
  courseOrders: {
    totalRecords: number;
    content: Array<{
      courseOrderId: string;
      externalOrderId: string;
      orderNumber: string | null;
      orderedAt: string;
      status: string;
      total: number;
      currency: string;
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

export type AccountCardFragment = {
  id: string;
  brand: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
  cardholderName: string;
  isDefault: boolean;
};

export type AccountPaymentMethodsQueryVariables = Exact<{ [key: string]: never }>;

export type AccountPaymentMethodsQuery = {
  paymentMethods: Array<{
    id: string;
    brand: string;
    lastFour: string;
    expMonth: number;
    expYear: number;
    cardholderName: string;
    isDefault: boolean;
  }>;
  getDetailedProfile: { userId: string | null };
};

export type AccountAddCardMutationVariables = Exact<{
  card: NewCardInput;
}>;

export type AccountAddCardMutation = {
  addNewCreditCard: {
    id: string;
    brand: string;
    lastFour: string;
    expMonth: number;
    expYear: number;
    cardholderName: string;
    isDefault: boolean;
  };
};

export type AccountDeleteCardMutationVariables = Exact<{
  paymentMethodId: string | number;
}>;

export type AccountDeleteCardMutation = {
  deletePaymentMethod: Array<{
    id: string;
    brand: string;
    lastFour: string;
    expMonth: number;
    expYear: number;
    cardholderName: string;
    isDefault: boolean;
  }>;
};

export type AccountSetDefaultCardMutationVariables = Exact<{
  userId: string | number;
  paymentMethodId: string | number;
}>;

export type AccountSetDefaultCardMutation = { userUpdateProfile: { defaultBrandPaymentId: string | null } };

export type AccountListItemFragment = {
  shoppingListItemId: string;
  itemId: string;
  quantity: number;
  item: {
    partNumber: string;
    productDisplayName: string;
    displayPrice: number | null;
    currency: string;
    availabilityMessage: string;
    isPurchasable: boolean;
  } | null;
};

export type AccountListFragment = {
  shoppingListId: string;
  name: string;
  sharing: string;
  owned: boolean;
  canEdit: boolean;
  ownerName: string;
  items: Array<{
    shoppingListItemId: string;
    itemId: string;
    quantity: number;
    item: {
      partNumber: string;
      productDisplayName: string;
      displayPrice: number | null;
      currency: string;
      availabilityMessage: string;
      isPurchasable: boolean;
    } | null;
  }>;
};

export type AccountShoppingListsQueryVariables = Exact<{
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;

export type AccountShoppingListsQuery = {
  shoppingLists: {
    totalRecords: number;
    lists: Array<{
      shoppingListId: string;
      name: string;
      sharing: string;
      owned: boolean;
      ownerName: string;
      items: Array<{ shoppingListItemId: string }>;
    }>;
  };
};

export type AccountShoppingListQueryVariables = Exact<{
  shoppingListId: string | number;
}>;

export type AccountShoppingListQuery = {
  shoppingList: {
    shoppingListId: string;
    name: string;
    sharing: string;
    owned: boolean;
    canEdit: boolean;
    ownerName: string;
    items: Array<{
      shoppingListItemId: string;
      itemId: string;
      quantity: number;
      item: {
        partNumber: string;
        productDisplayName: string;
        displayPrice: number | null;
        currency: string;
        availabilityMessage: string;
        isPurchasable: boolean;
      } | null;
    }>;
  };
};

export type AccountCreateShoppingListMutationVariables = Exact<{
  name: string;
}>;

export type AccountCreateShoppingListMutation = {
  createShoppingList: { shoppingListId: string; name: string };
};

export type AccountRenameShoppingListMutationVariables = Exact<{
  shoppingListId: string | number;
  name: string;
}>;

export type AccountRenameShoppingListMutation = {
  updateShoppingList: { shoppingListId: string; name: string };
};

export type AccountShareShoppingListMutationVariables = Exact<{
  shoppingListId: string | number;
  sharing: string;
}>;

export type AccountShareShoppingListMutation = {
  shareShoppingList: {
    shoppingListId: string;
    name: string;
    sharing: string;
    owned: boolean;
    canEdit: boolean;
    ownerName: string;
    items: Array<{
      shoppingListItemId: string;
      itemId: string;
      quantity: number;
      item: {
        partNumber: string;
        productDisplayName: string;
        displayPrice: number | null;
        currency: string;
        availabilityMessage: string;
        isPurchasable: boolean;
      } | null;
    }>;
  };
};

export type AccountDeleteShoppingListMutationVariables = Exact<{
  shoppingListId: string | number;
}>;

export type AccountDeleteShoppingListMutation = {
  deleteShoppingList: { error: string | null; lists: Array<{ shoppingListId: string }> };
};

export type AccountUpdateListItemMutationVariables = Exact<{
  shoppingListItemId: string | number;
  quantity: number;
}>;

export type AccountUpdateListItemMutation = {
  updateShoppingListItem: {
    shoppingListId: string;
    name: string;
    sharing: string;
    owned: boolean;
    canEdit: boolean;
    ownerName: string;
    items: Array<{
      shoppingListItemId: string;
      itemId: string;
      quantity: number;
      item: {
        partNumber: string;
        productDisplayName: string;
        displayPrice: number | null;
        currency: string;
        availabilityMessage: string;
        isPurchasable: boolean;
      } | null;
    }>;
  };
};

export type AccountRemoveListItemsMutationVariables = Exact<{
  shoppingListItemIds: Array<string | number> | string | number;
}>;

export type AccountRemoveListItemsMutation = {
  removeItemsFromShoppingLists: Array<{ shoppingListId: string }>;
};

export type AccountMoveListItemsToCartMutationVariables = Exact<{
  shoppingListId: string | number;
  shoppingListItemIds?: Array<string | number> | string | number | null | undefined;
}>;

export type AccountMoveListItemsToCartMutation = {
  moveShoppingListItemsToCart: {
    cart: { itemCount: number };
    list: {
      shoppingListId: string;
      name: string;
      sharing: string;
      owned: boolean;
      canEdit: boolean;
      ownerName: string;
      items: Array<{
        shoppingListItemId: string;
        itemId: string;
        quantity: number;
        item: {
          partNumber: string;
          productDisplayName: string;
          displayPrice: number | null;
          currency: string;
          availabilityMessage: string;
          isPurchasable: boolean;
        } | null;
      }>;
    };
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
export const AccountAddressLinesFragmentDoc = new TypedDocumentString(
  `
    fragment AccountAddressLines on Address {
  addressId
  address1
  city
  state
  postalCode
  country
}
    `,
  { fragmentName: 'AccountAddressLines' },
) as unknown as TypedDocumentString<AccountAddressLinesFragment, unknown>;
export const AddressBookEntryFragmentDoc = new TypedDocumentString(
  `
    fragment AddressBookEntry on Address {
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
}
    `,
  { fragmentName: 'AddressBookEntry' },
) as unknown as TypedDocumentString<AddressBookEntryFragment, unknown>;
export const AccountCardFragmentDoc = new TypedDocumentString(
  `
    fragment AccountCard on PaymentMethod {
  id
  brand
  lastFour
  expMonth
  expYear
  cardholderName
  isDefault
}
    `,
  { fragmentName: 'AccountCard' },
) as unknown as TypedDocumentString<AccountCardFragment, unknown>;
export const AccountListItemFragmentDoc = new TypedDocumentString(
  `
    fragment AccountListItem on ShoppingListItem {
  shoppingListItemId
  itemId
  quantity
  item {
    partNumber
    productDisplayName
    displayPrice
    currency
    availabilityMessage
    isPurchasable
  }
}
    `,
  { fragmentName: 'AccountListItem' },
) as unknown as TypedDocumentString<AccountListItemFragment, unknown>;
export const AccountListFragmentDoc = new TypedDocumentString(
  `
    fragment AccountList on ShoppingList {
  shoppingListId
  name
  sharing
  owned
  canEdit
  ownerName
  items {
    ...AccountListItem
  }
}
    fragment AccountListItem on ShoppingListItem {
  shoppingListItemId
  itemId
  quantity
  item {
    partNumber
    productDisplayName
    displayPrice
    currency
    availabilityMessage
    isPurchasable
  }
}`,
  { fragmentName: 'AccountList' },
) as unknown as TypedDocumentString<AccountListFragment, unknown>;
export const AccountOverviewDocument = new TypedDocumentString(`
    query AccountOverview {
  getDetailedProfile {
    userId
    email
    firstName
    lastName
    businessName
    userEnteredBusinessName
    subscribed
    isValidatedB2BUser
  }
  getAccountAddresses {
    defaultBillingAddress {
      ...AccountAddressLines
    }
    defaultShippingAddress {
      ...AccountAddressLines
    }
  }
  shoppingLists(page: 0, size: 5) {
    lists {
      shoppingListId
      name
    }
    totalRecords
  }
}
    fragment AccountAddressLines on Address {
  addressId
  address1
  city
  state
  postalCode
  country
}`) as unknown as TypedDocumentString<AccountOverviewQuery, AccountOverviewQueryVariables>;
export const AccountInfoDocument = new TypedDocumentString(`
    query AccountInfo {
  getDetailedProfile {
    userId
    email
    firstName
    lastName
    phoneNumber
    subscribed
  }
}
    `) as unknown as TypedDocumentString<AccountInfoQuery, AccountInfoQueryVariables>;
export const AccountUpdateInfoDocument = new TypedDocumentString(`
    mutation AccountUpdateInfo($input: AccountInfoInput!) {
  updateAccountInfo(input: $input) {
    firstName
    lastName
    phoneNumber
    subscribed
  }
}
    `) as unknown as TypedDocumentString<AccountUpdateInfoMutation, AccountUpdateInfoMutationVariables>;
export const AccountRequestEmailChangeDocument = new TypedDocumentString(`
    mutation AccountRequestEmailChange($newEmail: String!) {
  requestEmailChange(newEmail: $newEmail)
}
    `) as unknown as TypedDocumentString<
  AccountRequestEmailChangeMutation,
  AccountRequestEmailChangeMutationVariables
>;
export const AccountChangePasswordDocument = new TypedDocumentString(`
    mutation AccountChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<
  AccountChangePasswordMutation,
  AccountChangePasswordMutationVariables
>;
export const AddressBookPageDocument = new TypedDocumentString(`
    query AddressBookPage($request: AddressSearchInput!) {
  searchAddresses(request: $request) {
    ...AddressBookEntry
  }
}
    fragment AddressBookEntry on Address {
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
}`) as unknown as TypedDocumentString<AddressBookPageQuery, AddressBookPageQueryVariables>;
export const AddressBookProfileDocument = new TypedDocumentString(`
    query AddressBookProfile {
  getDetailedProfile {
    userId
    isAddressModificationAllowed
    defaultShippingAddressId
    defaultBillingAddressId
    favoriteAddressIds
  }
}
    `) as unknown as TypedDocumentString<AddressBookProfileQuery, AddressBookProfileQueryVariables>;
export const AddressBookValidateDocument = new TypedDocumentString(`
    query AddressBookValidate($address: AddressValidationInput!) {
  validateAddress(address: $address) {
    validationResult
    address {
      address1
      address2
      city
      state
      postalCode
      country
    }
    suggestedAddress {
      address1
      address2
      city
      state
      postalCode
      country
    }
    county
  }
}
    `) as unknown as TypedDocumentString<AddressBookValidateQuery, AddressBookValidateQueryVariables>;
export const AddressBookAddDocument = new TypedDocumentString(`
    mutation AddressBookAdd($address: NewAddressInput!) {
  addAddress(address: $address)
}
    `) as unknown as TypedDocumentString<AddressBookAddMutation, AddressBookAddMutationVariables>;
export const AddressBookUpdateProfileDocument = new TypedDocumentString(`
    mutation AddressBookUpdateProfile($userId: ID!, $updates: ProfileUpdateInput!) {
  userUpdateProfile(userId: $userId, updates: $updates) {
    defaultShippingAddressId
    defaultBillingAddressId
    favoriteAddressIds
  }
}
    `) as unknown as TypedDocumentString<
  AddressBookUpdateProfileMutation,
  AddressBookUpdateProfileMutationVariables
>;
export const AddressBookUpdateDocument = new TypedDocumentString(`
    mutation AddressBookUpdate($addressId: ID!, $address: NewAddressInput!) {
  updateAddress(addressId: $addressId, address: $address) {
    ...AddressBookEntry
  }
}
    fragment AddressBookEntry on Address {
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
}`) as unknown as TypedDocumentString<AddressBookUpdateMutation, AddressBookUpdateMutationVariables>;
export const AddressBookDeleteDocument = new TypedDocumentString(`
    mutation AddressBookDelete($addressId: ID!) {
  deleteAddress(addressId: $addressId)
}
    `) as unknown as TypedDocumentString<AddressBookDeleteMutation, AddressBookDeleteMutationVariables>;
export const AccountReorderSupplyOrderDocument = new TypedDocumentString(`
    mutation AccountReorderSupplyOrder($orderId: ID!, $lineNumbers: [Int!]) {
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
    `) as unknown as TypedDocumentString<
  AccountReorderSupplyOrderMutation,
  AccountReorderSupplyOrderMutationVariables
>;
export const AccountCourseOrdersDocument = new TypedDocumentString(`
    query AccountCourseOrders($request: CourseOrderHistoryInput) {
  courseOrders(request: $request) {
    content {
      courseOrderId
      externalOrderId
      orderNumber
      orderedAt
      status
      total
      currency
      lines {
        courseId
        title
        quantity
        unitPrice
        lineTotal
      }
    }
    totalRecords
  }
}
    `) as unknown as TypedDocumentString<AccountCourseOrdersQuery, AccountCourseOrdersQueryVariables>;
export const AccountPaymentMethodsDocument = new TypedDocumentString(`
    query AccountPaymentMethods {
  paymentMethods {
    ...AccountCard
  }
  getDetailedProfile {
    userId
  }
}
    fragment AccountCard on PaymentMethod {
  id
  brand
  lastFour
  expMonth
  expYear
  cardholderName
  isDefault
}`) as unknown as TypedDocumentString<AccountPaymentMethodsQuery, AccountPaymentMethodsQueryVariables>;
export const AccountAddCardDocument = new TypedDocumentString(`
    mutation AccountAddCard($card: NewCardInput!) {
  addNewCreditCard(card: $card) {
    ...AccountCard
  }
}
    fragment AccountCard on PaymentMethod {
  id
  brand
  lastFour
  expMonth
  expYear
  cardholderName
  isDefault
}`) as unknown as TypedDocumentString<AccountAddCardMutation, AccountAddCardMutationVariables>;
export const AccountDeleteCardDocument = new TypedDocumentString(`
    mutation AccountDeleteCard($paymentMethodId: ID!) {
  deletePaymentMethod(paymentMethodId: $paymentMethodId) {
    ...AccountCard
  }
}
    fragment AccountCard on PaymentMethod {
  id
  brand
  lastFour
  expMonth
  expYear
  cardholderName
  isDefault
}`) as unknown as TypedDocumentString<AccountDeleteCardMutation, AccountDeleteCardMutationVariables>;
export const AccountSetDefaultCardDocument = new TypedDocumentString(`
    mutation AccountSetDefaultCard($userId: ID!, $paymentMethodId: ID!) {
  userUpdateProfile(
    userId: $userId
    updates: {defaultBrandPaymentId: $paymentMethodId}
  ) {
    defaultBrandPaymentId
  }
}
    `) as unknown as TypedDocumentString<
  AccountSetDefaultCardMutation,
  AccountSetDefaultCardMutationVariables
>;
export const AccountShoppingListsDocument = new TypedDocumentString(`
    query AccountShoppingLists($page: Int, $size: Int) {
  shoppingLists(page: $page, size: $size, includeShared: true) {
    lists {
      shoppingListId
      name
      sharing
      owned
      ownerName
      items {
        shoppingListItemId
      }
    }
    totalRecords
  }
}
    `) as unknown as TypedDocumentString<AccountShoppingListsQuery, AccountShoppingListsQueryVariables>;
export const AccountShoppingListDocument = new TypedDocumentString(`
    query AccountShoppingList($shoppingListId: ID!) {
  shoppingList(shoppingListId: $shoppingListId) {
    ...AccountList
  }
}
    fragment AccountListItem on ShoppingListItem {
  shoppingListItemId
  itemId
  quantity
  item {
    partNumber
    productDisplayName
    displayPrice
    currency
    availabilityMessage
    isPurchasable
  }
}
fragment AccountList on ShoppingList {
  shoppingListId
  name
  sharing
  owned
  canEdit
  ownerName
  items {
    ...AccountListItem
  }
}`) as unknown as TypedDocumentString<AccountShoppingListQuery, AccountShoppingListQueryVariables>;
export const AccountCreateShoppingListDocument = new TypedDocumentString(`
    mutation AccountCreateShoppingList($name: String!) {
  createShoppingList(name: $name) {
    shoppingListId
    name
  }
}
    `) as unknown as TypedDocumentString<
  AccountCreateShoppingListMutation,
  AccountCreateShoppingListMutationVariables
>;
export const AccountRenameShoppingListDocument = new TypedDocumentString(`
    mutation AccountRenameShoppingList($shoppingListId: ID!, $name: String!) {
  updateShoppingList(shoppingListId: $shoppingListId, name: $name) {
    shoppingListId
    name
  }
}
    `) as unknown as TypedDocumentString<
  AccountRenameShoppingListMutation,
  AccountRenameShoppingListMutationVariables
>;
export const AccountShareShoppingListDocument = new TypedDocumentString(`
    mutation AccountShareShoppingList($shoppingListId: ID!, $sharing: String!) {
  shareShoppingList(shoppingListId: $shoppingListId, sharing: $sharing) {
    ...AccountList
  }
}
    fragment AccountListItem on ShoppingListItem {
  shoppingListItemId
  itemId
  quantity
  item {
    partNumber
    productDisplayName
    displayPrice
    currency
    availabilityMessage
    isPurchasable
  }
}
fragment AccountList on ShoppingList {
  shoppingListId
  name
  sharing
  owned
  canEdit
  ownerName
  items {
    ...AccountListItem
  }
}`) as unknown as TypedDocumentString<
  AccountShareShoppingListMutation,
  AccountShareShoppingListMutationVariables
>;
export const AccountDeleteShoppingListDocument = new TypedDocumentString(`
    mutation AccountDeleteShoppingList($shoppingListId: ID!) {
  deleteShoppingList(shoppingListId: $shoppingListId) {
    lists {
      shoppingListId
    }
    error
  }
}
    `) as unknown as TypedDocumentString<
  AccountDeleteShoppingListMutation,
  AccountDeleteShoppingListMutationVariables
>;
export const AccountUpdateListItemDocument = new TypedDocumentString(`
    mutation AccountUpdateListItem($shoppingListItemId: ID!, $quantity: Int!) {
  updateShoppingListItem(
    shoppingListItemId: $shoppingListItemId
    quantity: $quantity
  ) {
    ...AccountList
  }
}
    fragment AccountListItem on ShoppingListItem {
  shoppingListItemId
  itemId
  quantity
  item {
    partNumber
    productDisplayName
    displayPrice
    currency
    availabilityMessage
    isPurchasable
  }
}
fragment AccountList on ShoppingList {
  shoppingListId
  name
  sharing
  owned
  canEdit
  ownerName
  items {
    ...AccountListItem
  }
}`) as unknown as TypedDocumentString<AccountUpdateListItemMutation, AccountUpdateListItemMutationVariables>;
export const AccountRemoveListItemsDocument = new TypedDocumentString(`
    mutation AccountRemoveListItems($shoppingListItemIds: [ID!]!) {
  removeItemsFromShoppingLists(shoppingListItemIds: $shoppingListItemIds) {
    shoppingListId
  }
}
    `) as unknown as TypedDocumentString<
  AccountRemoveListItemsMutation,
  AccountRemoveListItemsMutationVariables
>;
export const AccountMoveListItemsToCartDocument = new TypedDocumentString(`
    mutation AccountMoveListItemsToCart($shoppingListId: ID!, $shoppingListItemIds: [ID!]) {
  moveShoppingListItemsToCart(
    shoppingListId: $shoppingListId
    shoppingListItemIds: $shoppingListItemIds
  ) {
    cart {
      itemCount
    }
    list {
      ...AccountList
    }
  }
}
    fragment AccountListItem on ShoppingListItem {
  shoppingListItemId
  itemId
  quantity
  item {
    partNumber
    productDisplayName
    displayPrice
    currency
    availabilityMessage
    isPurchasable
  }
}
fragment AccountList on ShoppingList {
  shoppingListId
  name
  sharing
  owned
  canEdit
  ownerName
  items {
    ...AccountListItem
  }
}`) as unknown as TypedDocumentString<
  AccountMoveListItemsToCartMutation,
  AccountMoveListItemsToCartMutationVariables
>;
