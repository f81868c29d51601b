// Warranty's own types (labels, the URL's filter); the claims' shapes are the API's, from the gateway contract.
import type { GatewayInput, GatewayResponse } from '@portal/api-client';

export const CLAIM_STATUSES = ['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'PAID'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** by the API's status (a string: a status added there shows as it is until it has a label here) */
export const CLAIM_STATUS_LABELS: Readonly<Record<string, string>> = {
  SUBMITTED: 'Submitted',
  IN_REVIEW: 'In Review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  PAID: 'Paid',
} satisfies Record<ClaimStatus, string>;

export type WarrantyClaimSummary = GatewayResponse<'/warranty/search'>['content'][number];
export type WarrantyClaimDetails = GatewayResponse<'/warranty/details'>;
export type ClaimAddress = NonNullable<WarrantyClaimDetails['billingAddress']>;
export type WarrantyDefaultInformation = GatewayResponse<'/warranty/defaultInformation'>;
export type ClaimSubmission = GatewayInput<'/warranty/submitClaim'>;
export type ClaimSubmissionResult = GatewayResponse<'/warranty/submitClaim'>;

/** The URL's filter JSON: one status, IN_PROGRESS (submitted, in review or approved) or ALL. */
export interface WarrantyFilter {
  status: ClaimStatus | 'IN_PROGRESS' | 'ALL';
}
export const DEFAULT_WARRANTY_FILTER: WarrantyFilter = { status: 'ALL' };
