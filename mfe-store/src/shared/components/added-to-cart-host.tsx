// The added-to-cart modal is opened by a hook (useAddToCart) from any store page, so it lives in a modal host of its
// own (shared/modal-host).
import { createModalHost } from '../modal-host';
import type { AddToCartRequest } from '../types/cart-types';
import { AddedToCartModal } from './added-to-cart-modal';

const host = createModalHost<AddToCartRequest>('store-added-to-cart-host', (request, close) => (
  <AddedToCartModal
    request={request}
    onClose={close}
    onAddSuggestion={(partNumber) => host.open({ partNumber, quantity: 1 })}
  />
));

export const openAddedToCartModal = (request: AddToCartRequest): void => host.open(request);
export const closeAddedToCartModal = (): void => host.close();
