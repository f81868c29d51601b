// Spec 2 'address picker (search, show more)': a searchable, paged radio list of addresses. Generic: the caller
// supplies the page loader (checkout, My Account's address book, a dashboard group all search differently) and
// keeps the selection. Defaults and favourites are listed first and marked.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { formatAddressInline, formatAddressLines } from '@portal/shared-ui/address-dialogs';
import type { AddressLike } from '@portal/shared-ui/address-dialogs';
import {
  NO_MORE_ADDRESSES,
  defaultsAndFavouritesFirst,
  showsNoAddresses,
  showsNoMoreAddresses,
} from './address-paging';
import { useAddressPages, type AddressPageLoader } from './use-address-pages';
import './address-picker.css';

export interface PickerAddress extends AddressLike {
  addressId: string;
  isDefault?: boolean;
  isFavorite?: boolean;
}

export interface AddressPickerProps<T extends PickerAddress> {
  /** the group's visible name, e.g. 'Shipping Address' */
  legend: ReactNode;
  /** accessible name of the search box; default 'Search addresses' */
  searchLabel?: string;
  loadPage: AddressPageLoader<T>;
  /** the message shown when a page fails: the caller knows its API's error shape (api-client's userMessageOf) */
  describeError: (error: unknown, fallback: string) => string;
  selected: T | null;
  onSelect: (address: T) => void;
  pageSize?: number;
  debounceMs?: number;
  /** change it to run the search again from the first page (e.g. after an address was added) */
  reloadKey?: number;
  /** actions under the list, e.g. 'Add a New Address' */
  children?: ReactNode;
  className?: string;
}

function Badges({ address }: { address: PickerAddress }) {
  return (
    <>
      {address.isDefault && <span className="pui-address-picker__badge">Default</span>}
      {address.isFavorite && (
        <span className="pui-address-picker__badge pui-address-picker__badge--favorite">Favorite</span>
      )}
    </>
  );
}

export function AddressPicker<T extends PickerAddress>({
  legend,
  searchLabel = 'Search addresses',
  loadPage,
  describeError,
  selected,
  onSelect,
  pageSize,
  debounceMs,
  reloadKey,
  children,
  className,
}: AddressPickerProps<T>) {
  const groupName = useId();
  const searchId = useId();
  const { state, searchText, setSearchText, showMore, retry, reload } = useAddressPages(loadPage, {
    describeError,
    ...(pageSize !== undefined ? { pageSize } : {}),
    ...(debounceMs !== undefined ? { debounceMs } : {}),
  });

  const lastReloadKey = useRef(reloadKey);
  useEffect(() => {
    if (lastReloadKey.current === reloadKey) return;
    lastReloadKey.current = reloadKey;
    reload();
  }, [reloadKey, reload]);

  const listed = defaultsAndFavouritesFirst(state.items);
  // A pre-selected address (the profile's default) stays visible even when the search hides it.
  const selectedHidden = selected !== null && !listed.some((a) => a.addressId === selected.addressId);
  const options = selectedHidden && selected ? [selected, ...listed] : listed;

  return (
    <fieldset className={['pui-address-picker', className].filter(Boolean).join(' ')}>
      <legend className="pui-address-picker__legend">{legend}</legend>
      <div className="pui-address-picker__search">
        <label htmlFor={searchId}>{searchLabel}</label>
        <input
          id={searchId}
          type="search"
          value={searchText}
          autoComplete="off"
          placeholder="Name, street, city or postal code"
          onChange={(event) => setSearchText(event.target.value)}
        />
      </div>

      {options.length > 0 && (
        <ul className="pui-address-picker__list">
          {options.map((address) => {
            const checked = selected?.addressId === address.addressId;
            return (
              <li
                key={address.addressId}
                className={['pui-address-picker__option', checked && 'pui-address-picker__option--selected']
                  .filter(Boolean)
                  .join(' ')}
              >
                <label>
                  <input
                    type="radio"
                    name={groupName}
                    value={address.addressId}
                    checked={checked}
                    onChange={() => onSelect(address)}
                    aria-label={[address.addressName, formatAddressInline(address)]
                      .filter(Boolean)
                      .join(': ')}
                  />
                  <span className="pui-address-picker__text">
                    {address.addressName && (
                      <span className="pui-address-picker__name">
                        {address.addressName} <Badges address={address} />
                      </span>
                    )}
                    {!address.addressName && <Badges address={address} />}
                    {formatAddressLines(address).map((line, index) => (
                      <span key={`${index}-${line}`} className="pui-address-picker__line">
                        {line}
                      </span>
                    ))}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}

      <div className="pui-address-picker__status" aria-live="polite">
        {state.loading && <Spinner size="sm" label="Loading addresses" />}
        {showsNoAddresses(state) && !selectedHidden && <p>No addresses match your search.</p>}
        {showsNoMoreAddresses(state) && <p>{NO_MORE_ADDRESSES}</p>}
      </div>
      {state.error && (
        <div className="pui-address-picker__error" role="alert">
          <p>{state.error}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            Try Again
          </Button>
        </div>
      )}

      <div className="pui-address-picker__actions">
        {!state.exhausted && !state.error && state.items.length > 0 && (
          <Button variant="link" onClick={showMore} disabled={state.loading}>
            Show More
          </Button>
        )}
        {children}
      </div>
    </fieldset>
  );
}
