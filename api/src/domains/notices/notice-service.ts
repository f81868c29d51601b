// Product notices (APNs): the list (default filter STATUS=OPEN, spec 9), details with the customer's affected
// units and each unit's completion, /apn/getApnPdfUrl with the attachment served as a generated PDF, and 'Report a
// Completed APN' (B2B_Report_APNs), which records which units were completed, by whom and when. A notice is the
// caller's when it applies to one of the caller's units (notice_units); units are named by serial.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { sortOrder, textMatch } from '../../db/search-envelope.js';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import {
  auditLog,
  fleetUnits,
  noticeAttachments,
  noticeUnits,
  notices,
  organizations,
  users,
} from '../../db/schema.js';
import { badInput, forbidden, notInFleet } from '../../errors/api-error.js';
import { requireRule } from '../../access/operation-rule.js';
import { scopedAccountIds } from '../../access/authorization.js';
import { isoDateField } from '../fleet/index.js';
import {
  accountIdListField,
  idField,
  pageField,
  searchTextField,
  sizeField,
  filterOptionsField,
  sortOptionsField,
  str,
  validate,
} from '../../shared/validation.js';
import { noticePdf } from './notice-pdf.js';

const FILTER_FIELDS = ['STATUS', 'NOTICE_TYPE', 'SEVERITY', 'PRODUCT_LINE'] as const;
type FilterField = (typeof FILTER_FIELDS)[number];
const SORT = {
  issuedDate: notices.issuedDate,
  dueDate: notices.dueDate,
  apnNumber: notices.apnNumber,
  title: notices.title,
  severity: notices.severity,
  noticeType: notices.noticeType,
} as const;

export const noticeSearchSchema = yup.object({
  query: searchTextField('query').nullable(),
  /** absent: STATUS = OPEN (spec 9); STATUS ALL lists every notice */
  filterOptions: filterOptionsField(FILTER_FIELDS),
  accountIds: accountIdListField('accountIds'),
  accountId: idField('accountId').nullable(),
  sortOptions: sortOptionsField(Object.keys(SORT), 'DESC'),
  page: pageField(10_000),
  size: sizeField(200, 10),
});

const openUnits = sql<number>`count(*) filter (where ${noticeUnits.status} = 'OPEN')::int`;
const totalUnits = sql<number>`count(*)::int`;

/** /apn/search: notices that apply to the caller's units, with the counts of those units open and completed. */
export async function searchNotices(ctx: RequestContext, body: unknown) {
  requireRule(ctx, 'apns.view');
  const request = validate(noticeSearchSchema, body ?? {});
  const accountIds = scopedAccountIds(ctx, [
    ...(request.accountIds ?? []),
    ...(request.accountId ? [request.accountId] : []),
  ]);
  if (accountIds.length === 0) return { content: [], totalRecords: 0 };
  const filters = request.filterOptions ?? [{ fieldName: 'STATUS', value: 'OPEN' }];
  const where = [inArray(noticeUnits.accountId, accountIds)];
  const having: SQL[] = [];
  for (const f of filters) {
    const value = f.value.toUpperCase();
    switch (f.fieldName as FilterField) {
      case 'STATUS':
        if (value === 'OPEN') having.push(sql`${openUnits} > 0`);
        else if (value === 'COMPLETE' || value === 'COMPLETED') having.push(sql`${openUnits} = 0`);
        else if (value !== 'ALL') throw badInput('STATUS must be OPEN, COMPLETE or ALL.');
        break;
      case 'NOTICE_TYPE':
        where.push(eq(notices.noticeType, value));
        break;
      case 'SEVERITY':
        where.push(eq(notices.severity, value));
        break;
      case 'PRODUCT_LINE':
        where.push(eq(notices.productLine, f.value));
        break;
    }
  }
  const matched = textMatch(request.query, [notices.apnNumber, notices.title, notices.description]);
  if (matched) where.push(matched);
  const order = sortOrder(request.sortOptions, SORT);
  // a builder per use: a dynamic query's orderBy/limit/offset change the builder itself, so a count taken from the
  // paged one counted the page's rows (16 open APNs read "Page 1 of 1")
  const grouped = () =>
    ctx.db
      .select({
        apnId: notices.apnId,
        apnNumber: notices.apnNumber,
        title: notices.title,
        noticeType: notices.noticeType,
        severity: notices.severity,
        productLine: notices.productLine,
        models: notices.models,
        issuedDate: notices.issuedDate,
        dueDate: notices.dueDate,
        openUnitCount: openUnits,
        totalUnitCount: totalUnits,
      })
      .from(notices)
      .innerJoin(noticeUnits, eq(noticeUnits.apnId, notices.apnId))
      .where(and(...where))
      .groupBy(notices.apnId)
      .having(having.length > 0 ? and(...having) : undefined)
      .$dynamic();
  const [rows, [total]] = await Promise.all([
    grouped()
      .orderBy(...order, desc(notices.issuedDate), asc(notices.apnId))
      .limit(request.size)
      .offset(request.page * request.size),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(grouped().as('matching')),
  ]);
  const attachments = await attachmentsOf(
    ctx,
    rows.map((r) => r.apnId),
  );
  return {
    content: rows.map((r) => ({
      ...r,
      completedUnitCount: r.totalUnitCount - r.openUnitCount,
      status: r.openUnitCount > 0 ? 'OPEN' : 'COMPLETE',
      attachments: attachments.get(r.apnId) ?? [],
    })),
    totalRecords: total?.n ?? 0,
  };
}

async function attachmentsOf(ctx: RequestContext, apnIds: readonly string[]) {
  const out = new Map<string, { attachmentId: string; description: string; filename: string }[]>();
  if (apnIds.length === 0) return out;
  const rows = await ctx.db
    .select({
      apnId: noticeAttachments.apnId,
      attachmentId: noticeAttachments.attachmentId,
      description: noticeAttachments.description,
      filename: noticeAttachments.filename,
    })
    .from(noticeAttachments)
    .where(inArray(noticeAttachments.apnId, [...apnIds]))
    .orderBy(asc(noticeAttachments.attachmentId));
  for (const { apnId, ...a } of rows) out.set(apnId, [...(out.get(apnId) ?? []), a]);
  return out;
}

/** The caller's units a notice applies to (readable organisations only). */
async function affectedUnits(ctx: RequestContext, apnId: string) {
  return ctx.db
    .select({
      instanceId: noticeUnits.instanceId,
      accountId: noticeUnits.accountId,
      unitSerial: fleetUnits.unitSerial,
      model: fleetUnits.model,
      customerVehicleNumber: fleetUnits.customerVehicleNumber,
      customerName: fleetUnits.customerName,
      status: noticeUnits.status,
      completedAt: noticeUnits.completedAt,
      completionNotes: noticeUnits.completionNotes,
      completedByFirstName: users.firstName,
      completedByLastName: users.lastName,
      completedByEmail: users.email,
    })
    .from(noticeUnits)
    .innerJoin(fleetUnits, eq(fleetUnits.instanceId, noticeUnits.instanceId))
    .leftJoin(users, eq(users.id, noticeUnits.completedByUserId))
    .where(and(eq(noticeUnits.apnId, apnId), inArray(noticeUnits.accountId, [...ctx.caller.scope.readable])))
    .orderBy(asc(fleetUnits.unitSerial));
}

/** The notice, if it applies to at least one of the caller's units (else 404: it is none of theirs). */
async function readableNotice(ctx: RequestContext, apnId: string) {
  const [notice] = await ctx.db.select().from(notices).where(eq(notices.apnId, apnId)).limit(1);
  const units = notice ? await affectedUnits(ctx, apnId) : [];
  if (!notice || units.length === 0) throw notInFleet(`APN ${apnId}`);
  return { notice, units };
}

export const apnIdSchema = yup.object({ apnId: idField('apnId').required('apnId is required.') });

/** /apn/details {apnId} */
export async function noticeDetails(ctx: RequestContext, body: unknown) {
  requireRule(ctx, 'apns.view');
  const { apnId } = validate(apnIdSchema, body);
  const { notice, units } = await readableNotice(ctx, apnId);
  const attachments = await attachmentsOf(ctx, [apnId]);
  const open = units.filter((u) => u.status === 'OPEN').length;
  return {
    apnId: notice.apnId,
    apnNumber: notice.apnNumber,
    title: notice.title,
    description: notice.description,
    noticeType: notice.noticeType,
    severity: notice.severity,
    productLine: notice.productLine,
    models: notice.models,
    issuedDate: notice.issuedDate,
    dueDate: notice.dueDate,
    status: open > 0 ? 'OPEN' : 'COMPLETE',
    openUnitCount: open,
    completedUnitCount: units.length - open,
    attachments: attachments.get(apnId) ?? [],
    units: units.map((u) => ({
      instanceId: u.instanceId,
      accountId: u.accountId,
      customerName: u.customerName,
      unitSerial: u.unitSerial,
      model: u.model,
      customerVehicleNumber: u.customerVehicleNumber,
      status: u.status,
      completedAt: u.completedAt?.toISOString() ?? null,
      completionNotes: u.completionNotes,
      completedBy: u.completedByEmail
        ? { name: `${u.completedByFirstName} ${u.completedByLastName}`, email: u.completedByEmail }
        : null,
    })),
  };
}

export const apnPdfUrlSchema = yup.object({
  apnId: idField('apnId').required('apnId is required.'),
  attachmentId: idField('attachmentId').required('attachmentId is required.'),
  download: yup.boolean().typeError('download must be true or false.').default(false),
});

/** /apn/getApnPdfUrl {apnId, attachmentId, download}: {fileUrl} of the attachment (served by the file route). */
export async function apnPdfUrl(ctx: RequestContext, body: unknown) {
  requireRule(ctx, 'apns.view');
  const { apnId, attachmentId, download } = validate(apnPdfUrlSchema, body);
  await readableAttachment(ctx, apnId, attachmentId);
  const base = `/api/files/apn/${encodeURIComponent(apnId)}/${encodeURIComponent(attachmentId)}`;
  return { fileUrl: download ? `${base}?download=true` : base };
}

async function readableAttachment(ctx: RequestContext, apnId: string, attachmentId: string) {
  const { notice, units } = await readableNotice(ctx, apnId);
  const [attachment] = await ctx.db
    .select()
    .from(noticeAttachments)
    .where(and(eq(noticeAttachments.attachmentId, attachmentId), eq(noticeAttachments.apnId, apnId)))
    .limit(1);
  if (!attachment) throw forbidden();
  return { notice, units, attachment };
}

/** GET /api/files/apn/{apnId}/{attachmentId}: the attachment as a PDF made for the caller's units. */
export async function apnAttachmentPdf(
  ctx: RequestContext,
  apnId: string,
  attachmentId: string,
): Promise<{ fileName: string; content: Buffer }> {
  requireRule(ctx, 'apns.view');
  const ids = validate(apnPdfUrlSchema, { apnId, attachmentId });
  const { notice, units, attachment } = await readableAttachment(ctx, ids.apnId, ids.attachmentId);
  const accountIds = [...new Set(units.map((u) => u.accountId))];
  const orgs = await ctx.db
    .select({ name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.accountId, accountIds));
  const content = await noticePdf({
    apnNumber: notice.apnNumber,
    title: notice.title,
    description: notice.description,
    noticeType: notice.noticeType,
    severity: notice.severity,
    productLine: notice.productLine,
    models: notice.models,
    issuedDate: notice.issuedDate,
    dueDate: notice.dueDate,
    attachmentDescription: attachment.description,
    customerName: orgs.map((o) => o.name).join(', ') || null,
    units: units.map((u) => ({
      unitSerial: u.unitSerial,
      model: u.model,
      customerVehicleNumber: u.customerVehicleNumber,
      status: u.status,
      completedAt: u.completedAt?.toISOString() ?? null,
    })),
  });
  return { fileName: attachment.filename, content };
}

export const reportCompletionSchema = yup.object({
  apnId: idField('apnId').required('apnId is required.'),
  /** the completed units: serial (unit serial, FA serial or VIN) or instance id */
  units: yup
    .array()
    .of(idField('units').required())
    .min(1, 'Select at least one unit.')
    .max(1000, 'At most 1000 units can be reported at once.')
    .required('Select at least one unit.'),
  /** when the work was done (default today); never in the future */
  completedDate: isoDateField('completedDate').nullable(),
  notes: str('notes').trim().max(1000, 'notes must be at most 1000 characters.').nullable(),
});

/** /apn/reportCompleted: 'Report a Completed APN' (B2B_Report_APNs). All listed units or none. */
export async function reportCompletedNotice(ctx: RequestContext, body: unknown) {
  const user = requireRule(ctx, 'apns.report');
  const request = validate(reportCompletionSchema, body);
  const now = ctx.now();
  const completedAt = request.completedDate ? new Date(`${request.completedDate}T12:00:00Z`) : now;
  if (request.completedDate && request.completedDate > now.toISOString().slice(0, 10))
    throw badInput('The completion date cannot be in the future.');
  const { units } = await readableNotice(ctx, request.apnId);
  const matched = request.units.map((input) => {
    const unit = units.find((u) => u.instanceId === input || u.unitSerial === input);
    return { input, unit };
  });
  const unknown = matched.filter((m) => !m.unit).map((m) => m.input);
  if (unknown.length > 0)
    throw badInput(
      'Some units are not among your units this notice applies to.',
      unknown.map((u) => `${u}: not among your units this notice applies to.`),
    );
  const toComplete = [
    ...new Set(matched.filter((m) => m.unit!.status === 'OPEN').map((m) => m.unit!.instanceId)),
  ];
  const already = [
    ...new Set(matched.filter((m) => m.unit!.status !== 'OPEN').map((m) => m.unit!.instanceId)),
  ];
  await ctx.db.transaction(async (tx) => {
    if (toComplete.length > 0)
      await tx
        .update(noticeUnits)
        .set({
          status: 'COMPLETE',
          completedAt,
          completedByUserId: user.id,
          completionNotes: request.notes ?? null,
        })
        .where(
          and(
            eq(noticeUnits.apnId, request.apnId),
            inArray(noticeUnits.instanceId, toComplete),
            eq(noticeUnits.status, 'OPEN'),
          ),
        );
    await tx.insert(auditLog).values({
      actorUserId: user.id,
      action: 'APN_COMPLETION_REPORTED',
      details: { apnId: request.apnId, instanceIds: toComplete, completedAt: completedAt.toISOString() },
      at: now,
    });
  });
  const details = await noticeDetails(ctx, { apnId: request.apnId });
  return { ...details, completed: toComplete, alreadyComplete: already };
}
