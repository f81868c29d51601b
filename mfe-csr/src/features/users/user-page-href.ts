// The user page is found by e-mail (unique per user): searchUsers is the API's only admin-user lookup.
export const USER_PAGE_PATH = '/pages/csr/customerSupport/user';

export const userPageHref = (email: string): string =>
  `${USER_PAGE_PATH}?${new URLSearchParams({ email }).toString()}`;
