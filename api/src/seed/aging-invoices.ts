// Open invoices spread over the statement's aging buckets (issue 39): the world's invoices are dated from the fixed
// SEED_BASE_DATE, so by the time anyone runs the portal every unpaid one is over 90 days past due. These are dated
// from the seed's own run (`now`): for every business customer billed in US dollars, one invoice not yet
// due, one due today, and one in each bucket past due. Made without the seed's random numbers, so nothing else moves.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import { addresses, invoiceLines, invoices, organizations, products } from '../db/schema.js';

const DAY_MS = 86_400_000;

/** Days past due on the seed's day, and the balance: one per bucket, and the two edges of "current". */
export const AGING_SPREAD: readonly { daysPastDue: number; amount: number }[] = [
  { daysPastDue: -12, amount: 1250 },
  { daysPastDue: 0, amount: 615.4 },
  { daysPastDue: 18, amount: 2200.5 },
  { daysPastDue: 45, amount: 3100.75 },
  { daysPastDue: 75, amount: 980.25 },
  { daysPastDue: 120, amount: 4500 },
];

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export async function seedAgingInvoices(tx: Transaction, now: Date): Promise<number> {
  const customers = await tx
    .selectDistinct({ accountId: organizations.accountId, accountNumber: organizations.accountNumber })
    .from(organizations)
    .where(
      and(
        eq(organizations.type, 'BUSINESS'),
        eq(organizations.isParentHolding, false),
        // in dollars, as these invoices are
        eq(organizations.integrationLocale, 'UNITED_STATES'),
      ),
    )
    .orderBy(organizations.accountNumber);
  const billTo = await tx
    .select({ accountId: addresses.accountId, addressId: sql<string>`min(${addresses.addressId})` })
    .from(addresses)
    .where(and(isNotNull(addresses.accountId), eq(addresses.billingEnabled, true)))
    .groupBy(addresses.accountId);
  const billToOf = new Map(billTo.map((b) => [b.accountId, b.addressId]));
  const today = Date.parse(`${isoDate(now)}T00:00:00Z`);
  const rows = customers.flatMap((c) =>
    AGING_SPREAD.map(({ daysPastDue, amount }, i) => {
      const due = new Date(today - daysPastDue * DAY_MS);
      const trxNumber = `47${c.accountNumber}${i}`;
      return {
        invoiceId: `AGE-${c.accountNumber}-${i}`,
        customerTrxId: `97${c.accountNumber}${i}`,
        trxNumber,
        title: `Invoice ${trxNumber}`,
        accountId: c.accountId,
        trxType: 'INV',
        status: daysPastDue > 0 ? 'PAST_DUE' : 'OPEN',
        invoiceCategory: 'DEFAULT',
        invoiceDate: isoDate(new Date(due.getTime() - 30 * DAY_MS)),
        dueDate: isoDate(due),
        currency: 'USD',
        amount,
        balanceDue: amount,
        billToAddressId: billToOf.get(c.accountId) ?? null,
      } satisfies typeof invoices.$inferInsert;
    }),
  );
  if (rows.length) await tx.insert(invoices).values(rows);
  // each invoice bills one catalogue part, so its parts and its PDF add up to its amount like any other invoice's
  const parts = await tx
    .select({ partNumber: products.partNumber, name: products.name })
    .from(products)
    .orderBy(products.partNumber)
    .limit(AGING_SPREAD.length);
  const lines = rows.flatMap((row, n) => {
    const part = parts[n % AGING_SPREAD.length] ?? parts[0];
    if (!part) return [];
    return [
      {
        invoiceId: row.invoiceId,
        lineNumber: 1,
        partNumber: part.partNumber,
        description: part.name,
        quantity: 1,
        unitPrice: row.amount,
        amount: row.amount,
      } satisfies typeof invoiceLines.$inferInsert,
    ];
  });
  if (lines.length) await tx.insert(invoiceLines).values(lines);
  return rows.length;
}
