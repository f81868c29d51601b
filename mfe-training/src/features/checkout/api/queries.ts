// Checkout's queries (ADR 0030): the saved cards and the company's addresses for the account ordering, keyed by the
// kit's factory (the viewed organisation and that account).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { queryKeys, useOrganizationScope, type OrganizationScope } from '@portal/shared-session/query-keys';
import { CourseCheckoutDetailsDocument } from '../../../gql/graphql';

export const checkoutKeys = queryKeys('training-checkout');

export const fetchCheckoutDetails = (accountId: string | null | undefined, signal?: AbortSignal) =>
  runGraphQL(CourseCheckoutDetailsDocument, { accountId }, { signal });

export const checkoutDetailsOptions = (scope: OrganizationScope, accountId: string | null | undefined) =>
  queryOptions({
    queryKey: checkoutKeys.detail(scope, accountId ?? null),
    queryFn: ({ signal }) => fetchCheckoutDetails(accountId, signal),
  });

export function useCheckoutDetails(accountId: string | null | undefined, enabled: boolean) {
  const scope = useOrganizationScope();
  return useQuery({ ...checkoutDetailsOptions(scope, accountId), enabled });
}
