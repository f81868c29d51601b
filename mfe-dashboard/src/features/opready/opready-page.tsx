// /pages/dashboard/admin/opready (spec 2 'Reports'): operational readiness per unit — open APNs, open and overdue
// service, open warranty — with a readiness filter, sortable columns (state in the URL) and the CSV.
import { DataTable, Pager, type DataColumn } from '@portal/shared-ui/list-kit';
import { ListPage, OneSelectSearch, useOneSelectList } from '../../shared/list-page';
import { downloadPageHref } from '../../shared/format';
import { OPREADY_CSV_ENDPOINT, OPREADY_PAGE_SIZE, opReadyBody } from './api/opready';
import { opReadyReportOptions } from './api/queries';
import { EMPTY_OPREADY_FILTER, type OpReadyRow, type Readiness } from './types/opready';

const COLUMNS: DataColumn<OpReadyRow>[] = [
  { field: 'unitSerial', label: 'Unit Serial', sortable: true, cell: (r) => r.unitSerial },
  { field: 'model', label: 'Model', sortable: true, cell: (r) => r.model },
  { field: 'customerName', label: 'Customer', sortable: true, cell: (r) => r.customerName },
  { field: 'openApnCount', label: 'Open APNs', sortable: true, cell: (r) => r.openApnCount },
  {
    field: 'overdueServiceCount',
    label: 'Overdue Service',
    sortable: true,
    cell: (r) => r.overdueServiceCount,
  },
  { field: 'openWarrantyCount', label: 'Open Warranty', sortable: true, cell: (r) => r.openWarrantyCount },
  { field: 'readiness', label: 'Readiness', cell: (r) => (r.readiness === 'READY' ? 'Ready' : 'Not ready') },
];

const READINESS: { value: Readiness; label: string }[] = [
  { value: 'ALL', label: 'All units' },
  { value: 'READY', label: 'Ready' },
  { value: 'NOT_READY', label: 'Not ready' },
];

export default function OpReadyPage() {
  const list = useOneSelectList({
    field: 'readiness',
    emptyFilter: EMPTY_OPREADY_FILTER,
    pageSize: OPREADY_PAGE_SIZE,
    request: opReadyBody,
    query: opReadyReportOptions,
  });
  const { results: report } = list;

  return (
    <ListPage
      titleId="opready-title"
      title="Operational Readiness"
      actions={
        <a
          className="pui-button pui-button--secondary"
          href={downloadPageHref(OPREADY_CSV_ENDPOINT, { ...list.request, page: 0 })}
        >
          Export CSV
        </a>
      }
    >
      <OneSelectSearch
        label="Search units"
        placeholder="Serial, model or vehicle number"
        selectLabel="Readiness"
        options={READINESS}
        searchForm={list.searchForm}
      />
      <DataTable
        caption="Operational readiness by unit"
        columns={COLUMNS}
        rows={report.data?.content}
        rowKey={(r) => r.instanceId}
        {...list.table}
        loadingLabel="Loading the readiness report"
        errorMessage="The readiness report could not be loaded. Please try again."
        firstDirection="ASC"
        header={
          <p aria-live="polite">
            {report.data?.readyCount} ready · {report.data?.notReadyCount} not ready
          </p>
        }
        footer={<Pager {...list.pager} label="Report pages" />}
      />
    </ListPage>
  );
}
