// The carts-and-checkout domain's own types, which its services take and give. The GraphQL schema's types belong
// to the transport; the resolvers map between the two, so a schema change shows at a resolver, not in a service.
import type { Address } from '../accounts/index.js';
import type { CommerceItem } from '../catalogue/index.js';

export interface AccountAddresses {
  defaultBillingAddress: Address | null;
  defaultShippingAddress: Address | null;
}

/** Spec section 3 'Address search request'; page from 0, size default 25. */
export interface AddressSearchInput {
  accountId?: string | null | undefined;
  defaultEbsAddressIds?: Array<string> | null | undefined;
  favoriteEbsAddressIds?: Array<string> | null | undefined;
  page?: number | null | undefined;
  partyId?: string | null | undefined;
  query?: string | null | undefined;
  size?: number | null | undefined;
  type?: AddressSearchType | null | undefined;
}

export type AddressSearchType = 'ALL' | 'BILLING' | 'SHIPPING';

export interface AddressValidation {
  address: ValidatedAddress;
  county: string;
  suggestedAddress: ValidatedAddress | null;
  validationResult: AddressValidationStatus;
}

export interface AddressValidationInput {
  address1: string;
  address2?: string | null | undefined;
  city: string;
  country: string;
  postalCode: string;
  /** US: the state; CA: the province; other countries: the country (spec 5) */
  state?: string | null | undefined;
}

/** Spec section 3 'Address validation result'. */
export type AddressValidationStatus = 'AMBIGUOUS' | 'INVALID' | 'VALID';

export interface CartItemInput {
  itemId: string;
  /** the item's new quantity in the cart (not an increment); 0 or less removes it */
  quantity: number;
  unitSerial?: string | null | undefined;
}

export interface NewAddressInput {
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
}

/** A new card. The number and security code are checked and tokenised, then discarded. */
export interface NewCardInput {
  cardNumber: string;
  cardholderName: string;
  expMonth: number;
  expYear: number;
  /** make it the default{product}PaymentId */
  makeDefault?: boolean | null | undefined;
  securityCode: string;
}

/** One OCI field of the cart returned to the procurement system, e.g. NEW_ITEM-DESCRIPTION[1]. */
export interface OciField {
  name: string;
  value: string;
}

/** A saved card: only the processor token's brand and last four are kept, never the number. */
export interface PaymentMethod {
  brand: string;
  cardholderName: string;
  expMonth: number;
  expYear: number;
  id: string;
  isDefault: boolean;
  lastFour: string;
}

/** What the punchout 'return cart' form posts, and where (spec 3 ociPunchOut* profile fields). */
export interface PunchoutCartReturn {
  charset: string;
  fields: Array<OciField>;
  hookUrl: string;
  target: string | null;
}

export interface Quote {
  billToAddress: Address;
  currency: string;
  customerPo: string | null;
  /** subtotal, tax, freight and total: null when withheld from the caller (priceWithheld) */
  freight: number | null;
  lines: Array<QuoteLine>;
  paymentMethod: PaymentMethod | null;
  /** true: the caller may not see prices (no B2B_See_Replacement_Parts_Pricing); every amount here is null */
  priceWithheld: boolean;
  quoteId: string;
  shipToAddress: Address;
  status: string;
  subtotal: number | null;
  tax: number | null;
  total: number | null;
}

export interface QuoteInput {
  billToAddressId: string;
  /** only when isCustomerPurchaseOrderEnabled */
  customerPo?: string | null | undefined;
  /** a saved card; required unless the account pays by purchase order */
  paymentMethodId?: string | null | undefined;
  shipToAddressId: string;
  shoppingCartId: string;
}

export interface QuoteLine {
  displayName: string;
  /** null: withheld from the caller (Quote.priceWithheld) */
  lineTotal: number | null;
  partNumber: string;
  quantity: number;
  unitPrice: number | null;
  unitSerial: string | null;
}

/** A logged-in user's server cart; application is 'supply-store' or 'training-store'. */
export interface ShoppingCart {
  application: string;
  currency: string;
  /** sum of item quantities (spec 4 'Cart count') */
  itemCount: number;
  items: Array<ShoppingCartItem>;
  /** true: the caller may not see prices (see CommerceItem.priceWithheld); subtotal and line prices are null */
  priceWithheld: boolean;
  shoppingCartId: string;
  /** sum of the priced lines at the caller's prices; null when the prices are withheld from the caller */
  subtotal: number | null;
  userId: string;
}

export interface ShoppingCartItem {
  /** the part at the caller's prices (supply store; null for training-store items) */
  item: CommerceItem | null;
  /** part number (supply store) or course id (training store) */
  itemId: string;
  quantity: number;
  shoppingCartId: string;
  shoppingCartItemId: string;
  unitSerial: string | null;
}

export interface ValidatedAddress {
  address1: string;
  address2: string;
  city: string;
  country: string;
  postalCode: string;
  state: string;
}
