// /pages/my-account/addressBook (spec 2 'My Account', spec 3 address search): search the addresses, 25 a page with
// Show More until 'No more addresses were returned'; personal users add addresses (validated) and choose default
// shipping/billing and favourites, and edit an address in place (the same form, validation and dialogs); B2B users
// see their company's addresses read-only. A personal user deletes an address after confirming (issue 39).
import { userMessageOf } from '@portal/api-client';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showToast, useSession } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { ConfirmDialog } from '@portal/shared-ui/confirm-dialog';
import { NO_MORE_ADDRESSES, useAddressPages } from '@portal/shared-ui/address-picker';
import { Spinner } from '@portal/shared-ui/spinner';
import { formatAddressLines } from '@portal/shared-ui/address-dialogs';
import { NewAddressForm } from '@portal/shared-ui/address-form';
import type { AddressEntryValues } from '@portal/rules/validation';
import type { ProfileUpdateInput } from '../../gql/graphql';
import {
  addAddress,
  deleteAddress,
  fetchAddressPage,
  updateAddress,
  updateAddressPreferences,
  validateAddress,
} from './api/address-book';
import type { AddressBookEntry } from './api/address-book';
import '../../shared/account-pages.css';
import { useOrganizationScope } from '@portal/shared-session/query-keys';
import { accountKeys } from '../../shared/account-keys';
import { addressProfileOptions } from './api/queries';

/** The form's fields from a saved address (a Canadian address keeps its province in `province`). */
function entryValues(address: AddressBookEntry): AddressEntryValues {
  return {
    addressName: address.addressName ?? '',
    address1: address.address1,
    address2: address.address2 ?? '',
    city: address.city,
    state: address.state || address.province || '',
    postalCode: address.postalCode ?? '',
    country: address.country,
  };
}

/** Moves focus into the edit form when it replaces the address (the Edit button that had focus is gone). */
function FocusFirstField({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);
  return <div ref={ref}>{children}</div>;
}

export default function AddressBookPage() {
  const initialized = useSession((s) => s.initialized);
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  /** the address whose Edit button gets focus back once the list shows it again (a save reloads the list) */
  const returnFocusTo = useRef<string | null>(null);
  const profile = useQuery({ ...addressProfileOptions(useOrganizationScope()), enabled: initialized });
  const { state, searchText, setSearchText, showMore, retry, reload } = useAddressPages(fetchAddressPage, {
    describeError: userMessageOf,
  });
  const editable = profile.data?.isAddressModificationAllowed === true;
  const favourites = profile.data?.favoriteAddressIds ?? [];
  const prefer = useMutation({
    mutationFn: (updates: ProfileUpdateInput) =>
      updateAddressPreferences(profile.data?.userId ?? '', updates),
    onError: (error) =>
      showToast({ kind: 'error', message: userMessageOf(error, 'The address could not be updated.') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
  const [deleting, setDeleting] = useState<AddressBookEntry | null>(null);
  const remove = useMutation({
    mutationFn: (address: AddressBookEntry) => deleteAddress(address.addressId),
    onSuccess: () => {
      setDeleting(null);
      showToast({ kind: 'success', message: 'The address was deleted.' });
      reload();
    },
    onError: (error) =>
      showToast({ kind: 'error', message: userMessageOf(error, 'The address could not be deleted.') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['my-account'] }),
  });
  const label = (a: AddressBookEntry) => a.addressName || a.address1;
  const stopEditing = (addressId: string) => {
    setEditing(null);
    returnFocusTo.current = addressId;
  };
  useEffect(() => {
    const addressId = returnFocusTo.current;
    if (addressId === null || state.loading) return;
    editButtons.current.get(addressId)?.focus();
    returnFocusTo.current = null;
    // editing changes too: Cancel shows the address again without a reload
  }, [editing, state.loading, state.items]);

  return (
    <section className="acct-page" aria-labelledby="address-book-title">
      <h1 id="address-book-title">Address Book</h1>
      {profile.data && !editable && (
        <Alert kind="info">Your company&apos;s addresses are shown read-only.</Alert>
      )}
      <div className="acct-row" role="search">
        <label>
          Search addresses{' '}
          <input type="search" value={searchText} onChange={(e) => setSearchText(e.currentTarget.value)} />
        </label>
      </div>
      {editable &&
        (adding ? (
          <NewAddressForm
            validateAddress={validateAddress}
            saveAddress={addAddress}
            describeError={userMessageOf}
            headingLevel={2}
            onCancel={() => setAdding(false)}
            onAdded={() => {
              setAdding(false);
              showToast({ kind: 'success', message: 'The address was saved.' });
              reload();
            }}
          />
        ) : (
          <div>
            <Button onClick={() => setAdding(true)}>Add a New Address</Button>
          </div>
        ))}
      {state.items.length === 0 && state.loading ? (
        <Spinner label="Loading addresses" />
      ) : state.items.length === 0 && !state.error ? (
        <p>No Results Found</p>
      ) : (
        <ul className="acct-cards" aria-label="Addresses">
          {state.items.map((address) => {
            const isShipping = profile.data?.defaultShippingAddressId === address.addressId;
            const isBilling = profile.data?.defaultBillingAddressId === address.addressId;
            const isFavourite = favourites.includes(address.addressId);
            if (editable && editing === address.addressId)
              return (
                <li key={address.addressId} className="acct-card acct-card--wide">
                  <FocusFirstField>
                    <NewAddressForm
                      title="Edit Address"
                      initialValues={entryValues(address)}
                      validateAddress={validateAddress}
                      saveAddress={(changed) => updateAddress(address.addressId, changed)}
                      describeError={userMessageOf}
                      headingLevel={2}
                      onCancel={() => stopEditing(address.addressId)}
                      onAdded={() => {
                        stopEditing(address.addressId);
                        showToast({ kind: 'success', message: 'The address was saved.' });
                        reload();
                      }}
                    />
                  </FocusFirstField>
                </li>
              );
            return (
              <li key={address.addressId} className="acct-card">
                {address.addressName && <strong>{address.addressName}</strong>}
                <address>
                  {formatAddressLines(address).map((line) => (
                    <span key={line} style={{ display: 'block' }}>
                      {line}
                    </span>
                  ))}
                </address>
                {isShipping && <span>Default shipping address</span>}
                {isBilling && <span>Default billing address</span>}
                {editable && (
                  <div className="acct-row">
                    <Button
                      ref={(el) => {
                        if (el) editButtons.current.set(address.addressId, el);
                        else editButtons.current.delete(address.addressId);
                      }}
                      variant="link"
                      onClick={() => setEditing(address.addressId)}
                    >
                      Edit<span className="visually-hidden"> address: {label(address)}</span>
                    </Button>
                    {!isShipping && (
                      <Button
                        variant="link"
                        onClick={() => prefer.mutate({ defaultShippingAddressId: address.addressId })}
                      >
                        Default Shipping<span className="visually-hidden"> address: {label(address)}</span>
                      </Button>
                    )}
                    {!isBilling && (
                      <Button
                        variant="link"
                        onClick={() => prefer.mutate({ defaultBillingAddressId: address.addressId })}
                      >
                        Default Billing<span className="visually-hidden"> address: {label(address)}</span>
                      </Button>
                    )}
                    <Button
                      variant="link"
                      aria-pressed={isFavourite}
                      onClick={() =>
                        prefer.mutate({
                          favoriteAddressIds: isFavourite
                            ? favourites.filter((id) => id !== address.addressId)
                            : [...favourites, address.addressId],
                        })
                      }
                    >
                      {isFavourite ? 'Remove Favourite' : 'Add Favourite'}
                      <span className="visually-hidden"> {label(address)}</span>
                    </Button>
                    <Button variant="link" onClick={() => setDeleting(address)}>
                      Delete<span className="visually-hidden"> address: {label(address)}</span>
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {state.error && (
        <Alert kind="danger">
          {state.error}{' '}
          <Button variant="link" onClick={retry}>
            Try again
          </Button>
        </Alert>
      )}
      {state.items.length > 0 &&
        (state.exhausted ? (
          <p>{NO_MORE_ADDRESSES}</p>
        ) : (
          <div>
            <Button variant="secondary" loading={state.loading} onClick={showMore}>
              Show More
            </Button>
          </div>
        ))}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Address"
        message={
          deleting
            ? `Delete the address ${[deleting.addressName, ...formatAddressLines(deleting)].filter(Boolean).join(', ')}? Orders already placed keep it.`
            : ''
        }
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
