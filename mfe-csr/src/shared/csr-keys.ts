// Customer Support's query keys, every one from the kit's factory (ADR 0030, issue 37). Customer service works
// across companies: each key carries the every-company scope, so a company switch leaves these answers alone; a
// feature's `all` is the prefix that invalidates everything of it.
import { organizationScope, queryKeys } from '@portal/shared-session/query-keys';

const ACROSS_COMPANIES = organizationScope(null);

export function csrKeys<const F extends string>(feature: F) {
  const keys = queryKeys(`csr-${feature}`);
  return {
    all: keys.all,
    /** one answer of the feature, named by its parts (an id, a search…) */
    of: (...parts: unknown[]) => keys.detail(ACROSS_COMPANIES, parts),
  };
}
