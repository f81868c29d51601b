// The role editor's and role management page's reads and writes (issue 37: keys from the factory, fetchers beside their options).
import { queryOptions } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import {
  AllPrivilegesDocument,
  CompanyDefaultRoleChoicesDocument,
  CompanyRolesDocument,
  CreateRoleDocument,
  DeleteRoleDocument,
  GlobalRolesDocument,
  SetCompanyDefaultRoleDocument,
  RoleEditorPrivilegesDocument,
  RoleEditorRolesDocument,
  RolePrivilegesDocument,
  SetRolePrivilegesDocument,
} from '../../../gql/graphql';
import { csrKeys } from '../../../shared/csr-keys';

/** Every role answer (the role management page's lists too): a change to roles invalidates `all`. */
export const roleKeys = csrKeys('roles');

/** The role's name, scope and class (found among every role: the API has no one-role read). */
export const roleOptions = (roleId: string) =>
  queryOptions({
    queryKey: roleKeys.of('every-role'),
    queryFn: async ({ signal }) => (await runGraphQL(RoleEditorRolesDocument, {}, { signal })).getRoles,
    select: (all) => all.find((r) => r.roleId === roleId) ?? null,
  });

/** The privileges the role holds. */
export const rolePrivilegesOptions = (roleId: string) =>
  queryOptions({
    queryKey: roleKeys.of('privileges', roleId),
    queryFn: async ({ signal }) =>
      (await runGraphQL(RolePrivilegesDocument, { roleId }, { signal })).getPrivilegesByRole,
  });

/** The privileges setRolePrivileges accepts for the role (its class). */
export const rolePrivilegeChoicesOptions = (roleId: string) =>
  queryOptions({
    queryKey: roleKeys.of('privilege-choices', roleId),
    queryFn: async ({ signal }) =>
      (await runGraphQL(RoleEditorPrivilegesDocument, { roleId }, { signal })).getAllPrivileges,
  });

/** Replaces the role's privileges; answers the saved list. */
export const setRolePrivileges = async (roleId: string, privileges: string[]) =>
  (await runGraphQL(SetRolePrivilegesDocument, { roleId, privileges })).setRolePrivileges;

// The role management page's reads and writes.

/** The roles every company has. */
export const globalRolesOptions = () =>
  queryOptions({
    queryKey: roleKeys.of('global'),
    queryFn: async ({ signal }) => (await runGraphQL(GlobalRolesDocument, {}, { signal })).getGlobalRoles,
  });

/** One company's own roles and its default role. */
export const companyRolesOptions = (accountId: string) =>
  queryOptions({
    queryKey: roleKeys.of('company', accountId),
    queryFn: async ({ signal }) =>
      (await runGraphQL(CompanyRolesDocument, { accountId }, { signal })).getCompanyRoles,
  });

/** Exactly what setCompanyDefaultRole accepts: the customer roles of this company. */
export const companyDefaultRoleChoicesOptions = (accountId: string) =>
  queryOptions({
    queryKey: roleKeys.of('company-default-choices', accountId),
    queryFn: async ({ signal }) =>
      (await runGraphQL(CompanyDefaultRoleChoicesDocument, { accountId }, { signal })).assignableRoles,
  });

/** Every privilege a new role may start with. */
export const allPrivilegesOptions = () =>
  queryOptions({
    queryKey: csrKeys('privileges').of(),
    queryFn: async ({ signal }) => (await runGraphQL(AllPrivilegesDocument, {}, { signal })).getAllPrivileges,
  });

export const roleCommands = {
  /** a GLOBAL role (no account) or the company's own */
  create: (roleName: string, privileges: string[], accountId: string | null) =>
    runGraphQL(CreateRoleDocument, { roleName, privileges, accountId }),
  remove: (roleId: string) => runGraphQL(DeleteRoleDocument, { roleId }),
  setCompanyDefault: (accountId: string, roleName: string) =>
    runGraphQL(SetCompanyDefaultRoleDocument, { roleName, accountId }),
};
