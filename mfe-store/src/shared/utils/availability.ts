// Availability texts of the added-to-cart modal and the cart page (spec 4 'Added-to-cart modal'); the texts live in
// @portal/shared-session (the API imports them from its ./availability entry) so itemDetail says the same.
import { availabilityForQuantity, LOADING_AVAILABILITY_MESSAGE } from '@portal/rules';

export { AVAILABLE_MESSAGE, CALL_FOR_SHIP_DATE_MESSAGE, LOADING_AVAILABILITY_MESSAGE } from '@portal/rules';

/**
 * known false: the availability has not been fetched yet ('Loading availability info'). Quantity on hand above 0
 * ships within a business day; 0 or undefined asks to call.
 */
export function availabilityMessage(known: boolean, quantityOnHand: number | null | undefined): string {
  return known ? availabilityForQuantity(quantityOnHand) : LOADING_AVAILABILITY_MESSAGE;
}
