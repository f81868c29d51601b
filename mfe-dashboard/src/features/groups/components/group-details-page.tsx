// /pages/dashboard/admin/groups/details/{groupId} (spec 4, spec 6 groups): a group's addresses, units and
// sub-groups; units are added by serial or instance id (checked by /fleet/validate first, each refusal shown) and
// removed after confirmation; the group is edited (the Create Group modal filled in) or deleted after confirmation;
// another group of its organisation is nested under it, and the remove-subgroup icon un-nests one (spec 6: both for
// B2B_Update_Organization_Groups). Demo accounts see the group but cannot change it.
import { useState, type FormEvent } from 'react';
import { userMessageOf } from '@portal/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@portal/shared-session/routing';
import { usePrivileges } from '@portal/shared-session';
import { isListKey, useOrganizationScope } from '@portal/shared-session/server-list';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { ConfirmDialog } from '@portal/shared-ui/confirm-dialog';
import { formatAddressInline } from '@portal/shared-ui/address-dialogs';
import { changeGroupUnits, deleteGroup, setSubGroups, validateUnits } from '../api/groups';
import { groupDetailsOptions, groupKeys, organizationGroupsOptions } from '../api/queries';
import type { Group, GroupUnit, UnitValidation } from '../types/group';
import { mayChangeGroups } from '../group-changes';
import { CreateGroupModal } from './create-group-modal';
import { RecordPage } from '../../../shared/record-page';
import '../../../shared/dashboard-pages.css';

const GROUPS = '/pages/dashboard/admin/groups';
const UNIT_PAGE = '/pages/dashboard/equipment/fleet/unit';

/** The units typed one a line or separated by commas, each once. */
export const parseUnitList = (text: string) => [
  ...new Set(
    text
      .split(/[\n,]/)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

function GroupView({ group }: { group: Group }) {
  const queryClient = useQueryClient();
  // Add Units and Remove only for those the API lets change groups (issue 34)
  const readOnly = !mayChangeGroups(usePrivileges());
  const [typed, setTyped] = useState('');
  const [refused, setRefused] = useState<UnitValidation[]>([]);
  const [removing, setRemoving] = useState<GroupUnit | null>(null);
  const scope = useOrganizationScope();
  const saved = (next: Group) => {
    queryClient.setQueryData(groupDetailsOptions(scope, group.id).queryKey, next);
    // the lists' unit counts changed
    void queryClient.invalidateQueries({
      queryKey: groupKeys.all,
      predicate: (query) => isListKey(query.queryKey),
    });
  };

  const add = useMutation({
    mutationFn: async (units: string[]) => {
      const check = await validateUnits(group.id, units);
      if (!check.valid) return { refused: check.results.filter((r) => !r.valid) };
      const add = check.results.flatMap((r) => (r.instanceId ? [r.instanceId] : []));
      return { group: await changeGroupUnits({ groupId: group.id, version: group.version, add }) };
    },
    onSuccess: (result) => {
      setRefused(result.refused ?? []);
      if (result.group) {
        saved(result.group);
        setTyped('');
      }
    },
  });
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [unnesting, setUnnesting] = useState<Group['subGroups'][number] | null>(null);
  const [nesting, setNesting] = useState('');
  const navigate = useNavigate();
  const candidates = useQuery({
    ...organizationGroupsOptions(scope, group.accountId),
    enabled: !readOnly,
    select: (answer) => {
      const taken = new Set([
        group.id,
        ...group.subGroups.map((g) => g.id),
        ...group.parents.map((g) => g.id),
      ]);
      return answer.content.filter((g) => !taken.has(g.id));
    },
  });
  const subGroups = useMutation({
    mutationFn: (ids: string[]) => setSubGroups(group, ids),
    onSuccess: (next) => {
      saved(next);
      setUnnesting(null);
      setNesting('');
    },
  });
  const destroy = useMutation({
    mutationFn: () => deleteGroup(group),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
      navigate(GROUPS);
    },
  });
  const remove = useMutation({
    mutationFn: (unit: GroupUnit) =>
      changeGroupUnits({ groupId: group.id, version: group.version, remove: [unit.instanceId] }),
    onSuccess: (next) => {
      saved(next);
      setRemoving(null);
    },
  });
  const submitAdd = (event: FormEvent) => {
    event.preventDefault();
    const units = parseUnitList(typed);
    if (units.length > 0) add.mutate(units);
  };

  return (
    <>
      <header className="dash-page__header">
        <h1 id="group-title">{group.name}</h1>
        {!readOnly && (
          <div className="dash-page__links">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit Group
            </Button>
            <Button variant="danger" onClick={() => setDeleting(true)}>
              Delete Group
            </Button>
          </div>
        )}
      </header>
      {editing && (
        <CreateGroupModal
          group={group}
          onClose={() => setEditing(false)}
          onCreated={(next) => {
            saved(next);
            setEditing(false);
          }}
        />
      )}
      <p>{group.description}</p>
      {group.multiOrg && <p>Cross-Organizational group</p>}
      <dl className="dash-order-detail__facts" aria-label="Group addresses">
        <dt>Billing Address</dt>
        <dd>{group.billingAddress ? formatAddressInline(group.billingAddress) : 'None'}</dd>
        <dt>Shipping Address</dt>
        <dd>{group.shippingAddress ? formatAddressInline(group.shippingAddress) : 'None'}</dd>
      </dl>
      {group.parents.length > 0 && (
        <p>
          Sub-group of{' '}
          {group.parents.map((p, i) => (
            <span key={p.id}>
              {i > 0 && ', '}
              <Link to={`${GROUPS}/details/${encodeURIComponent(p.id)}`}>{p.name}</Link>
            </span>
          ))}
        </p>
      )}

      <section aria-labelledby="group-subgroups">
        <h2 id="group-subgroups">Sub-groups</h2>
        {group.subGroups.length === 0 ? (
          <p className="dash-empty">No Results Found</p>
        ) : (
          <ul className="dash-subgroups">
            {group.subGroups.map((s) => (
              <li key={s.id}>
                <Link to={`${GROUPS}/details/${encodeURIComponent(s.id)}`}>{s.name}</Link> ({s.unitCount}{' '}
                units)
                {/* spec 6: "remove-subgroup icon needs B2B_Update_Organization_Groups" */}
                {!readOnly && (
                  <Button
                    variant="link"
                    size="sm"
                    className="dash-subgroups__remove"
                    aria-label={`Remove sub-group ${s.name}`}
                    title={`Remove sub-group ${s.name}`}
                    onClick={() => setUnnesting(s)}
                  >
                    <span aria-hidden="true">×</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {!readOnly && (
          <form
            className="dash-search"
            aria-label="Add a sub-group"
            onSubmit={(event) => {
              event.preventDefault();
              if (nesting) subGroups.mutate([...group.subGroups.map((g) => g.id), nesting]);
            }}
          >
            <label>
              Sub-group to add
              <select value={nesting} onChange={(e) => setNesting(e.target.value)}>
                <option value="">Choose a group</option>
                {(candidates.data ?? []).map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name}
                  </option>
                ))}
              </select>
            </label>
            <Button
              type="submit"
              disabled={nesting === ''}
              loading={subGroups.isPending && unnesting === null}
            >
              Add Sub-group
            </Button>
          </form>
        )}
        {subGroups.isError && (
          <Alert kind="danger">
            {userMessageOf(
              subGroups.error,
              'The sub-groups could not be changed. Please reload and try again.',
            )}
          </Alert>
        )}
      </section>

      <section aria-labelledby="group-units">
        <h2 id="group-units">Units</h2>
        {!readOnly && (
          <form className="dash-form" aria-label="Add units" onSubmit={submitAdd}>
            <label>
              Units to add (serial or instance id, one a line)
              <textarea value={typed} rows={3} onChange={(e) => setTyped(e.target.value)} />
            </label>
            <Button type="submit" loading={add.isPending}>
              Add Units
            </Button>
          </form>
        )}
        {refused.length > 0 && (
          <Alert kind="danger">
            <ul>
              {refused.map((r) => (
                <li key={r.input}>
                  {r.input}: {r.message}
                </li>
              ))}
            </ul>
          </Alert>
        )}
        {(add.isError || remove.isError) && (
          <Alert kind="danger">The group could not be changed. Please reload it and try again.</Alert>
        )}
        {group.instances.length === 0 ? (
          <p className="dash-empty">No Results Found</p>
        ) : (
          <div className="pui-table-scroll">
            <table className="pui-table">
              <caption className="visually-hidden">Units in the group</caption>
              <thead>
                <tr>
                  <th scope="col">Unit Serial</th>
                  <th scope="col">Model</th>
                  <th scope="col">Vehicle Number</th>
                  <th scope="col">Organization</th>
                  {!readOnly && <th scope="col">Actions</th>}
                </tr>
              </thead>
              <tbody>
                {group.instances.map((u) => (
                  <tr key={u.instanceId}>
                    <td>
                      <Link to={`${UNIT_PAGE}/${encodeURIComponent(u.instanceId)}`}>{u.unitSerial}</Link>
                    </td>
                    <td>{u.model}</td>
                    <td>{u.customerVehicleNumber}</td>
                    <td>{u.customerName}</td>
                    {!readOnly && (
                      <td>
                        <Button variant="link" onClick={() => setRemoving(u)}>
                          Remove {u.unitSerial}
                        </Button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <ConfirmDialog
        open={unnesting !== null}
        title="Remove sub-group"
        message={`Remove ${unnesting?.name ?? ''} from the sub-groups of ${group.name}? The group itself stays.`}
        confirmLabel="Remove"
        confirmVariant="danger"
        loading={subGroups.isPending}
        onConfirm={() =>
          unnesting && subGroups.mutate(group.subGroups.filter((g) => g.id !== unnesting.id).map((g) => g.id))
        }
        onCancel={() => setUnnesting(null)}
      />
      <ConfirmDialog
        open={deleting}
        title="Delete group"
        message={`Delete ${group.name}? Its units stay in your fleet and its sub-groups become top-level groups.`}
        confirmLabel="Delete"
        confirmVariant="danger"
        loading={destroy.isPending}
        onConfirm={() => destroy.mutate()}
        onCancel={() => setDeleting(false)}
      />
      {destroy.isError && (
        <Alert kind="danger">{userMessageOf(destroy.error, 'The group could not be deleted.')}</Alert>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove unit"
        message={`Remove unit ${removing?.unitSerial ?? ''} from ${group.name}?`}
        confirmLabel="Remove"
        confirmVariant="danger"
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

export default function GroupDetailsPage() {
  return (
    <RecordPage
      titleId="group-title"
      title="Group Details"
      back={{ to: GROUPS, label: 'Back to Groups' }}
      param="groupId"
      options={groupDetailsOptions}
      loadingLabel="Loading the group"
      failure="This group could not be loaded. Please try again."
    >
      {(data) => <GroupView group={data} />}
    </RecordPage>
  );
}
