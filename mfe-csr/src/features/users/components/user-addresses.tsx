// Default and favourite addresses of one user on the customer-service user page (spec 6 'manage default and
// favorite addresses', spec 7 csrUpdateDefault…, csrAddToFavorites, csrRemoveFromFavorites). The shared address
// picker in customer-service mode: choosing an address only selects it, and the buttons send the commands for
// the user (nothing is saved by the picker itself).
import { useState } from 'react';
import { userMessageOf } from '@portal/api-client';
import { AddressPicker } from '@portal/shared-ui/address-picker';
import { Button } from '@portal/shared-ui/button';
import { formatAddressInline } from '@portal/shared-ui/address-dialogs';
import type { AdminUserRowFragment, CsrUserAddressFragment } from '../../../gql/graphql';
import { customerCommands, getCustomerAddresses } from '../api/customer-screen';

export interface UserAddressesProps {
  user: AdminUserRowFragment;
  busy: boolean;
  /** runs a command for the user; the page shows its outcome and takes the user it answers */
  onCommand: (command: () => Promise<AdminUserRowFragment>, successText: string) => Promise<void>;
}

const addressSummary = (address: CsrUserAddressFragment | null | undefined) =>
  address ? [address.addressName, formatAddressInline(address)].filter(Boolean).join(': ') : 'None';

export function UserAddresses({ user, busy, onCommand }: UserAddressesProps) {
  const [selected, setSelected] = useState<CsrUserAddressFragment | null>(null);
  // the picker's flags (Default, Favorite) come from the API: search again after each change
  const [reloadKey, setReloadKey] = useState(0);
  const isFavorite = !!selected && user.favorites.some((f) => f.addressId === selected.addressId);
  const { userId } = user;

  const send = async (command: () => Promise<AdminUserRowFragment>, successText: string) => {
    await onCommand(command, successText);
    setReloadKey((k) => k + 1);
  };

  return (
    <>
      <dl className="csr-details">
        <dt>Default Shipping Address</dt>
        <dd>{addressSummary(user.defaultShippingAddress)}</dd>
        <dt>Default Billing Address</dt>
        <dd>{addressSummary(user.defaultBillingAddress)}</dd>
        <dt>Favorite Addresses</dt>
        <dd>
          {user.favorites.length === 0 ? (
            'None'
          ) : (
            <ul aria-label="Favorite addresses">
              {user.favorites.map((f) => (
                <li key={f.addressId}>{addressSummary(f)}</li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <AddressPicker<CsrUserAddressFragment>
        describeError={userMessageOf}
        legend="Choose an address"
        loadPage={(request) => getCustomerAddresses(userId, request)}
        selected={selected}
        onSelect={setSelected}
        reloadKey={reloadKey}
      >
        <div className="csr-toolbar">
          <Button
            variant="secondary"
            disabled={busy || !selected?.shippingEnabled}
            onClick={() =>
              selected &&
              void send(
                () => customerCommands.setDefaultShippingAddress(userId, selected.ebsAddressId),
                'The default shipping address was set.',
              )
            }
          >
            Set as Default Shipping
          </Button>
          <Button
            variant="secondary"
            disabled={busy || !selected?.billingEnabled}
            onClick={() =>
              selected &&
              void send(
                () => customerCommands.setDefaultBillingAddress(userId, selected.ebsAddressId),
                'The default billing address was set.',
              )
            }
          >
            Set as Default Billing
          </Button>
          <Button
            variant="secondary"
            disabled={busy || !selected}
            onClick={() =>
              selected &&
              void send(
                () =>
                  isFavorite
                    ? customerCommands.removeFavorite(userId, selected.addressId)
                    : customerCommands.addFavorite(userId, selected.addressId),
                isFavorite
                  ? 'The address was removed from the favorites.'
                  : 'The address was added to the favorites.',
              )
            }
          >
            {isFavorite ? 'Remove from Favorites' : 'Add to Favorites'}
          </Button>
        </div>
      </AddressPicker>
    </>
  );
}
