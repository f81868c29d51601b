// My Account 'editAccountInfo' (spec sections 2 and 5): the form validates with accountInfoSchema and the API's
// updateAccountInfo validates what it receives with the same one, so the rules and their wording live here once.
// The phone is optional; when given it is 10 digits in any common notation and shown as (000) 000-0000.
import * as yup from 'yup';
import { PHONE_DIGITS, text } from './registration-schema';

export const ACCOUNT_INFO_MESSAGES = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  phoneFormat: 'Phone number must be a 10-digit number.',
  passwordRequired: 'Password is required.',
  passwordRules: 'Password must match ruleset below',
  currentPasswordWrong: 'The current password is not correct.',
  sameEmail: 'This is already your email address.',
  emailTaken: 'An account with this email address already exists.',
} as const;

export const ACCOUNT_NAME_MAX = 60;

export const accountInfoSchema = yup.object({
  firstName: text('First name', ACCOUNT_NAME_MAX).required(ACCOUNT_INFO_MESSAGES.firstNameRequired),
  lastName: text('Last name', ACCOUNT_NAME_MAX).required(ACCOUNT_INFO_MESSAGES.lastNameRequired),
  phoneNumber: text('Phone number', 20)
    .max(20, ACCOUNT_INFO_MESSAGES.phoneFormat)
    .nullable()
    .test('phone', ACCOUNT_INFO_MESSAGES.phoneFormat, (v) => !v || /^[\d\s()+.-]+$/.test(v))
    .test(
      'digits',
      ACCOUNT_INFO_MESSAGES.phoneFormat,
      (v) => !v || v.replace(/\D/g, '').length === PHONE_DIGITS,
    ),
  subscribed: yup.boolean().strict().nullable(),
});
