// The invoice PDF as a document that reconciles (issue 35): its lines in a table, then lines + tax + freight = the
// total the order page shows. Seeded invoice 4400067: lines $8,702.69 + tax $522.16 + freight $88.43 = $9,313.28.
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../../db/test-database.js';
import type { TestDatabase } from '../../db/test-database.js';
import { invoices, orders } from '../../db/schema.js';
import { invoicePdf } from './invoice-pdf.js';
import { invoiceDocuments } from './invoice-service.js';
import { pdfText } from './invoice-service.test.js';

describe('invoice PDF', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('tables the lines and totals them with the order’s tax and freight', async () => {
    const [invoice] = await db.db.select().from(invoices).where(eq(invoices.trxNumber, '4400067'));
    expect(invoice?.orderId).toBeTruthy();
    const [order] = await db.db.select().from(orders).where(eq(orders.orderId, invoice!.orderId!));
    const [document] = await invoiceDocuments(db.db, [invoice!.invoiceId]);
    const lines = document!.lines.reduce((sum, line) => sum + line.amount, 0);
    // the figures reconcile with the order page's (the order's tax and freight) and the invoice's total
    expect(document).toMatchObject({ tax: order!.tax, freight: order!.freight, amount: 9313.28 });
    expect(Math.round((lines + order!.tax + order!.freight) * 100) / 100).toBe(9313.28);

    const text = pdfText(await invoicePdf(document!));
    // one cell per column, the header row first
    expect(text).toContain(['Line', 'Part', 'Description', 'Qty', 'Unit price', 'Amount'].join('\n'));
    expect(text).toContain(
      ['Lines', '$8,702.69', 'Tax', '$522.16', 'Freight', '$88.43', 'Total', '$9,313.28'].join('\n'),
    );
  });
});
