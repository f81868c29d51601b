// The course order's billing address (spec 3 'Course order'): the shared address picker over the ordering company's
// billing addresses, its default listed first and pre-selected by the page; users allowed to change addresses
// (personal buyers) may add one with the shared form, which is then chosen.
import { userMessageOf } from '@portal/api-client';
import { useCallback, useState } from 'react';
import { AddressPicker } from '@portal/shared-ui/address-picker';
import { Button } from '@portal/shared-ui/button';
import type { AddressPageRequest } from '@portal/shared-ui/address-picker';
import { NewAddressForm } from '@portal/shared-ui/address-form';
import {
  addAddress,
  addedBillingAddress,
  searchBillingAddresses,
  validateAddress,
} from '../api/course-checkout-api';
import type { BillingAddress } from '../api/course-checkout-api';

export interface BillingAddressChoiceProps {
  accountId: string | null;
  /** the company's default billing address, listed first */
  defaultAddress: BillingAddress | null;
  selected: BillingAddress | null;
  onSelect: (address: BillingAddress) => void;
  canAddAddress: boolean;
}

export function BillingAddressChoice({
  accountId,
  defaultAddress,
  selected,
  onSelect,
  canAddAddress,
}: BillingAddressChoiceProps) {
  const [adding, setAdding] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const defaultEbsId = defaultAddress?.ebsAddressId ?? null;
  const loadPage = useCallback(
    (request: AddressPageRequest) => searchBillingAddresses(accountId, defaultEbsId, request),
    [accountId, defaultEbsId],
  );

  return (
    <section aria-labelledby="checkout-billing">
      <h2 id="checkout-billing">Billing Address</h2>
      <AddressPicker<BillingAddress>
        describeError={userMessageOf}
        legend="Choose a billing address"
        searchLabel="Search billing addresses"
        loadPage={loadPage}
        selected={selected}
        onSelect={onSelect}
        reloadKey={reloadKey}
      >
        {canAddAddress && !adding && (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            Add a New Address
          </Button>
        )}
      </AddressPicker>
      {adding && (
        <NewAddressForm
          validateAddress={validateAddress}
          saveAddress={addAddress}
          describeError={userMessageOf}
          onCancel={() => setAdding(false)}
          onAdded={(addressId, address) => {
            setAdding(false);
            onSelect(addedBillingAddress(addressId, address));
            setReloadKey((k) => k + 1);
          }}
        />
      )}
    </section>
  );
}
