// The notification setting's rules (spec 3 'Notification setting', spec 4): pure functions so the control and its
// callers (My Account, the dashboard's contact management) judge a setting the same way.

export const NOTIFICATION_MODES = ['Off', 'Email', 'Text', 'Email & Text'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

export const SEVERITIES = ['highSeverity', 'mediumSeverity', 'lowSeverity'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const SEVERITY_LABELS: Record<Severity, string> = {
  highSeverity: 'High',
  mediumSeverity: 'Medium',
  lowSeverity: 'Low',
};

export interface NotificationSettingValue {
  notificationStatus: NotificationMode;
  highSeverity: boolean;
  mediumSeverity: boolean;
  lowSeverity: boolean;
}

/** Modes that send a text message need a text-enabled phone number. */
export const usesText = (mode: NotificationMode): boolean => mode === 'Text' || mode === 'Email & Text';

/** Off clears all three severities; leaving Off for another mode sets all three. */
export function withMode(
  setting: NotificationSettingValue,
  mode: NotificationMode,
): NotificationSettingValue {
  if (mode === 'Off')
    return { notificationStatus: 'Off', highSeverity: false, mediumSeverity: false, lowSeverity: false };
  if (setting.notificationStatus === 'Off') {
    return { notificationStatus: mode, highSeverity: true, mediumSeverity: true, lowSeverity: true };
  }
  return { ...setting, notificationStatus: mode };
}

/** A severity box cannot be unchecked when it is the only one checked (a mode other than Off needs one). */
export function canUncheck(setting: NotificationSettingValue, severity: Severity): boolean {
  if (!setting[severity]) return true;
  return SEVERITIES.some((other) => other !== severity && setting[other]);
}

export function withSeverity(
  setting: NotificationSettingValue,
  severity: Severity,
  checked: boolean,
): NotificationSettingValue {
  if (setting.notificationStatus === 'Off') return setting;
  if (!checked && !canUncheck(setting, severity)) return setting;
  return { ...setting, [severity]: checked };
}

export const sameSetting = (a: NotificationSettingValue, b: NotificationSettingValue): boolean =>
  a.notificationStatus === b.notificationStatus &&
  SEVERITIES.every((severity) => a[severity] === b[severity]);

export interface SaveRuleInput {
  saved: NotificationSettingValue;
  current: NotificationSettingValue;
  viewOnly: boolean;
  /** the caller saves regardless of changes (e.g. a new contact's first setting) */
  ignoreChanges: boolean;
}

/** Save is disabled when view-only, or when nothing changed unless changes are ignored. */
export function isSaveDisabled({ saved, current, viewOnly, ignoreChanges }: SaveRuleInput): boolean {
  if (viewOnly) return true;
  return !ignoreChanges && sameSetting(saved, current);
}

/** With Off not allowed and text not enabled only Email is left, so there is nothing to choose. */
export const isModeSelectDisabled = (allowOff: boolean, textEnabled: boolean): boolean =>
  !allowOff && !textEnabled;

/** The modes offered: Off only when allowed; text modes listed but disabled without a text-enabled number. */
export function modeOptions(
  allowOff: boolean,
  textEnabled: boolean,
): { mode: NotificationMode; disabled: boolean }[] {
  return NOTIFICATION_MODES.filter((mode) => allowOff || mode !== 'Off').map((mode) => ({
    mode,
    disabled: usesText(mode) && !textEnabled,
  }));
}
