// What a caller asks the cart for (product pages, suggestions, quick order).
export interface AddToCartRequest {
  partNumber: string;
  /** how many to add (the cart keeps the sum) */
  quantity: number;
  /** the fleet unit the part is for, when known */
  unitSerial?: string;
}
