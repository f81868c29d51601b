// The training sessions page's queries (ADR 0030): sessions are the portal's, the same whichever company the
// product owner views, so the key's scope is all organisations.
import { queryOptions } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { organizationScope, queryKeys } from '@portal/shared-session/query-keys';
import { CsrScheduledCourseSessionsDocument } from '../../../gql/graphql';

export const trainingSessionKeys = queryKeys('csr-training-sessions');

export const scheduledSessionsOptions = () =>
  queryOptions({
    queryKey: trainingSessionKeys.list(organizationScope(null), 'scheduled'),
    queryFn: ({ signal }) => runGraphQL(CsrScheduledCourseSessionsDocument, {}, { signal }),
  });
