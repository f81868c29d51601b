// /pages/dashboard/equipment/warranty (B2B_Warranty_View): the organisations' warranty claims — query, status, sort
// and 1-based page in the URL so Back restores them; 'Submit a Claim' and 'Default Information' for submitters.
import type { FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@portal/shared-session/routing';
import { usePrivileges, useSession, formatDate } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { Pager, SortableColumnHeader, pageCount, usePageWithinTotal } from '@portal/shared-ui/list-kit';
import { useListState, useUrlDraft } from '@portal/shared-session/list-state';
import { WARRANTY_PAGE_SIZE, searchClaims, warrantySearchBody } from '../api/warranty';
import { mayFileClaims, WARRANTY_ADDRESS, WARRANTY_CLAIM, WARRANTY_DETAIL } from './warranty-links';
import {
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
  DEFAULT_WARRANTY_FILTER,
  type WarrantyFilter,
} from '../types/warranty';
import '../../../shared/dashboard-pages.css';

const UNIT_PAGE = '/pages/dashboard/equipment/fleet/unit';

const COLUMNS = [
  { field: 'claimNumber', label: 'Claim' },
  { field: 'unitSerial', label: 'Unit Serial' },
  { field: 'status', label: 'Status' },
  { field: 'failureDate', label: 'Failure Date' },
  { field: 'submittedAt', label: 'Submitted' },
] as const;

export default function WarrantyPage() {
  const initialized = useSession((s) => s.initialized);
  const mayFile = mayFileClaims(usePrivileges());
  const [state, update] = useListState<WarrantyFilter>(DEFAULT_WARRANTY_FILTER);
  // Back (or a link) changes the URL: the boxes then show what is searched
  const [draft, setDraft] = useUrlDraft(state, (s) => ({ query: s.query, status: s.filter.status }));
  const body = warrantySearchBody(state);
  const results = useQuery({
    queryKey: ['warranty-claims', body],
    queryFn: ({ signal }) => searchClaims(body, signal),
    enabled: initialized,
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ query: draft.query.trim(), filter: { status: draft.status }, page: 1 });
  };
  const total = results.data?.totalRecords ?? 0;
  const pages = pageCount(results.data?.totalRecords, WARRANTY_PAGE_SIZE);
  usePageWithinTotal(state.page, pages, (page, how) => update({ page }, how));

  return (
    <section className="dash-page" aria-labelledby="warranty-title">
      <header className="dash-page__header">
        <h1 id="warranty-title">Warranty</h1>
        {mayFile && (
          <div className="dash-page__links">
            <Link className="pui-button pui-button--primary" to={WARRANTY_CLAIM}>
              Submit a Claim
            </Link>
            <Link className="pui-button pui-button--secondary" to={WARRANTY_ADDRESS}>
              Default Information
            </Link>
          </div>
        )}
      </header>
      <form className="dash-search" role="search" aria-label="Search warranty claims" onSubmit={search}>
        <label>
          Search
          <input
            type="search"
            value={draft.query}
            placeholder="Claim number, unit serial or complaint"
            onChange={(e) => setDraft((d) => ({ ...d, query: e.target.value }))}
          />
        </label>
        <label>
          Status
          <select
            value={draft.status}
            onChange={(e) => setDraft((d) => ({ ...d, status: e.target.value as WarrantyFilter['status'] }))}
          >
            <option value="ALL">All</option>
            <option value="IN_PROGRESS">In Progress</option>
            {CLAIM_STATUSES.map((s) => (
              <option key={s} value={s}>
                {CLAIM_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">Search</Button>
      </form>

      {results.isPending ? (
        <Spinner label="Loading warranty claims" />
      ) : results.isError ? (
        <Alert kind="danger">The warranty claims could not be loaded. Please try again.</Alert>
      ) : results.data.content.length === 0 ? (
        <p className="dash-empty">No Results Found</p>
      ) : (
        <>
          <p aria-live="polite">{total} claims</p>
          <div className="pui-table-scroll">
            <table className="pui-table">
              <caption className="visually-hidden">Warranty claims on your units</caption>
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
                  <th scope="col">Type</th>
                  <th scope="col">Complaint</th>
                </tr>
              </thead>
              <tbody>
                {results.data.content.map((c) => (
                  <tr key={c.claimId}>
                    <td>
                      <Link to={`${WARRANTY_DETAIL}/${encodeURIComponent(c.claimId)}`}>{c.claimNumber}</Link>
                    </td>
                    <td>
                      {c.instanceId && c.unitSerial ? (
                        <Link to={`${UNIT_PAGE}/${encodeURIComponent(c.instanceId)}`}>{c.unitSerial}</Link>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td>{CLAIM_STATUS_LABELS[c.status] ?? c.status}</td>
                    <td>{formatDate(c.failureDate)}</td>
                    <td>{formatDate(c.submittedAt)}</td>
                    <td>{c.warrantyType}</td>
                    <td>{c.complaint}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={state.page}
            pages={pages}
            label="Warranty claim pages"
            onPage={(page, how) => update({ page }, how)}
          />
        </>
      )}
    </section>
  );
}
