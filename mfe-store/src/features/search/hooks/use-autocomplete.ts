// Debounced autocomplete (spec 5: fires only for non-empty queries after 350 ms; shown at 3+ characters).
// A plain hook rather than react-query: the search box is a parcel in the shell's header, outside the store's
// React root and its query client.
import { useCallback, useEffect, useState } from 'react';
import { useDebouncedValue } from '@portal/shared-ui/list-kit';
import { fetchAutocomplete } from '../../../shared/api/catalogue-api';
import type { Autocomplete } from '../../../shared/types/catalogue';
import type { CatalogueCaller } from '../../../shared/api/catalogue-api';
import { AUTOCOMPLETE_DEBOUNCE_MS, shouldAutocomplete } from '../search-box-rules';

export interface AutocompleteState {
  /** the suggestions for the current query, once they are known */
  result: Autocomplete | null;
  loading: boolean;
  /** the suggestions for exactly this query, fetched at once if the debounced call has not answered yet */
  resolve: (query: string) => Promise<Autocomplete | null>;
}

export function useAutocomplete(query: string, caller: CatalogueCaller, enabled: boolean): AutocompleteState {
  // answers by caller and query, so a sign-in or locale change never shows another caller's suggestions
  const [answers, setAnswers] = useState<ReadonlyMap<string, Autocomplete>>(new Map());
  const q = query.trim();
  const callerKey = `${caller.signedIn}:${caller.locale}`;
  const key = `${callerKey}|${q}`;
  const wanted = enabled && shouldAutocomplete(q);

  // asked for once typing settles (the portal's one debounce), and only while the box still holds that text
  const settled = useDebouncedValue(q, AUTOCOMPLETE_DEBOUNCE_MS);
  const settledKey = `${callerKey}|${settled}`;
  useEffect(() => {
    if (!wanted || settled !== q || answers.has(settledKey)) return;
    const controller = new AbortController();
    fetchAutocomplete(caller, settled, controller.signal)
      .then((result) => setAnswers((prev) => new Map(prev).set(settledKey, result)))
      .catch(() => undefined); // no suggestions; submitting still searches
    return () => controller.abort();
  }, [wanted, settled, q, settledKey, caller, answers]);

  const resolve = useCallback(
    async (raw: string): Promise<Autocomplete | null> => {
      const text = raw.trim();
      if (!shouldAutocomplete(text)) return null;
      const known = answers.get(`${callerKey}|${text}`);
      if (known) return known;
      try {
        const result = await fetchAutocomplete(caller, text);
        setAnswers((prev) => new Map(prev).set(`${callerKey}|${text}`, result));
        return result;
      } catch {
        return null;
      }
    },
    [answers, caller, callerKey],
  );

  return {
    result: wanted ? (answers.get(key) ?? null) : null,
    loading: wanted && !answers.has(key),
    resolve,
  };
}
