// The portal's one debounce: a value that follows `value` once it has stopped changing for `delayMs` (spec 3 and
// 9: a search box searches 500 ms after the last keystroke). Search lists, suggestion boxes and the address picker
// all wait through this hook, so they wait alike.
import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 500;

export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
