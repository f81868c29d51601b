// The seed's open invoices spread over every aging bucket on the day it runs (issue 39), whatever that day is.
import { and, eq, like, sql } from 'drizzle-orm';
import { invoiceLines, invoices, organizations } from '../db/schema.js';
import { createTestDatabase } from '../db/test-database.js';
import type { TestDatabase } from '../db/test-database.js';
import { agingBucket, AGING_BUCKETS } from '../domains/statements/index.js';

let database: TestDatabase;
const now = new Date('2031-02-14T09:30:00Z');

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'test', now });
}, 120_000);
afterAll(async () => {
  await database?.close();
});

it('gives a US business customer open invoices in every bucket, dated from the seed’s run', async () => {
  const rows = await database.db
    .select({ dueDate: invoices.dueDate, balanceDue: invoices.balanceDue })
    .from(invoices)
    .innerJoin(organizations, eq(organizations.accountId, invoices.accountId))
    .where(and(eq(organizations.name, 'Keystone Electric Cooperative'), like(invoices.invoiceId, 'AGE-%')));
  const buckets = new Set(rows.map((r) => agingBucket(r.dueDate, '2031-02-14')));
  expect([...buckets].sort()).toEqual([...AGING_BUCKETS].sort());
  expect(rows.every((r) => r.balanceDue > 0)).toBe(true);
});

it('bills a catalogue part on each of those invoices, its lines adding up to its amount', async () => {
  const rows = await database.db
    .select({
      invoiceId: invoices.invoiceId,
      amount: invoices.amount,
      lines: sql<number>`count(${invoiceLines.id})::int`,
      linesTotal: sql<string>`coalesce(sum(${invoiceLines.amount}), 0)`,
      unpartnumbered: sql<number>`count(*) filter (where ${invoiceLines.partNumber} is null)::int`,
    })
    .from(invoices)
    .leftJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.invoiceId))
    .where(like(invoices.invoiceId, 'AGE-%'))
    .groupBy(invoices.invoiceId, invoices.amount);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.lines).toBe(1);
    expect(row.unpartnumbered).toBe(0);
    expect(Number(row.linesTotal)).toBeCloseTo(row.amount, 2);
  }
});
