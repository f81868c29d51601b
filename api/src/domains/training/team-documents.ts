// Training records of a course order (issue 40): the seats and their progress as a CSV for the customer's safety
// records, and a learner's completion certificate as a PDF (pdfkit with its standard fonts, as the invoice and
// statement PDFs).
import PDFDocument from 'pdfkit';
import { brand } from '@portal/rules/brand';
import { csvField } from '../../shared/csv-field.js';
import type { RequestContext } from '../../auth/request-context.js';
import { organizations } from '../../db/schema.js';
import { eq } from 'drizzle-orm';
import { notFound } from '../../errors/api-error.js';
import { courseOrderSeats, loadManagedCourseOrder, SEAT_MESSAGES } from './course-seat-service.js';
import type { CourseSeatView } from './course-seat-service.js';

export const TEAM_DOCUMENT_MESSAGES = {
  notCompleted: 'A certificate is issued once the learner has completed the course.',
} as const;

const STATUS_LABELS: Record<CourseSeatView['status'], string> = {
  UNASSIGNED: 'Unassigned',
  NOT_STARTED: 'Not started',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
};

/** LL/dd/yyyy (spec 9) from an ISO timestamp. */
const usDate = (iso: string | null) =>
  iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '';

export const SEATS_CSV_HEADER = [
  'Order number',
  'Course',
  'Seat',
  'Learner email',
  'Learner name',
  'Status',
  'Started',
  'Completed',
  'Score',
];

export function seatsCsv(orderNumber: string, seats: CourseSeatView[]): string {
  const rows: (string | number)[][] = [SEATS_CSV_HEADER];
  for (const s of seats)
    rows.push([
      orderNumber,
      s.title,
      s.seatNumber,
      s.learnerEmail ?? '',
      s.learnerName ?? '',
      STATUS_LABELS[s.status],
      usDate(s.startedAt),
      usDate(s.completedAt),
      s.score ?? '',
    ]);
  return `${rows.map((r) => r.map((v) => csvField(String(v))).join(',')).join('\r\n')}\r\n`;
}

export interface TeamCsv {
  fileName: string;
  content: string;
}

/** The order's seats as CSV, for someone who may manage them. */
export async function courseOrderSeatsCsv(ctx: RequestContext, courseOrderId: string): Promise<TeamCsv> {
  const seats = await courseOrderSeats(ctx, { courseOrderId });
  const order = await loadManagedCourseOrder(ctx, courseOrderId);
  const number = order.orderNumber ?? order.externalOrderId;
  return { fileName: `training-${number}.csv`, content: seatsCsv(number, seats) };
}

export interface Certificate {
  learnerName: string;
  learnerEmail: string;
  courseTitle: string;
  completedAt: string;
  score: number | null;
  company: string;
  orderNumber: string;
}

export function certificatePdf(input: Certificate): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      layout: 'landscape',
      margin: 72,
      info: { Title: `Certificate of Completion: ${input.courseTitle}` },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(14).text(brand.companyName, { align: 'center' });
    doc.moveDown(2);
    doc.font('Helvetica-Bold').fontSize(28).text('Certificate of Completion', { align: 'center' });
    doc.moveDown();
    doc.font('Helvetica').fontSize(14).text('This certifies that', { align: 'center' });
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(22).text(input.learnerName, { align: 'center' });
    doc.font('Helvetica').fontSize(11).text(input.learnerEmail, { align: 'center' });
    doc.moveDown();
    doc.font('Helvetica').fontSize(14).text('has completed the course', { align: 'center' });
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(18).text(input.courseTitle, { align: 'center' });
    doc.moveDown();
    doc.font('Helvetica').fontSize(12);
    doc.text(`Completed on ${usDate(input.completedAt)}`, { align: 'center' });
    if (input.score !== null) doc.text(`Final assessment score: ${input.score}%`, { align: 'center' });
    doc.moveDown();
    doc.fontSize(10).text(`${input.company} - training order ${input.orderNumber}`, { align: 'center' });
    doc.end();
  });
}

/** A completed seat's certificate, for someone who may manage the order's seats. */
export async function seatCertificate(
  ctx: RequestContext,
  courseOrderId: string,
  seatId: string,
): Promise<{ fileName: string; document: Certificate }> {
  const seats = await courseOrderSeats(ctx, { courseOrderId });
  const order = await loadManagedCourseOrder(ctx, courseOrderId);
  const seat = seats.find((s) => s.seatId === seatId);
  if (!seat) throw notFound(SEAT_MESSAGES.orderNotFound);
  if (seat.status !== 'COMPLETED' || !seat.completedAt || !seat.learnerEmail)
    throw notFound(TEAM_DOCUMENT_MESSAGES.notCompleted);
  const [company] = await ctx.db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.accountId, order.accountId ?? ''))
    .limit(1);
  return {
    fileName: `certificate-${seat.courseId}-${seat.seatNumber}.pdf`,
    document: {
      learnerName: seat.learnerName ?? seat.learnerEmail,
      learnerEmail: seat.learnerEmail,
      courseTitle: seat.title,
      completedAt: seat.completedAt,
      score: seat.score,
      company: company?.name ?? '',
      orderNumber: order.orderNumber ?? order.externalOrderId,
    },
  };
}
