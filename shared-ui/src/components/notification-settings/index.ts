// @portal/shared-ui/notification-settings: a subpath, so only the pages that edit notifications load it.
export {
  NotificationSettingsControl,
  type NotificationSettingsControlProps,
} from './notification-settings-control';
export {
  NOTIFICATION_MODES,
  SEVERITIES,
  SEVERITY_LABELS,
  canUncheck,
  isModeSelectDisabled,
  isSaveDisabled,
  modeOptions,
  sameSetting,
  usesText,
  withMode,
  withSeverity,
  type NotificationMode,
  type NotificationSettingValue,
  type SaveRuleInput,
  type Severity,
} from './notification-rules';
export { AddPhoneForm, type AddPhoneFormProps } from './add-phone-form';
