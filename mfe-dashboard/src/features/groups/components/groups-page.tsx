// /pages/dashboard/admin/groups (spec 4 'Groups'): the organisations' fleet groups — search, top-level filter, sort
// and 1-based page in the URL — each linking to its details.
import { useState } from 'react';
import { Link, useNavigate } from '@portal/shared-session/routing';
import { usePrivileges } from '@portal/shared-session';
import { useServerList } from '@portal/shared-session/server-list';
import { Button } from '@portal/shared-ui/button';
import { DataTable, Pager, SearchBox, SearchForm, type DataColumn } from '@portal/shared-ui/list-kit';
import { GROUP_PAGE_SIZE, groupSearchBody } from '../api/groups';
import { groupSearchOptions } from '../api/queries';
import { EMPTY_GROUP_FILTER, type GroupFilter, type GroupSummary } from '../types/group';
import { showsCreateGroup } from '../group-changes';
import { CreateGroupModal } from './create-group-modal';
import '../../../shared/dashboard-pages.css';

export const GROUP_DETAILS = '/pages/dashboard/admin/groups/details';

const COLUMNS: DataColumn<GroupSummary>[] = [
  {
    field: 'name',
    label: 'Group Name',
    sortable: true,
    cell: (g) => (
      <>
        <Link to={`${GROUP_DETAILS}/${encodeURIComponent(g.id)}`}>{g.name}</Link>
        {g.multiOrg ? ' (Cross-Organizational group)' : ''}
      </>
    ),
  },
  { field: 'customerName', label: 'Organization', sortable: true, cell: (g) => g.customerName },
  { field: 'description', label: 'Description', cell: (g) => g.description },
  { field: 'unitCount', label: 'Units', cell: (g) => g.unitCount },
  { field: 'subGroupCount', label: 'Sub-groups', cell: (g) => g.subGroupCount },
];

export default function GroupsPage() {
  const list = useServerList({
    emptyFilter: EMPTY_GROUP_FILTER,
    pageSize: GROUP_PAGE_SIZE,
    toDraft: (s) => ({ query: s.query, topLevelOnly: s.filter.topLevelOnly }),
    filterOf: (d): GroupFilter => ({ topLevelOnly: d.topLevelOnly }),
    request: groupSearchBody,
    query: groupSearchOptions,
    total: (answer) => answer.totalRecords,
  });
  const { draft, setDraft, results } = list;
  const [creating, setCreating] = useState(false);
  const canCreate = showsCreateGroup(usePrivileges());
  const navigate = useNavigate();

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
      <SearchForm label="Search groups" onSearch={list.search}>
        <SearchBox {...list.draftField('query')} placeholder="Group name or description" />
        <label>
          <input
            type="checkbox"
            checked={draft.topLevelOnly}
            onChange={(e) => setDraft((d) => ({ ...d, topLevelOnly: e.target.checked }))}
          />
          Top-level groups only
        </label>
      </SearchForm>
      <DataTable
        caption="Fleet groups"
        columns={COLUMNS}
        rows={results.data?.content}
        rowKey={(g) => g.id}
        {...list.table}
        loadingLabel="Loading groups"
        errorMessage="The groups could not be loaded. Please try again."
        firstDirection="ASC"
        footer={<Pager {...list.pager} label="Group pages" />}
      />
    </section>
  );
}
