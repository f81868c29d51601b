// The warranty claims' queries (ADR 0030): keys that name the viewed organisation, a `queryOptions` a request.
import { queryOptions } from '@tanstack/react-query';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/server-list';
import { claimDetails, defaultInformation, searchClaims, type WarrantySearchBody } from './warranty';

export const warrantyKeys = queryKeys('warranty-claims');

export const claimSearchOptions = (scope: OrganizationScope, body: WarrantySearchBody) =>
  queryOptions({
    queryKey: warrantyKeys.list(scope, body),
    queryFn: ({ signal }) => searchClaims(body, signal),
  });

export const claimDetailsOptions = (scope: OrganizationScope, claimId: string) =>
  queryOptions({
    queryKey: warrantyKeys.detail(scope, claimId),
    queryFn: ({ signal }) => claimDetails(claimId, signal),
  });

/** The account's default contact and addresses for a claim. */
export const defaultInformationOptions = (scope: OrganizationScope) =>
  queryOptions({
    queryKey: [...warrantyKeys.scoped(scope), 'default-information'] as const,
    queryFn: ({ signal }) => defaultInformation(signal),
  });
