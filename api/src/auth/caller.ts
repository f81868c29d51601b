// Who is calling: a guest, or a signed-in user with the profile row, effective privileges and organisation scope.
// One query loads everything authorisation needs (user, own organisation, secondary-org children, favourites).
import { eq, sql } from 'drizzle-orm';
import { organizations, users } from '../db/schema.js';
import type { Database } from '../db/database.js';
import { buildScope, EMPTY_SCOPE } from '../access/scope.js';
import type { OrganisationScope } from '../access/scope.js';
import type { TokenClaims } from './claims.js';
import { effectivePrivileges } from './privileges.js';
import type { Privilege } from './privileges.js';

/** The stored profile fields the server needs on every request. */
export interface CallerUser {
  id: string;
  authId: string;
  email: string;
  firstName: string;
  lastName: string;
  status: string;
  /** with isPunchout: the store's price and order rules read them (access/price-visibility.ts) */
  isValidatedB2BUser: boolean;
  isPunchout: boolean;
  locale: string;
  accountId: string | null;
  accountNumber: string | null;
  accountName: string | null;
  accountPartyId: string | null;
  contactId: string | null;
  partyId: string | null;
  revokedPrivileges: string[];
  isInternalAssociate: boolean;
  allowedAccountIds: string[];
  activeOrgIds: string[];
  childAccountIds: string[];
  /** when the user's roles, their privileges or the revoked list last changed (null: never since the seed) */
  privilegesChangedAt: Date | null;
  /** the privileges the user's roles grant now, read only once they changed (null while privilegesChangedAt is) */
  currentPrivileges: string[] | null;
}

export interface Caller {
  kind: 'guest' | 'user';
  claims: TokenClaims | null;
  /** null for guests and for a valid token without a portal profile */
  user: CallerUser | null;
  privileges: ReadonlySet<Privilege>;
  scope: OrganisationScope;
}

export const GUEST: Caller = {
  kind: 'guest',
  claims: null,
  user: null,
  privileges: new Set(),
  scope: EMPTY_SCOPE,
};

type CallerQuery = ReturnType<typeof prepareCallerQuery>;
const prepared = new WeakMap<Database, CallerQuery>();

function prepareCallerQuery(db: Database) {
  return db
    .select({
      id: users.id,
      authId: users.authId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
      isValidatedB2BUser: users.isValidatedB2BUser,
      isPunchout: users.isPunchout,
      locale: users.locale,
      accountId: users.accountId,
      accountNumber: organizations.accountNumber,
      accountName: organizations.name,
      accountPartyId: organizations.partyId,
      contactId: users.contactId,
      partyId: users.partyId,
      revokedPrivileges: users.revokedPrivileges,
      isInternalAssociate: users.isInternalAssociate,
      allowedAccountIds: users.allowedAccountIds,
      activeOrgIds: users.activeOrgIds,
      childAccountIds: sql<string[]>`coalesce((select array_agg(s.cust_account_id order by s.id)
        from secondary_org_relationships s where s.parent_account_id = ${users.accountId}), '{}'::text[])`,
      privilegesChangedAt: users.privilegesChangedAt,
      // as the identity provider counts them (identity/accounts.ts privilegesOf): global roles and the roles of the
      // user's organisation and its secondary organisations
      currentPrivileges: sql<string[] | null>`case when ${users.privilegesChangedAt} is null then null else
        coalesce((select array_agg(distinct rp.privilege_name) from user_roles ur
          join roles r on r.id = ur.role_id join role_privileges rp on rp.role_id = r.id
          where ur.user_id = ${users.id} and (r.account_id is null or r.account_id = ${users.accountId}
            or r.account_id in (select s.cust_account_id from secondary_org_relationships s
              where s.parent_account_id = ${users.accountId}))), '{}'::text[]) end`,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.accountId, users.accountId))
    .where(eq(users.authId, sql.placeholder('authId')))
    .limit(1)
    .prepare('api_load_caller');
}

export async function loadCallerUser(db: Database, authId: string): Promise<CallerUser | null> {
  let query = prepared.get(db);
  if (!query) {
    query = prepareCallerQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ authId });
  return row ?? null;
}

/** Customer-service privileges never reach an impersonated session: staff acting as a customer are that customer. */
export const CSR_ONLY_PRIVILEGES = ['CSR', 'CSR_Role_Management', 'CSR_User_Management', 'CSR_Registration'];

function withheld(claims: TokenClaims, revoked: readonly string[]): string[] {
  return claims.isImpersonation ? [...revoked, ...CSR_ONLY_PRIVILEGES] : [...revoked];
}

/** Internal associates are also recognised by the claims spec section 6 names. */
function isInternalAssociate(claims: TokenClaims, user: CallerUser): boolean {
  return (
    user.isInternalAssociate ||
    claims.isBrandEmployee ||
    claims.allowedBrandAccountIds.length > 0 ||
    claims.allowedActions.length > 0 ||
    claims.employeeId !== null
  );
}

/**
 * The privileges a request holds before the revoked ones are taken away: the token's, unless the user's privileges
 * changed since it was issued (a role changed, a role's privileges, the revoked list): then what the database says
 * now. So a demotion holds from the user's next request instead of when the token expires (issue 34); `iat` is in
 * whole seconds, so a token of the same second as the change counts as older.
 */
function grantedPrivileges(claims: TokenClaims, user: CallerUser): readonly string[] {
  if (!user.privilegesChangedAt || !user.currentPrivileges) return claims.permissions;
  const issuedAtMs = claims.issuedAt === null ? null : claims.issuedAt * 1000;
  if (issuedAtMs !== null && issuedAtMs > user.privilegesChangedAt.getTime()) return claims.permissions;
  return user.currentPrivileges;
}

/**
 * Builds the caller of a signed-in request. `requestedSelection` is the organisation the request asks to view as
 * (validated: an id the caller may not select is refused).
 */
export function buildCaller(
  claims: TokenClaims,
  user: CallerUser | null,
  requestedSelection: string | null,
): Caller {
  if (!user) {
    // a valid token but no portal profile: no organisation is visible
    return {
      kind: 'user',
      claims,
      user: null,
      privileges: effectivePrivileges(claims.permissions, withheld(claims, [])),
      scope: EMPTY_SCOPE,
    };
  }
  const privileges = effectivePrivileges(
    grantedPrivileges(claims, user),
    withheld(claims, user.revokedPrivileges),
  );
  const internal = isInternalAssociate(claims, user);
  const scope = buildScope({
    ownAccountId: user.accountId,
    childAccountIds: user.childAccountIds,
    viewsParentHolding: privileges.has('B2B_View_Parent_Holding'),
    isInternalAssociate: internal,
    allowedAccountIds:
      claims.allowedBrandAccountIds.length > 0 ? claims.allowedBrandAccountIds : user.allowedAccountIds,
    activeAccountIds: user.activeOrgIds,
    requestedSelection: requestedSelection && requestedSelection !== '' ? requestedSelection : null,
  });
  return { kind: 'user', claims, user, privileges, scope };
}

/**
 * Remembers loaded callers for a few seconds: a busy client then costs one query per request (its operation)
 * instead of two. Changes to what the cache holds (revoked privileges, organisation, allowed accounts) reach a
 * process that did not make them within `ttlMs`; a process that makes them calls `invalidate`. On the embedded
 * database every change calls it, through the database's own notice (app.ts, ADR 0011).
 */
export interface CallerCache {
  load(db: Database, authId: string): Promise<CallerUser | null>;
  invalidate(authId?: string): void;
}

export function createCallerCache(options: { ttlMs: number; max?: number; now?: () => number }): CallerCache {
  const now = options.now ?? Date.now;
  const max = options.max ?? 10_000;
  const entries = new Map<string, { user: CallerUser | null; at: number }>();
  // moved by invalidate(): a load that began before an invalidation does not store what it read
  let generation = 0;
  return {
    async load(db, authId) {
      if (options.ttlMs <= 0) return loadCallerUser(db, authId);
      const hit = entries.get(authId);
      if (hit && now() - hit.at < options.ttlMs) return hit.user;
      const started = generation;
      const user = await loadCallerUser(db, authId);
      if (started !== generation) return user;
      entries.delete(authId);
      if (entries.size >= max) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(authId, { user, at: now() });
      return user;
    },
    invalidate(authId) {
      generation += 1;
      if (authId === undefined) entries.clear();
      else entries.delete(authId);
    },
  };
}
