// The Create Group modal's pickers: one page of the chosen organisation's billing or shipping addresses.
import { runGraphQL } from '@portal/api-client';
import type { AddressPageRequest } from '@portal/shared-ui/address-picker';
import { GroupAddressPageDocument, type GroupAddressFragment } from '../../../gql/graphql';

export type GroupAddress = GroupAddressFragment;

export async function groupAddressPage(
  organization: { accountId: string | null; partyId: string | null },
  type: 'BILLING' | 'SHIPPING',
  request: AddressPageRequest,
): Promise<GroupAddress[]> {
  const data = await runGraphQL(GroupAddressPageDocument, {
    request: {
      query: request.query || null,
      type,
      page: request.page,
      size: request.size,
      accountId: organization.accountId,
      partyId: organization.partyId,
    },
  });
  return data.searchAddresses;
}
