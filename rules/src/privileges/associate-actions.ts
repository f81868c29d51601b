/**
 * Actions an internal associate may be allowed (spec 6 allowedActions), those the identity data already gives
 * associates (VIEW_AS_CUSTOMER, VIEW_FLEET, VIEW_INVOICES) included, so saving an associate's access keeps them.
 * The API refuses any other; the customer-service tools offer these.
 */
export const ASSOCIATE_ACTIONS = [
  'VIEW_AS',
  'VIEW_AS_CUSTOMER',
  'VIEW_FLEET',
  'VIEW_INVOICES',
  'PLACE_ORDERS',
  'SUBMIT_WARRANTY',
  'MANAGE_USERS',
] as const;

export type AssociateAction = (typeof ASSOCIATE_ACTIONS)[number];
