import {
  useCallback,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type ComponentPropsWithRef,
  type KeyboardEvent,
} from 'react';
import { isAllowedDigitKey, keepDigits } from './is-allowed-digit-key';

export interface DigitOnlyInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> {
  /** The current value: digits only. */
  value: string;
  /** Called with the new value (digits only) whenever it changes. */
  onChange: (value: string) => void;
}

/**
 * A text input that accepts only digits (spec section 5). Keys outside the allowed set are prevented on keydown;
 * pasted text keeps only its digits; anything else that slips in (drag and drop, a mobile keyboard that sends no
 * key names, autofill) is stripped before `onChange`. Other input props, including `ref` and `maxLength`, pass through.
 */
export function DigitOnlyInput({
  value,
  onChange,
  onKeyDown,
  onPaste,
  ref,
  maxLength,
  ...rest
}: DigitOnlyInputProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const caretRef = useRef<number | null>(null);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  // After a filtered paste, put the caret after the inserted digits once the new value is rendered.
  useLayoutEffect(() => {
    const caret = caretRef.current;
    caretRef.current = null;
    const input = inputRef.current;
    if (caret !== null && input && input === input.ownerDocument.activeElement)
      input.setSelectionRange(caret, caret);
  }, [value]);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isAllowedDigitKey(event)) event.preventDefault();
    onKeyDown?.(event);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    const text = event.clipboardData.getData('text');
    const digits = keepDigits(text);
    if (digits === text) return; // only digits: let the browser paste (keeps its undo history)
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? start;
    const room =
      maxLength !== undefined && maxLength >= 0
        ? Math.max(0, maxLength - (value.length - (end - start)))
        : Infinity;
    const inserted = digits.slice(0, room);
    const next = value.slice(0, start) + inserted + value.slice(end);
    if (next === value) return;
    caretRef.current = start + inserted.length;
    onChange(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = keepDigits(event.target.value);
    if (next !== value) onChange(next);
  };

  return (
    <input
      {...rest}
      ref={setRefs}
      type="text"
      inputMode="numeric"
      maxLength={maxLength}
      value={value}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      onPaste={handlePaste}
    />
  );
}
