// @portal/shared-ui/digit-only-input: the digit-only input of spec section 5 and its key rule.
export { DigitOnlyInput, type DigitOnlyInputProps } from './digit-only-input';
export {
  ALLOWED_NAMED_KEYS,
  ALLOWED_SHORTCUT_LETTERS,
  isAllowedDigitKey,
  keepDigits,
  type DigitKeyEventLike,
} from './is-allowed-digit-key';
