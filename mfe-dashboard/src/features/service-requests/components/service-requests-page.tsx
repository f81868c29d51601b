// /pages/dashboard/equipment/service ('View Service Jobs', opened in a new tab from the menu): the organisations'
// service requests — query, status, sort and 1-based page in the URL so Back restores them — and the CSV export of
// the whole filtered result as a job on the shell's download page.
import { Link } from '@portal/shared-session/routing';
import { formatDate } from '@portal/shared-session';
import { DataTable, Pager, type DataColumn } from '@portal/shared-ui/list-kit';
import { ListPage, OneSelectSearch, useOneSelectList } from '../../../shared/list-page';
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
  const list = useOneSelectList({
    field: 'status',
    emptyFilter: DEFAULT_SR_FILTER,
    pageSize: SR_PAGE_SIZE,
    request: srSearchBody,
    query: serviceRequestSearchOptions,
  });
  const { results } = list;

  return (
    <ListPage
      titleId="srs-title"
      title="Service Requests"
      actions={
        <a
          className="pui-button pui-button--secondary"
          href={downloadPageHref(SR_CSV_ENDPOINT, { ...list.request, page: 0 })}
        >
          Export CSV
        </a>
      }
    >
      <OneSelectSearch
        label="Search service requests"
        placeholder="SR number, summary, serial or vehicle number"
        selectLabel="Status"
        options={STATUSES}
        searchForm={list.searchForm}
      />
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
    </ListPage>
  );
}
