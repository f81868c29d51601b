// The notification settings control (spec 2 'Shell and widgets', spec 3 'Notification setting', spec 4): a mode
// (Off / Email / Text / Email & Text) and the high/medium/low severities, with its own Save. Used by My Account's
// notification settings and the dashboard's contact management, so it lives here once.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@portal/shared-ui/button';
import {
  SEVERITIES,
  SEVERITY_LABELS,
  canUncheck,
  isModeSelectDisabled,
  isSaveDisabled,
  modeOptions,
  withMode,
  withSeverity,
  type NotificationMode,
  type NotificationSettingValue,
} from './notification-rules';
import './notification-settings.css';

export interface NotificationSettingsControlProps {
  /** the saved setting; the control starts from it and compares against it */
  value: NotificationSettingValue;
  onSave: (setting: NotificationSettingValue) => void;
  /** Default 'Notifications'. */
  legend?: string;
  /** shown but not editable; Save disabled */
  viewOnly?: boolean;
  /** Off may be hidden. Default true. */
  allowOff?: boolean;
  /** the contact has a text-enabled phone number. Default false. */
  textEnabled?: boolean;
  /** Save stays enabled although nothing changed. Default false. */
  ignoreChanges?: boolean;
  /** the save is under way */
  saving?: boolean;
  /** Default 'Save'. */
  saveLabel?: string;
}

export function NotificationSettingsControl({
  value,
  onSave,
  legend = 'Notifications',
  viewOnly = false,
  allowOff = true,
  textEnabled = false,
  ignoreChanges = false,
  saving = false,
  saveLabel = 'Save',
}: NotificationSettingsControlProps) {
  const [current, setCurrent] = useState(value);
  const [startedFrom, setStartedFrom] = useState(value);
  const modeId = useId();
  // a newly saved or reloaded setting becomes the starting point (adjusted while rendering, not in an effect)
  if (startedFrom !== value) {
    setStartedFrom(value);
    setCurrent(value);
  }

  const off = current.notificationStatus === 'Off';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSaveDisabled({ saved: value, current, viewOnly, ignoreChanges })) onSave(current);
  };

  return (
    <form className="pui-notification-settings" onSubmit={submit}>
      <fieldset disabled={viewOnly}>
        <legend>{legend}</legend>
        <div className="pui-notification-settings__mode">
          <label htmlFor={modeId}>Notification type</label>
          <select
            id={modeId}
            value={current.notificationStatus}
            disabled={viewOnly || isModeSelectDisabled(allowOff, textEnabled)}
            onChange={(event) => setCurrent(withMode(current, event.target.value as NotificationMode))}
          >
            {modeOptions(allowOff, textEnabled).map(({ mode, disabled }) => (
              <option key={mode} value={mode} disabled={disabled}>
                {mode}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="pui-notification-settings__severities" disabled={viewOnly || off}>
          <legend>Severity</legend>
          {SEVERITIES.map((severity) => {
            const locked = current[severity] && !canUncheck(current, severity);
            return (
              <label key={severity}>
                <input
                  type="checkbox"
                  checked={current[severity]}
                  // the only checked box stays checked: read-only rather than disabled so it is still announced
                  aria-readonly={locked || undefined}
                  onChange={(event) => setCurrent(withSeverity(current, severity, event.target.checked))}
                />
                {SEVERITY_LABELS[severity]}
              </label>
            );
          })}
        </fieldset>
      </fieldset>
      <Button
        type="submit"
        loading={saving}
        disabled={isSaveDisabled({ saved: value, current, viewOnly, ignoreChanges })}
      >
        {saveLabel}
      </Button>
    </form>
  );
}
