// How the customer-service tools show an internal associate's allowed actions (the list: @portal/rules).
import { ASSOCIATE_ACTIONS } from '@portal/rules/privileges';

const LABELS: Record<string, string> = {
  VIEW_AS: 'View as',
  VIEW_AS_CUSTOMER: 'View as a customer',
  VIEW_FLEET: 'View the fleet',
  VIEW_INVOICES: 'View invoices',
  PLACE_ORDERS: 'Place orders',
  SUBMIT_WARRANTY: 'Submit warranty claims',
  MANAGE_USERS: 'Manage users',
};

export const actionLabel = (action: string): string => LABELS[action] ?? action;

/** The actions offered for one associate: the known ones, and any other it holds already (so none is lost). */
export const actionsFor = (held: readonly string[]): string[] => [
  ...ASSOCIATE_ACTIONS,
  ...held.filter((a) => !(ASSOCIATE_ACTIONS as readonly string[]).includes(a)),
];
