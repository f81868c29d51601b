import { ALLOWED_NAMED_KEYS, isAllowedDigitKey, keepDigits } from './is-allowed-digit-key';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const NAMED = [
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
const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');
const SYMBOLS = '`~!@#$%^&*()-_=+[]{}\\|;:\'",.<>/? '.split('');
const OTHER_NAMED = [
  'Shift',
  'Control',
  'Alt',
  'AltGraph',
  'Meta',
  'CapsLock',
  'NumLock',
  'ScrollLock',
  'PageUp',
  'PageDown',
  'Insert',
  'Cut',
  'Undo',
  'Redo',
  'ContextMenu',
  'Dead',
  'Process',
  'Unidentified',
  'Spacebar',
  'Left',
  'Right',
  'Up',
  'Down',
  'Esc',
  'Del',
  ...Array.from({ length: 12 }, (_, i) => `F${i + 1}`),
];

describe('isAllowedDigitKey', () => {
  it('names exactly the spec keys as allowed named keys', () => {
    expect([...ALLOWED_NAMED_KEYS].sort()).toEqual([...NAMED].sort());
  });

  it.each(DIGITS)('allows the digit %s, with or without modifiers', (key) => {
    expect(isAllowedDigitKey({ key })).toBe(true);
    expect(isAllowedDigitKey({ key, ctrlKey: true })).toBe(true);
    expect(isAllowedDigitKey({ key, metaKey: true })).toBe(true);
  });

  it.each(NAMED)('allows %s, with or without modifiers', (key) => {
    expect(isAllowedDigitKey({ key })).toBe(true);
    expect(isAllowedDigitKey({ key, ctrlKey: true })).toBe(true);
    expect(isAllowedDigitKey({ key, metaKey: true })).toBe(true);
  });

  it.each(['a', 'c', 'v', 'x', 'A', 'C', 'V', 'X'])('allows ctrl+%s and cmd+%s', (key) => {
    expect(isAllowedDigitKey({ key, ctrlKey: true })).toBe(true);
    expect(isAllowedDigitKey({ key, metaKey: true })).toBe(true);
    expect(isAllowedDigitKey({ key, ctrlKey: true, metaKey: true })).toBe(true);
  });

  it.each(['a', 'c', 'v', 'x', 'A', 'C', 'V', 'X'])('blocks %s without ctrl or cmd', (key) => {
    expect(isAllowedDigitKey({ key })).toBe(false);
    expect(isAllowedDigitKey({ key, ctrlKey: false, metaKey: false })).toBe(false);
  });

  it.each(LETTERS.filter((letter) => !'acvx'.includes(letter)))(
    'blocks the letter %s, alone, upper-case, or with ctrl or cmd',
    (key) => {
      expect(isAllowedDigitKey({ key })).toBe(false);
      expect(isAllowedDigitKey({ key: key.toUpperCase() })).toBe(false);
      expect(isAllowedDigitKey({ key, ctrlKey: true })).toBe(false);
      expect(isAllowedDigitKey({ key, metaKey: true })).toBe(false);
    },
  );

  it.each(SYMBOLS)('blocks the character %j, with or without ctrl', (key) => {
    expect(isAllowedDigitKey({ key })).toBe(false);
    expect(isAllowedDigitKey({ key, ctrlKey: true })).toBe(false);
  });

  it.each(OTHER_NAMED)('blocks the key %s', (key) => {
    expect(isAllowedDigitKey({ key })).toBe(false);
    expect(isAllowedDigitKey({ key, ctrlKey: true })).toBe(false);
  });

  it.each(['', '10', '٣', '３', '²', '½', 'ab', 'ctrl'])(
    'blocks the non-ASCII-digit or multi-character key %j',
    (key) => {
      expect(isAllowedDigitKey({ key })).toBe(false);
      expect(isAllowedDigitKey({ key, ctrlKey: true })).toBe(false);
    },
  );

  it('treats the modifiers as booleans', () => {
    expect(isAllowedDigitKey({ key: 'v', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isAllowedDigitKey({ key: 'v', ctrlKey: true, metaKey: false })).toBe(true);
  });

  it('accepts a real KeyboardEvent', () => {
    expect(isAllowedDigitKey(new KeyboardEvent('keydown', { key: '7' }))).toBe(true);
    expect(isAllowedDigitKey(new KeyboardEvent('keydown', { key: 'e' }))).toBe(false);
    expect(isAllowedDigitKey(new KeyboardEvent('keydown', { key: 'x', metaKey: true }))).toBe(true);
  });
});

describe('keepDigits', () => {
  it('keeps only the ASCII digits, in order', () => {
    expect(keepDigits('(877) 462-5832')).toBe('8774625832');
    expect(keepDigits(' 1a2b3 ')).toBe('123');
    expect(keepDigits('1.5e3')).toBe('153');
    expect(keepDigits('abc')).toBe('');
    expect(keepDigits('')).toBe('');
  });
});
