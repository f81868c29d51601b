// The invoice PDF as a document that reconciles (issue 35): its lines in a table, then lines + tax + freight = the
// total the order page shows (on `npm start`'s seed, invoice 4400067: $8,702.69 + $522.16 + $88.43 = $9,313.28).
import { and, eq, gt } from 'drizzle-orm';
import { createTestDatabase } from '../../db/test-database.js';
import type { TestDatabase } from '../../db/test-database.js';
import { invoices, orders } from '../../db/schema.js';
import { invoicePdf } from './invoice-pdf.js';
import { invoiceDocuments } from './invoice-service.js';
import { pdfText } from './pdf-text.js';

describe('invoice PDF', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('tables the lines and totals them with the order’s tax and freight', async () => {
    // a seeded invoice of an order with tax and freight
    const [row] = await db.db
      .select({ invoice: invoices, order: orders })
      .from(invoices)
      .innerJoin(orders, eq(orders.orderId, invoices.orderId))
      .where(and(gt(orders.tax, 0), gt(orders.freight, 0)))
      .limit(1);
    expect(row).toBeDefined();
    const { invoice, order } = row!;
    const [document] = await invoiceDocuments(db.db, [invoice.invoiceId]);
    const lines = document!.lines.reduce((sum, line) => sum + line.amount, 0);
    // the figures reconcile with the order page's (the order's tax and freight) and the invoice's total
    expect(document).toMatchObject({ tax: order.tax, freight: order.freight, amount: invoice.amount });
    expect(Math.round((lines + order.tax + order.freight) * 100)).toBe(Math.round(invoice.amount * 100));

    const usd = (n: number) =>
      `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const text = pdfText(await invoicePdf(document!));
    // one cell per column, the header row first, then a row per line
    expect(text).toContain(['Line', 'Part', 'Description', 'Qty', 'Unit price', 'Amount'].join('\n'));
    for (const line of document!.lines) expect(text).toContain(usd(line.amount));
    expect(text).toContain(
      [
        'Lines',
        usd(lines),
        'Tax',
        usd(order.tax),
        'Freight',
        usd(order.freight),
        'Total',
        usd(invoice.amount),
      ].join('\n'),
    );
  });
});
