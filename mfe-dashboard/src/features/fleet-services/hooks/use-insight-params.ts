// The fleet-services pages keep their interval, range and event page in the URL, so a view can be shared and Back
// restores it.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@portal/shared-session/routing';
import { readInsightParams, writeInsightParams, type InsightParams } from '../utils/insight-data';

export function useInsightParams() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readInsightParams(params), [params]);
  const update = useCallback(
    (next: Partial<InsightParams>, how = { replace: false }) =>
      setParams(writeInsightParams({ ...state, ...next }), how),
    [state, setParams],
  );
  return [state, update] as const;
}
