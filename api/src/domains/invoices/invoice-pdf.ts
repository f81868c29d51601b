// Invoice PDFs (pdfkit): one invoice per document for /invoices/validatedDownload, many invoices in one document or
// one file each (zipped) for /invoices/bulkInvoicePdf. Standard fonts only, so nothing is read from disk.
import { crc32 } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { brand } from '@portal/rules/brand';

export interface InvoiceDocument {
  invoiceId: string;
  trxNumber: string;
  title: string;
  customerTrxId: string;
  customerName: string;
  accountNumber: string;
  trxType: string;
  status: string;
  invoiceDate: string;
  dueDate: string;
  currency: string;
  amount: number;
  /** the order's tax and freight, which the invoice's total includes beside its lines (0 without an order) */
  tax: number;
  freight: number;
  balanceDue: number;
  customerPo: string | null;
  orderNumber: string | null;
  billTo: string[];
  shipTo: string[];
  lines: {
    lineNumber: number;
    partNumber: string | null;
    description: string;
    quantity: number;
    unitPrice: number;
    amount: number;
  }[];
}

const money = (amount: number, currency: string) =>
  `${currency === 'CAD' ? 'CAD$' : '$'}${amount.toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

/** LL/dd/yyyy (spec 9), from an ISO date. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

function drawInvoice(doc: PDFKit.PDFDocument, invoice: InvoiceDocument): void {
  const m = (n: number) => money(n, invoice.currency);
  doc.font('Helvetica-Bold').fontSize(18).text(brand.companyName);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      [
        brand.postalAddress.street,
        `${brand.postalAddress.city}, ${brand.postalAddress.region} ${brand.postalAddress.postalCode}`,
      ].join('\n'),
    );
  doc.moveDown();
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(invoice.trxType === 'CM' ? 'CREDIT MEMO' : 'INVOICE');
  doc.font('Helvetica').fontSize(10);
  doc.text(`Invoice number: ${invoice.trxNumber}`);
  doc.text(`Invoice date: ${usDate(invoice.invoiceDate)}`);
  doc.text(`Due date: ${usDate(invoice.dueDate)}`);
  doc.text(`Customer: ${invoice.customerName} (${invoice.accountNumber})`);
  if (invoice.orderNumber) doc.text(`Order number: ${invoice.orderNumber}`);
  if (invoice.customerPo) doc.text(`Purchase order: ${invoice.customerPo}`);
  doc.text(`Status: ${invoice.status}`);
  doc.moveDown();
  if (invoice.billTo.length) doc.text(`Bill to:\n${invoice.billTo.join('\n')}`);
  if (invoice.shipTo.length) doc.moveDown(0.5).text(`Ship to:\n${invoice.shipTo.join('\n')}`);
  doc.moveDown();
  // the lines as a real table (pdfkit's table), then the totals the order page shows: lines + tax + freight = total
  const right = { align: { x: 'right' as const, y: 'top' as const } };
  doc.fontSize(9).table({
    columnStyles: [32, 64, '*', 36, 80, 80],
    rowStyles: (row) => (row === 0 ? { backgroundColor: '#e6e6e6' } : undefined),
    data: [
      [
        'Line',
        'Part',
        'Description',
        { text: 'Qty', ...right },
        { text: 'Unit price', ...right },
        { text: 'Amount', ...right },
      ],
      ...invoice.lines.map((line) => [
        String(line.lineNumber),
        line.partNumber ?? '',
        line.description,
        { text: String(line.quantity), ...right },
        { text: m(line.unitPrice), ...right },
        { text: m(line.amount), ...right },
      ]),
    ],
  });
  doc.moveDown();
  const linesTotal = invoice.lines.reduce((sum, line) => sum + line.amount, 0);
  doc.table({
    position: { x: doc.page.width - doc.page.margins.right - 240 },
    columnStyles: [140, 100],
    data: [
      ['Lines', { text: m(linesTotal), ...right }],
      ['Tax', { text: m(invoice.tax), ...right }],
      ['Freight', { text: m(invoice.freight), ...right }],
      ['Total', { text: m(invoice.amount), ...right }],
      ['Balance due', { text: m(invoice.balanceDue), ...right }],
    ],
  });
  doc.x = doc.page.margins.left;
  doc
    .font('Helvetica')
    .fontSize(8)
    .moveDown()
    .text(`Questions about this invoice? Call ${brand.helpLineWithOption}.`);
}

function render(invoices: readonly InvoiceDocument[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 50,
      info: { Title: invoices[0]?.title ?? 'Invoices' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    invoices.forEach((invoice, i) => {
      if (i > 0) doc.addPage();
      drawInvoice(doc, invoice);
    });
    doc.end();
  });
}

/** One invoice as a PDF. */
export const invoicePdf = (invoice: InvoiceDocument) => render([invoice]);

/** Several invoices in one PDF, each starting on a new page. */
export const combinedInvoicePdf = (invoices: readonly InvoiceDocument[]) => render(invoices);

/**
 * A zip archive (stored, not compressed: PDFs are compressed already) of the given files. Written here because
 * the API has no zip dependency and the format's stored entries need only headers and a CRC-32.
 */
export function zipFiles(files: readonly { name: string; content: Buffer }[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const crc = crc32(file.content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(0, 10); // time and date: none
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(file.content.length, 18);
    local.writeUInt32LE(file.content.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    parts.push(local, name, file.content);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(0, 10);
    entry.writeUInt32LE(0, 12);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(file.content.length, 20);
    entry.writeUInt32LE(file.content.length, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += local.length + name.length + file.content.length;
  }
  const centralSize = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, end]);
}
