// The notification contact's query, on My Account's key factory.
import { queryOptions } from '@tanstack/react-query';
import type { OrganizationScope } from '@portal/shared-session/query-keys';
import { accountKeys } from '../../../shared/account-keys';
import { getNotificationContact } from './notification-contact';

export const notificationContactOptions = (scope: OrganizationScope, contactId: string) =>
  queryOptions({
    queryKey: accountKeys.detail(scope, ['notification-contact', contactId]),
    queryFn: ({ signal }) => getNotificationContact(contactId, signal),
  });
