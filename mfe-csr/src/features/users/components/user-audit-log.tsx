// The user's audit log (issue 25): what was done to or by the user, newest first, a page at a time.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { Alert, Button, Spinner } from '@portal/shared-ui';
import { CsrUserAuditLogDocument } from '../../../gql/graphql';
import { formatDate, statusLabel } from '../user-rules';

const AUDIT_PAGE_SIZE = 10;

export function UserAuditLog({ userId, refreshKey }: { userId: string; refreshKey: number }) {
  const [page, setPage] = useState(0);
  const log = useQuery({
    queryKey: ['csr', 'audit', userId, page, refreshKey],
    queryFn: ({ signal }) =>
      runGraphQL(CsrUserAuditLogDocument, { userId, page, size: AUDIT_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
  if (log.isPending) return <Spinner label="Loading the audit log" />;
  if (log.isError) return <Alert kind="danger">The audit log could not be loaded.</Alert>;
  const { entries, totalCount } = log.data.userAuditLog;
  if (entries.length === 0) return <p>No Results Found</p>;
  const pages = Math.max(1, Math.ceil(totalCount / AUDIT_PAGE_SIZE));
  return (
    <>
      <div className="csr-table-scroll">
        <table className="csr-table">
          <caption className="csr-visually-hidden">Audit log</caption>
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
                <td>{statusLabel(entry.action)}</td>
                <td>{entry.actorUserId === userId ? 'This user' : (entry.actorUserId ?? 'System')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="csr-pager" aria-label="Audit log pages">
          <Button variant="secondary" disabled={page <= 0} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page + 1} of {pages}
          </span>
          <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </>
  );
}
