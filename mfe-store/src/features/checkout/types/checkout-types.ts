// Shapes of the checkout calls (api/src/graphql/schema/commerce.graphql), as far as this page reads them.

export interface CheckoutAddress {
  addressId: string;
  ebsAddressId: string;
  addressName: string | null;
  address1: string;
  address2: string | null;
  city: string;
  county: string | null;
  state: string | null;
  province: string | null;
  postalCode: string | null;
  country: string;
  billingEnabled: boolean;
  shippingEnabled: boolean;
  isDefault: boolean;
  isFavorite: boolean;
}

export interface CheckoutCartLine {
  shoppingCartItemId: string;
  itemId: string;
  quantity: number;
  unitSerial: string | null;
  item: { productDisplayName: string; partNumber: string; displayPrice: number | null } | null;
}

export interface CheckoutCart {
  shoppingCartId: string;
  itemCount: number;
  subtotal: number;
  currency: string;
  items: CheckoutCartLine[];
}

export interface PaymentMethod {
  id: string;
  brand: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
  cardholderName: string;
  isDefault: boolean;
}

export interface NewCard {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cardholderName: string;
  securityCode: string;
  makeDefault: boolean;
}

export type AddressValidationStatus = 'VALID' | 'INVALID' | 'AMBIGUOUS';

export interface ValidatedAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface AddressValidation {
  validationResult: AddressValidationStatus;
  address: ValidatedAddress;
  suggestedAddress: ValidatedAddress | null;
  county: string;
}

export interface NewAddress {
  addressName: string;
  address1: string;
  address2: string;
  city: string;
  /** US state or Canadian province code */
  state: string;
  postalCode: string;
  country: 'US' | 'CA';
  county?: string;
}

export interface QuoteLine {
  partNumber: string;
  displayName: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  unitSerial: string | null;
}

export interface Quote {
  quoteId: string;
  status: string;
  currency: string;
  lines: QuoteLine[];
  subtotal: number;
  tax: number;
  freight: number;
  total: number;
  customerPo: string | null;
}

export interface QuoteRequest {
  shoppingCartId: string;
  shipToAddressId: string;
  billToAddressId: string;
  paymentMethodId: string | null;
  customerPo: string | null;
}

export interface OrderConfirmation {
  orderId: string;
  orderNumber: string;
  status: string;
  orderedAt: string;
  currency: string;
  total: number;
  customerPo: string | null;
}

export type AddressKind = 'SHIPPING' | 'BILLING';
