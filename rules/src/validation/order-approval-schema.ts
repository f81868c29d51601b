// Order approval and spending limits (issue 39): the Spending Limits form (Formik) and the API's
// /order/spendingLimits/set and /order/approvals/decide apply these rules and messages.
import * as yup from 'yup';

export const SPENDING_LIMIT_MAX = 9_999_999_999.99;
export const APPROVAL_NOTE_MAX = 1000;

export const ORDER_APPROVAL_MESSAGES = {
  limitRequired: 'Spending limit is required.',
  limitNumber: 'Spending limit must be a number.',
  limitNegative: 'Spending limit cannot be negative.',
  limitTooLarge: 'Spending limit is too large.',
  limitCents: 'Spending limit has at most 2 decimals.',
  subjectRequired: 'Choose a user or a role.',
  noteRequired: 'A note is required to reject an order.',
  noteTooLong: `Note must be at most ${APPROVAL_NOTE_MAX} characters.`,
} as const;

/** A spending limit in the account's currency: 0 or more, whole cents. */
export const spendingLimitAmountField = () =>
  yup
    .number()
    // an empty field is a missing limit, not a bad number
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(ORDER_APPROVAL_MESSAGES.limitNumber)
    .required(ORDER_APPROVAL_MESSAGES.limitRequired)
    .min(0, ORDER_APPROVAL_MESSAGES.limitNegative)
    .max(SPENDING_LIMIT_MAX, ORDER_APPROVAL_MESSAGES.limitTooLarge)
    .test(
      'cents',
      ORDER_APPROVAL_MESSAGES.limitCents,
      (v) => v === undefined || Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
    );

/** An approver's note: required to reject, optional to approve. */
export const approvalNoteField = () =>
  yup
    .string()
    .trim()
    .max(APPROVAL_NOTE_MAX, ORDER_APPROVAL_MESSAGES.noteTooLong)
    .when('decision', {
      is: 'REJECT',
      then: (s) => s.required(ORDER_APPROVAL_MESSAGES.noteRequired),
      otherwise: (s) => s.nullable(),
    });

export interface SpendingLimitFormValues {
  /** 'USER:<id>' or 'ROLE:<id>' */
  subject: string;
  amount: string;
}

/** The Spending Limits form: whose limit (a user or a role) and the amount. */
export const spendingLimitFormSchema = yup.object({
  subject: yup
    .string()
    .required(ORDER_APPROVAL_MESSAGES.subjectRequired)
    .matches(/^(USER|ROLE):.+$/, {
      message: ORDER_APPROVAL_MESSAGES.subjectRequired,
      excludeEmptyString: true,
    }),
  amount: spendingLimitAmountField(),
});

export interface ApprovalDecisionFormValues {
  decision: 'APPROVE' | 'REJECT';
  note: string;
}

/** The approve/reject dialog: the note, required to reject. */
export const approvalDecisionFormSchema = yup.object({
  decision: yup.string().oneOf(['APPROVE', 'REJECT']).required(),
  note: approvalNoteField(),
});
