// A change to an instructor-led session (issue 40): its date and time, its place or online link, its capacity.
// The training-session form (mfe-csr, product owners) and the API's changeCourseSession apply these rules and
// messages. Whether the capacity still holds the seats booked is the API's to say (it alone knows them).
import * as yup from 'yup';

/** The most places a session may have (a room or a video call of a training centre). */
export const COURSE_SESSION_CAPACITY_MAX = 500;
export const COURSE_SESSION_TEXT_MAX = 300;

export const COURSE_SESSION_MESSAGES = {
  startRequired: 'Start date and time is required.',
  startInvalid: 'Start must be a date and time.',
  endRequired: 'End date and time is required.',
  endInvalid: 'End must be a date and time.',
  endBeforeStart: 'End must be after the start.',
  placeOrLink: 'Enter a place or an online link.',
  placeTooLong: `The place must be at most ${COURSE_SESSION_TEXT_MAX} characters.`,
  linkInvalid: 'The online link must be a web address starting with https:// or http://.',
  capacityRequired: 'Capacity is required.',
  capacityInvalid: 'Capacity must be a whole number.',
  capacityTooSmall: 'Capacity must be at least 1.',
  capacityTooLarge: `Capacity must be at most ${COURSE_SESSION_CAPACITY_MAX}.`,
  /** the API's refusal: a session cannot hold fewer places than the seats booked into it */
  capacityBelowBooked: (booked: number) =>
    `Capacity cannot be less than the ${booked} seat${booked === 1 ? '' : 's'} already booked in this session.`,
} as const;

/** An empty input is a missing value (the required message), not a malformed one. */
const emptyIsMissing = <T>(value: T, original: unknown): T | undefined =>
  original === '' || original === null ? undefined : value;
const blankIsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * One session as changed. The dates are read by yup's date parser, so the API's ISO date-times and the form's
 * `yyyy-MM-ddTHH:mm` local values (a datetime-local input) pass through the same rules. A session is held at a
 * place, online, or both (a hybrid class); at least one of them.
 */
export const courseSessionChangeSchema = yup.object({
  startsAt: yup
    .date()
    .transform(emptyIsMissing)
    .typeError(COURSE_SESSION_MESSAGES.startInvalid)
    .required(COURSE_SESSION_MESSAGES.startRequired),
  endsAt: yup
    .date()
    .transform(emptyIsMissing)
    .typeError(COURSE_SESSION_MESSAGES.endInvalid)
    .required(COURSE_SESSION_MESSAGES.endRequired)
    .when('startsAt', ([start], schema) =>
      start instanceof Date && !Number.isNaN(start.getTime())
        ? schema.min(new Date(start.getTime() + 1), COURSE_SESSION_MESSAGES.endBeforeStart)
        : schema,
    ),
  location: yup
    .string()
    .trim()
    .transform(blankIsNull)
    .nullable()
    .default(null)
    .max(COURSE_SESSION_TEXT_MAX, COURSE_SESSION_MESSAGES.placeTooLong)
    .test('place-or-link', COURSE_SESSION_MESSAGES.placeOrLink, function placeOrLink(value) {
      const link: unknown = (this.parent as { onlineUrl?: unknown }).onlineUrl;
      return Boolean(value) || (typeof link === 'string' && link.trim() !== '');
    }),
  onlineUrl: yup
    .string()
    .trim()
    .transform(blankIsNull)
    .nullable()
    .default(null)
    .max(COURSE_SESSION_TEXT_MAX, COURSE_SESSION_MESSAGES.linkInvalid)
    .matches(/^https?:\/\/[^\s/]+\.[^\s]+$/i, {
      message: COURSE_SESSION_MESSAGES.linkInvalid,
      excludeEmptyString: true,
    }),
  capacity: yup
    .number()
    .transform(emptyIsMissing)
    .typeError(COURSE_SESSION_MESSAGES.capacityInvalid)
    .required(COURSE_SESSION_MESSAGES.capacityRequired)
    .integer(COURSE_SESSION_MESSAGES.capacityInvalid)
    .min(1, COURSE_SESSION_MESSAGES.capacityTooSmall)
    .max(COURSE_SESSION_CAPACITY_MAX, COURSE_SESSION_MESSAGES.capacityTooLarge),
});

export type CourseSessionChange = yup.InferType<typeof courseSessionChangeSchema>;
