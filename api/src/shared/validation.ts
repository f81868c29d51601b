// Input validation for every operation: yup schemas with clear messages; a failure is a 400 listing each problem.
import * as yup from 'yup';
import { partNumberRule } from '@portal/rules/validation';
import { ValidationError } from 'yup';
import { badInput, fromValidationError } from '../errors/api-error.js';

/** Validates and casts; unknown keys are dropped. */
export function validate<T>(schema: yup.Schema<T>, value: unknown): T {
  try {
    return schema.validateSync(value, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw fromValidationError(error);
    throw error;
  }
}

/**
 * Validates a write's body, which may carry only the schema's fields: an unknown one is a 400 naming it (a
 * misspelt or smuggled field is never silently dropped).
 */
export function validateDeclared<T>(schema: yup.Schema<T>, value: unknown): T {
  if (
    schema instanceof yup.ObjectSchema &&
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value)
  ) {
    const fields: Record<string, unknown> = schema.fields;
    const unknown = Object.keys(value).filter((key) => !(key in fields));
    if (unknown.length > 0)
      throw badInput(
        `Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`,
        unknown.map((key) => `${key} is not a field of this request.`),
      );
  }
  return validate(schema, value);
}

/**
 * A string that must arrive as a string: yup would turn 7 into '7'; here a number, boolean or object is a
 * type error with a clear message.
 */
export const str = (label: string) =>
  yup
    .string()
    .typeError(`${label} must be a string.`)
    .test('is-string', `${label} must be a string.`, function isString() {
      const original: unknown = this.originalValue;
      return original === null || original === undefined || typeof original === 'string';
    });

export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:|@-]*$/;
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An opaque identifier (account, party, address, contact ids): 1-64 safe characters. */
export const idField = (label: string) =>
  str(label)
    .trim()
    .max(64, `${label} must be at most 64 characters.`)
    .matches(ID_PATTERN, `${label} is not a valid identifier.`);

export const uuidField = (label: string) =>
  str(label).trim().matches(UUID_PATTERN, `${label} is not a valid id.`);

/** A part number's shape, as quick order checks it in the browser (@portal/rules/validation). */
export const partNumberField = partNumberRule();

export const emailField = str('Email address')
  .trim()
  .max(254, 'Email address must be at most 254 characters.')
  .email('Email address must be a correct format.');

export const searchTextField = (label: string, max = 200) =>
  str(label).max(max, `${label} must be at most ${max} characters.`);

/** Customer account ids a search is narrowed to (checked against the caller's scope by the service). */
export const accountIdListField = (label: string) =>
  yup.array().of(idField(label).required()).max(500, `${label} may name at most 500 accounts.`).nullable();

export const partNumbersField = yup
  .array()
  .of(partNumberField.required('Part number is required.'))
  .min(1, 'At least one part number is required.')
  .max(100, 'At most 100 part numbers can be requested at once.');

export const LOCALE_VALUES = ['en_US', 'en_CA', 'en'] as const;
export const localeField = yup
  .mixed<(typeof LOCALE_VALUES)[number]>()
  .oneOf([...LOCALE_VALUES], 'Locale must be en_US, en_CA or en.');

/** A page number of a paged search, counted from 0 (default 0). */
export const pageField = (max: number) =>
  yup
    .number()
    .typeError('page must be a number.')
    .integer('page must be a whole number.')
    .min(0, 'page starts at 0.')
    .max(max, `page must be at most ${max}.`)
    .default(0);

/** The page size of a paged search: 1 to `max` rows, `defaultSize` when not given. */
export const sizeField = (max: number, defaultSize: number) =>
  yup
    .number()
    .typeError('size must be a number.')
    .integer('size must be a whole number.')
    .min(1, 'size must be at least 1.')
    .max(max, `size must be at most ${max}.`)
    .default(defaultSize);

/**
 * sortOptions of a search: up to 5 `{ fieldName, direction }`, the field one of `fieldNames`, the direction ASC or
 * DESC in any case (`defaultDirection` when not given).
 */
export const sortOptionsField = (fieldNames: readonly string[], defaultDirection: 'ASC' | 'DESC') =>
  yup
    .array()
    .of(
      yup.object({
        fieldName: yup
          .string()
          .required('sortOptions.fieldName is required.')
          .oneOf([...fieldNames], 'sortOptions.fieldName is not a sortable field.'),
        direction: yup
          .string()
          .transform((v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v))
          .oneOf(['ASC', 'DESC'], 'sortOptions.direction must be ASC or DESC.')
          .default(defaultDirection),
      }),
    )
    .max(5, 'At most 5 sort options are allowed.')
    .nullable();

const filterFieldName = (fieldNames: readonly string[]) =>
  yup
    .string()
    .required('filterOptions.fieldName is required.')
    .oneOf([...fieldNames], 'filterOptions.fieldName is not a filterable field.');

/** The search envelope's filterOptions (spec 3): up to 10 `{ fieldName, value }` on the endpoint's filterable fields. */
export const filterOptionsField = (fieldNames: readonly string[]) =>
  yup
    .array()
    .of(
      yup.object({
        fieldName: filterFieldName(fieldNames),
        value: searchTextField('filterOptions.value', 100).required('filterOptions.value is required.'),
      }),
    )
    .max(10, 'At most 10 filters are allowed.')
    .nullable();

/** How a list reads a date it filters on ('yyyy-mm-dd' only, or any date the list accepts); null when absent. */
type DateTextField = (label: string) => yup.StringSchema<string | null | undefined>;

/**
 * filterOptions of a list with date fields (invoices, orders): each entry holds one `value`, a list of `values`
 * (any of them matches) or, for a date field, a `start`–`end` range read by `dateText`.
 */
export const rangeFilterOptionsField = (fieldNames: readonly string[], dateText: DateTextField) =>
  yup
    .array()
    .of(
      yup.object({
        fieldName: filterFieldName(fieldNames),
        value: searchTextField('filterOptions.value').nullable(),
        values: yup
          .array()
          .of(searchTextField('filterOptions.values').required())
          .max(100, 'A filter may list at most 100 values.')
          .nullable(),
        start: dateText('filterOptions.start'),
        end: dateText('filterOptions.end'),
      }),
    )
    .max(20, 'At most 20 filters are allowed.')
    .nullable();

/** A list's date range `{ start, end }`, read by `dateText`; null when absent. */
export const dateRangeField = (dateText: DateTextField) =>
  yup
    .object({ start: dateText('range.start'), end: dateText('range.end') })
    .nullable()
    .default(null);

/** filterOptions whose entries hold one `value` or a list of `values` (any of them matches). */
export const multiValueFilterOptionsField = (fieldNames: readonly string[]) =>
  yup
    .array()
    .of(
      yup.object({
        fieldName: filterFieldName(fieldNames),
        value: searchTextField('filterOptions.value', 100).nullable(),
        values: yup.array().of(searchTextField('filterOptions.values', 100).required()).max(50).nullable(),
      }),
    )
    .max(10, 'At most 10 filters are allowed.')
    .nullable();
