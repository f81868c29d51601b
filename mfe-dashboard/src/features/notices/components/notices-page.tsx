// /pages/dashboard/equipment/apns (spec 9): the notices on the organisations' units — opening on STATUS=OPEN —
// with query, status, sort and 1-based page in the URL.
import type { FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@portal/shared-session/routing';
import { usePrivileges, useSession, formatDate } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { Pager, SortableColumnHeader, pageCount, usePageWithinTotal } from '@portal/shared-ui/list-kit';
import { useListState, useUrlDraft } from '@portal/shared-session/list-state';
import { NOTICE_PAGE_SIZE, noticeSearchBody, searchNotices } from '../api/notices';
import { DEFAULT_NOTICE_FILTER, type NoticeFilter } from '../types/notice';
import '../../../shared/dashboard-pages.css';

export const APN_DETAILS = '/pages/dashboard/equipment/apns/details';

const COLUMNS = [
  { field: 'apnNumber', label: 'APN' },
  { field: 'title', label: 'Title' },
  { field: 'noticeType', label: 'Type' },
  { field: 'severity', label: 'Severity' },
  { field: 'issuedDate', label: 'Issued' },
  { field: 'dueDate', label: 'Due' },
] as const;

export default function NoticesPage() {
  const initialized = useSession((s) => s.initialized);
  const mayReport = usePrivileges().includes('B2B_Report_APNs');
  const [state, update] = useListState<NoticeFilter>(DEFAULT_NOTICE_FILTER);
  // Back (or a link) changes the URL: the boxes then show what is searched
  const [draft, setDraft] = useUrlDraft(state, (s) => ({ query: s.query, status: s.filter.status }));
  const body = noticeSearchBody(state);
  const results = useQuery({
    queryKey: ['apns', body],
    queryFn: ({ signal }) => searchNotices(body, signal),
    enabled: initialized,
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ query: draft.query.trim(), filter: { status: draft.status }, page: 1 });
  };
  const pages = pageCount(results.data?.totalRecords, NOTICE_PAGE_SIZE);
  usePageWithinTotal(state.page, pages, (page, how) => update({ page }, how));

  return (
    <section className="dash-page" aria-labelledby="apns-title">
      <header className="dash-page__header">
        <h1 id="apns-title">APNs</h1>
        {mayReport && <Link to="/pages/dashboard/equipment/apns/complete">Report a Completed APN</Link>}
      </header>
      <form className="dash-search" role="search" aria-label="Search APNs" onSubmit={search}>
        <label>
          Search
          <input
            type="search"
            value={draft.query}
            placeholder="APN number or title"
            onChange={(e) => setDraft((d) => ({ ...d, query: e.target.value }))}
          />
        </label>
        <label>
          Status
          <select
            value={draft.status}
            onChange={(e) => setDraft((d) => ({ ...d, status: e.target.value as NoticeFilter['status'] }))}
          >
            <option value="OPEN">Open</option>
            <option value="COMPLETE">Complete</option>
            <option value="ALL">All</option>
          </select>
        </label>
        <Button type="submit">Search</Button>
      </form>

      {results.isPending ? (
        <Spinner label="Loading APNs" />
      ) : results.isError ? (
        <Alert kind="danger">The APNs could not be loaded. Please try again.</Alert>
      ) : results.data.content.length === 0 ? (
        <p className="dash-empty">No Results Found</p>
      ) : (
        <>
          <div className="pui-table-scroll">
            <table className="pui-table">
              <caption className="visually-hidden">APNs on your units</caption>
              <thead>
                <tr>
                  {COLUMNS.map((c) => (
                    <SortableColumnHeader
                      key={c.field}
                      field={c.field}
                      sort={state.sort}
                      onSort={(sort) => update({ page: 1, sort })}
                    >
                      {c.label}
                    </SortableColumnHeader>
                  ))}
                  <th scope="col">Open Units</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {results.data.content.map((n) => (
                  <tr key={n.apnId}>
                    <td>
                      <Link to={`${APN_DETAILS}/${encodeURIComponent(n.apnId)}`}>{n.apnNumber}</Link>
                    </td>
                    <td>{n.title}</td>
                    <td>{n.noticeType}</td>
                    <td>{n.severity}</td>
                    <td>{formatDate(n.issuedDate)}</td>
                    <td>{formatDate(n.dueDate)}</td>
                    <td>{n.openUnitCount}</td>
                    <td>{n.status === 'OPEN' ? 'Open' : 'Complete'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={state.page}
            pages={pages}
            label="APN pages"
            onPage={(page, how) => update({ page }, how)}
          />
        </>
      )}
    </section>
  );
}
