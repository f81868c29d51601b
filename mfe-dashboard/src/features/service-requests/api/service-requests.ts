// Service requests through the gateway (B2B_View_SRs): search, details and the search's CSV job.
import { gateway, type GatewayInput } from '@portal/api-client';
import type { ListState } from '@portal/shared-session/list-state';
import { SR_STATUSES, type ServiceRequestFilter } from '../types/service-request';

export const SR_PAGE_SIZE = 10;
/** GET CSV /serviceRequest/csv/search: the shell's download page appends 'async' (spec 7) */
export const SR_CSV_ENDPOINT = '/serviceRequest/csv/search';

/** URL state → /serviceRequest/search request (page 1-based in the URL, 0-based on the wire). */
export function srSearchBody(state: ListState<ServiceRequestFilter>): GatewayInput<'/serviceRequest/search'> {
  const status = state.filter.status;
  // a hand-edited URL with an unknown status lists everything rather than failing
  const known = status === 'ACTIVE' || (SR_STATUSES as readonly string[]).includes(status);
  return {
    query: state.query || null,
    filterOptions: known ? [{ fieldName: 'STATUS', value: status }] : [],
    sortOptions: state.sort ? [{ fieldName: state.sort.field, direction: state.sort.direction }] : [],
    page: state.page - 1,
    size: SR_PAGE_SIZE,
  };
}
export type SrSearchBody = ReturnType<typeof srSearchBody>;

export const searchServiceRequests = (body: SrSearchBody, signal?: AbortSignal) =>
  gateway('/serviceRequest/search', body, { signal });

export const serviceRequestDetails = (srId: string, signal?: AbortSignal) =>
  gateway('/serviceRequest/details', { srId }, { signal });
