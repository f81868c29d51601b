// What an internal associate may be allowed to do (the API refuses any other: product-owner-tools.ts).
export const ASSOCIATE_ACTIONS = ['VIEW_AS', 'PLACE_ORDERS', 'SUBMIT_WARRANTY', 'MANAGE_USERS'] as const;

const LABELS: Record<string, string> = {
  VIEW_AS: 'View as a customer',
  PLACE_ORDERS: 'Place orders',
  SUBMIT_WARRANTY: 'Submit warranty claims',
  MANAGE_USERS: 'Manage users',
};

export const actionLabel = (action: string): string => LABELS[action] ?? action;
