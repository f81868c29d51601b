// The training sessions page's reads and writes (ADR 0030): a page of sessions keyed by the factory, the change as
// a fetcher, and the hook that saves a change and fetches the pages again. Sessions are the portal's, the same
// whichever company the product owner views: the key's scope is the kit's, unused by the API.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/query-keys';
import {
  CsrChangeCourseSessionDocument,
  CsrScheduledCourseSessionsDocument,
  type CourseSessionChangeInput,
  type CsrScheduledCourseSessionsQueryVariables,
} from '../../../gql/graphql';

export const trainingSessionKeys = queryKeys('csr-training-sessions');

export const scheduledSessionsOptions = (
  scope: OrganizationScope,
  variables: CsrScheduledCourseSessionsQueryVariables,
) =>
  queryOptions({
    queryKey: trainingSessionKeys.list(scope, variables),
    queryFn: async ({ signal }) =>
      (await runGraphQL(CsrScheduledCourseSessionsDocument, variables, { signal })).scheduledCourseSessions,
  });

export const changeCourseSession = async (sessionId: string, change: CourseSessionChangeInput) =>
  (await runGraphQL(CsrChangeCourseSessionDocument, { sessionId, change })).changeCourseSession;

/**
 * Saves a session's change, then fetches the pages again. A refusal is thrown to the caller: the change dialog
 * shows it in the form, beside the field the product owner fixes.
 */
export function useChangeCourseSession() {
  const queryClient = useQueryClient();
  return async (sessionId: string, change: CourseSessionChangeInput) => {
    const changed = await changeCourseSession(sessionId, change);
    await queryClient.invalidateQueries({ queryKey: trainingSessionKeys.all });
    return changed;
  };
}
