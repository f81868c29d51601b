// spec 3: the fleet search box searches 500 ms after the last keystroke.
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
