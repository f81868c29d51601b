// The privilege vocabulary comes from @portal/rules (one list for the portal and the API).
export { PRIVILEGES, isPrivilege } from '@portal/rules/privileges';
export type { Privilege } from '@portal/rules/privileges';
import { isPrivilege } from '@portal/rules/privileges';
import type { Privilege } from '@portal/rules/privileges';

/** Spec section 6: "Revoked privileges on the profile are removed from token permissions. Guests have none." */
export function effectivePrivileges(
  permissions: readonly string[],
  revoked: readonly string[],
): Set<Privilege> {
  const removed = new Set(revoked);
  const held = new Set<Privilege>();
  for (const permission of permissions)
    if (isPrivilege(permission) && !removed.has(permission)) held.add(permission);
  return held;
}
