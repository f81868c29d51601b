// /pages/dashboard/admin/opready (spec 2 'Reports'): operational readiness per unit — open APNs, open and overdue
// service, open warranty — with a readiness filter, sortable columns (state in the URL) and the CSV.
import type { FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { Pager, SortableColumnHeader, pageCount, usePageWithinTotal } from '@portal/shared-ui/list-kit';
import { downloadPageHref } from '../../shared/format';
import { useListState, useUrlDraft } from '@portal/shared-session/list-state';
import { OPREADY_CSV_ENDPOINT, OPREADY_PAGE_SIZE, opReadyBody, opReadyReport } from './api/opready';
import { EMPTY_OPREADY_FILTER, type OpReadyFilter, type Readiness } from './types/opready';
import '../../shared/dashboard-pages.css';

const COLUMNS = [
  { field: 'unitSerial', label: 'Unit Serial' },
  { field: 'model', label: 'Model' },
  { field: 'customerName', label: 'Customer' },
  { field: 'openApnCount', label: 'Open APNs' },
  { field: 'overdueServiceCount', label: 'Overdue Service' },
  { field: 'openWarrantyCount', label: 'Open Warranty' },
] as const;

export default function OpReadyPage() {
  const initialized = useSession((s) => s.initialized);
  const [state, update] = useListState<OpReadyFilter>(EMPTY_OPREADY_FILTER);
  // Back (or a link) changes the URL: the boxes then show what is searched
  const [draft, setDraft] = useUrlDraft(state, (s) => ({ query: s.query, readiness: s.filter.readiness }));
  const body = opReadyBody(state);
  const report = useQuery({
    queryKey: ['opready', body],
    queryFn: ({ signal }) => opReadyReport(body, signal),
    enabled: initialized,
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ query: draft.query.trim(), filter: { readiness: draft.readiness }, page: 1 });
  };
  const pages = pageCount(report.data?.totalRecords, OPREADY_PAGE_SIZE);
  usePageWithinTotal(state.page, pages, (page, how) => update({ page }, how));

  return (
    <section className="dash-page" aria-labelledby="opready-title">
      <header className="dash-page__header">
        <h1 id="opready-title">Operational Readiness</h1>
        <a
          className="pui-button pui-button--secondary"
          href={downloadPageHref(OPREADY_CSV_ENDPOINT, { ...body, page: 0 })}
        >
          Export CSV
        </a>
      </header>
      <form className="dash-search" role="search" aria-label="Search units" onSubmit={search}>
        <label>
          Search
          <input
            type="search"
            value={draft.query}
            placeholder="Serial, model or vehicle number"
            onChange={(e) => setDraft((d) => ({ ...d, query: e.target.value }))}
          />
        </label>
        <label>
          Readiness
          <select
            value={draft.readiness}
            onChange={(e) => setDraft((d) => ({ ...d, readiness: e.target.value as Readiness }))}
          >
            <option value="ALL">All units</option>
            <option value="READY">Ready</option>
            <option value="NOT_READY">Not ready</option>
          </select>
        </label>
        <Button type="submit">Search</Button>
      </form>

      {report.isPending ? (
        <Spinner label="Loading the readiness report" />
      ) : report.isError ? (
        <Alert kind="danger">The readiness report could not be loaded. Please try again.</Alert>
      ) : report.data.content.length === 0 ? (
        <p className="dash-empty">No Results Found</p>
      ) : (
        <>
          <p aria-live="polite">
            {report.data.readyCount} ready · {report.data.notReadyCount} not ready
          </p>
          <div className="pui-table-scroll">
            <table className="pui-table">
              <caption className="visually-hidden">Operational readiness by unit</caption>
              <thead>
                <tr>
                  {COLUMNS.map((c) => (
                    <SortableColumnHeader
                      key={c.field}
                      field={c.field}
                      sort={state.sort}
                      firstDirection="ASC"
                      onSort={(sort) => update({ page: 1, sort })}
                    >
                      {c.label}
                    </SortableColumnHeader>
                  ))}
                  <th scope="col">Readiness</th>
                </tr>
              </thead>
              <tbody>
                {report.data.content.map((row) => (
                  <tr key={row.instanceId}>
                    <td>{row.unitSerial}</td>
                    <td>{row.model}</td>
                    <td>{row.customerName}</td>
                    <td>{row.openApnCount}</td>
                    <td>{row.overdueServiceCount}</td>
                    <td>{row.openWarrantyCount}</td>
                    <td>{row.readiness === 'READY' ? 'Ready' : 'Not ready'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={state.page}
            pages={pages}
            label="Report pages"
            onPage={(page, how) => update({ page }, how)}
          />
        </>
      )}
    </section>
  );
}
