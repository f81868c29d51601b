// The User Privilege Editor's reads and writes (issue 37): keys from the factory, a fetcher beside each option.
import { queryOptions } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import {
  RestoreUserPrivilegeDocument,
  RevokeUserPrivilegeDocument,
  UserPrivilegeTargetDocument,
  UserRolePrivilegesDocument,
} from '../../../gql/graphql';
import { csrKeys } from '../../../shared/csr-keys';

export const privilegeEditorKeys = csrKeys('privilege-editor');

/** The user whose privileges are edited, found by e-mail (null when no user has it). */
export const privilegeTargetOptions = (email: string) =>
  queryOptions({
    queryKey: privilegeEditorKeys.of('target', email),
    queryFn: async ({ signal }) => {
      const { searchUsers } = await runGraphQL(UserPrivilegeTargetDocument, { query: email }, { signal });
      return searchUsers.users.find((u) => u.email.toLowerCase() === email.toLowerCase()) ?? null;
    },
  });

/** What one of the user's roles grants. */
export const rolePrivilegesOptions = (roleId: string) =>
  queryOptions({
    queryKey: privilegeEditorKeys.of('role-privileges', roleId),
    queryFn: async ({ signal }) =>
      (await runGraphQL(UserRolePrivilegesDocument, { roleId }, { signal })).getPrivilegesByRole,
  });

/** Revoking or restoring one privilege answers the user's revoked privileges. */
export const privilegeCommands = {
  revoke: async (userId: string, privilege: string) =>
    (await runGraphQL(RevokeUserPrivilegeDocument, { userId, privilege })).revokeUserPrivilege,
  restore: async (userId: string, privilege: string) =>
    (await runGraphQL(RestoreUserPrivilegeDocument, { userId, privilege })).restoreUserPrivilege,
};
