// /serviceRequest/* (api/src/domains/service-requests/service-request-service.ts).

export const SR_STATUSES = ['OPEN', 'IN_PROGRESS', 'CLOSED', 'CANCELLED'] as const;
export type SrStatus = (typeof SR_STATUSES)[number];

export interface ServiceRequestSummary {
  srId: string;
  srNumber: string;
  accountId: string;
  instanceId: string | null;
  unitSerial: string | null;
  model: string | null;
  customerVehicleNumber: string | null;
  customerName: string | null;
  status: SrStatus;
  type: string;
  severity: string | null;
  summary: string;
  location: string | null;
  technician: string | null;
  openedAt: string;
  closedAt: string | null;
}

export interface ServiceRequestDetails {
  srId: string;
  srNumber: string;
  accountId: string;
  status: SrStatus;
  type: string;
  severity: string | null;
  summary: string;
  description: string | null;
  problemCode: string | null;
  technician: string | null;
  location: string | null;
  comments: { author: string; at: string; text: string }[];
  openedAt: string;
  closedAt: string | null;
  unit: {
    instanceId: string;
    unitSerial: string;
    model: string;
    productLine: string;
    customerVehicleNumber: string | null;
    customerName: string;
    currentLocation: string | null;
  } | null;
}

/** The URL's filter JSON: one status, ACTIVE (open or in progress) or ALL. */
export interface ServiceRequestFilter {
  status: SrStatus | 'ACTIVE' | 'ALL';
}
export const DEFAULT_SR_FILTER: ServiceRequestFilter = { status: 'ALL' };

export const SR_STATUS_LABELS: Record<SrStatus, string> = {
  OPEN: 'Open',
  IN_PROGRESS: 'In Progress',
  CLOSED: 'Closed',
  CANCELLED: 'Cancelled',
};
