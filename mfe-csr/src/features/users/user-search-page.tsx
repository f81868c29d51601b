// /pages/csr/customerSupport (spec 7 'Customer service'): the admin user search — text (name, e-mail or account
// number), status and organisation filters, sort 'field:ASC|DESC' (default RegistrationDate:ASC), 1-based page;
// all of it in the URL so Back restores the list. Each user links to the user page.
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { useSession, formatDate } from '@portal/shared-session';
import { Link } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { Pager, pageCount, usePageWithinTotal } from '@portal/shared-ui/list-kit';
import { SearchAdminUsersDocument, type UserStatus } from '../../gql/graphql';
import { useListState } from '@portal/shared-session/list-state';
import { DEFAULT_USER_SORT, USER_SORT_FIELDS, USER_STATUSES, sortArgument, statusLabel } from './user-rules';
import { userPageHref } from './user-page-href';
import '../../shared/csr-pages.css';

export const USER_PAGE_SIZE = 20;

interface UserFilter {
  status: UserStatus | '';
  accountId: string;
}
const NO_FILTER: UserFilter = { status: '', accountId: '' };

export default function UserSearchPage() {
  const initialized = useSession((s) => s.initialized);
  const [state, update] = useListState(NO_FILTER);
  const [draft, setDraft] = useState(state.query);
  const [accountDraft, setAccountDraft] = useState(state.filter.accountId);

  const variables = {
    query: state.query || null,
    page: state.page - 1,
    pageSize: USER_PAGE_SIZE,
    status: state.filter.status || null,
    accountId: state.filter.accountId || null,
    sort: sortArgument(state.sort),
  };
  const results = useQuery({
    queryKey: ['csr', 'users', variables],
    queryFn: ({ signal }) => runGraphQL(SearchAdminUsersDocument, variables, { signal }),
    enabled: initialized,
    placeholderData: keepPreviousData,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({
      query: draft.trim(),
      page: 1,
      filter: { ...state.filter, accountId: accountDraft.trim() },
    });
  };

  const total = results.data?.searchUsers.totalCount ?? 0;
  const pages = pageCount(results.data?.searchUsers.totalCount, USER_PAGE_SIZE);
  usePageWithinTotal(state.page, pages, (page, how) => update({ page }, how));
  const users = results.data?.searchUsers.users ?? [];
  const sort = state.sort ?? DEFAULT_USER_SORT;

  return (
    <section className="csr-page" aria-labelledby="csr-users-title">
      <h1 id="csr-users-title">Customer Support</h1>
      <form className="csr-search" role="search" aria-label="Search users" onSubmit={search}>
        <label>
          Search
          <input
            type="search"
            value={draft}
            placeholder="Name, email or account number"
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <label>
          Organization account ID
          <input type="text" value={accountDraft} onChange={(e) => setAccountDraft(e.target.value)} />
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
              update({ page: 1, sort: { field, direction: direction === 'DESC' ? 'DESC' : 'ASC' } });
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
        <Button type="submit">Search</Button>
      </form>

      {results.isPending ? (
        <Spinner label="Loading users" />
      ) : results.isError ? (
        <Alert kind="danger">The users could not be loaded. Please try again.</Alert>
      ) : users.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <>
          <p>{total === 1 ? '1 user' : `${total} users`}</p>
          <div className="pui-table-scroll">
            <table className="pui-table">
              <caption className="visually-hidden">Users</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Organization</th>
                  <th scope="col">Status</th>
                  <th scope="col">Registered</th>
                </tr>
              </thead>
              <tbody>
                {users.map((user) => (
                  <tr key={user.userId}>
                    <td>
                      <Link to={userPageHref(user.email)}>
                        {user.firstName} {user.lastName}
                      </Link>
                    </td>
                    <td>{user.email}</td>
                    <td>
                      {user.parentOrganization
                        ? `${user.parentOrganization.name} (${user.parentOrganization.accountNumber})`
                        : (user.userEnteredBusinessName ?? '')}
                    </td>
                    <td>{statusLabel(user.userStatus)}</td>
                    <td>{formatDate(user.registrationDate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={state.page}
            pages={pages}
            label="User pages"
            onPage={(page, how) => update({ page }, how)}
          />
        </>
      )}
    </section>
  );
}
