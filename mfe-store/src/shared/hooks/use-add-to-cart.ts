// Adds a part to the cart (guest or server) and opens the added-to-cart modal (spec 2, 4).
import { useCallback } from 'react';
import { openAddedToCartModal } from '../components/added-to-cart-host';
import type { AddToCartRequest } from '../types/cart-types';

export type { AddToCartRequest };

/** Returns a function that opens the modal; the modal itself adds the item (spec 4: on load, one call). */
export function useAddToCart(): (request: AddToCartRequest) => void {
  return useCallback((request: AddToCartRequest) => {
    const quantity = Math.floor(request.quantity);
    if (!request.partNumber || !Number.isFinite(quantity) || quantity < 1) return;
    openAddedToCartModal({ ...request, quantity });
  }, []);
}
