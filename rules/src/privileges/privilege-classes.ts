// The two classes of privilege (issue 34): staff privileges belong to the maker's own customer-service and product
// people, customer privileges to the customers' users. A role holds privileges of one class only, and no path may
// hand a staff privilege to a customer: the API checks every role change against these lists.
import { PRIVILEGES } from './privileges';
import type { Privilege } from './privileges';

export type PrivilegeClass = 'STAFF' | 'CUSTOMER';

/** `CSR`, `CSR_*`, `Product_Owner_Admin`, `Developer_Admin`, `Wireframe_Admin`. */
export function isStaffPrivilege(privilege: string): boolean {
  return (
    privilege === 'CSR' ||
    privilege.startsWith('CSR_') ||
    privilege === 'Product_Owner_Admin' ||
    privilege === 'Developer_Admin' ||
    privilege === 'Wireframe_Admin'
  );
}

/** `B2B_*` and `Demo_Only_*`. */
export function isCustomerPrivilege(privilege: string): boolean {
  return privilege.startsWith('B2B_') || privilege.startsWith('Demo_Only_');
}

/** The class of a privilege; null for a name of neither class (never one of spec 6's). */
export function privilegeClass(privilege: string): PrivilegeClass | null {
  if (isStaffPrivilege(privilege)) return 'STAFF';
  if (isCustomerPrivilege(privilege)) return 'CUSTOMER';
  return null;
}

export const STAFF_PRIVILEGES: readonly Privilege[] = PRIVILEGES.filter(isStaffPrivilege);
export const CUSTOMER_PRIVILEGES: readonly Privilege[] = PRIVILEGES.filter(isCustomerPrivilege);

/**
 * The one class a set of privileges belongs to: 'STAFF' or 'CUSTOMER', null when empty (fits either), 'MIXED' when
 * it holds both (never allowed in one role).
 */
export function classOfPrivileges(privileges: readonly string[]): PrivilegeClass | 'MIXED' | null {
  const classes = new Set(privileges.map((p) => privilegeClass(p) ?? 'MIXED'));
  if (classes.size === 0) return null;
  if (classes.size > 1 || classes.has('MIXED')) return 'MIXED';
  return [...classes][0] as PrivilegeClass;
}

/**
 * Whether a role of this class may hold these privileges together. Never both classes in one role; a customer role
 * holds customer privileges only; a staff role holds staff privileges, or customer privileges only (the internal
 * associates' role: staff who view customers' dashboards).
 */
export function roleMayHold(roleClass: PrivilegeClass, privileges: readonly string[]): boolean {
  const found = classOfPrivileges(privileges);
  if (found === 'MIXED') return false;
  return roleClass === 'STAFF' || found !== 'STAFF';
}
