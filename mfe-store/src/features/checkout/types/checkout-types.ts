// Shapes of the checkout calls: aliases of the typed documents' results (api/checkout.graphql, generated into
// src/gql/), so a change to the GraphQL contract reaches the page; the new address is the shared form's.
import type { AddressToSave } from '@portal/shared-ui/address-form';
import type {
  AddressSearchType,
  AddressValidationStatus as GeneratedAddressValidationStatus,
  CheckoutAddressFieldsFragment,
  CheckoutAddressValidationFragment,
  CheckoutCartFieldsFragment,
  CheckoutOrderConfirmationFragment,
  CheckoutPaymentMethodFragment,
  CheckoutQuoteFragment,
  NewCardInput,
  QuoteInput,
} from '../../../gql/graphql';

export type CheckoutAddress = CheckoutAddressFieldsFragment;
export type CheckoutCart = CheckoutCartFieldsFragment;
export type CheckoutCartLine = CheckoutCart['items'][number];
export type PaymentMethod = CheckoutPaymentMethodFragment;
export type NewCard = NewCardInput;
export type AddressValidationStatus = GeneratedAddressValidationStatus;
export type AddressValidation = CheckoutAddressValidationFragment;
export type ValidatedAddress = AddressValidation['address'];
export type Quote = CheckoutQuoteFragment;
export type QuoteLine = Quote['lines'][number];
export type QuoteRequest = QuoteInput;
export type OrderConfirmation = CheckoutOrderConfirmationFragment;

/** The address book the checkout searches: shipping or billing addresses (never ALL). */
export type AddressKind = Exclude<AddressSearchType, 'ALL'>;

/** An address from the shared add-address form, as validated and chosen (county from the validator). */
export type NewAddress = AddressToSave;
