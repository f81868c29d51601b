// The statement as documents (issue 39): a PDF whose tables are the page's (pdfkit tables, like the invoice PDF) and
// whose invoice lines add up to its totals, and a CSV of the same lines with the totals under them. Both read every
// open invoice in batches (ADR 0044): the CSV is streamed as it is read, the PDF written a batch at a time.
import PDFDocument from 'pdfkit';
import { brand } from '@portal/rules/brand';
import { csvField } from '../../shared/csv-field.js';
import { AGING_BUCKETS, AGING_LABELS } from './aging.js';
import type { AccountStatement, Balance, StatementInvoice } from './statement-service.js';

/** One organisation's open invoices, oldest due first, a batch at a time. */
export type StatementLines = (accountId: string) => AsyncIterable<StatementInvoice[]>;

const money = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** LL/dd/yyyy (spec 9), from an ISO date. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const right = { align: { x: 'right' as const, y: 'top' as const } };
const header = (row: number) => (row === 0 ? { backgroundColor: '#e6e6e6' } : undefined);

/** One balance as the rows of a two-column table: open balance, past due, then each bucket. */
function balanceRows(balance: Balance, creditLimit: number | null) {
  return [
    ['Credit limit', { text: creditLimit === null ? 'None' : money(creditLimit), ...right }],
    ['Open balance', { text: money(balance.openBalance), ...right }],
    ['Past due', { text: money(balance.pastDue), ...right }],
    ...AGING_BUCKETS.map((b) => [AGING_LABELS[b], { text: money(balance.aging[b]), ...right }]),
  ];
}

const INVOICE_COLUMNS = [70, 62, 62, 44, '*', 80];

export async function statementPdf(statement: AccountStatement, lines: StatementLines): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: 'Account statement' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(brand.companyName);
  doc.font('Helvetica-Bold').fontSize(14).moveDown(0.5).text('ACCOUNT STATEMENT');
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Statement date: ${usDate(statement.asOf)}`);
  doc.moveDown();
  if (statement.organizations.length > 1) {
    doc.font('Helvetica-Bold').fontSize(11).text('All companies');
    doc
      .font('Helvetica')
      .fontSize(9)
      .table({
        columnStyles: [140, 100],
        data: balanceRows(statement, statement.creditLimit),
      });
    doc.x = doc.page.margins.left;
    doc.moveDown();
  }
  for (const org of statement.organizations) {
    doc.font('Helvetica-Bold').fontSize(11).text(`${org.name} (${org.accountNumber})`);
    doc
      .font('Helvetica')
      .fontSize(9)
      .table({ columnStyles: [140, 100], data: balanceRows(org, org.creditLimit) });
    doc.x = doc.page.margins.left;
    doc.moveDown(0.5);
    // the heading, then one table per batch in the same columns (it reads as one table), then the total
    doc.table({
      columnStyles: INVOICE_COLUMNS,
      rowStyles: header,
      data: [
        [
          'Invoice',
          'Invoice date',
          'Due date',
          { text: 'Days late', ...right },
          'Bill to',
          { text: 'Balance due', ...right },
        ],
      ],
    });
    for await (const batch of lines(org.accountId)) {
      doc.table({
        columnStyles: INVOICE_COLUMNS,
        data: batch.map((i) => [
          i.trxNumber,
          usDate(i.invoiceDate),
          usDate(i.dueDate),
          { text: String(i.daysPastDue), ...right },
          i.billTo,
          { text: money(i.balanceDue), ...right },
        ]),
      });
    }
    doc.table({
      columnStyles: INVOICE_COLUMNS,
      data: [['Total', '', '', '', '', { text: money(org.openBalance), ...right }]],
    });
    doc.x = doc.page.margins.left;
    doc.moveDown();
  }
  doc.end();
  return done;
}

export const STATEMENT_CSV_HEADER = [
  'Company',
  'Account number',
  'Invoice',
  'Invoice date',
  'Due date',
  'Days past due',
  'Aging',
  'Bill to',
  'Amount',
  'Balance due',
];

const csvLine = (row: (string | number)[]) => `${row.map((v) => csvField(String(v))).join(',')}\r\n`;

/** One line per open invoice, then each company's total and the total of all; written as the batches are read. */
export async function* statementCsv(
  statement: AccountStatement,
  lines: StatementLines,
): AsyncGenerator<string> {
  yield csvLine(STATEMENT_CSV_HEADER);
  for (const org of statement.organizations) {
    for await (const batch of lines(org.accountId))
      yield batch
        .map((i) =>
          csvLine([
            org.name,
            org.accountNumber,
            i.trxNumber,
            i.invoiceDate,
            i.dueDate,
            i.daysPastDue,
            AGING_LABELS[i.bucket],
            i.billTo,
            i.amount.toFixed(2),
            i.balanceDue.toFixed(2),
          ]),
        )
        .join('');
    yield csvLine([org.name, org.accountNumber, 'Total', '', '', '', '', '', '', org.openBalance.toFixed(2)]);
  }
  yield csvLine(['All companies', '', 'Total', '', '', '', '', '', '', statement.openBalance.toFixed(2)]);
}
