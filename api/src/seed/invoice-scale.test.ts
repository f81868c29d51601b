// The invoice seed option: generated invoices top the table up to a total, idempotently, and are ordinary invoices
// of the organisation (its invoice search finds them).
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { ALL_B2B, createHarness, ORG, USERS } from '../http/test-harness.js';
import type { Harness } from '../http/test-harness.js';
import { seedInvoiceScale } from './invoice-scale.js';

describe('seedInvoiceScale', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const count = async (where = sql`true`) =>
    (await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from invoices where ${where}`))[0]!.n;

  it('tops the invoices up to the total once, with a line each, searchable by the organisation', async () => {
    const before = await count();
    const total = before + 45;
    const first = await seedInvoiceScale(h.db, total, { accountId: ORG.alpha });
    expect(first).toEqual({ accountId: ORG.alpha, total, added: 45 });
    expect(await count()).toBe(total);
    expect(await count(sql`invoice_id like 'BI-%' and account_id = ${ORG.alpha}`)).toBe(45);
    const [lines] = await queryRows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from invoice_lines where invoice_id like 'BI-%'`,
    );
    expect(lines!.n).toBe(45);
    // idempotent: the same total adds nothing; a larger one continues the numbering
    expect((await seedInvoiceScale(h.db, total, { accountId: ORG.alpha })).added).toBe(0);
    expect((await seedInvoiceScale(h.db, total + 5, { accountId: ORG.alpha })).added).toBe(5);
    expect(await count(sql`invoice_id = 'BI-50'`)).toBe(1);

    const res = await h.integration(
      { ...USERS.alice, permissions: [...ALL_B2B, 'B2B_View_All_Invoices'] },
      { endpoint: '/invoices/search/', body: { query: '50000050', size: 10 } },
    );
    expect(res.statusCode).toBe(200);
    expect((res.json() as { content: { invoiceId: string }[] }).content.map((i) => i.invoiceId)).toEqual([
      'BI-50',
    ]);
  });

  it('refuses a total that is no whole number', async () => {
    await expect(seedInvoiceScale(h.db, 1.5, { accountId: ORG.alpha })).rejects.toThrow(/whole number/);
    await expect(seedInvoiceScale(h.db, -1, { accountId: ORG.alpha })).rejects.toThrow(/whole number/);
  });
});
