// /pages/dashboard/admin/groups (spec 4 'Groups'): the organisations' fleet groups — search, top-level filter, sort
// and 1-based page in the URL — each linking to its details.
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@portal/shared-session/routing';
import { usePrivileges, useSession } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { Pager, SortableColumnHeader, pageCount, usePageWithinTotal } from '@portal/shared-ui/list-kit';
import { useListState, useUrlDraft } from '@portal/shared-session/list-state';
import { GROUP_PAGE_SIZE, groupSearchBody, searchGroups } from '../api/groups';
import { EMPTY_GROUP_FILTER, type GroupFilter } from '../types/group';
import { showsCreateGroup } from '../group-changes';
import { CreateGroupModal } from './create-group-modal';
import '../../../shared/dashboard-pages.css';

export const GROUP_DETAILS = '/pages/dashboard/admin/groups/details';

const COLUMNS = [
  { field: 'name', label: 'Group Name' },
  { field: 'customerName', label: 'Organization' },
] as const;

export default function GroupsPage() {
  const initialized = useSession((s) => s.initialized);
  const [state, update] = useListState<GroupFilter>(EMPTY_GROUP_FILTER);
  // Back (or a link) changes the URL: the boxes then show what is searched
  const [draft, setDraft] = useUrlDraft(state, (s) => ({
    query: s.query,
    topLevelOnly: s.filter.topLevelOnly,
  }));
  const [creating, setCreating] = useState(false);
  const canCreate = showsCreateGroup(usePrivileges());
  const navigate = useNavigate();
  const body = groupSearchBody(state);
  const results = useQuery({
    queryKey: ['fleet-groups', body],
    queryFn: ({ signal }) => searchGroups(body, signal),
    enabled: initialized,
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ query: draft.query.trim(), filter: { topLevelOnly: draft.topLevelOnly }, page: 1 });
  };
  const pages = pageCount(results.data?.totalRecords, GROUP_PAGE_SIZE);
  usePageWithinTotal(state.page, pages, (page, how) => update({ page }, how));

  return (
    <section className="dash-page" aria-labelledby="groups-title">
      <header className="dash-page__header">
        <h1 id="groups-title">Groups</h1>
        {canCreate && <Button onClick={() => setCreating(true)}>Create Group</Button>}
      </header>
      {creating && (
        <CreateGroupModal
          onClose={() => setCreating(false)}
          onCreated={(group) => {
            setCreating(false);
            navigate(`${GROUP_DETAILS}/${encodeURIComponent(group.id)}`);
          }}
        />
      )}
      <form className="dash-search" role="search" aria-label="Search groups" onSubmit={search}>
        <label>
          Search
          <input
            type="search"
            value={draft.query}
            placeholder="Group name or description"
            onChange={(e) => setDraft((d) => ({ ...d, query: e.target.value }))}
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={draft.topLevelOnly}
            onChange={(e) => setDraft((d) => ({ ...d, topLevelOnly: e.target.checked }))}
          />
          Top-level groups only
        </label>
        <Button type="submit">Search</Button>
      </form>

      {results.isPending ? (
        <Spinner label="Loading groups" />
      ) : results.isError ? (
        <Alert kind="danger">The groups could not be loaded. Please try again.</Alert>
      ) : results.data.content.length === 0 ? (
        <p className="dash-empty">No Results Found</p>
      ) : (
        <>
          <div className="pui-table-scroll">
            <table className="pui-table">
              <caption className="visually-hidden">Fleet groups</caption>
              <thead>
                <tr>
                  {COLUMNS.map((c) => (
                    <SortableColumnHeader
                      key={c.field}
                      field={c.field}
                      sort={state.sort}
                      firstDirection="ASC"
                      onSort={(sort) => update({ page: 1, sort })}
                    >
                      {c.label}
                    </SortableColumnHeader>
                  ))}
                  <th scope="col">Description</th>
                  <th scope="col">Units</th>
                  <th scope="col">Sub-groups</th>
                </tr>
              </thead>
              <tbody>
                {results.data.content.map((g) => (
                  <tr key={g.id}>
                    <td>
                      <Link to={`${GROUP_DETAILS}/${encodeURIComponent(g.id)}`}>{g.name}</Link>
                      {g.multiOrg ? ' (Cross-Organizational group)' : ''}
                    </td>
                    <td>{g.customerName}</td>
                    <td>{g.description}</td>
                    <td>{g.unitCount}</td>
                    <td>{g.subGroupCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={state.page}
            pages={pages}
            label="Group pages"
            onPage={(page, how) => update({ page }, how)}
          />
        </>
      )}
    </section>
  );
}
