// The operational readiness report through the gateway (B2B_Reporting).
import { gateway } from '@portal/api-client';
import type { ListState } from '@portal/shared-session/list-state';
import type { OpReadyFilter } from '../types/opready';

export const OPREADY_PAGE_SIZE = 25;
export const OPREADY_CSV_ENDPOINT = '/opready/search';

export function opReadyBody(state: ListState<OpReadyFilter>) {
  return {
    query: state.query || null,
    readiness: state.filter.readiness,
    sortOptions: state.sort ? [{ fieldName: state.sort.field, direction: state.sort.direction }] : [],
    page: state.page - 1,
    size: OPREADY_PAGE_SIZE,
  };
}

export const opReadyReport = (body: ReturnType<typeof opReadyBody>, signal?: AbortSignal) =>
  gateway('/opready/search', body, { signal });
