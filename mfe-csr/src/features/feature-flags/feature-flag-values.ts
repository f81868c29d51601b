// What the feature-flags page shows and sends: values arrive and leave as JSON text (true, 12, "beta").

/** The form's "no value of its own" choice: the group follows the flag's default. */
export const FOLLOW_DEFAULT = '';

/** A flag value (JSON text) as a person reads it: On / Off for booleans, the text or number otherwise. */
export function displayFlagValue(type: string, json: string): string {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  if (type === 'boolean') return value === true ? 'On' : value === false ? 'Off' : String(value);
  return String(value);
}

/** The form value of a group's stored value (JSON text) or of no value. */
export function formValueOf(json: string | undefined): string {
  if (json === undefined) return FOLLOW_DEFAULT;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'string' ? value : String(value);
  } catch {
    return json;
  }
}

/** What setFeatureFlagValue receives: null to follow the default again, else the typed text. */
export function valueToSend(formValue: string): string | null {
  return formValue === FOLLOW_DEFAULT ? null : formValue;
}

/** A check of the typed value before it is sent (the API checks again). */
export function flagValueProblem(type: string, formValue: string): string | null {
  if (formValue === FOLLOW_DEFAULT) return null;
  if (type === 'number' && !Number.isFinite(Number(formValue))) return 'Enter a number.';
  if (type === 'boolean' && formValue !== 'true' && formValue !== 'false') return 'Choose On or Off.';
  if (formValue.length > 1000) return 'At most 1000 characters.';
  return null;
}
