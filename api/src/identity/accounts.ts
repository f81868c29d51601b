// Portal users as the identity provider sees them: who may sign in, the messages for those who may not, and the
// claims of their tokens (spec section 3 "Claims from a token"; privileges from roles, spec section 6).
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { brand } from '@portal/rules/brand';
import type { Database } from '../db/client.js';
import {
  PRIVILEGES,
  organizations,
  rolePrivileges,
  roles,
  secondaryOrgRelationships,
  signIns,
  userRoles,
  users,
} from '../db/schema.js';
import type { UserStatus } from '../db/schema.js';

/** Custom claims are namespaced like Auth0 rules/actions do; `api/src/auth/claims.ts` reads them by short name. */
export const CLAIMS_NAMESPACE = 'https://portal.example/claims/';
const ns = (name: string) => `${CLAIMS_NAMESPACE}${name}`;

/** The spec's {product} in claim names (allow{product}Companies …) is the brand's product word. */
const product = brand.product;

/** Spec section 4 (activation): only activated accounts may sign in. */
export const SIGN_IN_STATUSES: readonly UserStatus[] = ['REGISTERED', 'DELEGATED_REGISTERED'];

export const WRONG_CREDENTIALS = 'Wrong email or password.';

/** What a user with a correct password but a status that cannot sign in is told. */
export function refusalFor(status: UserStatus): string | null {
  if (SIGN_IN_STATUSES.includes(status)) return null;
  const support = `Please contact customer support at ${brand.helpLine}, option 1.`;
  switch (status) {
    case 'DEACTIVATED':
    case 'INACTIVE':
      return `This account has been deactivated. ${support}`;
    case 'REJECTED':
      return `You do not have permission to access connect. ${support}`;
    case 'PENDING_APPROVAL':
      return 'WE ARE CURRENTLY REVIEWING YOUR REGISTRATION. You will receive an email once your registration has been approved.';
    case 'UNCONFIRMED':
      return 'Your account is not activated yet. Please activate it with the link in the activation email we sent you, then sign in.';
    case 'PENDING_REGISTRATION':
      return 'Your registration is not complete. Please finish it with the link in the invitation email you received, then sign in.';
    default:
      return WRONG_CREDENTIALS;
  }
}

export interface IdentityUser {
  id: string;
  authId: string;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  status: UserStatus;
  locale: string;
  registrationType: string;
  isValidatedB2BUser: boolean;
  accountId: string | null;
  accountNumber: string | null;
  /** the type of the user's organisation (INTERNAL for the maker's own staff, demo and test organisations) */
  organizationType: string | null;
  businessName: string | null;
  isInternalAssociate: boolean;
  isPunchout: boolean;
  department: string | null;
  departmentNumber: string | null;
  employeeId: string | null;
  allowedAccountIds: string[];
  allowedActions: string[];
  /** privileges the profile's revoked list takes away (spec 6) */
  revokedPrivileges: string[];
  updatedAt: Date;
}

const userColumns = {
  id: users.id,
  authId: users.authId,
  email: users.email,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  lastName: users.lastName,
  status: users.status,
  locale: users.locale,
  registrationType: users.registrationType,
  isValidatedB2BUser: users.isValidatedB2BUser,
  accountId: users.accountId,
  accountNumber: organizations.accountNumber,
  organizationType: organizations.type,
  businessName: users.businessName,
  isInternalAssociate: users.isInternalAssociate,
  isPunchout: users.isPunchout,
  department: users.department,
  departmentNumber: users.departmentNumber,
  employeeId: users.employeeId,
  allowedAccountIds: users.allowedAccountIds,
  allowedActions: users.allowedActions,
  revokedPrivileges: users.revokedPrivileges,
  updatedAt: users.updatedAt,
};

async function findUser(db: Database, where: ReturnType<typeof eq>): Promise<IdentityUser | null> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(organizations, eq(organizations.accountId, users.accountId))
    .where(where)
    .limit(1);
  return row ?? null;
}

export function findUserByEmail(db: Database, email: string): Promise<IdentityUser | null> {
  return findUser(db, eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
}

export function findUserByAuthId(db: Database, authId: string): Promise<IdentityUser | null> {
  return findUser(db, eq(users.authId, authId));
}

export function findUserById(db: Database, id: string): Promise<IdentityUser | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return Promise.resolve(null);
  return findUser(db, eq(users.id, id));
}

export function canSignIn(user: IdentityUser): boolean {
  return SIGN_IN_STATUSES.includes(user.status);
}

async function childAccountIds(db: Database, accountId: string | null): Promise<string[]> {
  if (!accountId) return [];
  const rows = await db
    .select({ id: secondaryOrgRelationships.custAccountId })
    .from(secondaryOrgRelationships)
    .where(eq(secondaryOrgRelationships.parentAccountId, accountId))
    .orderBy(asc(secondaryOrgRelationships.id));
  return rows.map((r) => r.id);
}

/**
 * Privileges granted by the user's roles: every GLOBAL role, and ORGANIZATION roles of the user's own organisation
 * (or one of its secondary orgs). The profile's revoked privileges are still held here: accessTokenClaims removes them.
 */
export async function privilegesOf(db: Database, userId: string, accountIds: string[]): Promise<string[]> {
  const orgRole =
    accountIds.length > 0
      ? and(eq(roles.scope, 'ORGANIZATION'), inArray(roles.accountId, accountIds))
      : sql`false`;
  const rows = await db
    .selectDistinct({ name: rolePrivileges.privilegeName })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(rolePrivileges, eq(rolePrivileges.roleId, roles.id))
    .where(
      and(eq(userRoles.userId, userId), or(and(eq(roles.scope, 'GLOBAL'), isNull(roles.accountId)), orgRole)),
    );
  const order = new Map<string, number>(PRIVILEGES.map((p, i) => [p, i]));
  return rows
    .map((r) => r.name)
    .sort((a, b) => (order.get(a) ?? 999) - (order.get(b) ?? 999) || a.localeCompare(b));
}

export interface Impersonator {
  userId: string;
  authId: string;
  email: string;
}

/** An impersonated session as the access token names it: its id, the agent, and its time limit (epoch seconds). */
export interface ImpersonationClaim {
  id: string;
  impersonator: Impersonator;
  endsAt: number | null;
}

/** The access token's claims beyond the standard ones. */
export async function accessTokenClaims(
  db: Database,
  user: IdentityUser,
  impersonation: ImpersonationClaim | null,
): Promise<Record<string, unknown>> {
  const children = await childAccountIds(db, user.accountId);
  const accountIds = [...new Set([...(user.accountId ? [user.accountId] : []), ...children])];
  // spec 6: "Revoked privileges on the profile are removed from token permissions"
  const revoked = new Set(user.revokedPrivileges);
  const permissions = (await privilegesOf(db, user.id, accountIds)).filter((p) => !revoked.has(p));
  const claims: Record<string, unknown> = {
    permissions,
    email: user.email,
    [ns('userId')]: user.id,
    [ns('email')]: user.email,
    [ns('firstName')]: user.firstName,
    [ns('lastName')]: user.lastName,
    [ns('name')]: `${user.firstName} ${user.lastName}`,
    [ns('accountId')]: user.accountId,
    [ns('accountIds')]: accountIds,
    [ns('profile')]: {
      userStatus: user.status,
      registrationType: user.registrationType,
      isValidatedB2BUser: user.isValidatedB2BUser,
      locale: user.locale,
      accountNumber: user.accountNumber,
      businessName: user.businessName,
      isInternalAssociate: user.isInternalAssociate,
      isPunchout: user.isPunchout,
    },
    [ns(`is${product}Employee`)]: user.isInternalAssociate,
  };
  if (user.isInternalAssociate) {
    claims[ns('department')] = user.department;
    claims[ns('departmentNumber')] = user.departmentNumber;
    claims[ns('employeeId')] = user.employeeId;
    claims[ns(`allowView${product}Companies`)] = user.allowedAccountIds.length > 0;
    claims[ns(`allowed${product}AccountIds`)] = user.allowedAccountIds;
    claims[ns('allowedActions')] = user.allowedActions;
  }
  if (impersonation) {
    const { impersonator } = impersonation;
    claims['act'] = { sub: impersonator.authId, email: impersonator.email, userId: impersonator.userId };
    claims[ns('isImpersonation')] = true;
    if (impersonation.endsAt !== null)
      claims[ns('impersonation')] = { id: impersonation.id, endsAt: impersonation.endsAt };
  }
  return claims;
}

/** OpenID Connect standard claims of the ID token and /userinfo. */
export function standardClaims(user: IdentityUser): Record<string, unknown> {
  return {
    sub: user.authId,
    name: `${user.firstName} ${user.lastName}`,
    given_name: user.firstName,
    family_name: user.lastName,
    nickname: user.email.split('@')[0],
    locale: user.locale.replace('_', '-'),
    updated_at: Math.floor(user.updatedAt.getTime() / 1000),
    email: user.email,
    email_verified: true,
  };
}

/**
 * Records a successful sign-in: the profile's lastLoginAt and one row of the sign-in history (issue 41), with
 * where from and to which application, for customer service's screen.
 */
export async function recordSignIn(
  db: Database,
  userId: string,
  at: Date = new Date(),
  from: { ip?: string | null; clientId?: string | null } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
    await tx.insert(signIns).values({ userId, at, ip: from.ip ?? null, clientId: from.clientId ?? null });
  });
}
