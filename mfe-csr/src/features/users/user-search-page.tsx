// /pages/csr/customerSupport (spec 7 'Customer service'): the admin user search — one text over name, e-mail,
// phone, account number, organisation name and order number (each result says why it matched), status and
// organisation (by the account number the table shows) filters, sort 'field:ASC|DESC' (default RegistrationDate:ASC), 1-based page;
// all of it in the URL so Back restores the list. Each user links to the user page.
import { formatDate } from '@portal/shared-session';
import { Link } from '@portal/shared-session/routing';
import type { ListState } from '@portal/shared-session/list-state';
import { useServerList } from '@portal/shared-session/server-list';
import { DataTable, Pager, SearchBox, SearchForm, type DataColumn } from '@portal/shared-ui/list-kit';
import type { AdminUserRowFragment, UserStatus } from '../../gql/graphql';
import { adminUserSearchOptions } from './api/queries';
import { DEFAULT_USER_SORT, USER_SORT_FIELDS, USER_STATUSES, sortArgument, statusLabel } from './user-rules';
import { userPageHref } from './user-page-href';
import '../../shared/csr-pages.css';

export const USER_PAGE_SIZE = 20;

interface UserFilter {
  status: UserStatus | '';
  accountNumber: string;
}
const NO_FILTER: UserFilter = { status: '', accountNumber: '' };

const searchVariables = (state: ListState<UserFilter>) => ({
  query: state.query || null,
  page: state.page - 1,
  pageSize: USER_PAGE_SIZE,
  status: state.filter.status || null,
  accountNumber: state.filter.accountNumber || null,
  sort: sortArgument(state.sort),
});

const COLUMNS: DataColumn<AdminUserRowFragment>[] = [
  {
    field: 'name',
    label: 'Name',
    cell: (user) => (
      <Link to={userPageHref(user.email)}>
        {user.firstName} {user.lastName}
      </Link>
    ),
  },
  { field: 'email', label: 'Email', cell: (user) => user.email },
  {
    field: 'organization',
    label: 'Organization',
    cell: (user) =>
      user.parentOrganization
        ? `${user.parentOrganization.name} (${user.parentOrganization.accountNumber})`
        : (user.userEnteredBusinessName ?? ''),
  },
  { field: 'status', label: 'Status', cell: (user) => statusLabel(user.userStatus) },
  { field: 'registered', label: 'Registered', cell: (user) => formatDate(user.registrationDate) },
];
/** With a search text, each result says why it was found. */
const MATCH_COLUMN: DataColumn<AdminUserRowFragment> = {
  field: 'matchedOn',
  label: 'Found by',
  cell: (user) => user.matchedOn ?? '',
};

export default function UserSearchPage() {
  const list = useServerList({
    emptyFilter: NO_FILTER,
    pageSize: USER_PAGE_SIZE,
    toDraft: (s) => ({ query: s.query, accountNumber: s.filter.accountNumber }),
    filterOf: (d, s) => ({ ...s.filter, accountNumber: d.accountNumber.trim() }),
    request: searchVariables,
    query: adminUserSearchOptions,
    total: (answer) => answer.searchUsers.totalCount,
  });
  const { state, update, draft, setDraft, results } = list;
  const total = results.data?.searchUsers.totalCount ?? 0;
  const sort = state.sort ?? DEFAULT_USER_SORT;

  return (
    <section className="csr-page" aria-labelledby="csr-users-title">
      <h1 id="csr-users-title">Customer Support</h1>
      <SearchForm label="Search users" onSearch={list.search}>
        <SearchBox
          value={draft.query}
          placeholder="Name, email, phone, account, organization or order number"
          onChange={(query) => setDraft((d) => ({ ...d, query }))}
        />
        <label>
          Organization account number
          <input
            type="text"
            value={draft.accountNumber}
            onChange={(e) => setDraft((d) => ({ ...d, accountNumber: e.target.value }))}
          />
        </label>
        <label>
          Status
          <select
            value={state.filter.status}
            onChange={(e) =>
              update({ page: 1, filter: { ...state.filter, status: e.target.value as UserStatus | '' } })
            }
          >
            <option value="">Any status</option>
            {USER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Sort by
          <select
            value={`${sort.field}:${sort.direction}`}
            onChange={(e) => {
              const [field = DEFAULT_USER_SORT.field, direction] = e.target.value.split(':');
              list.setSort({ field, direction: direction === 'DESC' ? 'DESC' : 'ASC' });
            }}
          >
            {USER_SORT_FIELDS.flatMap(({ field, label }) => [
              <option key={`${field}:ASC`} value={`${field}:ASC`}>
                {label} (ascending)
              </option>,
              <option key={`${field}:DESC`} value={`${field}:DESC`}>
                {label} (descending)
              </option>,
            ])}
          </select>
        </label>
      </SearchForm>
      <DataTable
        caption="Users"
        columns={state.query ? [...COLUMNS, MATCH_COLUMN] : COLUMNS}
        rows={results.data?.searchUsers.users}
        rowKey={(user) => user.userId}
        loading={results.isPending}
        error={results.isError}
        loadingLabel="Loading users"
        errorMessage="The users could not be loaded. Please try again."
        header={<p>{total === 1 ? '1 user' : `${total} users`}</p>}
        footer={<Pager page={state.page} pages={list.pages} label="User pages" onPage={list.setPage} />}
      />
    </section>
  );
}
