// /pages/dashboard/equipment/warranty (B2B_Warranty_View): the organisations' warranty claims — query, status, sort
// and 1-based page in the URL so Back restores them; 'Submit a Claim' and 'Default Information' for submitters.
import { Link } from '@portal/shared-session/routing';
import { usePrivileges, formatDate } from '@portal/shared-session';
import { DataTable, Pager, type DataColumn } from '@portal/shared-ui/list-kit';
import { ListPage, OneSelectSearch, useOneSelectList } from '../../../shared/list-page';
import { WARRANTY_PAGE_SIZE, warrantySearchBody } from '../api/warranty';
import { claimSearchOptions } from '../api/queries';
import { mayFileClaims, WARRANTY_ADDRESS, WARRANTY_CLAIM, WARRANTY_DETAIL } from './warranty-links';
import {
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
  DEFAULT_WARRANTY_FILTER,
  type WarrantyClaimSummary,
  type WarrantyFilter,
} from '../types/warranty';
import { unitSerialColumn } from '../../../shared/unit-serial-column';

const COLUMNS: DataColumn<WarrantyClaimSummary>[] = [
  {
    field: 'claimNumber',
    label: 'Claim',
    sortable: true,
    cell: (c) => <Link to={`${WARRANTY_DETAIL}/${encodeURIComponent(c.claimId)}`}>{c.claimNumber}</Link>,
  },
  unitSerialColumn(),
  {
    field: 'status',
    label: 'Status',
    sortable: true,
    cell: (c) => CLAIM_STATUS_LABELS[c.status] ?? c.status,
  },
  { field: 'failureDate', label: 'Failure Date', sortable: true, cell: (c) => formatDate(c.failureDate) },
  { field: 'submittedAt', label: 'Submitted', sortable: true, cell: (c) => formatDate(c.submittedAt) },
  { field: 'warrantyType', label: 'Type', cell: (c) => c.warrantyType },
  { field: 'complaint', label: 'Complaint', cell: (c) => c.complaint },
];

const STATUSES: { value: WarrantyFilter['status']; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'IN_PROGRESS', label: 'In Progress' },
  ...CLAIM_STATUSES.map((s) => ({ value: s, label: CLAIM_STATUS_LABELS[s] ?? s })),
];

export default function WarrantyPage() {
  const mayFile = mayFileClaims(usePrivileges());
  const list = useOneSelectList({
    field: 'status',
    emptyFilter: DEFAULT_WARRANTY_FILTER,
    pageSize: WARRANTY_PAGE_SIZE,
    request: warrantySearchBody,
    query: claimSearchOptions,
  });
  const { results } = list;

  return (
    <ListPage
      titleId="warranty-title"
      title="Warranty"
      actions={
        mayFile && (
          <div className="dash-page__links">
            <Link className="pui-button pui-button--primary" to={WARRANTY_CLAIM}>
              Submit a Claim
            </Link>
            <Link className="pui-button pui-button--secondary" to={WARRANTY_ADDRESS}>
              Default Information
            </Link>
          </div>
        )
      }
    >
      <OneSelectSearch
        label="Search warranty claims"
        placeholder="Claim number, unit serial or complaint"
        selectLabel="Status"
        options={STATUSES}
        searchForm={list.searchForm}
      />
      <DataTable
        caption="Warranty claims on your units"
        columns={COLUMNS}
        rows={results.data?.content}
        rowKey={(c) => c.claimId}
        {...list.table}
        loadingLabel="Loading warranty claims"
        errorMessage="The warranty claims could not be loaded. Please try again."
        header={<p aria-live="polite">{results.data?.totalRecords} claims</p>}
        footer={
          <Pager
            page={list.state.page}
            pages={list.pages}
            label="Warranty claim pages"
            onPage={list.setPage}
          />
        }
      />
    </ListPage>
  );
}
