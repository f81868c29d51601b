// A seeded supply order and the customer who placed it (docs/seed-users.md "Seeded orders"): the seed numbers its
// orders from 6100001 in a fixed order, the first ones placed by the first user of the first buying organisation.
export const SEEDED_ORDER = {
  orderNumber: '6100001',
  customerName: 'Gordon Pryce',
  customerEmail: 'holding@summit-utility.example',
} as const;
