// One address of a claim or of the Default Information: what is chosen (or the default), and 'Change' opening the
// shared address picker over the organisation's billing or shipping addresses.
import { userMessageOf } from '@portal/api-client';
import { useState } from 'react';
import { AddressPicker } from '@portal/shared-ui/address-picker';
import { Button } from '@portal/shared-ui/button';
import { formatAddressLines } from '@portal/shared-ui/address-dialogs';
import { warrantyAddressPage, type WarrantyAddress } from '../api/warranty';
import type { ClaimAddress } from '../types/warranty';

/** The API's address summary as the picker's address (so the default shows as chosen). */
export const pickerAddress = (a: ClaimAddress | null): WarrantyAddress | null =>
  a
    ? {
        addressId: a.addressId,
        ebsAddressId: a.ebsAddressId ?? '',
        addressName: null,
        address1: a.address1,
        address2: a.address2,
        city: a.city,
        state: a.state,
        province: a.province,
        postalCode: a.postalCode,
        country: a.country ?? '',
        isDefault: false,
        isFavorite: false,
      }
    : null;

export interface ClaimAddressChoiceProps {
  label: 'Billing Address' | 'Shipping Address';
  accountId: string | null;
  selected: WarrantyAddress | null;
  onSelect: (address: WarrantyAddress) => void;
  /** shown when nothing is chosen */
  emptyText: string;
}

export function ClaimAddressChoice({
  label,
  accountId,
  selected,
  onSelect,
  emptyText,
}: ClaimAddressChoiceProps) {
  const [choosing, setChoosing] = useState(false);
  const type = label === 'Billing Address' ? 'BILLING' : 'SHIPPING';
  if (choosing)
    return (
      <AddressPicker<WarrantyAddress>
        describeError={userMessageOf}
        legend={label}
        searchLabel={`Search ${type.toLowerCase()} addresses`}
        loadPage={(request) => warrantyAddressPage(accountId, type, request)}
        selected={selected}
        onSelect={(address) => {
          onSelect(address);
          setChoosing(false);
        }}
      >
        <Button variant="link" onClick={() => setChoosing(false)}>
          Keep the {label.toLowerCase()}
        </Button>
      </AddressPicker>
    );
  return (
    <div className="dash-claim-address">
      <h2>{label}</h2>
      {selected ? (
        <address>
          {formatAddressLines(selected).map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
      ) : (
        <p>{emptyText}</p>
      )}
      <Button variant="secondary" onClick={() => setChoosing(true)}>
        Change {label}
      </Button>
    </div>
  );
}
