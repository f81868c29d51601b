// Customer service's administration forms (spec 7 'Customer service'): the role a staff member creates.
import * as yup from 'yup';

export const ROLE_NAME_MAX = 100;

export type RoleScope = 'GLOBAL' | 'ORGANIZATION';

export interface RoleFormValues {
  roleName: string;
  scope: RoleScope;
  privileges: string[];
}

export const INITIAL_ROLE_FORM_VALUES: RoleFormValues = { roleName: '', scope: 'GLOBAL', privileges: [] };

/** A new role: its name, GLOBAL or the shown company's, and its first privileges. */
export const roleFormSchema = yup.object({
  roleName: yup
    .string()
    .trim()
    .required('Role name is required.')
    .max(ROLE_NAME_MAX, `Role name must be at most ${ROLE_NAME_MAX} characters.`),
  scope: yup.string().oneOf(['GLOBAL', 'ORGANIZATION']).required(),
  privileges: yup.array().of(yup.string().required()).required(),
});

export const APPROVAL_NOTES_MAX = 2000;

export interface ApprovalValues {
  /** the customer the registrant is linked to */
  accountId: string;
  notes: string;
}

export const INITIAL_APPROVAL_VALUES: ApprovalValues = { accountId: '', notes: '' };

/** Approving a registration: the customer to link to, and notes (the API's limit). */
export const approvalSchema = yup.object({
  accountId: yup.string().required('Choose the customer to link the registrant to.'),
  notes: yup
    .string()
    .trim()
    .default('')
    .max(APPROVAL_NOTES_MAX, `Notes must be at most ${APPROVAL_NOTES_MAX} characters.`),
});

export interface RejectionValues {
  notes: string;
}

export const INITIAL_REJECTION_VALUES: RejectionValues = { notes: '' };

/** Rejecting a registration is final: the registrant is told why (notes required, the API's limit). */
export const rejectionSchema = yup.object({
  notes: yup
    .string()
    .trim()
    .default('')
    .required('Rejection notes are required.')
    .max(APPROVAL_NOTES_MAX, `Notes must be at most ${APPROVAL_NOTES_MAX} characters.`),
});

export interface EmailDomainRuleValues {
  domain: string;
  customerNumber: string;
  registrationAllowed: boolean;
}

export const INITIAL_EMAIL_DOMAIN_RULE_VALUES: EmailDomainRuleValues = {
  domain: '',
  customerNumber: '',
  registrationAllowed: true,
};

/** the domain names the API accepts for a rule (lower case, labels of letters, digits and hyphens) */
export const EMAIL_DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** An e-mail domain rule: the domain, the customer registrants from it join, and whether they may register. */
export const emailDomainRuleSchema = yup.object({
  domain: yup.string().trim().lowercase().required('Domain is required.').matches(EMAIL_DOMAIN_PATTERN, {
    message: 'Enter a domain name such as example.com.',
    excludeEmptyString: true,
  }),
  customerNumber: yup
    .string()
    .trim()
    .required('Customer number is required.')
    .max(64, 'Customer number must be at most 64 characters.'),
  registrationAllowed: yup.boolean().required(),
});

export interface RolePrivilegesValues {
  privileges: string[];
}

/** A role's privileges as the role editor saves them (the API keeps them to the role's class). */
export const rolePrivilegesSchema = yup.object({
  privileges: yup.array().of(yup.string().required()).required(),
});

/** As the API allows (customer-service/customer-notes.ts). */
export const CUSTOMER_NOTE_MAX = 2000;

export interface CustomerNoteValues {
  text: string;
}

export const INITIAL_CUSTOMER_NOTE_VALUES: CustomerNoteValues = { text: '' };

/** An agent's note on a customer: some text, at most the API's limit. */
export const customerNoteSchema = yup.object({
  text: yup
    .string()
    .trim()
    .default('')
    .required('Write the note first.')
    .max(CUSTOMER_NOTE_MAX, `Note must be at most ${CUSTOMER_NOTE_MAX} characters.`),
});

export interface CompanyDefaultRoleValues {
  /** the role new users of the company get; one of its customer roles */
  roleName: string;
}

/** A company's default role: chosen among what setCompanyDefaultRole accepts. */
export const companyDefaultRoleSchema = yup.object({
  roleName: yup.string().trim().default('').required('Choose the default role.'),
});
