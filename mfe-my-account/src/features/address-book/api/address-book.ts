// The address book (commerce.graphql searchAddresses / validateAddress / addAddress, my-account.graphql
// updateAddress; defaults and favourites through userUpdateProfile).
import { runGraphQL } from '@portal/api-client';
import type { AddressPageRequest } from '@portal/shared-ui/address-picker';
import {
  AddressBookAddDocument,
  AddressBookPageDocument,
  AddressBookProfileDocument,
  AddressBookUpdateDocument,
  AddressBookDeleteDocument,
  AddressBookUpdateProfileDocument,
  AddressBookValidateDocument,
} from '../../../gql/graphql';
import type {
  AddressBookEntryFragment,
  AddressBookValidateQuery,
  NewAddressInput,
  ProfileUpdateInput,
} from '../../../gql/graphql';

export type AddressBookEntry = AddressBookEntryFragment;
export type AddressValidation = AddressBookValidateQuery['validateAddress'];

/** One page (25) of the organisation's addresses matching the query; an empty page means there are no more. */
export async function fetchAddressPage(request: AddressPageRequest): Promise<AddressBookEntry[]> {
  const data = await runGraphQL(AddressBookPageDocument, {
    request: { query: request.query || null, page: request.page, size: request.size },
  });
  return data.searchAddresses;
}

export async function fetchAddressProfile(signal?: AbortSignal) {
  return (await runGraphQL(AddressBookProfileDocument, {}, { signal })).getDetailedProfile;
}

export async function validateAddress(address: NewAddressInput): Promise<AddressValidation> {
  const { address1, address2, city, state, postalCode, country } = address;
  const data = await runGraphQL(AddressBookValidateDocument, {
    address: { address1, address2, city, state, postalCode, country },
  });
  return data.validateAddress;
}

export async function addAddress(address: NewAddressInput): Promise<string> {
  return (await runGraphQL(AddressBookAddDocument, { address })).addAddress;
}

/** Saves the edited fields of one of the caller's own addresses; resolves to its addressId. */
export async function updateAddress(addressId: string, address: NewAddressInput): Promise<string> {
  return (await runGraphQL(AddressBookUpdateDocument, { addressId, address })).updateAddress.addressId;
}

export async function updateAddressPreferences(userId: string, updates: ProfileUpdateInput): Promise<void> {
  await runGraphQL(AddressBookUpdateProfileDocument, { userId, updates });
}

/** Deletes one of the user's own addresses from the book (orders that name it keep it). */
export async function deleteAddress(addressId: string): Promise<void> {
  await runGraphQL(AddressBookDeleteDocument, { addressId });
}
