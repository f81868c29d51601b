// Which roles a caller may give, and the check every assignment makes (issue 34): the role pickers ask
// `assignableRoles`, and createUser, updateContact, setUserRole, setCompanyDefaultRole and the bulk upload call
// `requireAssignableRole` — both decide through `roleRefusal`, so a picker lists exactly what the API accepts.
//
// A role is of one class (STAFF or CUSTOMER, @portal/rules/privilege-classes). Customers (anyone but users of the
// maker's INTERNAL organisation and internal associates) hold only CUSTOMER roles; a company's default role, given
// to the users it approves, is always a CUSTOMER role. A delegated customer administrator gives only customer
// roles offered to the organisation (global ones and its own) holding no privilege they lack themselves; customer
// service gives staff roles only to staff, and only those whose staff privileges it holds.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { privilegeClass, roleMayHold } from '@portal/rules/privilege-classes';
import type { PrivilegeClass } from '@portal/rules/privilege-classes';
import type { RequestContext } from '../../../auth/request-context.js';
import type { Executor } from '../../../db/client.js';
import {
  companyDefaultRoles,
  organizations,
  rolePrivileges,
  roles,
  userRoles,
  users,
} from '../../../db/schema.js';
import { forbidden, notFound } from '../../../errors/api-error.js';
import { callerHolds } from '../../../access/operation-rule.js';
import { requireAccount, requireUser } from '../../../access/authorization.js';
import { CSR_RULES } from '../csr-access.js';
import { idField, uuidField, validate } from '../../../shared/validation.js';

const ROLE_PURPOSES = ['USER_ROLE', 'COMPANY_DEFAULT_ROLE'] as const;
export type RolePurpose = (typeof ROLE_PURPOSES)[number];

export const ROLE_REFUSALS = {
  notFound: 'The role could not be found.',
  otherOrganization: 'This role belongs to another organization.',
  staffRoleForCustomer: 'A staff role cannot be given to a customer.',
  customerRoleForStaff: 'A customer role cannot be given to staff.',
  mixedRole: 'This role holds privileges outside its class and cannot be given.',
  privilegeNotHeld: 'You cannot give a role with privileges you do not hold.',
} as const;

export type RoleRow = typeof roles.$inferSelect;

/** Who assigns: customer service, or a customer's delegated administrator (only ever for users of their scope). */
type Assigner = 'CSR' | 'CUSTOMER_ADMIN';

interface RoleTarget {
  /** the organisation the user (or company default) is for; null for a user without one */
  accountId: string | null;
  purpose: RolePurpose;
  /** the class of role the target may hold */
  roleClass: PrivilegeClass;
}

function assignerFor(ctx: RequestContext, purpose: RolePurpose): Assigner {
  requireUser(ctx);
  if (purpose === 'COMPANY_DEFAULT_ROLE') {
    if (callerHolds(ctx, CSR_RULES.roleManagement)) return 'CSR';
    throw forbidden();
  }
  if (callerHolds(ctx, CSR_RULES.userManagement)) return 'CSR';
  if (callerHolds(ctx, 'users.manage')) return 'CUSTOMER_ADMIN';
  throw forbidden();
}

/** Staff: a user of the maker's own (INTERNAL) organisation or an internal associate; everyone else a customer. */
async function classOfHolder(
  db: Executor,
  accountId: string | null,
  userId: string | null,
): Promise<PrivilegeClass> {
  if (userId) {
    const [user] = await db
      .select({ internal: users.isInternalAssociate, type: organizations.type })
      .from(users)
      .leftJoin(organizations, eq(organizations.accountId, users.accountId))
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) throw notFound('The user does not exist.');
    return user.internal || user.type === 'INTERNAL' ? 'STAFF' : 'CUSTOMER';
  }
  if (!accountId) return 'CUSTOMER';
  const [org] = await db
    .select({ type: organizations.type })
    .from(organizations)
    .where(eq(organizations.accountId, accountId))
    .limit(1);
  return org?.type === 'INTERNAL' ? 'STAFF' : 'CUSTOMER';
}

/**
 * Why `role` (with its privileges) may not be given to `target` by this caller, or null when it may. The one
 * decision behind both the pickers and the assignments.
 */
export function roleRefusal(
  held: ReadonlySet<string>,
  assigner: Assigner,
  target: RoleTarget,
  role: Pick<RoleRow, 'accountId' | 'roleClass'>,
  privileges: readonly string[],
): string | null {
  if (role.accountId !== null && role.accountId !== target.accountId) return ROLE_REFUSALS.otherOrganization;
  // a customer's administrator hands out customer roles only, whoever the user
  if (assigner === 'CUSTOMER_ADMIN' && role.roleClass === 'STAFF') return ROLE_REFUSALS.staffRoleForCustomer;
  if (!roleMayHold(role.roleClass, privileges)) return ROLE_REFUSALS.mixedRole;
  if (role.roleClass !== target.roleClass)
    return role.roleClass === 'STAFF'
      ? ROLE_REFUSALS.staffRoleForCustomer
      : ROLE_REFUSALS.customerRoleForStaff;
  // an administrator gives nothing beyond their own rights; customer service gives any customer privilege, and a
  // staff privilege only when it holds it
  const mustHold =
    assigner === 'CUSTOMER_ADMIN' ? privileges : privileges.filter((p) => privilegeClass(p) === 'STAFF');
  if (mustHold.some((p) => !held.has(p))) return ROLE_REFUSALS.privilegeNotHeld;
  return null;
}

/** The assigner and the target a role is for; a customer administrator only inside their organisation scope. */
async function resolveTarget(
  ctx: RequestContext,
  db: Executor,
  input: { accountId: string | null; userId?: string | null; purpose: RolePurpose },
): Promise<{ assigner: Assigner; target: RoleTarget }> {
  const assigner = assignerFor(ctx, input.purpose);
  if (assigner === 'CUSTOMER_ADMIN') {
    requireAccount(ctx, input.accountId);
    // the user named must be of that organisation
    if (input.userId) {
      const [user] = await db
        .select({ accountId: users.accountId })
        .from(users)
        .where(eq(users.id, input.userId))
        .limit(1);
      if (user?.accountId !== input.accountId) throw forbidden();
    }
  }
  const roleClass =
    input.purpose === 'COMPANY_DEFAULT_ROLE'
      ? 'CUSTOMER'
      : await classOfHolder(db, input.accountId, input.userId ?? null);
  return { assigner, target: { accountId: input.accountId, purpose: input.purpose, roleClass } };
}

export async function privilegesByRole(
  db: Executor,
  roleIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byRole = new Map<string, string[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .select({ roleId: rolePrivileges.roleId, name: rolePrivileges.privilegeName })
    .from(rolePrivileges)
    .where(inArray(rolePrivileges.roleId, [...roleIds]));
  for (const r of rows) byRole.get(r.roleId)?.push(r.name);
  return byRole;
}

const assignableRolesSchema = yup.object({
  accountId: idField('accountId').nullable(),
  userId: uuidField('userId').nullable(),
  purpose: yup
    .mixed<RolePurpose>()
    .oneOf([...ROLE_PURPOSES], 'purpose must be USER_ROLE or COMPANY_DEFAULT_ROLE.')
    .default('USER_ROLE'),
});

/**
 * assignableRoles(accountId, userId, purpose): the roles the caller may give a user of the account (or that user),
 * or make the company's default role, by name. A user named without an account is taken in their own.
 */
export async function assignableRoles(
  ctx: RequestContext,
  input: { accountId?: unknown; userId?: unknown; purpose?: unknown },
): Promise<RoleRow[]> {
  const args = validate(assignableRolesSchema, {
    accountId: input.accountId ?? null,
    userId: input.userId ?? null,
    purpose: input.purpose ?? undefined,
  });
  let accountId = args.accountId ?? null;
  if (args.userId && !accountId) {
    const [user] = await ctx.db
      .select({ accountId: users.accountId })
      .from(users)
      .where(eq(users.id, args.userId))
      .limit(1);
    accountId = user?.accountId ?? null;
  }
  // a customer administrator asking for no organisation asks for their own
  if (!accountId && !callerHolds(ctx, CSR_RULES.userManagement)) accountId = requireUser(ctx).accountId;
  const { assigner, target } = await resolveTarget(ctx, ctx.db, { ...args, accountId });
  const rows = await ctx.db
    .select()
    .from(roles)
    .where(
      and(
        eq(roles.roleClass, target.roleClass),
        accountId ? or(isNull(roles.accountId), eq(roles.accountId, accountId)) : isNull(roles.accountId),
      ),
    )
    .orderBy(asc(roles.name));
  const privileges = await privilegesByRole(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.filter(
    (r) => roleRefusal(ctx.caller.privileges, assigner, target, r, privileges.get(r.id) ?? []) === null,
  );
}

/**
 * The role, if the caller may give it for this purpose to a user of `accountId` (or to `userId`); else 404 for an
 * unknown role and 403 with the reason otherwise. Pass the transaction the assignment runs in.
 */
export async function requireAssignableRole(
  ctx: RequestContext,
  db: Executor,
  input: { roleId: string; accountId: string | null; userId?: string | null; purpose: RolePurpose },
): Promise<RoleRow> {
  const { assigner, target } = await resolveTarget(ctx, db, input);
  // compared as text: a role id that is no uuid is simply unknown
  const [role] = await db
    .select()
    .from(roles)
    .where(sql`${roles.id}::text = ${input.roleId}`)
    .limit(1);
  if (!role) throw notFound(ROLE_REFUSALS.notFound);
  const privileges = (await privilegesByRole(db, [role.id])).get(role.id) ?? [];
  const refusal = roleRefusal(ctx.caller.privileges, assigner, target, role, privileges);
  if (refusal) throw forbidden(refusal);
  return role;
}

/**
 * Marks the users whose privileges just changed (their roles, a role's privileges, their revoked list): a token
 * issued before this no longer counts for its privileges (auth/caller.ts), and the users-table notice makes every
 * API process forget its cached caller, so the change holds from their next request.
 */
export async function markPrivilegesChanged(
  ctx: RequestContext,
  db: Executor,
  who: { userIds: readonly string[] } | { roleId: string },
): Promise<void> {
  const holders =
    'roleId' in who
      ? inArray(
          users.id,
          db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, who.roleId)),
        )
      : who.userIds.length > 0
        ? inArray(users.id, [...who.userIds])
        : null;
  if (!holders) return;
  await db.update(users).set({ privilegesChangedAt: ctx.now() }).where(holders);
}

/**
 * The default role of each of these companies, when it is a customer role: approval and bulk upload give it to
 * customers, so a staff role stored as a default (by a database older than the classes) is never handed out.
 */
export async function companyDefaultRoleIds(
  db: Executor,
  accountIds: readonly string[],
): Promise<Map<string, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: companyDefaultRoles.accountId, roleId: companyDefaultRoles.roleId })
    .from(companyDefaultRoles)
    .innerJoin(roles, eq(roles.id, companyDefaultRoles.roleId))
    .where(and(inArray(companyDefaultRoles.accountId, [...accountIds]), eq(roles.roleClass, 'CUSTOMER')));
  return new Map(rows.map((r) => [r.accountId, r.roleId]));
}
