// Roles and privileges (roleManagement, roleEditor; spec 3 "Role", "Privilege", "Organization roles"):
// GLOBAL roles (no organisation) and ORGANIZATION roles of one customer, each a set of privileges, and the
// role a company's new users get. Reads and create / delete / default need CSR + CSR_Role_Management; changing
// a role's privileges is the roleEditor page's (CSR + Product_Owner_Admin or Developer_Admin, spec 6).
import { and, asc, eq, isNull } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { isPrivilege, PRIVILEGES } from '../../auth/privileges.js';
import { privilegeDisplayName } from '@portal/rules/privileges';
import { classOfPrivileges, isStaffPrivilege, roleMayHold } from '@portal/rules/privilege-classes';
import type { Executor } from '../../db/client.js';
import {
  companyDefaultRoles,
  organizations,
  privileges,
  ROLE_CLASSES,
  rolePrivileges,
  roles,
  userRoles,
} from '../../db/schema.js';
import type { RoleClass } from '../../db/schema.js';
import { ApiError, badInput, forbidden, notFound } from '../../errors/api-error.js';
import type { CsrPrivilege, OrganizationRoles, Role } from './types.js';
import { recordAudit } from '../../audit/audit-log.js';
import { markPrivilegesChanged, requireAssignableRole } from './roles/assignable-roles.js';
import { idField, str, uuidField, validate } from '../../shared/validation.js';
import { toRole } from './admin-users.js';
import { requireCsr } from './csr-access.js';

const ROLE_IN_USE = 'This role is still held by users or is a company default role.';
const ROLE_NAME_TAKEN = 'A role with this name already exists.';

const privilegeList = yup
  .array()
  .of(
    str('privilege')
      .required()
      .test('known', 'Every privilege must be a known privilege.', (v) => v === undefined || isPrivilege(v)),
  )
  .max(PRIVILEGES.length, 'Too many privileges.')
  .required('privileges is required.');

const roleNameField = str('roleName')
  .trim()
  .required('roleName is required.')
  .max(80, 'roleName must be at most 80 characters.');

function ordered(names: readonly string[]): string[] {
  return PRIVILEGES.filter((p) => names.includes(p));
}

/**
 * Gives a role these privileges. The vocabulary (rules/privileges) is the source of truth: a privilege missing
 * from the catalogue table (a database seeded before it was added) is filed there first.
 */
async function grant(db: Executor, roleId: string, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insert(privileges)
    .values(names.map((name) => ({ name, displayName: privilegeDisplayName(name) })))
    .onConflictDoNothing();
  await db.insert(rolePrivileges).values(names.map((p) => ({ roleId, privilegeName: p })));
}

async function roleById(db: Executor, roleId: string) {
  const [role] = await db.select().from(roles).where(eq(roles.id, roleId)).limit(1);
  if (!role) throw notFound('The role does not exist.');
  return role;
}

async function requireOrganization(db: Executor, accountId: string) {
  const [org] = await db.select().from(organizations).where(eq(organizations.accountId, accountId)).limit(1);
  if (!org) throw notFound('The organization does not exist.');
  return org;
}

export const ROLE_CLASS_REFUSALS = {
  mixed: 'A role cannot hold both staff and customer privileges.',
  staffInCustomerRole: 'Staff privileges cannot be given to a customer role.',
  staffCompanyRole: 'Staff privileges cannot be part of a company role.',
  notHeld: 'Only a holder of a staff privilege may grant it.',
} as const;

/**
 * A role is of one class (@portal/rules/privilege-classes): staff and customer privileges never meet in one role,
 * and a customer role holds no staff privilege. Staff privileges belong in GLOBAL roles only, and are granted or
 * taken only by someone who holds them.
 */
function checkGrantable(
  ctx: RequestContext,
  role: { roleClass: RoleClass; accountId: string | null },
  privileges: readonly string[],
  changed: readonly string[],
): void {
  const found = classOfPrivileges(privileges);
  if (found === 'MIXED') throw forbidden(ROLE_CLASS_REFUSALS.mixed);
  if (found === 'STAFF' && role.accountId !== null) throw forbidden(ROLE_CLASS_REFUSALS.staffCompanyRole);
  if (!roleMayHold(role.roleClass, privileges)) throw forbidden(ROLE_CLASS_REFUSALS.staffInCustomerRole);
  const held: ReadonlySet<string> = ctx.caller.privileges;
  if (changed.some((p) => isStaffPrivilege(p) && !held.has(p))) throw forbidden(ROLE_CLASS_REFUSALS.notHeld);
}

/** The class of a new role: as asked, else that of its privileges (customer when it has none). */
function classOfNewRole(privileges: readonly string[], asked: RoleClass | null | undefined): RoleClass {
  const found = classOfPrivileges(privileges);
  if (found === 'MIXED') throw forbidden(ROLE_CLASS_REFUSALS.mixed);
  return asked ?? found ?? 'CUSTOMER';
}

/** getRoles: every role, global first. */
export async function getRoles(ctx: RequestContext): Promise<Role[]> {
  requireCsr(ctx, 'roleManagement');
  const rows = await ctx.db.select().from(roles).orderBy(asc(roles.scope), asc(roles.name));
  return rows.map(toRole);
}

/**
 * getAllPrivileges(roleId?): the privilege catalogue in the spec's order; for a role, only the privileges
 * setRolePrivileges lets it hold: a customer role customer privileges, a staff role those of the class it holds
 * (either, while it holds none).
 */
export async function getAllPrivileges(
  ctx: RequestContext,
  input: { roleId?: string | null } = {},
): Promise<CsrPrivilege[]> {
  requireCsr(ctx, 'roleManagement');
  const { roleId } = validate(yup.object({ roleId: uuidField('roleId').nullable() }), input);
  const rows = await ctx.db.select().from(privileges);
  let fits: (name: string) => boolean = () => true;
  if (roleId) {
    const role = await roleById(ctx.db, roleId);
    const held = await ctx.db
      .select({ name: rolePrivileges.privilegeName })
      .from(rolePrivileges)
      .where(eq(rolePrivileges.roleId, role.id));
    const current = held.map((h) => h.name);
    fits = (name) => roleMayHold(role.roleClass, [...current, name]);
  }
  const order = new Map<string, number>(PRIVILEGES.map((p, i) => [p, i]));
  return rows
    .filter((r) => fits(r.name))
    .sort((a, b) => (order.get(a.name) ?? 999) - (order.get(b.name) ?? 999))
    .map((r) => ({ name: r.name, displayName: r.displayName }));
}

/** getGlobalRoles */
export async function getGlobalRoles(ctx: RequestContext): Promise<Role[]> {
  requireCsr(ctx, 'roleManagement');
  const rows = await ctx.db.select().from(roles).where(isNull(roles.accountId)).orderBy(asc(roles.name));
  return rows.map(toRole);
}

/** getCompanyRoles(accountId): the company's default role name, the global roles and its own roles. */
export async function getCompanyRoles(
  ctx: RequestContext,
  input: { accountId: string },
): Promise<OrganizationRoles> {
  requireCsr(ctx, 'roleManagement');
  const { accountId } = validate(yup.object({ accountId: idField('accountId').required() }), input);
  await requireOrganization(ctx.db, accountId);
  const [rows, defaultRole] = await Promise.all([
    ctx.db.select().from(roles).orderBy(asc(roles.name)),
    companyDefault(ctx.db, accountId),
  ]);
  return {
    defaultRoleName: defaultRole?.roleName ?? null,
    globalRoles: rows.filter((r) => r.accountId === null).map(toRole),
    organizationalRoles: rows.filter((r) => r.accountId === accountId).map(toRole),
  };
}

async function companyDefault(db: Executor, accountId: string): Promise<Role | null> {
  const [row] = await db
    .select({ role: roles })
    .from(companyDefaultRoles)
    .innerJoin(roles, eq(roles.id, companyDefaultRoles.roleId))
    .where(eq(companyDefaultRoles.accountId, accountId))
    .limit(1);
  return row ? toRole(row.role) : null;
}

/** getCompanyDefaultRole(accountId): the role new users of the company get, or null. */
export async function getCompanyDefaultRole(
  ctx: RequestContext,
  input: { accountId: string },
): Promise<Role | null> {
  requireCsr(ctx, 'roleManagement');
  const { accountId } = validate(yup.object({ accountId: idField('accountId').required() }), input);
  await requireOrganization(ctx.db, accountId);
  return companyDefault(ctx.db, accountId);
}

/** getPrivilegesByRole(roleId) */
export async function getPrivilegesByRole(ctx: RequestContext, input: { roleId: string }): Promise<string[]> {
  requireCsr(ctx, 'roleManagement');
  const { roleId } = validate(yup.object({ roleId: uuidField('roleId').required() }), input);
  await roleById(ctx.db, roleId);
  const rows = await ctx.db
    .select({ name: rolePrivileges.privilegeName })
    .from(rolePrivileges)
    .where(eq(rolePrivileges.roleId, roleId));
  return ordered(rows.map((r) => r.name));
}

/** createRole(roleName, privileges, accountId?): a GLOBAL role, or an ORGANIZATION role of accountId. */
export async function createRole(
  ctx: RequestContext,
  input: { roleName: string; privileges: string[]; accountId?: string | null; roleClass?: string | null },
): Promise<Role> {
  requireCsr(ctx, 'roleManagement');
  const args = validate(
    yup.object({
      roleName: roleNameField,
      privileges: privilegeList,
      accountId: idField('accountId').nullable(),
      roleClass: yup
        .mixed<RoleClass>()
        .oneOf([...ROLE_CLASSES], 'roleClass must be STAFF or CUSTOMER.')
        .nullable(),
    }),
    input,
  );
  const accountId = args.accountId ?? null;
  const roleClass = classOfNewRole(args.privileges, args.roleClass);
  // a company's roles are its customers' roles
  if (accountId !== null && roleClass === 'STAFF') throw forbidden(ROLE_CLASS_REFUSALS.staffCompanyRole);
  checkGrantable(ctx, { roleClass, accountId }, args.privileges, args.privileges);
  return ctx.db.transaction(async (tx) => {
    if (accountId) await requireOrganization(tx, accountId);
    const [clash] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(
        and(
          eq(roles.name, args.roleName),
          accountId ? eq(roles.accountId, accountId) : isNull(roles.accountId),
        ),
      )
      .limit(1);
    if (clash) throw new ApiError('CONFLICT', ROLE_NAME_TAKEN, { userFriendlyMessage: ROLE_NAME_TAKEN });
    const [role] = await tx
      .insert(roles)
      .values({ name: args.roleName, scope: accountId ? 'ORGANIZATION' : 'GLOBAL', accountId, roleClass })
      .returning();
    const names = ordered(args.privileges);
    await grant(tx, role!.id, names);
    await recordAudit(ctx, tx, { action: 'CSR_CREATE_ROLE', after: { ...toRole(role!), privileges: names } });
    return toRole(role!);
  });
}

/** deleteRole(roleId): refused while users hold it or a company has it as its default (409). */
export async function deleteRole(ctx: RequestContext, input: { roleId: string }): Promise<boolean> {
  requireCsr(ctx, 'roleManagement');
  const { roleId } = validate(
    yup.object({ roleId: uuidField('roleId').required('roleId is required.') }),
    input,
  );
  return ctx.db.transaction(async (tx) => {
    const role = await roleById(tx, roleId);
    const [held, asDefault] = await Promise.all([
      tx.$count(userRoles, eq(userRoles.roleId, roleId)),
      tx.$count(companyDefaultRoles, eq(companyDefaultRoles.roleId, roleId)),
    ]);
    if (held > 0 || asDefault > 0)
      throw new ApiError('CONFLICT', ROLE_IN_USE, { userFriendlyMessage: ROLE_IN_USE });
    const before = await tx
      .select({ name: rolePrivileges.privilegeName })
      .from(rolePrivileges)
      .where(eq(rolePrivileges.roleId, roleId));
    await tx.delete(roles).where(eq(roles.id, roleId));
    await recordAudit(ctx, tx, {
      action: 'CSR_DELETE_ROLE',
      before: { ...toRole(role), privileges: ordered(before.map((b) => b.name)) },
    });
    return true;
  });
}

/** setRolePrivileges(roleId, privileges): the role's privileges become exactly these (roleEditor). */
export async function setRolePrivileges(
  ctx: RequestContext,
  input: { roleId: string; privileges: string[] },
): Promise<string[]> {
  requireCsr(ctx, 'productOwner');
  const args = validate(
    yup.object({ roleId: uuidField('roleId').required('roleId is required.'), privileges: privilegeList }),
    input,
  );
  const saved = await ctx.db.transaction(async (tx) => {
    const role = await roleById(tx, args.roleId);
    const current = await tx
      .select({ name: rolePrivileges.privilegeName })
      .from(rolePrivileges)
      .where(eq(rolePrivileges.roleId, role.id));
    const before = ordered(current.map((c) => c.name));
    const after = ordered(args.privileges);
    // removing a staff privilege is as sensitive as granting one
    checkGrantable(ctx, role, after, [
      ...after.filter((p) => !before.includes(p)),
      ...before.filter((p) => !after.includes(p)),
    ]);
    await tx.delete(rolePrivileges).where(eq(rolePrivileges.roleId, role.id));
    await grant(tx, role.id, after);
    await markPrivilegesChanged(ctx, tx, { roleId: role.id });
    await recordAudit(ctx, tx, {
      action: 'CSR_SET_ROLE_PRIVILEGES',
      before,
      after,
      details: { roleId: role.id },
    });
    return after;
  });
  // the holders' cached callers here; other processes hear the users table's notice
  ctx.callers.invalidate();
  return saved;
}

/**
 * setCompanyDefaultRole(roleName, accountId): a global role or one of the company's own (another company's role
 * is refused as that company's data).
 */
export async function setCompanyDefaultRole(
  ctx: RequestContext,
  input: { roleName: string; accountId: string },
): Promise<Role> {
  requireCsr(ctx, 'roleManagement');
  const args = validate(
    yup.object({
      roleName: roleNameField,
      accountId: idField('accountId').required('accountId is required.'),
    }),
    input,
  );
  return ctx.db.transaction(async (tx) => {
    await requireOrganization(tx, args.accountId);
    const candidates = await tx.select().from(roles).where(eq(roles.name, args.roleName));
    const role =
      candidates.find((r) => r.accountId === args.accountId) ?? candidates.find((r) => r.accountId === null);
    if (!role) {
      if (candidates.length > 0) throw forbidden();
      throw badInput('The role does not exist.');
    }
    await requireAssignableRole(ctx, tx, {
      roleId: role.id,
      accountId: args.accountId,
      purpose: 'COMPANY_DEFAULT_ROLE',
    });
    const before = await companyDefault(tx, args.accountId);
    await tx
      .insert(companyDefaultRoles)
      .values({ accountId: args.accountId, roleId: role.id, updatedAt: ctx.now() })
      .onConflictDoUpdate({
        target: companyDefaultRoles.accountId,
        set: { roleId: role.id, updatedAt: ctx.now() },
      });
    await recordAudit(ctx, tx, {
      action: 'CSR_SET_COMPANY_DEFAULT_ROLE',
      before: before?.roleName ?? null,
      after: role.name,
      details: { accountId: args.accountId },
    });
    return toRole(role);
  });
}
