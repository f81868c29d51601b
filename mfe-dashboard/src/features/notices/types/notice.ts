// /apn/* (api/src/domains/notices/notice-service.ts).

export interface NoticeAttachment {
  attachmentId: string;
  description: string;
  filename: string;
}

export interface NoticeSummary {
  apnId: string;
  apnNumber: string;
  title: string;
  noticeType: string;
  severity: string | null;
  productLine: string | null;
  issuedDate: string;
  dueDate: string | null;
  openUnitCount: number;
  completedUnitCount: number;
  status: 'OPEN' | 'COMPLETE';
  attachments: NoticeAttachment[];
}

export interface NoticeUnit {
  instanceId: string;
  customerName: string;
  unitSerial: string;
  model: string;
  customerVehicleNumber: string | null;
  status: string;
  completedAt: string | null;
  completionNotes: string | null;
  completedBy: { name: string; email: string } | null;
}

export interface NoticeDetails extends NoticeSummary {
  description: string;
  units: NoticeUnit[];
}

/** /apn/reportCompleted: the notice as it is now, and which of the reported units it completed */
export interface CompletionReport extends NoticeDetails {
  completed: string[];
  alreadyComplete: string[];
}

/** spec 9: the list opens on STATUS=OPEN; 'ALL' lists every notice */
export interface NoticeFilter {
  status: 'OPEN' | 'COMPLETE' | 'ALL';
}
export const DEFAULT_NOTICE_FILTER: NoticeFilter = { status: 'OPEN' };
