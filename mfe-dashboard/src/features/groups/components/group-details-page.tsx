// /pages/dashboard/admin/groups/details/{groupId} (spec 4): a group's units and sub-groups; units are added by
// serial or instance id (checked by /fleet/validate first, each refusal shown) and removed after confirmation.
// Demo accounts see the group but cannot change it.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@portal/shared-session/routing';
import { usePrivileges, useSession } from '@portal/shared-session';
import { isListKey, useOrganizationScope } from '@portal/shared-session/server-list';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { ConfirmDialog } from '@portal/shared-ui/confirm-dialog';
import { changeGroupUnits, validateUnits } from '../api/groups';
import { groupDetailsOptions, groupKeys } from '../api/queries';
import type { Group, GroupUnit, UnitValidation } from '../types/group';
import { mayChangeGroups } from '../group-changes';
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
      </header>
      <p>{group.description}</p>
      {group.multiOrg && <p>Cross-Organizational group</p>}
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
          <ul>
            {group.subGroups.map((s) => (
              <li key={s.id}>
                <Link to={`${GROUPS}/details/${encodeURIComponent(s.id)}`}>{s.name}</Link> ({s.unitCount}{' '}
                units)
              </li>
            ))}
          </ul>
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
  const initialized = useSession((s) => s.initialized);
  const { groupId = '' } = useParams();
  const group = useQuery({
    ...groupDetailsOptions(useOrganizationScope(), groupId),
    enabled: initialized && groupId !== '',
  });
  return (
    <RecordPage
      titleId="group-title"
      title="Group Details"
      back={{ to: GROUPS, label: 'Back to Groups' }}
      query={group}
      loadingLabel="Loading the group"
      failure="This group could not be loaded. Please try again."
    >
      {(data) => <GroupView group={data} />}
    </RecordPage>
  );
}
