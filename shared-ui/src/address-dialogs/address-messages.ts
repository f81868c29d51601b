// The address-validation texts of spec section 8, verbatim. One copy for registration, checkout, My Account.

export const AMBIGUOUS_ADDRESS_TITLE = 'AMBIGUOUS ADDRESS';

export const AMBIGUOUS_ADDRESS_MESSAGE =
  'The Address validation service does not recognize this address. Using this address could cause a delay in your shipment or your shipment being returned to the shipper. Would you like proceed with this address?';

/** The spec gives only the start of this text ('The address entered appears to be incomplete...'). */
export const SUGGESTED_ADDRESS_MESSAGE =
  'The address entered appears to be incomplete or does not match our postal records. Would you like to use the suggested address instead?';

/** Spec 8 'Address validation failure'; the phone number comes from the caller's brand configuration. */
export function addressValidationErrorMessage(phone: string): string {
  return `Error validating address provided. Please check your input and try again. If you continue to experience problems, please call ${phone}.`;
}
