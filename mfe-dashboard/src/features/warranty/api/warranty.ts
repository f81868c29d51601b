// Warranty through the gateway: claim search and detail (B2B_Warranty_View), 'Submit a Claim' with its attachments
// and the 'Default Information' (B2B_Warranty_Submit; Demo_Only_Warranty_Submit validates without filing).
import { errorFromResponse, gateway, getApiBase, runGraphQL, type GatewayInput } from '@portal/api-client';
import { getAccessToken } from '@portal/shared-session';
import type { AddressPageRequest } from '@portal/shared-ui/address-picker';
import { WarrantyAddressPageDocument, type WarrantyAddressFragment } from '../../../gql/graphql';
import type { ListState } from '@portal/shared-session/list-state';
import { CLAIM_STATUSES, type ClaimSubmission, type WarrantyFilter } from '../types/warranty';

export const WARRANTY_PAGE_SIZE = 10;

/** URL state → /warranty/search request (page 1-based in the URL, 0-based on the wire). */
export function warrantySearchBody(state: ListState<WarrantyFilter>): GatewayInput<'/warranty/search'> {
  const status = state.filter.status;
  // a hand-edited URL with an unknown status lists everything rather than failing
  const known = status === 'IN_PROGRESS' || (CLAIM_STATUSES as readonly string[]).includes(status);
  return {
    query: state.query || null,
    filterOptions: known ? [{ fieldName: 'STATUS', value: status }] : [],
    sortOptions: state.sort ? [{ fieldName: state.sort.field, direction: state.sort.direction }] : [],
    page: state.page - 1,
    size: WARRANTY_PAGE_SIZE,
  };
}
export type WarrantySearchBody = ReturnType<typeof warrantySearchBody>;

export const searchClaims = (body: WarrantySearchBody, signal?: AbortSignal) =>
  gateway('/warranty/search', body, { signal });

export const claimDetails = (claimId: string, signal?: AbortSignal) =>
  gateway('/warranty/details', { claimId }, { signal });

/** A filed claim's attachment, served to callers who may read the claim (it needs the bearer token). */
export const claimAttachmentUrl = (claimId: string, attachmentId: string) =>
  `${getApiBase()}/files/warranty/${encodeURIComponent(claimId)}/${encodeURIComponent(attachmentId)}`;

export const submitClaim = (claim: ClaimSubmission) => gateway('/warranty/submitClaim', claim);

export const defaultInformation = (signal?: AbortSignal) =>
  gateway('/warranty/defaultInformation', {}, { signal });

export const updateDefaultInformation = (body: {
  accountId: string;
  billingAddressId: string | null;
  shippingAddressId: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
}) => gateway('/warranty/defaultInformation/update', body);

/**
 * POST /api/files/warranty/uploads: one attachment as the raw file (its type as Content-Type); the answer's uploadId
 * goes into the claim's attachmentIds. The API checks the type against the file's first bytes and the size again.
 */
export async function uploadAttachment(file: File): Promise<string> {
  const token = await getAccessToken();
  const url = `${getApiBase()}/files/warranty/uploads?fileName=${encodeURIComponent(file.name)}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': file.type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: file,
    credentials: 'same-origin',
  });
  const body: unknown = await response.json().catch(() => null);
  // the API's standard error: its userFriendlyMessage is what the page shows (userMessageOf)
  if (!response.ok) throw errorFromResponse(response.status, url, body, { source: 'file' });
  return (body as { uploadId: string }).uploadId;
}

export type WarrantyAddress = WarrantyAddressFragment;

/** One page of the organisation's billing or shipping addresses for the pickers. */
export async function warrantyAddressPage(
  accountId: string | null,
  type: 'BILLING' | 'SHIPPING',
  request: AddressPageRequest,
): Promise<WarrantyAddress[]> {
  const data = await runGraphQL(WarrantyAddressPageDocument, {
    request: { query: request.query || null, type, page: request.page, size: request.size, accountId },
  });
  return data.searchAddresses;
}
