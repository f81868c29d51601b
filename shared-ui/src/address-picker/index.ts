export { AddressPicker, type AddressPickerProps, type PickerAddress } from './address-picker';
export { ADDRESS_PAGE_SIZE, ADDRESS_SEARCH_DEBOUNCE_MS, NO_MORE_ADDRESSES } from './address-paging';
export { useAddressPages, type AddressPageLoader, type AddressPageRequest } from './use-address-pages';
