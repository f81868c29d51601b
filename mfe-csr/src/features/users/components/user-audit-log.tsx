// The user's audit log (issue 25): what was done to or by the user, newest first, a page at a time.
import { formatDate } from '@portal/shared-session';
import { useState } from 'react';
import { Alert } from '@portal/shared-ui/alert';
import { Spinner } from '@portal/shared-ui/spinner';
import { Pager, pageCount } from '@portal/shared-ui/list-kit';
import { auditActionWords } from '@portal/rules/audit-actions';
import { AUDIT_PAGE_SIZE, useUserAuditLog } from '../api/customer-screen';

export function UserAuditLog({ userId }: { userId: string }) {
  const [page, setPage] = useState(0);
  const log = useUserAuditLog(userId, page);
  if (log.isPending) return <Spinner label="Loading the audit log" />;
  if (log.isError) return <Alert kind="danger">The audit log could not be loaded.</Alert>;
  const { entries, totalCount } = log.data;
  if (entries.length === 0) return <p>No Results Found</p>;
  const pages = pageCount(totalCount, AUDIT_PAGE_SIZE);
  return (
    <>
      {/* it scrolls sideways on a phone: a keyboard user reaches it to scroll it (axe scrollable-region-focusable);
          named apart from the page's "Audit Log" section (axe landmark-unique) */}
      <div className="pui-table-scroll" role="region" aria-label="Audit log entries" tabIndex={0}>
        <table className="pui-table">
          <caption className="visually-hidden">Audit log</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Action</th>
              <th scope="col">By</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.at}>{formatDate(entry.at)}</time>
                </td>
                <td>{auditActionWords(entry.action)}</td>
                <td>{entry.actorUserId === userId ? 'This user' : (entry.actorName ?? 'System')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <Pager page={page + 1} pages={pages} label="Audit log pages" onPage={(next) => setPage(next - 1)} />
      )}
    </>
  );
}
