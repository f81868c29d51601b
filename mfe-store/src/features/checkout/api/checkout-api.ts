// The checkout's calls on POST /api/graphql (schema/commerce.graphql). The API enforces scope and privileges;
// these functions only shape requests and answers.
import { runGraphQL } from '@portal/api-client';
import {
  CheckoutAddAddressDocument,
  CheckoutAddCardDocument,
  CheckoutAddressSearchDocument,
  CheckoutCartDocument,
  CheckoutCreateQuoteDocument,
  CheckoutDefaultsDocument,
  CheckoutPaymentMethodsDocument,
  CheckoutPoEnabledDocument,
  CheckoutSubmitQuoteDocument,
  CheckoutValidateAddressDocument,
} from '../../../gql/graphql';
import type {
  AddressKind,
  AddressValidation,
  CheckoutAddress,
  CheckoutCart,
  NewAddress,
  NewCard,
  OrderConfirmation,
  PaymentMethod,
  Quote,
  QuoteRequest,
} from '../types/checkout-types';

export const SUPPLY_STORE = 'supply-store';

export async function fetchCheckoutCart(): Promise<CheckoutCart | null> {
  const data = await runGraphQL(CheckoutCartDocument, { application: SUPPLY_STORE });
  return data.getCartByApplication;
}

export interface AccountAddresses {
  defaultShippingAddress: CheckoutAddress | null;
  defaultBillingAddress: CheckoutAddress | null;
}

export async function fetchAccountAddresses(): Promise<AccountAddresses> {
  const data = await runGraphQL(CheckoutDefaultsDocument, {});
  return data.getAccountAddresses;
}

export interface AddressSearch {
  query: string;
  type: AddressKind;
  page: number;
  size: number;
  defaultEbsAddressIds: string[];
  favoriteEbsAddressIds: string[];
}

export async function searchAddresses(request: AddressSearch): Promise<CheckoutAddress[]> {
  const data = await runGraphQL(CheckoutAddressSearchDocument, {
    request: {
      query: request.query || null,
      type: request.type,
      page: request.page,
      size: request.size,
      defaultEbsAddressIds: request.defaultEbsAddressIds,
      favoriteEbsAddressIds: request.favoriteEbsAddressIds,
    },
  });
  return data.searchAddresses;
}

export async function validateAddress(address: NewAddress): Promise<AddressValidation> {
  const data = await runGraphQL(CheckoutValidateAddressDocument, {
    address: {
      address1: address.address1,
      // the validator wants a string here (the registration form always sends one)
      address2: address.address2 ?? '',
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
      country: address.country,
    },
  });
  return data.validateAddress;
}

/** Adds the address to the personal account; returns its addressId. */
export async function addAddress(address: NewAddress): Promise<string> {
  const isCanada = address.country === 'CA';
  const data = await runGraphQL(CheckoutAddAddressDocument, {
    address: {
      addressName: address.addressName || null,
      address1: address.address1,
      address2: address.address2 || null,
      city: address.city,
      state: isCanada ? null : address.state,
      province: isCanada ? address.state : null,
      postalCode: address.postalCode,
      country: address.country,
      county: address.county || null,
      billingEnabled: true,
      shippingEnabled: true,
    },
  });
  return data.addAddress;
}

export async function fetchPaymentMethods(): Promise<PaymentMethod[]> {
  const data = await runGraphQL(CheckoutPaymentMethodsDocument, {});
  return data.paymentMethods;
}

export async function fetchPurchaseOrderEnabled(accountId: string): Promise<boolean> {
  const data = await runGraphQL(CheckoutPoEnabledDocument, { accountId });
  return data.isCustomerPurchaseOrderEnabled;
}

export async function addNewCreditCard(card: NewCard): Promise<PaymentMethod> {
  const data = await runGraphQL(CheckoutAddCardDocument, { card });
  return data.addNewCreditCard;
}

export async function createQuote(request: QuoteRequest): Promise<Quote> {
  const data = await runGraphQL(CheckoutCreateQuoteDocument, { cart: request });
  return data.createQuote;
}

export async function submitQuote(quoteId: string): Promise<OrderConfirmation> {
  const data = await runGraphQL(CheckoutSubmitQuoteDocument, { ebsQuote: { quoteId } });
  return data.submitQuote;
}
