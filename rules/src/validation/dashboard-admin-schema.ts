// The dashboard's administration and invoice forms (spec 3 'New user input', spec 7 'Files and support'): the same
// limits the API checks (services/contacts, services/invoices), so a form refuses what the API would.
import * as yup from 'yup';
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
