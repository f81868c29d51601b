// Notices (APNs) through the gateway (B2B_View_APNs; reporting completion B2B_Report_APNs).
import { gateway, type GatewayInput } from '@portal/api-client';
import type { ListState } from '@portal/shared-session/list-state';
import type { NoticeFilter } from '../types/notice';

export const NOTICE_PAGE_SIZE = 10;

export function noticeSearchBody(state: ListState<NoticeFilter>): GatewayInput<'/apn/search'> {
  return {
    query: state.query || null,
    filterOptions: [{ fieldName: 'STATUS', value: state.filter.status }],
    sortOptions: state.sort ? [{ fieldName: state.sort.field, direction: state.sort.direction }] : [],
    page: state.page - 1,
    size: NOTICE_PAGE_SIZE,
  };
}
export type NoticeSearchBody = ReturnType<typeof noticeSearchBody>;

export const searchNotices = (body: NoticeSearchBody, signal?: AbortSignal) =>
  gateway('/apn/search', body, { signal });

export const noticeDetails = (apnId: string, signal?: AbortSignal) =>
  gateway('/apn/details', { apnId }, { signal });

/** The attachment's real PDF, served to callers who may read the notice. */
export const noticePdfUrl = (apnId: string, attachmentId: string) =>
  gateway('/apn/getApnPdfUrl', { apnId, attachmentId });

export const reportCompleted = (body: {
  apnId: string;
  units: string[];
  completedDate: string | null;
  notes: string | null;
}) => gateway('/apn/reportCompleted', body);
