// Notices' own types (the URL's filter); the notices' shapes are the API's, from the gateway contract.
import type { GatewayResponse } from '@portal/api-client';

export type NoticeSummary = GatewayResponse<'/apn/search'>['content'][number];
export type NoticeDetails = GatewayResponse<'/apn/details'>;
export type NoticeAttachment = NoticeDetails['attachments'][number];
export type NoticeUnit = NoticeDetails['units'][number];
/** /apn/reportCompleted: the notice as it is now, and which of the reported units it completed */
export type CompletionReport = GatewayResponse<'/apn/reportCompleted'>;

/** spec 9: the list opens on STATUS=OPEN; 'ALL' lists every notice */
export interface NoticeFilter {
  status: 'OPEN' | 'COMPLETE' | 'ALL';
}
export const DEFAULT_NOTICE_FILTER: NoticeFilter = { status: 'OPEN' };
