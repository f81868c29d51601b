// Customer-support user rules (spec 3, 6, 7): the user search's sort strings and the labels the pages show.
import type { UserStatus } from '../../gql/graphql';

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

/** 'PENDING_REGISTRATION' → 'Pending Registration' */
export const statusLabel = (status: string): string =>
  status
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Spec 6: "A user is B2C unless status is GUEST or isValidatedB2BUser is true." */
export const isB2CUser = (user: { userStatus: string; isValidatedB2BUser: boolean }): boolean =>
  user.userStatus !== 'GUEST' && !user.isValidatedB2BUser;

/** Dates as MM/dd/yyyy (frontend-common), from the API's ISO timestamps, in UTC so a date never shifts. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

export const RESET_PASSWORD_FAILED = 'Unable to reset password, false was returned from the server.';
