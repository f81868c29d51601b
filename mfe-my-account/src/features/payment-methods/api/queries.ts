// The saved cards' query, on My Account's key factory.
import { queryOptions } from '@tanstack/react-query';
import type { OrganizationScope } from '@portal/shared-session/query-keys';
import { accountKeys } from '../../../shared/account-keys';
import { fetchCards } from './payment-methods';

export const cardsOptions = (scope: OrganizationScope) =>
  queryOptions({
    queryKey: accountKeys.detail(scope, 'payment-methods'),
    queryFn: ({ signal }) => fetchCards(signal),
  });
