// The user's audit log (issue 25): what was done to or by the user, newest first, a page at a time.
import { formatDate } from '@portal/shared-session';
import { useState } from 'react';
import { DataTable, Pager, pageCount, type DataColumn } from '@portal/shared-ui/list-kit';
import { auditActionWords } from '@portal/rules/audit-actions';
import { AUDIT_PAGE_SIZE, useUserAuditLog } from '../api/customer-screen';

type AuditEntry = NonNullable<ReturnType<typeof useUserAuditLog>['data']>['entries'][number];

export function UserAuditLog({ userId }: { userId: string }) {
  const [page, setPage] = useState(0);
  const log = useUserAuditLog(userId, page);
  const pages = pageCount(log.data?.totalCount ?? 0, AUDIT_PAGE_SIZE);
  const columns: DataColumn<AuditEntry>[] = [
    { field: 'at', label: 'Date', cell: (e) => <time dateTime={e.at}>{formatDate(e.at)}</time> },
    { field: 'action', label: 'Action', cell: (e) => auditActionWords(e.action) },
    {
      field: 'by',
      label: 'By',
      cell: (e) => (e.actorUserId === userId ? 'This user' : (e.actorName ?? 'System')),
    },
  ];
  return (
    <DataTable
      caption="Audit log"
      columns={columns}
      rows={log.data?.entries}
      rowKey={(e) => e.id}
      loading={log.isPending}
      error={log.isError}
      loadingLabel="Loading the audit log"
      errorMessage="The audit log could not be loaded."
      // no link or button in a row: the keyboard reaches the table to scroll it sideways on a phone
      wide
      footer={
        pages > 1 && (
          <Pager page={page + 1} pages={pages} label="Audit log pages" onPage={(next) => setPage(next - 1)} />
        )
      }
    />
  );
}
