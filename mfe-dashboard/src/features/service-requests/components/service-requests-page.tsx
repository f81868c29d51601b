// /pages/dashboard/equipment/service ('View Service Jobs', opened in a new tab from the menu): the organisations'
// service requests — query, status, sort and 1-based page in the URL so Back restores them — and the CSV export of
// the whole filtered result as a job on the shell's download page.
import { Link } from '@portal/shared-session/routing';
import { formatDate } from '@portal/shared-session';
import { useServerList } from '@portal/shared-session/server-list';
import {
  DataTable,
  Pager,
  SearchBox,
  SearchForm,
  SearchSelect,
  type DataColumn,
} from '@portal/shared-ui/list-kit';
import { downloadPageHref } from '../../../shared/format';
import { SR_CSV_ENDPOINT, SR_PAGE_SIZE, srSearchBody } from '../api/service-requests';
import { serviceRequestSearchOptions } from '../api/queries';
import {
  DEFAULT_SR_FILTER,
  SR_STATUS_LABELS,
  SR_STATUSES,
  type ServiceRequestFilter,
  type ServiceRequestSummary,
} from '../types/service-request';
import { unitSerialColumn } from '../../../shared/unit-serial-column';
import '../../../shared/dashboard-pages.css';

export const SR_DETAILS = '/pages/dashboard/equipment/service/details';

const COLUMNS: DataColumn<ServiceRequestSummary>[] = [
  {
    field: 'srNumber',
    label: 'Service Request',
    sortable: true,
    cell: (sr) => <Link to={`${SR_DETAILS}/${encodeURIComponent(sr.srId)}`}>{sr.srNumber}</Link>,
  },
  unitSerialColumn(),
  { field: 'type', label: 'Type', sortable: true, cell: (sr) => sr.type },
  { field: 'severity', label: 'Severity', sortable: true, cell: (sr) => sr.severity },
  {
    field: 'status',
    label: 'Status',
    sortable: true,
    cell: (sr) => SR_STATUS_LABELS[sr.status] ?? sr.status,
  },
  { field: 'openedAt', label: 'Opened', sortable: true, cell: (sr) => formatDate(sr.openedAt) },
  { field: 'closedAt', label: 'Closed', sortable: true, cell: (sr) => formatDate(sr.closedAt) },
  { field: 'summary', label: 'Summary', cell: (sr) => sr.summary },
];

const STATUSES: { value: ServiceRequestFilter['status']; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'ACTIVE', label: 'Open or In Progress' },
  ...SR_STATUSES.map((s) => ({ value: s, label: SR_STATUS_LABELS[s] ?? s })),
];

export default function ServiceRequestsPage() {
  const list = useServerList({
    emptyFilter: DEFAULT_SR_FILTER,
    pageSize: SR_PAGE_SIZE,
    toDraft: (s) => ({ query: s.query, status: s.filter.status }),
    filterOf: (d): ServiceRequestFilter => ({ status: d.status }),
    request: srSearchBody,
    query: serviceRequestSearchOptions,
    total: (answer) => answer.totalRecords,
  });
  const { results } = list;

  return (
    <section className="dash-page" aria-labelledby="srs-title">
      <header className="dash-page__header">
        <h1 id="srs-title">Service Requests</h1>
        <a
          className="pui-button pui-button--secondary"
          href={downloadPageHref(SR_CSV_ENDPOINT, { ...list.request, page: 0 })}
        >
          Export CSV
        </a>
      </header>
      <SearchForm label="Search service requests" onSearch={list.search}>
        <SearchBox {...list.draftField('query')} placeholder="SR number, summary, serial or vehicle number" />
        <SearchSelect label="Status" {...list.draftField('status')} options={STATUSES} />
      </SearchForm>
      <DataTable
        caption="Service requests on your units"
        columns={COLUMNS}
        rows={results.data?.content}
        rowKey={(sr) => sr.srId}
        {...list.table}
        loadingLabel="Loading service requests"
        errorMessage="The service requests could not be loaded. Please try again."
        header={<p aria-live="polite">{results.data?.totalRecords} service requests</p>}
        footer={
          <Pager
            page={list.state.page}
            pages={list.pages}
            label="Service request pages"
            onPage={list.setPage}
          />
        }
      />
    </section>
  );
}
