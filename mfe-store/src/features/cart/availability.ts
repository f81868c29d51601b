// Availability texts of the added-to-cart modal and the cart page (spec 4 'Added-to-cart modal').
import { brand } from '@portal/shared-session';

export const AVAILABLE_MESSAGE = 'Available, expect to ship within 1 business day.';
export const CALL_FOR_SHIP_DATE_MESSAGE = `Call ${brand.helpLineWithOption} for estimated shipment date.`;
export const LOADING_AVAILABILITY_MESSAGE = 'Loading availability info';

/**
 * known false: the availability has not been fetched yet ('Loading availability info'). Quantity on hand above 0
 * ships within a business day; 0 or undefined asks to call.
 */
export function availabilityMessage(known: boolean, quantityOnHand: number | null | undefined): string {
  if (!known) return LOADING_AVAILABILITY_MESSAGE;
  return quantityOnHand !== null && quantityOnHand !== undefined && quantityOnHand > 0
    ? AVAILABLE_MESSAGE
    : CALL_FOR_SHIP_DATE_MESSAGE;
}
