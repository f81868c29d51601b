// /parts/bomCheck/{id} (api/src/domains/replacement-parts/parts-service.ts) and the unit list of /fleet/ngSearch.

export interface BomPart {
  id: string;
  partNumber: string;
  customerPartNumber: string | null;
  displayName: string;
  imageUrl: string | null;
  partPrice: number | null;
  currency: string;
  partUom: string;
  inStock: boolean;
  orderable: boolean;
  onBom: boolean;
  quantityOnBom: number | null;
  prop65Description: string | null;
  availabilityMessage: string;
  notOrderableMessage: string | null;
}

export interface BomCheckResult {
  unit: { instanceId: string; unitSerial: string; model: string };
  showPrice: boolean;
  canOrderParts: boolean;
  totalRecords: number;
  content: BomPart[];
}

export interface UnitChoice {
  instanceId: string;
  unitSerial: string;
  model: string;
  customerVehicleNumber: string | null;
}
