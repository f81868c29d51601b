// The contacts' queries (ADR 0030): keys that name the viewed organisation, a `queryOptions` a request.
import { queryOptions } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/server-list';
import {
  AssignableRolesDocument,
  SearchContactsDocument,
  type ContactQueryParams,
} from '../../../gql/graphql';
import { getNotificationContact } from './notification-contact';

export const contactKeys = queryKeys('contacts');

export const contactSearchOptions = (scope: OrganizationScope, queryParams: ContactQueryParams) =>
  queryOptions({
    queryKey: contactKeys.list(scope, queryParams),
    queryFn: ({ signal }) => runGraphQL(SearchContactsDocument, { queryParams }, { signal }),
  });

/** The roles an administrator may give a user of `accountId` (the account is in the key already). */
export const assignableRolesOptions = (scope: OrganizationScope, accountId: string) =>
  queryOptions({
    queryKey: [...contactKeys.scoped(scope), 'assignable-roles', accountId] as const,
    queryFn: ({ signal }) => runGraphQL(AssignableRolesDocument, { accountId }, { signal }),
  });

export const notificationContactOptions = (scope: OrganizationScope, contactId: string) =>
  queryOptions({
    queryKey: [...contactKeys.detail(scope, contactId), 'notifications'] as const,
    queryFn: ({ signal }) => getNotificationContact(contactId, signal),
  });
