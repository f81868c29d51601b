// The registration queue's query (ADR 0030): a key factory like every list's.
import { queryOptions } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/query-keys';
import {
  ApproveRegistrationDocument,
  AwaitingApprovalDocument,
  RejectRegistrationDocument,
  type AwaitingApprovalQueryVariables,
} from '../../../gql/graphql';

export const approvalKeys = queryKeys('csr-approval');

export const awaitingApprovalOptions = (
  scope: OrganizationScope,
  variables: AwaitingApprovalQueryVariables,
) =>
  queryOptions({
    queryKey: approvalKeys.list(scope, variables),
    queryFn: ({ signal }) => runGraphQL(AwaitingApprovalDocument, variables, { signal }),
  });

/** The decisions on a registration; each e-mails the registrant. */
export const registrationDecisions = {
  approve: (userId: string, accountId: string, notes: string | null) =>
    runGraphQL(ApproveRegistrationDocument, { userId, accountId, notes }),
  reject: (userId: string, notes: string) => runGraphQL(RejectRegistrationDocument, { userId, notes }),
};
