// /warranty/* (api/src/domains/warranty/warranty-service.ts).

export const CLAIM_STATUSES = ['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'PAID'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  SUBMITTED: 'Submitted',
  IN_REVIEW: 'In Review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  PAID: 'Paid',
};

export interface WarrantyClaimSummary {
  claimId: string;
  claimNumber: string;
  accountId: string;
  instanceId: string | null;
  unitSerial: string | null;
  model: string | null;
  status: ClaimStatus;
  warrantyType: string;
  failureDate: string | null;
  repairDate: string | null;
  complaint: string;
  submittedAt: string;
}

export interface ClaimAddress {
  addressId: string;
  ebsAddressId: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string | null;
  province: string | null;
  postalCode: string | null;
  country: string | null;
}

export interface WarrantyClaimDetails {
  claimId: string;
  claimNumber: string;
  accountId: string;
  status: ClaimStatus;
  warrantyType: string;
  failureDate: string | null;
  repairDate: string | null;
  unitHours: number | null;
  failedPartNumber: string | null;
  complaint: string;
  cause: string | null;
  correction: string | null;
  laborHours: number | null;
  partsAmount: number | null;
  laborAmount: number | null;
  currency: string;
  submittedAt: string;
  unit: {
    instanceId: string;
    unitSerial: string;
    model: string;
    customerVehicleNumber: string | null;
    inServiceDate: string | null;
  } | null;
  billingAddress: ClaimAddress | null;
  shippingAddress: ClaimAddress | null;
  attachments: { attachmentId: string; fileName: string; contentType: string; sizeBytes: number }[];
}

export interface WarrantyDefaultInformation {
  accountId: string;
  billingAddress: ClaimAddress | null;
  shippingAddress: ClaimAddress | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  updatedAt: string | null;
}

export interface ClaimSubmissionResult {
  filed: boolean;
  demo: boolean;
  /** the demo account's notice that nothing was filed */
  message: string | null;
  claimId: string | null;
  claimNumber: string | null;
}

/** The URL's filter JSON: one status, IN_PROGRESS (submitted, in review or approved) or ALL. */
export interface WarrantyFilter {
  status: ClaimStatus | 'IN_PROGRESS' | 'ALL';
}
export const DEFAULT_WARRANTY_FILTER: WarrantyFilter = { status: 'ALL' };
