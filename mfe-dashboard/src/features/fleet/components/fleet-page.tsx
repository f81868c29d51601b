// /pages/dashboard/equipment/fleet (My Fleet, spec 3): the unit search — query (debounced 500 ms), facet filters with
// counts, sortable unit summary columns, 1-based pages, all in the URL so Back restores it — and the CSV export.
import { Link } from '@portal/shared-session/routing';
import { formatDate } from '@portal/shared-session';
import { useServerList } from '@portal/shared-session/server-list';
import { Alert } from '@portal/shared-ui/alert';
import { Spinner } from '@portal/shared-ui/spinner';
import { Pager, SearchBox, SearchForm, SortableColumnHeader } from '@portal/shared-ui/list-kit';
import { downloadPageHref, unitLocation } from '../../../shared/format';
import { FLEET_CSV_ENDPOINT, FLEET_PAGE_SIZE, fleetSearchBody } from '../api/fleet';
import { fleetSearchOptions } from '../api/queries';
import { EMPTY_FLEET_FILTER, FACET_FIELDS, type FacetField, type FleetFilter } from '../types/fleet';
import '../../../shared/dashboard-pages.css';
import './fleet.css';

const FACET_LABELS: Record<FacetField, string> = {
  productLine: 'Product Line',
  model: 'Model',
  stateProvince: 'State/Province',
  warning: 'Warning',
  customerName: 'Customer',
};

const COLUMNS = [
  { field: 'unitSerial', label: 'Unit Serial' },
  { field: 'customerVehicleNumber', label: 'Vehicle Number' },
  { field: 'model', label: 'Model' },
  { field: 'customerName', label: 'Customer' },
  { field: 'currentLocation', label: 'Location' },
  { field: 'inServiceDate', label: 'In-Service Date' },
  { field: 'openSrCount', label: 'Open Service Requests' },
  { field: 'bulletinCount', label: 'Open APNs' },
  { field: 'warning', label: 'Warning' },
] as const;

export const UNIT_PAGE = '/pages/dashboard/equipment/fleet/unit';

export default function FleetPage() {
  const list = useServerList({
    emptyFilter: EMPTY_FLEET_FILTER,
    pageSize: FLEET_PAGE_SIZE,
    toDraft: (s) => ({ query: s.query }),
    // the facets change the URL at once; the box holds only the query
    filterOf: (_draft, s): FleetFilter => s.filter,
    request: fleetSearchBody,
    query: fleetSearchOptions,
    total: (answer) => answer.totalRecords,
    searchAsTyped: true,
  });
  const { state, update, results, pages } = list;
  const body = list.request;

  const toggle = (field: FacetField, value: string) => {
    const chosen = state.filter[field] ?? [];
    const next = chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];
    const filter: FleetFilter = { ...state.filter, [field]: next };
    if (next.length === 0) delete filter[field];
    update({ filter, page: 1 });
  };
  const total = results.data?.totalRecords ?? 0;
  const facets = results.data?.facets;

  return (
    <section className="dash-page" aria-labelledby="fleet-title">
      <header className="dash-page__header">
        <h1 id="fleet-title">My Fleet</h1>
        <a
          className="pui-button pui-button--secondary"
          href={downloadPageHref(FLEET_CSV_ENDPOINT, { ...body, includeFacets: false, page: 0 })}
        >
          Export CSV
        </a>
      </header>
      <SearchForm label="Search units" onSearch={list.search} submitButton={false}>
        <SearchBox
          value={list.draft.query}
          placeholder="Serial, vehicle number, model, VIN or customer"
          onChange={(query) => list.setDraft({ query })}
        />
      </SearchForm>

      {facets && (
        <div className="dash-facets" role="group" aria-label="Filters">
          {FACET_FIELDS.filter((f) => facets[f].length > 0).map((field) => (
            <fieldset key={field}>
              <legend>{FACET_LABELS[field]}</legend>
              {facets[field].map((f) => (
                <label key={f.value}>
                  <input
                    type="checkbox"
                    checked={(state.filter[field] ?? []).includes(f.value)}
                    onChange={() => toggle(field, f.value)}
                  />
                  {f.value} ({f.count})
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      )}

      {results.isPending ? (
        <Spinner label="Loading your fleet" />
      ) : results.isError ? (
        <Alert kind="danger">Your fleet could not be loaded. Please try again.</Alert>
      ) : results.data.content.length === 0 ? (
        <p className="dash-empty">No Results Found</p>
      ) : (
        <>
          <p aria-live="polite">{total} units</p>
          <div className="pui-table-scroll">
            <table className="pui-table">
              <caption className="visually-hidden">Units in your fleet</caption>
              <thead>
                <tr>
                  {COLUMNS.map((c) => (
                    <SortableColumnHeader
                      key={c.field}
                      field={c.field}
                      sort={state.sort}
                      firstDirection="ASC"
                      onSort={list.setSort}
                    >
                      {c.label}
                    </SortableColumnHeader>
                  ))}
                </tr>
              </thead>
              <tbody>
                {results.data.content.map((u) => (
                  <tr key={u.instanceId}>
                    <td>
                      <Link to={`${UNIT_PAGE}/${encodeURIComponent(u.instanceId)}`}>{u.unitSerial}</Link>
                    </td>
                    <td>{u.customerVehicleNumber}</td>
                    <td>{u.model}</td>
                    <td>{u.customerName}</td>
                    <td>{unitLocation(u)}</td>
                    <td>{formatDate(u.inServiceDate)}</td>
                    <td>{u.openSrCount}</td>
                    <td>{u.bulletinCount}</td>
                    <td>{u.warning}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={state.page} pages={pages} label="Fleet pages" onPage={list.setPage} />
        </>
      )}
    </section>
  );
}
