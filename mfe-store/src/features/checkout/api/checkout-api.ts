// The checkout's calls on POST /api/graphql (schema/commerce.graphql). The API enforces scope and privileges;
// these functions only shape requests and answers.
import { runGraphQL, untypedDocument } from '@portal/api-client';
import type { RunGraphQLOptions } from '@portal/api-client';
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

// Not yet a typed document (issue 12 follow-up): this module's query texts and result types are still written by
// hand; they go through the one urql client (runGraphQL) like every other call.
function graphqlRequest<T>(
  query: string,
  variables: Record<string, unknown> = {},
  options: RunGraphQLOptions = {},
): Promise<T> {
  return runGraphQL(untypedDocument<T>(query), variables, options);
}

const ADDRESS_FIELDS = `addressId ebsAddressId addressName address1 address2 city county state province postalCode
  country billingEnabled shippingEnabled isDefault isFavorite`;

const PAYMENT_FIELDS = 'id brand lastFour expMonth expYear cardholderName isDefault';

export async function fetchCheckoutCart(): Promise<CheckoutCart | null> {
  const data = await graphqlRequest<{ getCartByApplication: CheckoutCart | null }>(
    `query CheckoutCart($application: String!) {
      getCartByApplication(application: $application) {
        shoppingCartId itemCount subtotal currency
        items { shoppingCartItemId itemId quantity unitSerial item { productDisplayName partNumber displayPrice } }
      }
    }`,
    { application: SUPPLY_STORE },
  );
  return data?.getCartByApplication ?? null;
}

export interface AccountAddresses {
  defaultShippingAddress: CheckoutAddress | null;
  defaultBillingAddress: CheckoutAddress | null;
}

export async function fetchAccountAddresses(): Promise<AccountAddresses> {
  const data = await graphqlRequest<{ getAccountAddresses: AccountAddresses }>(
    `query CheckoutDefaults {
      getAccountAddresses {
        defaultShippingAddress { ${ADDRESS_FIELDS} }
        defaultBillingAddress { ${ADDRESS_FIELDS} }
      }
    }`,
  );
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
  const data = await graphqlRequest<{ searchAddresses: CheckoutAddress[] }>(
    `query CheckoutAddressSearch($request: AddressSearchInput!) {
      searchAddresses(request: $request) { ${ADDRESS_FIELDS} }
    }`,
    {
      request: {
        query: request.query || null,
        type: request.type,
        page: request.page,
        size: request.size,
        defaultEbsAddressIds: request.defaultEbsAddressIds,
        favoriteEbsAddressIds: request.favoriteEbsAddressIds,
      },
    },
  );
  return data.searchAddresses;
}

export async function validateAddress(address: NewAddress): Promise<AddressValidation> {
  const data = await graphqlRequest<{ validateAddress: AddressValidation }>(
    `query CheckoutValidateAddress($address: AddressValidationInput!) {
      validateAddress(address: $address) {
        validationResult county
        address { address1 address2 city state postalCode country }
        suggestedAddress { address1 address2 city state postalCode country }
      }
    }`,
    {
      address: {
        address1: address.address1,
        // the validator wants a string here (the registration form always sends one)
        address2: address.address2 ?? '',
        city: address.city,
        state: address.state,
        postalCode: address.postalCode,
        country: address.country,
      },
    },
  );
  return data.validateAddress;
}

/** Adds the address to the personal account; returns its addressId. */
export async function addAddress(address: NewAddress): Promise<string> {
  const isCanada = address.country === 'CA';
  const data = await graphqlRequest<{ addAddress: string }>(
    `mutation CheckoutAddAddress($address: NewAddressInput!) { addAddress(address: $address) }`,
    {
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
    },
  );
  return data.addAddress;
}

export async function fetchPaymentMethods(): Promise<PaymentMethod[]> {
  const data = await graphqlRequest<{ paymentMethods: PaymentMethod[] }>(
    `query CheckoutPaymentMethods { paymentMethods { ${PAYMENT_FIELDS} } }`,
  );
  return data.paymentMethods;
}

export async function fetchPurchaseOrderEnabled(accountId: string): Promise<boolean> {
  const data = await graphqlRequest<{ isCustomerPurchaseOrderEnabled: boolean }>(
    `query CheckoutPoEnabled($accountId: ID!) { isCustomerPurchaseOrderEnabled(accountId: $accountId) }`,
    { accountId },
  );
  return data.isCustomerPurchaseOrderEnabled;
}

export async function addNewCreditCard(card: NewCard): Promise<PaymentMethod> {
  const data = await graphqlRequest<{ addNewCreditCard: PaymentMethod }>(
    `mutation CheckoutAddCard($card: NewCardInput!) { addNewCreditCard(card: $card) { ${PAYMENT_FIELDS} } }`,
    { card },
  );
  return data.addNewCreditCard;
}

export async function createQuote(request: QuoteRequest): Promise<Quote> {
  const data = await graphqlRequest<{ createQuote: Quote }>(
    `mutation CheckoutCreateQuote($cart: QuoteInput!) {
      createQuote(cart: $cart) {
        quoteId status currency subtotal tax freight total customerPo
        lines { partNumber displayName quantity unitPrice lineTotal unitSerial }
      }
    }`,
    { cart: request },
  );
  return data.createQuote;
}

export async function submitQuote(quoteId: string): Promise<OrderConfirmation> {
  const data = await graphqlRequest<{ submitQuote: OrderConfirmation }>(
    `mutation CheckoutSubmitQuote($ebsQuote: SubmitQuoteInput!) {
      submitQuote(ebsQuote: $ebsQuote) { orderId orderNumber status orderedAt currency total customerPo }
    }`,
    { ebsQuote: { quoteId } },
  );
  return data.submitQuote;
}
