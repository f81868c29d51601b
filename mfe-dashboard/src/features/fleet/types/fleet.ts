// /fleet/ngSearch and /fleet/unitDetails (api/src/domains/fleet/): spec 3 "Fleet unit summary" rows.

export interface FleetUnitSummary {
  instanceId: string;
  customerName: string;
  customerVehicleNumber: string | null;
  model: string;
  productLine: string;
  city: string | null;
  stateProvince: string | null;
  inServiceDate: string | null;
  currentLocation: string | null;
  warning: string | null;
  openSrCount: number;
  bulletinCount: number;
  unitSerial: string;
  faSerial: string | null;
  chassisVin: string | null;
  webEnabled: boolean;
  globalRental: boolean;
  unitInFleet: boolean;
  accountId: string;
}

export const FACET_FIELDS = ['productLine', 'model', 'stateProvince', 'warning', 'customerName'] as const;
export type FacetField = (typeof FACET_FIELDS)[number];
export type FleetFacets = Record<FacetField, { value: string; count: number }[]>;

export interface FleetPage {
  content: FleetUnitSummary[];
  totalRecords: number;
  facets?: FleetFacets;
}

/** The URL's filter JSON: the chosen values of each facet. */
export type FleetFilter = Partial<Record<FacetField, string[]>>;
export const EMPTY_FLEET_FILTER: FleetFilter = {};

export interface UnitServiceRequest {
  srId: string;
  srNumber: string;
  status: string;
  type: string;
  severity: string | null;
  summary: string;
  openedAt: string;
  closedAt: string | null;
}

export interface UnitNotice {
  apnId: string;
  apnNumber: string;
  title: string;
  noticeType: string;
  severity: string | null;
  issuedDate: string;
  dueDate: string | null;
  status: string;
  completedAt: string | null;
  completedBy: string | null;
}

export interface UnitWarrantyClaim {
  claimId: string;
  claimNumber: string;
  status: string;
  warrantyType: string;
  failureDate: string | null;
  complaint: string;
  submittedAt: string;
}

export interface UnitDetails {
  unit: {
    instanceId: string;
    accountId: string;
    customerName: string;
    customerVehicleNumber: string | null;
    productLine: string;
    model: string;
    modelYear: number | null;
    unitSerial: string;
    faSerial: string | null;
    chassisVin: string | null;
    chassisMake: string | null;
    equipmentOwner: string | null;
    warning: string | null;
  };
  inServiceDate: string | null;
  location: { currentLocation: string | null; city: string | null; stateProvince: string | null };
  groups: { groupId: string; name: string }[];
  /** each list only with the privilege its own page needs */
  serviceRequests?: UnitServiceRequest[];
  notices?: UnitNotice[];
  warrantyClaims?: UnitWarrantyClaim[];
}
