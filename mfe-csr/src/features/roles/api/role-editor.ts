// The role editor's reads and its one write (issue 37: keys from the factory, fetchers beside their options).
import { queryOptions } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import {
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
