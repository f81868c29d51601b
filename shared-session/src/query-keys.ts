// Query keys that name the viewed organisation (ADR 0030). Pure: the remote's root reads
// `keyNamesOrganization` to know which answers a company switch makes stale.
import type { QueryKey } from '@tanstack/react-query';

/** The organisation the API scopes an answer to: the company viewed as, or 'all' of the user's companies. */
export interface OrganizationScope {
  organization: string;
}

export const ALL_ORGANIZATIONS = 'all';

export function organizationScope(accountId: string | null | undefined): OrganizationScope {
  return { organization: accountId ?? ALL_ORGANIZATIONS };
}

/** Whether a key names the organisation its answer is for (made by `queryKeys`). */
export function keyNamesOrganization(key: QueryKey): boolean {
  return key.some((part) => typeof part === 'object' && part !== null && 'organization' in part);
}

/** Whether a key is a list's (made by a factory's `list`): a change invalidates the lists and sets its detail. */
export function isListKey(key: QueryKey): boolean {
  return key[2] === 'list';
}

/**
 * A feature's key factory, as TanStack Query's guidance has it: `all` to invalidate everything of the feature,
 * then keys per organisation, list request and detail, each the one before it plus one part.
 */
export function queryKeys<const F extends string>(feature: F) {
  const all = [feature] as const;
  const scoped = (scope: OrganizationScope) => [...all, scope] as const;
  return {
    all,
    scoped,
    list: <R>(scope: OrganizationScope, request: R) => [...scoped(scope), 'list', request] as const,
    detail: <I>(scope: OrganizationScope, id: I) => [...scoped(scope), 'detail', id] as const,
  };
}
