// /pages/dashboard/equipment/apns (spec 9): the notices on the organisations' units — opening on STATUS=OPEN —
// with query, status, sort and 1-based page in the URL.
import { Link } from '@portal/shared-session/routing';
import { usePrivileges, formatDate } from '@portal/shared-session';
import { DataTable, Pager, type DataColumn } from '@portal/shared-ui/list-kit';
import { ListPage, OneSelectSearch, useOneSelectList } from '../../../shared/list-page';
import { NOTICE_PAGE_SIZE, noticeSearchBody } from '../api/notices';
import { noticeSearchOptions } from '../api/queries';
import { DEFAULT_NOTICE_FILTER, type NoticeSummary } from '../types/notice';

export const APN_DETAILS = '/pages/dashboard/equipment/apns/details';

const COLUMNS: DataColumn<NoticeSummary>[] = [
  {
    field: 'apnNumber',
    label: 'APN',
    sortable: true,
    cell: (n) => <Link to={`${APN_DETAILS}/${encodeURIComponent(n.apnId)}`}>{n.apnNumber}</Link>,
  },
  { field: 'title', label: 'Title', sortable: true, cell: (n) => n.title },
  { field: 'noticeType', label: 'Type', sortable: true, cell: (n) => n.noticeType },
  { field: 'severity', label: 'Severity', sortable: true, cell: (n) => n.severity },
  { field: 'issuedDate', label: 'Issued', sortable: true, cell: (n) => formatDate(n.issuedDate) },
  { field: 'dueDate', label: 'Due', sortable: true, cell: (n) => formatDate(n.dueDate) },
  { field: 'openUnitCount', label: 'Open Units', cell: (n) => n.openUnitCount },
  { field: 'status', label: 'Status', cell: (n) => (n.status === 'OPEN' ? 'Open' : 'Complete') },
];

const STATUSES = [
  { value: 'OPEN', label: 'Open' },
  { value: 'COMPLETE', label: 'Complete' },
  { value: 'ALL', label: 'All' },
] as const;

export default function NoticesPage() {
  const mayReport = usePrivileges().includes('B2B_Report_APNs');
  const list = useOneSelectList({
    field: 'status',
    emptyFilter: DEFAULT_NOTICE_FILTER,
    pageSize: NOTICE_PAGE_SIZE,
    request: noticeSearchBody,
    query: noticeSearchOptions,
  });
  const { results } = list;

  return (
    <ListPage
      titleId="apns-title"
      title="APNs"
      actions={mayReport && <Link to="/pages/dashboard/equipment/apns/complete">Report a Completed APN</Link>}
    >
      <OneSelectSearch
        label="Search APNs"
        placeholder="APN number or title"
        selectLabel="Status"
        options={STATUSES}
        searchForm={list.searchForm}
      />
      <DataTable
        caption="APNs on your units"
        columns={COLUMNS}
        rows={results.data?.content}
        rowKey={(n) => n.apnId}
        {...list.table}
        loadingLabel="Loading APNs"
        errorMessage="The APNs could not be loaded. Please try again."
        footer={<Pager {...list.pager} label="APN pages" />}
      />
    </ListPage>
  );
}
