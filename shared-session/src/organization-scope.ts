// The key factories and the viewed organisation's scope (ADR 0030) without the list kit: a page that only reads a
// detail (My Account's overview) keys its queries by the organisation without loading the list pages' table,
// pager and search form.
import { useMemo } from 'react';
// the package path, not a relative file: remotes must get the page's one session, not a bundled copy
import { useSession } from '@portal/shared-session';
import { organizationScope, type OrganizationScope } from './query-keys';

export {
  ALL_ORGANIZATIONS,
  isListKey,
  keyNamesOrganization,
  organizationScope,
  queryKeys,
  type OrganizationScope,
} from './query-keys';

/** The viewed organisation as a key part: a company switch changes every key made with it, so lists refetch. */
export function useOrganizationScope(): OrganizationScope {
  const accountId = useSession((s) => s.selectedOrganization?.accountId ?? null);
  return useMemo(() => organizationScope(accountId), [accountId]);
}
