// /pages/dashboard/equipment/service ('View Service Jobs', opened in a new tab from the menu): the organisations'
// service requests — query, status, sort and 1-based page in the URL so Back restores them — and the CSV export of
// the whole filtered result as a job on the shell's download page.
import type { FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@portal/shared-session/routing';
import { useSession, formatDate } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { Pager, SortableColumnHeader, pageCount, usePageWithinTotal } from '@portal/shared-ui/list-kit';
import { downloadPageHref } from '../../../shared/format';
import { useListState, useUrlDraft } from '@portal/shared-session/list-state';
import { SR_CSV_ENDPOINT, SR_PAGE_SIZE, searchServiceRequests, srSearchBody } from '../api/service-requests';
import {
  DEFAULT_SR_FILTER,
  SR_STATUS_LABELS,
  SR_STATUSES,
  type ServiceRequestFilter,
} from '../types/service-request';
import '../../../shared/dashboard-pages.css';

export const SR_DETAILS = '/pages/dashboard/equipment/service/details';
const UNIT_PAGE = '/pages/dashboard/equipment/fleet/unit';

const COLUMNS = [
  { field: 'srNumber', label: 'Service Request' },
  { field: 'unitSerial', label: 'Unit Serial' },
  { field: 'type', label: 'Type' },
  { field: 'severity', label: 'Severity' },
  { field: 'status', label: 'Status' },
  { field: 'openedAt', label: 'Opened' },
  { field: 'closedAt', label: 'Closed' },
] as const;

export default function ServiceRequestsPage() {
  const initialized = useSession((s) => s.initialized);
  const [state, update] = useListState<ServiceRequestFilter>(DEFAULT_SR_FILTER);
  // Back (or a link) changes the URL: the boxes then show what is searched
  const [draft, setDraft] = useUrlDraft(state, (s) => ({ query: s.query, status: s.filter.status }));
  const body = srSearchBody(state);
  const results = useQuery({
    queryKey: ['service-requests', body],
    queryFn: ({ signal }) => searchServiceRequests(body, signal),
    enabled: initialized,
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ query: draft.query.trim(), filter: { status: draft.status }, page: 1 });
  };
  const total = results.data?.totalRecords ?? 0;
  const pages = pageCount(results.data?.totalRecords, SR_PAGE_SIZE);
  usePageWithinTotal(state.page, pages, (page, how) => update({ page }, how));

  return (
    <section className="dash-page" aria-labelledby="srs-title">
      <header className="dash-page__header">
        <h1 id="srs-title">Service Requests</h1>
        <a
          className="pui-button pui-button--secondary"
          href={downloadPageHref(SR_CSV_ENDPOINT, { ...body, page: 0 })}
        >
          Export CSV
        </a>
      </header>
      <form className="dash-search" role="search" aria-label="Search service requests" onSubmit={search}>
        <label>
          Search
          <input
            type="search"
            value={draft.query}
            placeholder="SR number, summary, serial or vehicle number"
            onChange={(e) => setDraft((d) => ({ ...d, query: e.target.value }))}
          />
        </label>
        <label>
          Status
          <select
            value={draft.status}
            onChange={(e) =>
              setDraft((d) => ({ ...d, status: e.target.value as ServiceRequestFilter['status'] }))
            }
          >
            <option value="ALL">All</option>
            <option value="ACTIVE">Open or In Progress</option>
            {SR_STATUSES.map((s) => (
              <option key={s} value={s}>
                {SR_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">Search</Button>
      </form>

      {results.isPending ? (
        <Spinner label="Loading service requests" />
      ) : results.isError ? (
        <Alert kind="danger">The service requests could not be loaded. Please try again.</Alert>
      ) : results.data.content.length === 0 ? (
        <p className="dash-empty">No Results Found</p>
      ) : (
        <>
          <p aria-live="polite">{total} service requests</p>
          <div className="pui-table-scroll">
            <table className="pui-table">
              <caption className="visually-hidden">Service requests on your units</caption>
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
                  <th scope="col">Summary</th>
                </tr>
              </thead>
              <tbody>
                {results.data.content.map((sr) => (
                  <tr key={sr.srId}>
                    <td>
                      <Link to={`${SR_DETAILS}/${encodeURIComponent(sr.srId)}`}>{sr.srNumber}</Link>
                    </td>
                    <td>
                      {sr.instanceId && sr.unitSerial ? (
                        <Link to={`${UNIT_PAGE}/${encodeURIComponent(sr.instanceId)}`}>{sr.unitSerial}</Link>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td>{sr.type}</td>
                    <td>{sr.severity}</td>
                    <td>{SR_STATUS_LABELS[sr.status] ?? sr.status}</td>
                    <td>{formatDate(sr.openedAt)}</td>
                    <td>{formatDate(sr.closedAt)}</td>
                    <td>{sr.summary}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={state.page}
            pages={pages}
            label="Service request pages"
            onPage={(page, how) => update({ page }, how)}
          />
        </>
      )}
    </section>
  );
}
