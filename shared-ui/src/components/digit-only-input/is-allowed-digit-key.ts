/** The parts of a keyboard event the digit-only rule looks at (a React or DOM KeyboardEvent fits). */
export interface DigitKeyEventLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** Named keys let through (spec section 5), besides the digits and the clipboard shortcuts. */
export const ALLOWED_NAMED_KEYS: readonly string[] = [
  'Backspace',
  'Delete',
  'Tab',
  'Escape',
  'Enter',
  'Home',
  'End',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Clear',
  'Copy',
  'Paste',
];

/** Letters allowed together with ctrl or cmd (meta): select all, copy, paste, cut. */
export const ALLOWED_SHORTCUT_LETTERS: readonly string[] = ['a', 'c', 'v', 'x'];

const NAMED = new Set(ALLOWED_NAMED_KEYS);
const SHORTCUTS = new Set(ALLOWED_SHORTCUT_LETTERS);

/**
 * Whether a keydown may reach a digit-only input: 0-9, Backspace, Delete, Tab, Escape, Enter, Home, End, the arrow
 * keys, Clear, Copy, Paste, and ctrl or cmd with a, c, v or x. Everything else is to be prevented.
 */
export function isAllowedDigitKey(event: DigitKeyEventLike): boolean {
  const { key } = event;
  if (key.length === 1 && key >= '0' && key <= '9') return true;
  if (NAMED.has(key)) return true;
  return Boolean(event.ctrlKey || event.metaKey) && SHORTCUTS.has(key.toLowerCase());
}

/** The digits of `text`, everything else removed. */
export function keepDigits(text: string): string {
  return text.replace(/\D/g, '');
}
