// The notices' queries (ADR 0030): keys that name the viewed organisation and a `queryOptions` factory a request.
import { queryOptions } from '@tanstack/react-query';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/server-list';
import { noticeDetails, searchNotices, type NoticeSearchBody } from './notices';

/** The notices' query keys: `noticeKeys.all` is stale after a completion is reported. */
export const noticeKeys = queryKeys('apns');

export const noticeSearchOptions = (scope: OrganizationScope, body: NoticeSearchBody) =>
  queryOptions({
    queryKey: noticeKeys.list(scope, body),
    queryFn: ({ signal }) => searchNotices(body, signal),
  });

export const noticeDetailsOptions = (scope: OrganizationScope, apnId: string) =>
  queryOptions({
    queryKey: noticeKeys.detail(scope, apnId),
    queryFn: ({ signal }) => noticeDetails(apnId, signal),
  });
