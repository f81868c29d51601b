// A notice (APN) attachment as a real PDF (pdfkit, standard fonts so nothing is read from disk): the bulletin with
// its instructions and the customer's affected units, or the completion form listing each unit with a line to sign.
import PDFDocument from 'pdfkit';
import { brand } from '@portal/rules/brand';

interface NoticePdfUnit {
  unitSerial: string;
  model: string;
  customerVehicleNumber: string | null;
  status: string;
  completedAt: string | null;
}

interface NoticePdfInput {
  apnNumber: string;
  title: string;
  description: string;
  noticeType: string;
  severity: string;
  productLine: string;
  models: string[];
  issuedDate: string;
  dueDate: string | null;
  attachmentDescription: string;
  customerName: string | null;
  units: NoticePdfUnit[];
}

/** LL/dd/yyyy (spec 9), from an ISO date or timestamp. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

export function noticePdf(input: NoticePdfInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: `APN ${input.apnNumber}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(16).text(brand.companyName);
    doc.font('Helvetica').fontSize(9).text('Aerial Product Notice');
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(14).text(`APN ${input.apnNumber}: ${input.title}`);
    doc.font('Helvetica').fontSize(10);
    doc.text(`${input.attachmentDescription} - ${input.noticeType} notice, severity ${input.severity}`);
    doc.text(
      `Issued: ${usDate(input.issuedDate)}${input.dueDate ? `   Complete by: ${usDate(input.dueDate)}` : ''}`,
    );
    doc.text(`Applies to: ${input.productLine}, models ${input.models.join(', ') || 'as listed'}`);
    if (input.customerName) doc.text(`Prepared for: ${input.customerName}`);
    doc.moveDown();
    doc.font('Helvetica-Bold').text('Instructions');
    doc.font('Helvetica').text(input.description);
    doc.moveDown();
    doc.font('Helvetica-Bold').text(`Affected units (${input.units.length})`);
    doc.font('Helvetica');
    for (const unit of input.units) {
      const done = unit.completedAt ? ` completed ${usDate(unit.completedAt)}` : '';
      const vehicle = unit.customerVehicleNumber ? ` (vehicle ${unit.customerVehicleNumber})` : '';
      doc.text(`Serial ${unit.unitSerial}, ${unit.model}${vehicle}: ${unit.status}${done}`);
      if (input.attachmentDescription !== 'Bulletin' && !unit.completedAt)
        doc.text('Completed by: ____________________   Date: __________');
    }
    doc.moveDown();
    doc.fontSize(8).text(`Questions: call ${brand.helpLineWithOption}.`);
    doc.end();
  });
}
