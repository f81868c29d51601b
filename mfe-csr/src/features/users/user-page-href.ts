// The user page is found by e-mail (unique per user): searchUsers is the API's only admin-user lookup.
export const USER_PAGE_PATH = '/pages/csr/customerSupport/user';

export const userPageHref = (email: string): string =>
  `${USER_PAGE_PATH}?${new URLSearchParams({ email }).toString()}`;

export const AUDIT_PAGE_PATH = '/pages/csr/customerSupport/auditLog';

/** The audit page showing what was done to one customer (found by their e-mail). */
export const auditPageHref = (email: string): string =>
  `${AUDIT_PAGE_PATH}?${new URLSearchParams({ query: email }).toString()}`;
