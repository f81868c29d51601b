// The dashboard's administration and invoice forms (spec 3 'New user input', spec 7 'Files and support'): the same
// limits the API checks (services/contacts, services/invoices), so a form refuses what the API would.
import * as yup from 'yup';
import { REGISTRATION_MESSAGES as M } from './messages';
import { EMAIL_PATTERN } from './registration-schema';

export const INVOICE_SUPPORT_MAX = 5000;

export const invoiceSupportRequestSchema = yup.object({
  content: yup
    .string()
    .trim()
    .required('Please describe your question.')
    .max(INVOICE_SUPPORT_MAX, `Your question must be at most ${INVOICE_SUPPORT_MAX} characters.`),
});

const nameField = (label: string) =>
  yup.string().trim().required(`${label} is required.`).max(100, `${label} must be at most 100 characters.`);

export interface NewUserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  jobTitle: string;
  roleId: string;
}

export const INITIAL_NEW_USER_VALUES: NewUserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  jobTitle: '',
  roleId: '',
};

/** The create-user form: a contact with a portal login in the chosen role. */
export const newUserFormSchema = yup.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  email: yup
    .string()
    .trim()
    .required('Email address is required.')
    .max(254, 'Email address must be at most 254 characters.')
    .matches(EMAIL_PATTERN, 'Please enter a valid email address.'),
  phoneNumber: yup
    .string()
    .trim()
    .max(30, 'Phone number must be at most 30 characters.')
    .matches(/^[0-9()+ .x-]*$/, 'Phone number contains invalid characters.'),
  jobTitle: yup.string().trim().max(100, 'Job title must be at most 100 characters.'),
  roleId: yup.string().required('Please choose a role.'),
});

/** Editing a contact: names, job title and (for a user) the role. */
export const contactEditFormSchema = newUserFormSchema.pick(['firstName', 'lastName', 'jobTitle']).shape({
  roleId: yup.string(),
});

/** A contact's phone number (spec 3 'Contact' phoneNumbers): digits with the usual separators and an extension. */
export const CONTACT_PHONE_PATTERN = /^[0-9()+ .x-]*$/;
export const CONTACT_PHONE_MIN_DIGITS = 10;
export const CONTACT_PHONE_MESSAGES = {
  required: M.phoneRequired,
  tooLong: 'Phone number must be at most 30 characters.',
  characters: 'Phone number contains invalid characters.',
  digits: `Phone number must have at least ${CONTACT_PHONE_MIN_DIGITS} digits.`,
} as const;

export interface AddPhoneFormValues {
  phoneNumber: string;
  /** the line takes text messages (needed for the Text notification modes) */
  textEnabled: boolean;
}

export const INITIAL_ADD_PHONE_VALUES: AddPhoneFormValues = { phoneNumber: '', textEnabled: false };

/** A contact's new phone number: required, and the API concatenates it onto its strict string check. */
export const contactPhoneNumberField = yup
  .string()
  .trim()
  .required(CONTACT_PHONE_MESSAGES.required)
  .max(30, CONTACT_PHONE_MESSAGES.tooLong)
  .matches(CONTACT_PHONE_PATTERN, CONTACT_PHONE_MESSAGES.characters)
  .test(
    'digits',
    CONTACT_PHONE_MESSAGES.digits,
    (v) => !v || v.replace(/\D/g, '').length >= CONTACT_PHONE_MIN_DIGITS,
  );

/** /cns/addPhoneNumber's form: the same rules the API checks (services/notifications). */
export const addPhoneFormSchema = yup.object({
  phoneNumber: contactPhoneNumberField,
  textEnabled: yup.boolean().default(false),
});

/** The create-contact form: a contact without a portal login (no role; the e-mail is optional). */
export const newContactFormSchema = newUserFormSchema.omit(['roleId', 'email']).shape({
  email: yup
    .string()
    .trim()
    .max(254, 'Email address must be at most 254 characters.')
    .matches(EMAIL_PATTERN, { message: M.emailFormat, excludeEmptyString: true }),
});

export type NewContactFormValues = Omit<NewUserFormValues, 'roleId'>;

export const INITIAL_NEW_CONTACT_VALUES: NewContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  jobTitle: '',
};

/** /contact/updateContactPrimaryEmail's form (spec 5 'Email'). */
export const primaryEmailFormSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(M.emailRequired)
    .max(254, 'Email address must be at most 254 characters.')
    .matches(EMAIL_PATTERN, M.emailFormat),
});
