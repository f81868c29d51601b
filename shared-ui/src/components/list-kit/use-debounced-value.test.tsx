import { act, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('settles once, on the last value, after typing stops for 500 ms', () => {
  const seen: string[] = [];
  const { rerender } = renderHook(
    ({ value }) => {
      const settled = useDebouncedValue(value);
      if (seen[seen.length - 1] !== settled) seen.push(settled);
      return settled;
    },
    { initialProps: { value: '' } },
  );
  for (const typed of ['b', 'bo', 'boo', 'boom']) {
    rerender({ value: typed });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
  }
  expect(seen).toEqual(['']);
  act(() => jest.advanceTimersByTime(1));
  expect(seen).toEqual(['', 'boom']);
});
