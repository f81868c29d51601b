// /orgOfFleet/groups/* and /fleet/validate (api/src/domains/groups/group-service.ts, fleet/unit-service.ts).

export interface GroupSummary {
  id: string;
  groupId: string;
  accountId: string;
  name: string;
  description: string;
  multiOrg: boolean;
  customerName: string | null;
  version: number;
  unitCount: number;
  subGroupCount: number;
}

export interface GroupUnit {
  instanceId: string;
  accountId: string;
  customerName: string;
  customerVehicleNumber: string | null;
  unitSerial: string;
  model: string;
  productLine: string;
  city: string | null;
  stateProvince: string | null;
  warning: string | null;
}

export interface Group {
  id: string;
  groupId: string;
  accountId: string;
  name: string;
  description: string;
  multiOrg: boolean;
  customerName: string | null;
  version: number;
  subGroups: { id: string; name: string; unitCount: number }[];
  parents: { id: string; name: string }[];
  instances: GroupUnit[];
}

export interface UnitValidation {
  input: string;
  valid: boolean;
  instanceId: string | null;
  unitSerial: string | null;
  message: string | null;
}

export interface GroupFilter {
  topLevelOnly: boolean;
}
export const EMPTY_GROUP_FILTER: GroupFilter = { topLevelOnly: false };
