export { AmbiguousAddressDialog, type AmbiguousAddressDialogProps } from './ambiguous-address-dialog';
export { SuggestedAddressDialog, type SuggestedAddressDialogProps } from './suggested-address-dialog';
export {
  AMBIGUOUS_ADDRESS_MESSAGE,
  AMBIGUOUS_ADDRESS_TITLE,
  SUGGESTED_ADDRESS_MESSAGE,
  addressValidationErrorMessage,
} from './address-messages';
export { formatAddressInline, formatAddressLines, type AddressLike } from './format-address';
