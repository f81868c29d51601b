// The course checkout's calls on POST /api/graphql (course-checkout.graphql). The API enforces scope and privileges
// (a billing address of the ordering company, the caller's own cards); these functions only shape requests.
import { runGraphQL } from '@portal/api-client';
import type { AddressPageRequest } from '@portal/shared-ui/address-picker';
import type { AddressToSave } from '@portal/shared-ui/address-form';
import type { NewCardEntry } from '@portal/shared-ui/card-form';
import {
  CourseCheckoutAddAddressDocument,
  CourseCheckoutAddCardDocument,
  CourseCheckoutBillingAddressesDocument,
  CourseCheckoutValidateAddressDocument,
} from '../../../gql/graphql';
import type {
  CourseCheckoutAddressFragment,
  CourseCheckoutCardFragment,
  CourseCheckoutValidateAddressQuery,
} from '../../../gql/graphql';

export type BillingAddress = CourseCheckoutAddressFragment;
export type SavedCard = CourseCheckoutCardFragment;

/** One page of the company's billing addresses matching the search; the default is listed first. */
export async function searchBillingAddresses(
  accountId: string | null,
  defaultEbsAddressId: string | null,
  request: AddressPageRequest,
): Promise<BillingAddress[]> {
  const data = await runGraphQL(CourseCheckoutBillingAddressesDocument, {
    request: {
      query: request.query || null,
      type: 'BILLING',
      page: request.page,
      size: request.size,
      accountId,
      defaultEbsAddressIds: defaultEbsAddressId ? [defaultEbsAddressId] : [],
      favoriteEbsAddressIds: [],
    },
  });
  return data.searchAddresses;
}

export async function validateAddress(
  address: AddressToSave,
): Promise<CourseCheckoutValidateAddressQuery['validateAddress']> {
  const { address1, address2, city, state, postalCode, country } = address;
  // the validator wants address2 as a string
  const data = await runGraphQL(CourseCheckoutValidateAddressDocument, {
    address: { address1, address2: address2 ?? '', city, state, postalCode, country },
  });
  return data.validateAddress;
}

const isCanada = (address: AddressToSave) => address.country === 'CA';

/** Adds the address to the personal account (usable for billing); returns its addressId. */
export async function addAddress(address: AddressToSave): Promise<string> {
  const data = await runGraphQL(CourseCheckoutAddAddressDocument, {
    address: {
      addressName: address.addressName || null,
      address1: address.address1,
      address2: address.address2 || null,
      city: address.city,
      state: isCanada(address) ? null : address.state,
      province: isCanada(address) ? address.state : null,
      postalCode: address.postalCode,
      country: address.country,
      county: address.county || null,
      billingEnabled: true,
      shippingEnabled: true,
    },
  });
  return data.addAddress;
}

/** The address just added, as the picker lists it, so it can be chosen at once. */
export function addedBillingAddress(addressId: string, address: AddressToSave): BillingAddress {
  return {
    addressId,
    ebsAddressId: addressId,
    addressName: address.addressName || null,
    address1: address.address1,
    address2: address.address2 || null,
    city: address.city,
    county: address.county ?? null,
    state: isCanada(address) ? null : address.state,
    province: isCanada(address) ? address.state : null,
    postalCode: address.postalCode,
    country: address.country,
    billingEnabled: true,
    isDefault: false,
    isFavorite: false,
  };
}

export async function addCard(card: NewCardEntry): Promise<SavedCard> {
  return (await runGraphQL(CourseCheckoutAddCardDocument, { card })).addNewCreditCard;
}
