// A site banner (spec 3 "Banner": startDateTime, endDateTime, type (alert style), message): the customer-service
// banner form (mfe-csr) and the API's createBanner / updateBanner / putBanners apply these rules and messages.
import * as yup from 'yup';

/** The alert styles a banner may take (the shell shows anything else as information). */
export const BANNER_TYPES = ['info', 'warning', 'danger', 'success'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];
export const BANNER_MESSAGE_MAX = 1000;

export const BANNER_MESSAGES = {
  startRequired: 'Start date and time is required.',
  startInvalid: 'Start must be a date and time.',
  endRequired: 'End date and time is required.',
  endInvalid: 'End must be a date and time.',
  endBeforeStart: 'End must be after the start.',
  typeRequired: 'Banner type is required.',
  typeInvalid: `Banner type must be one of ${BANNER_TYPES.join(', ')}.`,
  messageRequired: 'Banner message is required.',
  messageTooLong: `Banner message must be at most ${BANNER_MESSAGE_MAX} characters.`,
} as const;

/** An empty input is a missing value (the required message), not a malformed one. */
const emptyIsMissing = <T>(value: T, original: unknown): T | undefined =>
  original === '' ? undefined : value;

/**
 * One banner. The dates are read by yup's date parser, so the API's ISO date-times and the form's
 * `yyyy-MM-ddTHH:mm` local values (a datetime-local input) pass through the same rules.
 */
export const bannerSchema = yup.object({
  startDateTime: yup
    .date()
    .transform(emptyIsMissing)
    .typeError(BANNER_MESSAGES.startInvalid)
    .required(BANNER_MESSAGES.startRequired),
  endDateTime: yup
    .date()
    .transform(emptyIsMissing)
    .typeError(BANNER_MESSAGES.endInvalid)
    .required(BANNER_MESSAGES.endRequired)
    // compared only with a readable start (an unreadable one has its own message)
    .when('startDateTime', ([start], schema) =>
      start instanceof Date && !Number.isNaN(start.getTime())
        ? schema.min(start, BANNER_MESSAGES.endBeforeStart)
        : schema,
    ),
  type: yup
    .string()
    .transform(emptyIsMissing)
    .required(BANNER_MESSAGES.typeRequired)
    .oneOf([...BANNER_TYPES], BANNER_MESSAGES.typeInvalid),
  message: yup
    .string()
    .trim()
    .required(BANNER_MESSAGES.messageRequired)
    .max(BANNER_MESSAGE_MAX, BANNER_MESSAGES.messageTooLong),
});
