// The address book's queries, on My Account's key factory.
import { queryOptions } from '@tanstack/react-query';
import type { OrganizationScope } from '@portal/shared-session/query-keys';
import { accountKeys } from '../../../shared/account-keys';
import { fetchAddressProfile } from './address-book';

export const addressProfileOptions = (scope: OrganizationScope) =>
  queryOptions({
    queryKey: accountKeys.detail(scope, 'address-profile'),
    queryFn: ({ signal }) => fetchAddressProfile(signal),
  });
