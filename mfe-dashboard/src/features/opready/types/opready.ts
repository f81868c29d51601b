// /opready/search (api/src/domains/opready/opready-service.ts).

export type Readiness = 'ALL' | 'READY' | 'NOT_READY';

export interface OpReadyRow {
  instanceId: string;
  unitSerial: string;
  model: string;
  productLine: string;
  customerName: string;
  customerVehicleNumber: string | null;
  openApnCount: number;
  openServiceCount: number;
  overdueServiceCount: number;
  openWarrantyCount: number;
  readiness: 'READY' | 'NOT_READY';
}

export interface OpReadyPage {
  content: OpReadyRow[];
  totalRecords: number;
  readyCount: number;
  notReadyCount: number;
}

export interface OpReadyFilter {
  readiness: Readiness;
}

export const EMPTY_OPREADY_FILTER: OpReadyFilter = { readiness: 'ALL' };
