// /pages/dashboard/equipment/fleet (My Fleet, spec 3; issue 38 for a few hundred units): the unit search — query
// (debounced 500 ms) over serial, unit number, model, product line and place; filters behind one toggle (due status,
// next inspection, hours, utilisation, open APNs, facets with counts); the columns and page size a view shows;
// sortable columns in the data table (sticky header, cards below 592 px); 1-based pages; all in the URL so Back
// restores it — the user's saved views, and the CSV export of the same view.
import { MY_FLEET_COLUMNS, MY_FLEET_PAGE_SIZES, type MyFleetColumn } from '@portal/rules/fleet';
import { useServerList } from '@portal/shared-session/server-list';
import { DataTable, FilterDisclosure, Pager, SearchBox, SearchForm } from '@portal/shared-ui/list-kit';
import { downloadPageHref } from '../../../shared/format';
import { columnsOf, FLEET_CSV_ENDPOINT, fleetSearchBody, pageSizeOf } from '../api/fleet';
import { fleetSearchOptions } from '../api/queries';
import {
  EMPTY_FLEET_FILTER,
  type FleetFilter,
  type FleetSavedView,
  type FleetUrlFilter,
} from '../types/fleet';
import { FLEET_COLUMNS } from './fleet-columns';
import { filtersOnly, FleetFilters } from './fleet-filters';
import { FleetViews } from './fleet-views';
import '../../../shared/dashboard-pages.css';
import './fleet.css';

export default function FleetPage() {
  const list = useServerList({
    emptyFilter: EMPTY_FLEET_FILTER,
    pageSize: (s) => pageSizeOf(s.filter),
    toDraft: (s) => ({ query: s.query }),
    // the filters change the URL at once; the box holds only the query
    filterOf: (_draft, s): FleetUrlFilter => s.filter,
    request: (s) => fleetSearchBody(s),
    query: fleetSearchOptions,
    total: (answer) => answer.totalRecords,
    searchAsTyped: true,
  });
  const { state, update, results } = list;
  const columns = columnsOf(state.filter);
  const pageSize = pageSizeOf(state.filter);
  const total = results.data?.totalRecords ?? 0;

  /** the view on screen, as a saved view holds it */
  const current: FleetSavedView['view'] = {
    query: state.query,
    filter: filtersOnly(state.filter),
    columns,
    sort: state.sort,
    pageSize,
  };
  const applyView = (view: FleetSavedView['view']) =>
    update({
      query: view.query,
      filter: { ...(view.filter as FleetFilter), columns: view.columns, pageSize: view.pageSize },
      sort: view.sort,
      page: 1,
    });
  const setColumns = (next: MyFleetColumn[]) => update({ filter: { ...state.filter, columns: next } });
  const toggleColumn = (column: MyFleetColumn) =>
    setColumns(columns.includes(column) ? columns.filter((c) => c !== column) : [...columns, column]);

  return (
    <section className="dash-page" aria-labelledby="fleet-title">
      <header className="dash-page__header">
        <h1 id="fleet-title">My Fleet</h1>
        <a
          className="pui-button pui-button--secondary"
          href={downloadPageHref(FLEET_CSV_ENDPOINT, {
            ...list.request,
            includeFacets: false,
            page: 0,
            columns,
          })}
        >
          Export CSV
        </a>
      </header>
      <SearchForm label="Search units" onSearch={list.search} submitButton={false}>
        <SearchBox
          value={list.draft.query}
          placeholder="Serial, unit number, model, product line or location"
          onChange={(query) => list.setDraft({ query })}
        />
        <label>
          Units per page
          <select
            value={pageSize}
            onChange={(e) =>
              update({ filter: { ...state.filter, pageSize: Number(e.target.value) }, page: 1 })
            }
          >
            {MY_FLEET_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </SearchForm>

      <div className="dash-fleet-tools">
        <FleetFilters
          filter={state.filter}
          facets={results.data?.facets}
          onChange={(filter) => update({ filter, page: 1 })}
        />
        <FilterDisclosure chosen={0} label={`Columns (${columns.length} shown)`}>
          <fieldset className="dash-fleet-columns">
            <legend>Columns shown</legend>
            {MY_FLEET_COLUMNS.map((c) => (
              <label key={c}>
                <input
                  type="checkbox"
                  checked={columns.includes(c)}
                  // the serial links each unit to its page: always shown
                  disabled={c === 'unitSerial'}
                  onChange={() => toggleColumn(c)}
                />
                {FLEET_COLUMNS[c].label}
              </label>
            ))}
          </fieldset>
        </FilterDisclosure>
      </div>
      <FleetViews scope={list.scope} current={current} onApply={applyView} />

      <DataTable
        caption="Units in your fleet"
        columns={columns.map((c) => FLEET_COLUMNS[c])}
        rows={results.data?.content}
        rowKey={(u) => u.instanceId}
        {...list.table}
        firstDirection="ASC"
        loadingLabel="Loading your fleet"
        errorMessage="Your fleet could not be loaded. Please try again."
        header={<p aria-live="polite">{total} units</p>}
        footer={<Pager {...list.pager} label="Fleet pages" />}
      />
    </section>
  );
}
