// 'Report a Completed APN' (spec 9): the same rules the API's /apn/reportCompleted checks, so the form refuses what
// the API would.
import * as yup from 'yup';

export const APN_NOTES_MAX = 1000;

export interface ApnCompletionValues {
  units: string[];
  /** yyyy-mm-dd, or '' for today */
  completedDate: string;
  notes: string;
}

export const INITIAL_APN_COMPLETION_VALUES: ApnCompletionValues = { units: [], completedDate: '', notes: '' };

/** today as yyyy-mm-dd (UTC, as the API compares) */
export const isoToday = (now = new Date()) => now.toISOString().slice(0, 10);

export const apnCompletionSchema = yup.object({
  units: yup.array().of(yup.string().required()).min(1, 'Select at least one unit.').required(),
  completedDate: yup
    .string()
    .default('')
    .test(
      'not-in-future',
      'The completion date cannot be in the future.',
      (value) => !value || value <= isoToday(),
    ),
  notes: yup
    .string()
    .trim()
    .default('')
    .max(APN_NOTES_MAX, `Notes must be at most ${APN_NOTES_MAX} characters.`),
});
