// Organisation scope: which customer accounts a caller may read or write (spec section 6; issue point 5).
// Pure functions over what the caller's profile and token say; the request context builds one per request.
//
// readable  = own organisation
//           ∪ the selected organisation (validated against `selectable`)
//           ∪ a parent-holding user's children when viewing all (no selection)
//           ∪ an internal associate's allowed organisations
// listScope = the accounts a list or search covers when the caller names none:
//           the selected one; else a parent-holding user's own + children ("view all");
//           else an internal associate's active orgs (or all allowed ones); else the own one.
// Nothing else is readable: deny by default.
import { forbidden } from '../errors/api-error.js';
import { INVALID_ORGANIZATION_SELECTION } from '../errors/messages.js';

export interface ScopeInput {
  ownAccountId: string | null;
  /** secondary-org children of the own account (used only when `viewsParentHolding`) */
  childAccountIds: readonly string[];
  /** the caller holds B2B_View_Parent_Holding */
  viewsParentHolding: boolean;
  isInternalAssociate: boolean;
  /** an internal associate's allowed accounts (token claim, else profile) */
  allowedAccountIds: readonly string[];
  /** an internal associate's chosen active organisations (stored server-side) */
  activeAccountIds: readonly string[];
  /** what the request asked for (header X-Selected-Organization or the transient profile); validated here */
  requestedSelection: string | null;
}

export interface OrganisationScope {
  ownAccountId: string | null;
  /** organisations the caller may choose to view as */
  selectable: ReadonlySet<string>;
  selectedAccountId: string | null;
  /** true for a parent-holding user with no organisation selected */
  viewingAll: boolean;
  readable: ReadonlySet<string>;
  listScope: readonly string[];
}

export const EMPTY_SCOPE: OrganisationScope = {
  ownAccountId: null,
  selectable: new Set(),
  selectedAccountId: null,
  viewingAll: false,
  readable: new Set(),
  listScope: [],
};

function unique(ids: Iterable<string | null | undefined>): string[] {
  const out = new Set<string>();
  for (const id of ids) if (id) out.add(id);
  return [...out];
}

export function buildScope(input: ScopeInput): OrganisationScope {
  const own = input.ownAccountId;
  const children = input.viewsParentHolding ? unique(input.childAccountIds) : [];
  const allowed = input.isInternalAssociate ? unique(input.allowedAccountIds) : [];
  const selectable = new Set(unique([own, ...children, ...allowed]));

  const requested = input.requestedSelection;
  if (requested && !selectable.has(requested)) throw forbidden(INVALID_ORGANIZATION_SELECTION);
  // selecting one's own organisation is the same as no selection for a single-org user
  const selected = requested ?? null;
  const viewingAll = input.viewsParentHolding && selected === null;

  const readable = new Set(unique([own, selected, ...(viewingAll ? children : []), ...allowed]));

  let listScope: string[];
  if (selected) listScope = [selected];
  else if (viewingAll) listScope = unique([own, ...children]);
  else if (input.isInternalAssociate) {
    const active = input.activeAccountIds.filter((id) => allowed.includes(id));
    listScope = active.length > 0 ? active : allowed;
  } else listScope = unique([own]);

  return { ownAccountId: own, selectable, selectedAccountId: selected, viewingAll, readable, listScope };
}

/** Throws 403 unless the account is readable. */
export function assertReadable(scope: OrganisationScope, accountId: string | null | undefined): void {
  if (!accountId || !scope.readable.has(accountId)) throw forbidden();
}

/**
 * The accounts a list covers: those the caller named (each must be readable: naming an id never widens scope),
 * or the default list scope.
 */
export function resolveAccountIds(
  scope: OrganisationScope,
  requested: readonly string[] | null | undefined,
): string[] {
  if (!requested || requested.length === 0) return [...scope.listScope];
  for (const id of requested) assertReadable(scope, id);
  return unique(requested);
}
