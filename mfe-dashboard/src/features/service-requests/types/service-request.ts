// Service requests' own types (statuses' labels, the URL's filter); the requests' shapes are the API's, from the
// gateway contract.
import type { GatewayResponse } from '@portal/api-client';

export const SR_STATUSES = ['OPEN', 'IN_PROGRESS', 'CLOSED', 'CANCELLED'] as const;
export type SrStatus = (typeof SR_STATUSES)[number];

export type ServiceRequestSummary = GatewayResponse<'/serviceRequest/search'>['content'][number];
export type ServiceRequestDetails = GatewayResponse<'/serviceRequest/details'>;

/** The URL's filter JSON: one status, ACTIVE (open or in progress) or ALL. */
export interface ServiceRequestFilter {
  status: SrStatus | 'ACTIVE' | 'ALL';
}
export const DEFAULT_SR_FILTER: ServiceRequestFilter = { status: 'ALL' };

/** by the API's status (a string: a status added there shows as it is until it has a label here) */
export const SR_STATUS_LABELS: Readonly<Record<string, string>> = {
  OPEN: 'Open',
  IN_PROGRESS: 'In Progress',
  CLOSED: 'Closed',
  CANCELLED: 'Cancelled',
} satisfies Record<SrStatus, string>;
