// The registration queue's query (ADR 0030): a key factory like every list's.
import { queryOptions } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/server-list';
import { AwaitingApprovalDocument, type AwaitingApprovalQueryVariables } from '../../../gql/graphql';

export const approvalKeys = queryKeys('csr-approval');

export const awaitingApprovalOptions = (
  scope: OrganizationScope,
  variables: AwaitingApprovalQueryVariables,
) =>
  queryOptions({
    queryKey: approvalKeys.list(scope, variables),
    queryFn: ({ signal }) => runGraphQL(AwaitingApprovalDocument, variables, { signal }),
  });
