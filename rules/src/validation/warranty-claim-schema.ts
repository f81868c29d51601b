// 'Submit a Claim' and the warranty 'Default Information' (issue 13): the dashboard's Formik forms and the API's
// /warranty/submitClaim and /warranty/defaultInformation/update apply these rules and messages (one wording).
import * as yup from 'yup';
import { partNumberRule } from './quick-order-schema';
import { text } from './registration-schema';

export const WARRANTY_CLAIM_MESSAGES = {
  unitRequired: 'Unit serial number is required.',
  failureDateRequired: 'Failure date is required.',
  failureDateFuture: 'Failure date cannot be in the future.',
  repairDateFuture: 'Repair date cannot be in the future.',
  repairBeforeFailure: 'Repair date cannot be before the failure date.',
  hoursRequired: 'Hours are required.',
  hoursNumber: 'Hours must be a number.',
  hoursNegative: 'Hours cannot be negative.',
  laborHoursNumber: 'Labor hours must be a number.',
  laborHoursNegative: 'Labor hours cannot be negative.',
  descriptionRequired: 'Description is required.',
  descriptionShort: 'Description must be at least 10 characters.',
  attachmentType: 'Attachments must be PDF, JPEG or PNG files.',
  contactPhone: 'Contact phone is not a valid phone number.',
  contactEmail: 'Email address must be a correct format.',
} as const;

export const WARRANTY_CLAIM_LIMITS = {
  unitSerial: 64,
  hours: 200_000,
  laborHours: 1000,
  descriptionMin: 10,
  description: 4000,
  cause: 2000,
  correction: 2000,
  contactName: 100,
} as const;

/** Claim attachments: spec-free limits chosen for photos and repair invoices. */
export const MAX_CLAIM_ATTACHMENTS = 5;
export const MAX_CLAIM_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const CLAIM_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** Why a file cannot be attached (type or size), or null when it can. */
export function claimAttachmentProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(CLAIM_ATTACHMENT_TYPES as readonly string[]).includes(file.type))
    return `${file.name}: ${WARRANTY_CLAIM_MESSAGES.attachmentType}`;
  if (file.size === 0) return `${file.name}: the attachment is empty.`;
  if (file.size > MAX_CLAIM_ATTACHMENT_BYTES)
    return `${file.name}: attachments must be at most ${MAX_CLAIM_ATTACHMENT_BYTES / 1024 / 1024} MB.`;
  return null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'yyyy-mm-dd' (what a date input gives and the API takes), a real calendar date. */
const isoDate = (label: string) =>
  text(label, 10)
    .matches(ISO_DATE, { message: `${label} must be a date (yyyy-mm-dd).`, excludeEmptyString: true })
    .test(
      'real-date',
      `${label} must be a date (yyyy-mm-dd).`,
      (v) => !v || !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
    );

/** A number as typed: an empty box is "not given" (required says so), other text is "not a number". */
const typedNumber = (message: string) =>
  yup
    .number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError(message);

/**
 * The claim's typed fields. With `today` ('yyyy-mm-dd', the browser's date) the dates may not lie after it; the API
 * checks that against its own clock with the same messages.
 */
export const warrantyClaimSchema = ({ today }: { today?: string } = {}) =>
  yup.object({
    /** the failed unit: its serial (or instance id), one of the caller's units */
    unitSerial: text('Unit serial number', WARRANTY_CLAIM_LIMITS.unitSerial).required(
      WARRANTY_CLAIM_MESSAGES.unitRequired,
    ),
    failureDate: isoDate('Failure date')
      .required(WARRANTY_CLAIM_MESSAGES.failureDateRequired)
      .test('not-future', WARRANTY_CLAIM_MESSAGES.failureDateFuture, (v) => !today || !v || v <= today),
    repairDate: isoDate('Repair date')
      .nullable()
      .transform((v: string | null) => (v === '' ? null : v))
      .test('not-future', WARRANTY_CLAIM_MESSAGES.repairDateFuture, (v) => !today || !v || v <= today)
      .test('after-failure', WARRANTY_CLAIM_MESSAGES.repairBeforeFailure, function afterFailure(v) {
        const failure: unknown = this.parent?.failureDate;
        return !v || typeof failure !== 'string' || !ISO_DATE.test(failure) || v >= failure;
      }),
    /** the unit's hour meter at the failure */
    hours: typedNumber(WARRANTY_CLAIM_MESSAGES.hoursNumber)
      .min(0, WARRANTY_CLAIM_MESSAGES.hoursNegative)
      .max(WARRANTY_CLAIM_LIMITS.hours, `Hours must be at most ${WARRANTY_CLAIM_LIMITS.hours}.`)
      .required(WARRANTY_CLAIM_MESSAGES.hoursRequired),
    laborHours: typedNumber(WARRANTY_CLAIM_MESSAGES.laborHoursNumber)
      .min(0, WARRANTY_CLAIM_MESSAGES.laborHoursNegative)
      .max(
        WARRANTY_CLAIM_LIMITS.laborHours,
        `Labor hours must be at most ${WARRANTY_CLAIM_LIMITS.laborHours}.`,
      )
      .nullable(),
    failedPartNumber: partNumberRule()
      .nullable()
      .transform((v: string | null) => (v === '' ? null : v)),
    description: text('Description', WARRANTY_CLAIM_LIMITS.description)
      .required(WARRANTY_CLAIM_MESSAGES.descriptionRequired)
      .min(WARRANTY_CLAIM_LIMITS.descriptionMin, WARRANTY_CLAIM_MESSAGES.descriptionShort),
    cause: text('Cause', WARRANTY_CLAIM_LIMITS.cause).nullable(),
    correction: text('Correction', WARRANTY_CLAIM_LIMITS.correction).nullable(),
  });

export type WarrantyClaimFields = yup.InferType<ReturnType<typeof warrantyClaimSchema>>;

/** The contact of the warranty 'Default Information' (its addresses are chosen from the organisation's). */
export const warrantyContactSchema = yup.object({
  contactName: text('Contact name', WARRANTY_CLAIM_LIMITS.contactName).nullable(),
  contactEmail: text('Email address', 254)
    .email(WARRANTY_CLAIM_MESSAGES.contactEmail)
    .nullable()
    .transform((v: string | null) => (v === '' ? null : v)),
  contactPhone: text('Contact phone', 20)
    .matches(/^[0-9()+\-. ]{7,20}$/, {
      message: WARRANTY_CLAIM_MESSAGES.contactPhone,
      excludeEmptyString: true,
    })
    .nullable(),
});
