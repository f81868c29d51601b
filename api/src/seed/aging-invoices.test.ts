// The seed's open invoices spread over every aging bucket on the day it runs (issue 39), whatever that day is.
import { and, eq, like } from 'drizzle-orm';
import { invoices, organizations } from '../db/schema.js';
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
