// Who may use the customer-service operations (spec section 6 "CSR guard"): every one needs CSR plus the
// privilege of the page it serves. An impersonated session never holds CSR (auth/caller.ts withholds it), so
// none of these run inside an impersonation.
import { and, eq, inArray } from 'drizzle-orm';
import type { CallerUser } from '../../auth/caller.js';
import type { RequestContext } from '../../auth/request-context.js';
import type { Executor } from '../../db/client.js';
import { rolePrivileges, userRoles } from '../../db/schema.js';
import { forbidden } from '../../errors/api-error.js';
import { STAFF_PRIVILEGES } from '../../identity/impersonation.js';
import { requireRule } from '../../access/operation-rule.js';

/** The customer-service pages' named rules (CSR plus the page's privilege), by the names the services use. */
export const CSR_RULES = {
  /** customerSupport pages: users, banners, e-mail domain rules, bulk upload, audit log */
  userManagement: 'csr.users',
  roleManagement: 'csr.roles',
  /** approval */
  registration: 'csr.registration',
  /** internalUserMgmt, roleEditor, organizationSupport, auth0ProfileMigration, updateContactsACFlag… */
  productOwner: 'csr.product-owner',
  /** customer search serves the approval, user (changeUserOrg) and organisation-support pages */
  customerSearch: 'csr.customer-search',
  /** checkEmailExists serves user editing and the approval queue */
  emailCheck: 'csr.email-check',
} as const;

type CsrRule = keyof typeof CSR_RULES;

export function requireCsr(ctx: RequestContext, rule: CsrRule): CallerUser {
  return requireRule(ctx, CSR_RULES[rule]);
}

/** The staff privileges (CSR…, Product_Owner_Admin…) a user's roles grant. */
async function staffPrivilegesOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: rolePrivileges.privilegeName })
    .from(userRoles)
    .innerJoin(rolePrivileges, eq(rolePrivileges.roleId, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), inArray(rolePrivileges.privilegeName, [...STAFF_PRIVILEGES])));
  return rows.map((r) => r.name);
}

const STAFF_TARGET_REFUSED =
  'Only a customer-service user holding every staff privilege of this user may change them.';

/**
 * A customer-service agent manages customers and colleagues with fewer rights, never someone with staff
 * privileges they lack themselves (an agent cannot deactivate or re-role their administrator), nor themselves.
 */
export async function requireManageable(
  ctx: RequestContext,
  db: Executor,
  target: { id: string },
): Promise<void> {
  const csr = ctx.caller.user;
  if (!csr || csr.id === target.id)
    throw forbidden('Customer-service staff cannot change their own account here.');
  const theirs = await staffPrivilegesOf(db, target.id);
  const held: ReadonlySet<string> = ctx.caller.privileges;
  if (theirs.some((p) => !held.has(p))) throw forbidden(STAFF_TARGET_REFUSED);
}
