// Shipping or billing address: the shared address picker over searchAddresses (type SHIPPING / BILLING), the
// profile's default pre-selected, and for personal users 'Add a New Address'.
import { userMessageOf } from '@portal/api-client';
import { useCallback, useState } from 'react';
import { Alert } from '@portal/shared-ui/alert';
import { AddressPicker } from '@portal/shared-ui/address-picker';
import { Button } from '@portal/shared-ui/button';
import type { AddressPageRequest } from '@portal/shared-ui/address-picker';
import { NewAddressForm } from '@portal/shared-ui/address-form';
import { addAddress, searchAddresses, validateAddress } from '../api/checkout-api';
import type { AddressKind, CheckoutAddress, NewAddress } from '../types/checkout-types';

export interface AddressStepProps {
  kind: AddressKind;
  legend: string;
  selected: CheckoutAddress | null;
  onSelect: (address: CheckoutAddress) => void;
  /** the profile's default for this kind, listed first */
  defaultAddress: CheckoutAddress | null;
  canAddAddress: boolean;
  onContinue: () => void;
}

function addedAddress(addressId: string, address: NewAddress): CheckoutAddress {
  const isCanada = address.country === 'CA';
  return {
    addressId,
    ebsAddressId: addressId,
    addressName: address.addressName || null,
    address1: address.address1,
    address2: address.address2 || null,
    city: address.city,
    county: address.county ?? null,
    state: isCanada ? null : address.state,
    province: isCanada ? address.state : null,
    postalCode: address.postalCode,
    country: address.country,
    billingEnabled: true,
    shippingEnabled: true,
    isDefault: false,
    isFavorite: false,
  };
}

export function AddressStep({
  kind,
  legend,
  selected,
  onSelect,
  defaultAddress,
  canAddAddress,
  onContinue,
}: AddressStepProps) {
  const [adding, setAdding] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const [missing, setMissing] = useState(false);
  const defaultEbsId = defaultAddress?.ebsAddressId;

  const loadPage = useCallback(
    (request: AddressPageRequest) =>
      searchAddresses({
        ...request,
        type: kind,
        defaultEbsAddressIds: defaultEbsId ? [defaultEbsId] : [],
        favoriteEbsAddressIds: [],
      }),
    [kind, defaultEbsId],
  );

  const noun = kind === 'SHIPPING' ? 'shipping' : 'billing';

  return (
    <div className="checkout-address-step">
      <AddressPicker<CheckoutAddress>
        describeError={userMessageOf}
        legend={legend}
        searchLabel={`Search ${noun} addresses`}
        loadPage={loadPage}
        selected={selected}
        onSelect={(address) => {
          setMissing(false);
          onSelect(address);
        }}
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
            setMissing(false);
            onSelect(addedAddress(addressId, address));
            setReloadKey((k) => k + 1);
          }}
        />
      )}
      {missing && <Alert kind="danger">{`Please select a ${noun} address.`}</Alert>}
      {!adding && (
        <div className="checkout-actions">
          <Button
            onClick={() => {
              if (!selected) {
                setMissing(true);
                return;
              }
              onContinue();
            }}
          >
            Continue
          </Button>
        </div>
      )}
    </div>
  );
}
