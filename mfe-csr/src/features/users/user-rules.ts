// Customer-support user rules (spec 3, 6, 7): the user search's sort strings and the labels the pages show.
import type { UserStatus } from '../../gql/graphql';

export { statusLabel } from '../../shared/format';

export type SortDirection = 'ASC' | 'DESC';
export interface UserSort {
  field: string;
  direction: SortDirection;
}

/** The API's default user order (easily-missed: 'user sort RegistrationDate:ASC'). */
export const DEFAULT_USER_SORT: UserSort = { field: 'RegistrationDate', direction: 'ASC' };

/** The fields searchUsers sorts by, as the search page offers them. */
export const USER_SORT_FIELDS: { field: string; label: string }[] = [
  { field: 'RegistrationDate', label: 'Registration date' },
  { field: 'LastName', label: 'Last name' },
  { field: 'Email', label: 'Email' },
];

/** searchUsers' sort argument: 'field:ASC|DESC'. */
export const sortArgument = (sort: UserSort | null): string => {
  const { field, direction } = sort ?? DEFAULT_USER_SORT;
  return `${field}:${direction}`;
};

export const USER_STATUSES: UserStatus[] = [
  'GUEST',
  'PENDING_REGISTRATION',
  'PENDING_APPROVAL',
  'REGISTERED',
  'DELEGATED_REGISTERED',
  'DEACTIVATED',
  'INACTIVE',
  'UNCONFIRMED',
  'REJECTED',
];

/** Spec 6: "A user is B2C unless status is GUEST or isValidatedB2BUser is true." */
export const isB2CUser = (user: { userStatus: string; isValidatedB2BUser: boolean }): boolean =>
  user.userStatus !== 'GUEST' && !user.isValidatedB2BUser;

export const RESET_PASSWORD_FAILED = 'Unable to reset password, false was returned from the server.';
