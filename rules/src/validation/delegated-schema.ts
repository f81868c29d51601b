// The delegated-registration completion form and the resend form (spec section 5).
import * as yup from 'yup';
import { DELEGATED_MESSAGES as D, RESEND_MESSAGES as R, tooLong } from './messages';
import { isStrongPassword, PASSWORD_MAX_LENGTH } from './password';
import { EMAIL_PATTERN } from './registration-schema';

export interface DelegatedCompletionValues {
  password: string;
  confirmPassword: string;
  allowHelpDesk: boolean;
  receiveInfo: boolean;
  termsAccepted: boolean;
}

/** Defaults: allowHelpDesk true, receiveInfo true, termsAccepted false. */
export const INITIAL_DELEGATED_VALUES: DelegatedCompletionValues = {
  password: '',
  confirmPassword: '',
  allowHelpDesk: true,
  receiveInfo: true,
  termsAccepted: false,
};

export const delegatedCompletionSchema = yup.object({
  password: yup
    .string()
    .typeError(D.passwordRules)
    .required(D.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, D.passwordRules)
    .test('rules', D.passwordRules, (v) => !v || isStrongPassword(v)),
  confirmPassword: yup
    .string()
    .typeError(D.confirmMatch)
    .required(D.confirmRequired)
    .test('match', D.confirmMatch, function samePassword(v) {
      return !v || v === this.parent?.password;
    }),
  allowHelpDesk: yup.boolean().typeError('Allow help desk must be true or false.').default(true),
  receiveInfo: yup.boolean().typeError('Receive info must be true or false.').default(true),
  termsAccepted: yup
    .boolean()
    .typeError(D.termsRequired)
    .oneOf([true], D.termsRequired)
    .required(D.termsRequired),
});

const TOKEN_MAX = 200;

/** What the API receives (spec 7): the form without the confirmation, plus the link's user id and token. */
export const delegatedCompletionRequestSchema = delegatedCompletionSchema.omit(['confirmPassword']).shape({
  userId: yup.string().typeError(D.missingIds).trim().required(D.missingIds).max(64, D.missingIds),
  activationToken: yup
    .string()
    .typeError(D.missingIds)
    .trim()
    .required(D.missingIds)
    .max(TOKEN_MAX, D.missingIds),
});

export const resendSchema = yup.object({
  email: yup
    .string()
    .typeError(R.emailInvalid)
    .trim()
    .required(R.emailRequired)
    .max(254, tooLong('Email', 254))
    .matches(EMAIL_PATTERN, { message: R.emailInvalid, excludeEmptyString: true }),
});
