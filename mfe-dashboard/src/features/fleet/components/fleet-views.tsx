// A user's saved views of My Fleet (issue 38): the list's query, filters, columns, sort and page size under a name,
// stored by the API for this user; chosen and applied, saved (a name in use is replaced) or deleted after a
// confirmation.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { userMessageOf } from '@portal/api-client';
import { useListMutation, type OrganizationScope } from '@portal/shared-session/server-list';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { ConfirmDialog } from '@portal/shared-ui/confirm-dialog';
import { deleteFleetView, saveFleetView } from '../api/fleet';
import { fleetViewsOptions } from '../api/queries';
import type { FleetSavedView } from '../types/fleet';

export interface FleetViewsProps {
  scope: OrganizationScope;
  /** the view on screen now, as it would be saved */
  current: FleetSavedView['view'];
  onApply(view: FleetSavedView['view']): void;
}

export function FleetViews({ scope, current, onApply }: FleetViewsProps) {
  const options = fleetViewsOptions(scope);
  const views = useQuery(options);
  const [chosenId, setChosenId] = useState('');
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<FleetSavedView | null>(null);
  const [said, setSaid] = useState('');
  const chosen = views.data?.views.find((v) => v.viewId === chosenId) ?? null;

  const save = useListMutation({
    mutationFn: saveFleetView,
    invalidates: [options.queryKey],
    errorMessage: (error) => userMessageOf(error, 'The view could not be saved.'),
    onSuccess: (saved) => {
      setChosenId(saved.viewId);
      setName('');
      setSaid(`View “${saved.name}” saved.`);
    },
  });
  const destroy = useListMutation({
    mutationFn: (view: FleetSavedView) => deleteFleetView(view.viewId),
    invalidates: [options.queryKey],
    errorMessage: 'The view could not be deleted. Please try again.',
    onSuccess: (_, view) => {
      setDeleting(null);
      setChosenId('');
      setSaid(`View “${view.name}” deleted.`);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) save.mutate({ name: name.trim(), view: current });
  };

  return (
    <section className="dash-fleet-views" aria-labelledby="fleet-views-title">
      <h2 id="fleet-views-title">Saved Views</h2>
      {views.isPending ? (
        <p>Loading your saved views…</p>
      ) : views.isError ? (
        <Alert kind="danger">Your saved views could not be loaded. Please try again.</Alert>
      ) : views.data.views.length === 0 ? (
        <p>You have no saved views yet. Set the filters and columns you want, then save them as a view.</p>
      ) : (
        <div className="dash-fleet-views__row">
          <label>
            View
            <select value={chosenId} onChange={(e) => setChosenId(e.target.value)}>
              <option value="">Choose a view</option>
              {views.data.views.map((v) => (
                <option key={v.viewId} value={v.viewId}>
                  {v.name}
                </option>
              ))}
            </select>
          </label>
          <Button size="sm" disabled={!chosen} onClick={() => chosen && onApply(chosen.view)}>
            Apply View
          </Button>
          <Button size="sm" variant="secondary" disabled={!chosen} onClick={() => setDeleting(chosen)}>
            Delete View
          </Button>
        </div>
      )}
      <form className="dash-fleet-views__row" onSubmit={submit} aria-label="Save this view">
        <label>
          View name
          <input value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        </label>
        <Button type="submit" size="sm" variant="secondary" disabled={!name.trim()} loading={save.isPending}>
          Save View
        </Button>
      </form>
      <p role="status" className="dash-fleet-views__said">
        {said}
      </p>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete view"
        message={`Delete the saved view “${deleting?.name ?? ''}”? Your fleet and its units stay as they are.`}
        confirmLabel="Delete"
        loading={destroy.isPending}
        onConfirm={() => deleting && destroy.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
