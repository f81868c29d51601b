// The audit page's reads (issue 41): the page of entries (a queryOptions factory keyed by `queryKeys`) and the
// filtered view as CSV. Customer service works across companies: the scope in the key is the kit's, unused here.
import { queryOptions } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/query-keys';
import {
  CsrAuditLogCsvDocument,
  CsrAuditLogDocument,
  type CsrAuditLogCsvQueryVariables,
  type CsrAuditLogQueryVariables,
} from '../../../gql/graphql';

export const auditKeys = queryKeys('csr-audit');

export const auditLogOptions = (scope: OrganizationScope, variables: CsrAuditLogQueryVariables) =>
  queryOptions({
    queryKey: auditKeys.list(scope, variables),
    queryFn: ({ signal }) => runGraphQL(CsrAuditLogDocument, variables, { signal }),
  });

/** The filtered view as CSV text. */
export const getAuditLogCsv = async (variables: CsrAuditLogCsvQueryVariables) =>
  (await runGraphQL(CsrAuditLogCsvDocument, variables)).auditLogCsv;
