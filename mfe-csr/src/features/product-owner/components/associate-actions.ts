// What an internal associate may be allowed to do (the API refuses any other: product-owner-tools.ts).
export const ASSOCIATE_ACTIONS = [
  'VIEW_AS',
  'VIEW_AS_CUSTOMER',
  'VIEW_FLEET',
  'VIEW_INVOICES',
  'PLACE_ORDERS',
  'SUBMIT_WARRANTY',
  'MANAGE_USERS',
] as const;

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
