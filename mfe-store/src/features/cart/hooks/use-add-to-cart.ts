// Adds a part to the cart (guest or server) and opens the added-to-cart modal (spec 2, 4).
// Placeholder signature: the cart feature fills it in.
export interface AddToCartRequest {
  partNumber: string;
  /** how many to add (the cart keeps the sum) */
  quantity: number;
  /** the fleet unit the part is for, when known */
  unitSerial?: string;
}

export function useAddToCart(): (request: AddToCartRequest) => void {
  return () => {
    throw new Error('Add to cart is not built yet');
  };
}
