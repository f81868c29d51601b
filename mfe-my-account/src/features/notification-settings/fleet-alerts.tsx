// Notification Settings' fleet alerts (issue 38), for a user of My Fleet: e-mail me when a unit becomes overdue, a new
// APN applies to my units or a fault event is reported — as each happens or in one daily digest.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userMessageOf } from '@portal/api-client';
import { useOrganizationScope } from '@portal/shared-session/query-keys';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { fleetAlertOptions, saveFleetAlertSetting, type FleetAlertSetting } from './api/fleet-alerts';

const CHOICES = [
  { key: 'unitOverdue', label: 'A unit becomes overdue for an inspection or service' },
  { key: 'newNotice', label: 'A new APN applies to my units' },
  { key: 'faultEvent', label: 'A fault event is reported on one of my units' },
] as const;

function FleetAlertsForm({ initial }: { initial: FleetAlertSetting }) {
  const queryClient = useQueryClient();
  const options = fleetAlertOptions(useOrganizationScope());
  const [setting, setSetting] = useState(initial);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: saveFleetAlertSetting,
    onSuccess: (updated) => {
      queryClient.setQueryData(options.queryKey, updated);
      setSaved(true);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate(setting);
  };
  return (
    <form className="acct-form" onSubmit={submit} aria-label="Fleet alerts">
      <fieldset>
        <legend>E-mail me when</legend>
        {CHOICES.map((c) => (
          <label key={c.key}>
            <input
              type="checkbox"
              checked={setting[c.key]}
              onChange={(e) => setSetting((was) => ({ ...was, [c.key]: e.target.checked }))}
            />
            {c.label}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>How often</legend>
        <label>
          <input
            type="radio"
            name="fleet-alert-digest"
            checked={!setting.dailyDigest}
            onChange={() => setSetting((was) => ({ ...was, dailyDigest: false }))}
          />
          One e-mail as each happens
        </label>
        <label>
          <input
            type="radio"
            name="fleet-alert-digest"
            checked={setting.dailyDigest}
            onChange={() => setSetting((was) => ({ ...was, dailyDigest: true }))}
          />
          One daily digest
        </label>
      </fieldset>
      <Button type="submit" loading={save.isPending}>
        Save Fleet Alerts
      </Button>
      {saved && <Alert kind="success">Fleet alerts saved.</Alert>}
      {save.isError && (
        <Alert kind="danger">{userMessageOf(save.error, 'The fleet alerts could not be saved.')}</Alert>
      )}
    </form>
  );
}

export function FleetAlerts() {
  const setting = useQuery(fleetAlertOptions(useOrganizationScope()));
  return (
    <section aria-labelledby="fleet-alerts-title">
      <h2 id="fleet-alerts-title">Fleet Alerts</h2>
      {setting.isPending ? (
        <Spinner label="Loading fleet alerts" />
      ) : setting.isError ? (
        <Alert kind="danger">Your fleet alerts could not be loaded. Please try again.</Alert>
      ) : (
        <FleetAlertsForm initial={setting.data} />
      )}
    </section>
  );
}
