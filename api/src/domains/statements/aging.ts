// Aging (issue 39): the buckets and their rule are @portal/rules' (the page shows the same); sums are in cents.
export { AGING_BUCKETS, AGING_LABELS, agingBucket, daysPastDue, emptyAging } from '@portal/rules/aging';
export type { Aging, AgingBucket } from '@portal/rules/aging';

/** Sums in cents, so that the buckets add up to the open balance exactly. */
export const cents = (amount: number) => Math.round(amount * 100);
export const fromCents = (amount: number) => amount / 100;
