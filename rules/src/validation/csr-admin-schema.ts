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
