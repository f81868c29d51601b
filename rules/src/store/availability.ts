// The availability line of a part (spec 4 'Added-to-cart modal', the product page, the cart): one text for the API's
// itemDetail and for the store's pages.
import { brand } from '../brand';

export const AVAILABLE_MESSAGE = 'Available, expect to ship within 1 business day.';
export const CALL_FOR_SHIP_DATE_MESSAGE = `Call ${brand.helpLineWithOption} for estimated shipment date.`;
export const LOADING_AVAILABILITY_MESSAGE = 'Loading availability info';

/** Quantity on hand above 0 ships within a business day; 0 or unknown stock asks to call. */
export function availabilityForQuantity(quantityOnHand: number | null | undefined): string {
  return quantityOnHand !== null && quantityOnHand !== undefined && quantityOnHand > 0
    ? AVAILABLE_MESSAGE
    : CALL_FOR_SHIP_DATE_MESSAGE;
}
