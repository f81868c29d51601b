// Notices (APNs) through the gateway (B2B_View_APNs; reporting completion B2B_Report_APNs).
import { integrationRequest } from '@portal/api-client';
import type { ListState } from '@portal/shared-session/list-state';
import type { CompletionReport, NoticeDetails, NoticeFilter, NoticeSummary } from '../types/notice';

export const NOTICE_PAGE_SIZE = 10;

export function noticeSearchBody(state: ListState<NoticeFilter>) {
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
  integrationRequest<{ content: NoticeSummary[]; totalRecords: number }>({
    endpoint: '/apn/search',
    body,
    signal,
  });

export const noticeDetails = (apnId: string, signal?: AbortSignal) =>
  integrationRequest<NoticeDetails>({ endpoint: '/apn/details', body: { apnId }, signal });

/** The attachment's real PDF, served to callers who may read the notice. */
export const noticePdfUrl = (apnId: string, attachmentId: string) =>
  integrationRequest<{ fileUrl: string }>({ endpoint: '/apn/getApnPdfUrl', body: { apnId, attachmentId } });

export const reportCompleted = (body: {
  apnId: string;
  units: string[];
  completedDate: string | null;
  notes: string | null;
}) => integrationRequest<CompletionReport>({ endpoint: '/apn/reportCompleted', body });
