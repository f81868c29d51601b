// The first message of each field, as a form shows them (one message under each field). Formik does this for its
// own forms; this is for the places that check values with a schema outside a Formik form (a quick-order line, the
// schemas' tests).
import { ValidationError } from 'yup';
import type { Schema } from 'yup';

/** `{ field: message }` for every field the schema refuses (its first message); `{}` when the value is valid. */
export function fieldErrors(schema: Schema, value: unknown): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    const found = error.inner.length > 0 ? error.inner : [error];
    for (const problem of found) {
      const path = problem.path ?? '';
      if (!(path in errors)) errors[path] = problem.message;
    }
    return errors;
  }
}
