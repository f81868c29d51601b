// Warranty: claim search and detail (B2B_Warranty_View), 'Submit a Claim' (B2B_Warranty_Submit; a
// Demo_Only_Warranty_Submit account has its claim validated but not filed, and is told so) and the organisation's
// 'Default Information' (the addresses and contact a new claim starts with).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { sortOrder, textMatch } from '../../db/search-envelope.js';
import * as yup from 'yup';
import {
  CLAIM_ATTACHMENT_TYPES,
  MAX_CLAIM_ATTACHMENT_BYTES,
  MAX_CLAIM_ATTACHMENTS,
  warrantyClaimSchema,
  warrantyContactSchema,
} from '@portal/rules/validation';
import type { RequestContext } from '../../auth/request-context.js';
import {
  addresses,
  auditLog,
  fleetUnits,
  organizations,
  warrantyClaimAttachments,
  warrantyClaims,
  warrantyDefaults,
} from '../../db/schema.js';
import { badInput, forbidden, notFound } from '../../errors/api-error.js';
import { callerHolds, requireRule } from '../../access/operation-rule.js';
import { scopedAccountIds } from '../../access/authorization.js';
import type { Executor } from '../../db/database.js';
import { unitVisibleTo } from '../fleet/index.js';
import {
  accountIdListField,
  idField,
  pageField,
  searchTextField,
  sizeField,
  filterOptionsField,
  sortOptionsField,
  str,
  uuidField,
  validate,
} from '../../shared/validation.js';

const DEMO_NOT_FILED =
  'This is a demonstration account: the claim is complete and valid, but it was not filed.';
/** attachments: spec-free limits chosen for photos and invoices */
const MAX_ATTACHMENTS = MAX_CLAIM_ATTACHMENTS;
export const MAX_ATTACHMENT_BYTES = MAX_CLAIM_ATTACHMENT_BYTES;
export const ATTACHMENT_TYPES = CLAIM_ATTACHMENT_TYPES;

// ---- search and detail --------------------------------------------------------------------------------------------

const SORT = {
  submittedAt: warrantyClaims.submittedAt,
  failureDate: warrantyClaims.failureDate,
  claimNumber: warrantyClaims.claimNumber,
  status: warrantyClaims.status,
  unitSerial: fleetUnits.unitSerial,
} as const;
const STATUSES = ['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'PAID'] as const;
/** claims still being worked on (the dashboard's "in progress") */
export const IN_PROGRESS_STATUSES = ['SUBMITTED', 'IN_REVIEW', 'APPROVED'] as const;

export const warrantySearchSchema = yup.object({
  query: searchTextField('query').nullable(),
  filterOptions: filterOptionsField(['STATUS', 'WARRANTY_TYPE', 'INSTANCE_ID']),
  accountIds: accountIdListField('accountIds'),
  accountId: idField('accountId').nullable(),
  sortOptions: sortOptionsField(Object.keys(SORT), 'DESC'),
  page: pageField(10_000),
  size: sizeField(200, 10),
});

const CLAIM_COLUMNS = {
  claimId: warrantyClaims.claimId,
  claimNumber: warrantyClaims.claimNumber,
  accountId: warrantyClaims.accountId,
  instanceId: warrantyClaims.instanceId,
  unitSerial: fleetUnits.unitSerial,
  model: fleetUnits.model,
  status: warrantyClaims.status,
  warrantyType: warrantyClaims.warrantyType,
  failureDate: warrantyClaims.failureDate,
  repairDate: warrantyClaims.repairDate,
  complaint: warrantyClaims.complaint,
  submittedAt: warrantyClaims.submittedAt,
};

/** /warranty/search */
export async function searchWarrantyClaims(ctx: RequestContext, body: unknown) {
  requireRule(ctx, 'warranty.view');
  const request = validate(warrantySearchSchema, body ?? {});
  const accountIds = scopedAccountIds(ctx, [
    ...(request.accountIds ?? []),
    ...(request.accountId ? [request.accountId] : []),
  ]);
  if (accountIds.length === 0) return { content: [], totalRecords: 0 };
  const where = [inArray(warrantyClaims.accountId, accountIds)];
  for (const f of request.filterOptions ?? []) {
    if (f.fieldName === 'STATUS') {
      if (f.value.toUpperCase() === 'IN_PROGRESS')
        where.push(inArray(warrantyClaims.status, [...IN_PROGRESS_STATUSES]));
      else if (!(STATUSES as readonly string[]).includes(f.value.toUpperCase()))
        throw badInput(`STATUS must be one of ${STATUSES.join(', ')} or IN_PROGRESS.`);
      else where.push(eq(warrantyClaims.status, f.value.toUpperCase()));
    } else if (f.fieldName === 'WARRANTY_TYPE') where.push(eq(warrantyClaims.warrantyType, f.value));
    else where.push(eq(warrantyClaims.instanceId, f.value));
  }
  const matched = textMatch(request.query, [
    warrantyClaims.claimNumber,
    warrantyClaims.complaint,
    fleetUnits.unitSerial,
  ]);
  if (matched) where.push(matched);
  const order = sortOrder(request.sortOptions, SORT);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(CLAIM_COLUMNS)
      .from(warrantyClaims)
      .leftJoin(fleetUnits, eq(fleetUnits.instanceId, warrantyClaims.instanceId))
      .where(and(...where))
      .orderBy(...order, desc(warrantyClaims.submittedAt), asc(warrantyClaims.claimId))
      .limit(request.size)
      .offset(request.page * request.size),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(warrantyClaims)
      .leftJoin(fleetUnits, eq(fleetUnits.instanceId, warrantyClaims.instanceId))
      .where(and(...where)),
  ]);
  return {
    content: rows.map((r) => ({ ...r, submittedAt: r.submittedAt.toISOString() })),
    totalRecords: total?.n ?? 0,
  };
}

export const claimIdSchema = yup.object({ claimId: idField('claimId').required('claimId is required.') });

async function addressSummary(db: Executor, addressId: string | null) {
  if (!addressId) return null;
  const [a] = await db.select().from(addresses).where(eq(addresses.addressId, addressId)).limit(1);
  return a
    ? {
        addressId: a.addressId,
        ebsAddressId: a.ebsAddressId,
        address1: a.address1,
        address2: a.address2,
        city: a.city,
        state: a.state,
        province: a.province,
        postalCode: a.postalCode,
        country: a.country,
      }
    : null;
}

/** /warranty/details {claimId} */
export async function warrantyClaimDetails(ctx: RequestContext, body: unknown) {
  requireRule(ctx, 'warranty.view');
  const { claimId } = validate(claimIdSchema, body);
  const [claim] = await ctx.db
    .select()
    .from(warrantyClaims)
    .where(eq(warrantyClaims.claimId, claimId))
    .limit(1);
  if (!claim || !ctx.caller.scope.readable.has(claim.accountId)) throw forbidden();
  const [unit] = claim.instanceId
    ? await ctx.db
        .select({
          instanceId: fleetUnits.instanceId,
          unitSerial: fleetUnits.unitSerial,
          model: fleetUnits.model,
          customerVehicleNumber: fleetUnits.customerVehicleNumber,
          inServiceDate: fleetUnits.inServiceDate,
        })
        .from(fleetUnits)
        .where(eq(fleetUnits.instanceId, claim.instanceId))
    : [];
  const attachments = await ctx.db
    .select({
      attachmentId: warrantyClaimAttachments.attachmentId,
      fileName: warrantyClaimAttachments.fileName,
      contentType: warrantyClaimAttachments.contentType,
      sizeBytes: warrantyClaimAttachments.sizeBytes,
    })
    .from(warrantyClaimAttachments)
    .where(eq(warrantyClaimAttachments.claimId, claimId))
    .orderBy(asc(warrantyClaimAttachments.createdAt));
  return {
    claimId: claim.claimId,
    claimNumber: claim.claimNumber,
    accountId: claim.accountId,
    status: claim.status,
    warrantyType: claim.warrantyType,
    failureDate: claim.failureDate,
    repairDate: claim.repairDate,
    unitHours: claim.unitHours,
    failedPartNumber: claim.failedPartNumber,
    complaint: claim.complaint,
    cause: claim.cause,
    correction: claim.correction,
    laborHours: claim.laborHours,
    partsAmount: claim.partsAmount,
    laborAmount: claim.laborAmount,
    currency: claim.currency,
    submittedAt: claim.submittedAt.toISOString(),
    unit: unit ?? null,
    billingAddress: await addressSummary(ctx.db, claim.billingAddressId),
    shippingAddress: await addressSummary(ctx.db, claim.shippingAddressId),
    attachments,
  };
}

const attachmentFileSchema = yup.object({
  claimId: idField('claimId').required('claimId is required.'),
  attachmentId: uuidField('attachmentId').required('attachmentId is required.'),
});

/**
 * GET /api/files/warranty/{claimId}/{attachmentId}: a filed claim's attachment, for callers who may read the claim
 * (B2B_Warranty_View and the claim's organisation in scope); another organisation's reads as forbidden.
 */
export async function claimAttachmentFile(
  ctx: RequestContext,
  params: { claimId: unknown; attachmentId: unknown },
) {
  requireRule(ctx, 'warranty.view');
  const { claimId, attachmentId } = validate(attachmentFileSchema, params);
  const [row] = await ctx.db
    .select({ attachment: warrantyClaimAttachments, accountId: warrantyClaims.accountId })
    .from(warrantyClaimAttachments)
    .innerJoin(warrantyClaims, eq(warrantyClaims.claimId, warrantyClaimAttachments.claimId))
    .where(
      and(
        eq(warrantyClaimAttachments.claimId, claimId),
        eq(warrantyClaimAttachments.attachmentId, attachmentId),
      ),
    )
    .limit(1);
  if (!row || !ctx.caller.scope.readable.has(row.accountId)) throw forbidden();
  const file = path.join(ctx.config.dataDir, 'files', row.attachment.fileRef);
  try {
    await fs.access(file);
  } catch {
    throw notFound();
  }
  return { path: file, fileName: row.attachment.fileName, contentType: row.attachment.contentType };
}

// ---- submit -------------------------------------------------------------------------------------------------------

/**
 * The typed fields are the claim form's (@portal/rules/validation); the API adds the organisation, addresses and
 * uploads. With `today` (the API's clock) the dates may not lie in the future.
 */
const claimSubmitSchemaFor = (today?: string) =>
  warrantyClaimSchema(today ? { today } : {}).shape({
    accountId: idField('accountId').nullable(),
    billingAddressId: idField('billingAddressId').nullable(),
    shippingAddressId: idField('shippingAddressId').nullable(),
    /** files uploaded first (POST /api/files/warranty/uploads), by the id the upload answered */
    attachmentIds: yup
      .array()
      .of(uuidField('attachmentIds').required())
      .max(MAX_ATTACHMENTS, `At most ${MAX_ATTACHMENTS} attachments are allowed.`)
      .nullable(),
  });
export const claimSubmitSchema = claimSubmitSchemaFor();

export type ClaimSubmission = yup.InferType<typeof claimSubmitSchema>;

/** What the file says it is must be what it is: the first bytes of a PDF, JPEG or PNG. */
const MAGIC: Record<(typeof ATTACHMENT_TYPES)[number], number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
};

const uploadSchema = yup.object({
  fileName: str('Attachment name')
    .trim()
    .required('Attachment name is required.')
    .max(200, 'Attachment name must be at most 200 characters.')
    .matches(/^[^/\\\0]+$/, 'Attachment name is not a valid file name.'),
  contentType: yup
    .string()
    .required('Attachment type is required.')
    .oneOf([...ATTACHMENT_TYPES], 'Attachments must be PDF, JPEG or PNG files.'),
});

interface UploadMeta {
  uploadId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

const uploadDir = (ctx: RequestContext, userId: string) =>
  path.join(ctx.config.dataDir, 'files', 'warranty', 'uploads', userId);

/**
 * POST /api/files/warranty/uploads: one claim attachment (PDF, JPEG or PNG, at most 10 MB, its bytes checked against
 * its type), kept for the uploading user until a claim takes it.
 */
export async function uploadClaimAttachment(
  ctx: RequestContext,
  input: { fileName: unknown; contentType: unknown; bytes: Buffer },
): Promise<UploadMeta> {
  const user = requireRule(ctx, 'warranty.submit');
  const { fileName, contentType } = validate(uploadSchema, input);
  const { bytes } = input;
  if (bytes.length === 0) throw badInput(`${fileName}: the attachment is empty.`);
  if (bytes.length > MAX_ATTACHMENT_BYTES)
    throw badInput(`${fileName}: attachments must be at most ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB.`);
  const magic = MAGIC[contentType as keyof typeof MAGIC];
  if (!magic.every((b, i) => bytes[i] === b))
    throw badInput(`${fileName}: the file is not the type it says it is (${contentType}).`);
  const meta: UploadMeta = { uploadId: randomUUID(), fileName, contentType, sizeBytes: bytes.length };
  const dir = uploadDir(ctx, user.id);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, meta.uploadId), bytes);
  await fs.writeFile(path.join(dir, `${meta.uploadId}.json`), JSON.stringify(meta));
  return meta;
}

/** The caller's own uploads by id; another user's id or an unknown one is refused. */
async function ownUploads(
  ctx: RequestContext,
  userId: string,
  ids: readonly string[],
): Promise<UploadMeta[]> {
  const dir = uploadDir(ctx, userId);
  return Promise.all(
    [...new Set(ids)].map(async (id) => {
      try {
        return JSON.parse(await fs.readFile(path.join(dir, `${id}.json`), 'utf8')) as UploadMeta;
      } catch {
        throw badInput(`Attachment ${id} was not found; upload it again.`);
      }
    }),
  );
}

/** An address of the organisation (or null when none named); another organisation's is refused. */
async function claimAddress(db: Executor, accountId: string, addressId: string | null | undefined) {
  if (!addressId) return null;
  const [row] = await db.select().from(addresses).where(eq(addresses.addressId, addressId)).limit(1);
  if (!row || row.accountId !== accountId)
    throw badInput('The address does not belong to the unit’s organization.');
  return row.addressId;
}

/** /warranty/submitClaim: files a claim (B2B_Warranty_Submit) or, for a demo account, only validates it. */
export async function submitWarrantyClaim(ctx: RequestContext, body: unknown) {
  const user = requireRule(ctx, 'warranty.submit');
  const input = validate(claimSubmitSchemaFor(ctx.now().toISOString().slice(0, 10)), body);
  const readable = input.accountId
    ? scopedAccountIds(ctx, [input.accountId])
    : [...ctx.caller.scope.readable];
  const candidates = await ctx.db
    .select()
    .from(fleetUnits)
    .where(or(eq(fleetUnits.unitSerial, input.unitSerial), eq(fleetUnits.instanceId, input.unitSerial)));
  const unit = candidates.find((u) => unitVisibleTo(u, readable));
  // another organisation's serial reads exactly like an unknown one
  if (!unit) throw badInput('No unit with this serial number was found in your fleet.');
  const files = await ownUploads(ctx, user.id, input.attachmentIds ?? []);
  const accountId = unit.accountId;
  const defaults = await defaultsOf(ctx.db, accountId);
  const billingAddressId =
    (await claimAddress(ctx.db, accountId, input.billingAddressId)) ?? defaults?.billingAddressId ?? null;
  const shippingAddressId =
    (await claimAddress(ctx.db, accountId, input.shippingAddressId)) ?? defaults?.shippingAddressId ?? null;

  // a demo account may try everything above, but nothing is filed
  if (!callerHolds(ctx, 'warranty.file'))
    return { filed: false, demo: true, message: DEMO_NOT_FILED, claimId: null, claimNumber: null };

  const [org] = await ctx.db
    .select({ warrantyType: organizations.warrantyType, integrationLocale: organizations.integrationLocale })
    .from(organizations)
    .where(eq(organizations.accountId, accountId));
  const claimId = randomUUID();
  const now = ctx.now();
  // the uploads move under the claim (a rename: same folder tree)
  const stored = files.map((file) => ({ file, ref: path.posix.join('warranty', claimId, file.uploadId) }));
  for (const s of stored) {
    const target = path.join(ctx.config.dataDir, 'files', s.ref);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(path.join(uploadDir(ctx, user.id), s.file.uploadId), target);
    await fs.rm(path.join(uploadDir(ctx, user.id), `${s.file.uploadId}.json`), { force: true });
  }
  const claimNumber = await ctx.db.transaction(async (tx) => {
    // claim numbers follow the highest one so far; the unique index settles a race between two submits
    const [last] = await tx
      .select({
        n: sql<number>`coalesce(max(substring(${warrantyClaims.claimNumber} from 4)::int), 20000)::int`,
      })
      .from(warrantyClaims)
      .where(sql`${warrantyClaims.claimNumber} ~ '^WC-[0-9]+$'`);
    const number = `WC-${(last?.n ?? 20000) + 1}`;
    await tx.insert(warrantyClaims).values({
      claimId,
      claimNumber: number,
      accountId,
      instanceId: unit.instanceId,
      status: 'SUBMITTED',
      warrantyType: org?.warrantyType ?? 'STANDARD',
      failureDate: input.failureDate,
      repairDate: input.repairDate ?? null,
      unitHours: input.hours,
      laborHours: input.laborHours ?? null,
      failedPartNumber: input.failedPartNumber ?? null,
      complaint: input.description,
      cause: input.cause ?? null,
      correction: input.correction ?? null,
      currency: org?.integrationLocale === 'CANADA' ? 'CAD' : 'USD',
      billingAddressId,
      shippingAddressId,
      submittedByUserId: user.id,
      submittedAt: now,
    });
    if (stored.length > 0)
      await tx.insert(warrantyClaimAttachments).values(
        stored.map((s) => ({
          attachmentId: s.file.uploadId,
          claimId,
          fileName: s.file.fileName,
          contentType: s.file.contentType,
          sizeBytes: s.file.sizeBytes,
          fileRef: s.ref,
        })),
      );
    await tx.insert(auditLog).values({
      actorUserId: user.id,
      action: 'WARRANTY_CLAIM_SUBMITTED',
      details: { claimId, claimNumber: number, accountId, instanceId: unit.instanceId },
      at: now,
    });
    return number;
  });
  return { filed: true, demo: false, message: null, claimId, claimNumber };
}

// ---- default information ------------------------------------------------------------------------------------------

async function defaultsOf(db: Executor, accountId: string) {
  const [row] = await db
    .select()
    .from(warrantyDefaults)
    .where(eq(warrantyDefaults.accountId, accountId))
    .limit(1);
  return row ?? null;
}

export const defaultInformationSchema = yup.object({ accountId: idField('accountId').nullable() });

/** The organisation a Default Information call is about: the one named (in scope) or the caller's current one. */
function defaultsAccount(ctx: RequestContext, accountId: string | null | undefined): string {
  if (accountId) return scopedAccountIds(ctx, [accountId])[0]!;
  const scope = ctx.caller.scope;
  const current = scope.selectedAccountId ?? (scope.listScope.length === 1 ? scope.listScope[0] : null);
  const fallback = current ?? scope.ownAccountId;
  if (!fallback) throw badInput('Organization is required');
  return fallback;
}

/** /warranty/defaultInformation {accountId?} */
export async function warrantyDefaultInformation(ctx: RequestContext, body: unknown) {
  requireRule(ctx, 'warranty.submit');
  const { accountId: named } = validate(defaultInformationSchema, body ?? {});
  const accountId = defaultsAccount(ctx, named);
  const row = await defaultsOf(ctx.db, accountId);
  return {
    accountId,
    billingAddress: await addressSummary(ctx.db, row?.billingAddressId ?? null),
    shippingAddress: await addressSummary(ctx.db, row?.shippingAddressId ?? null),
    contactName: row?.contactName ?? null,
    contactEmail: row?.contactEmail ?? null,
    contactPhone: row?.contactPhone ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The contact fields are the Default Information form's (@portal/rules/validation). */
export const defaultInformationUpdateSchema = warrantyContactSchema.shape({
  accountId: idField('accountId').nullable(),
  billingAddressId: idField('billingAddressId').nullable(),
  shippingAddressId: idField('shippingAddressId').nullable(),
});

/** /warranty/defaultInformation/update: B2B_Warranty_Submit (a demo account cannot change it). */
export async function updateWarrantyDefaultInformation(ctx: RequestContext, body: unknown) {
  const user = requireRule(ctx, 'warranty.file');
  const input = validate(defaultInformationUpdateSchema, body ?? {});
  const accountId = defaultsAccount(ctx, input.accountId);
  const billingAddressId = await claimAddress(ctx.db, accountId, input.billingAddressId);
  const shippingAddressId = await claimAddress(ctx.db, accountId, input.shippingAddressId);
  const values = {
    billingAddressId,
    shippingAddressId,
    contactName: input.contactName ?? null,
    contactEmail: input.contactEmail ?? null,
    contactPhone: input.contactPhone ?? null,
    updatedByUserId: user.id,
    updatedAt: ctx.now(),
  };
  await ctx.db
    .insert(warrantyDefaults)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: warrantyDefaults.accountId, set: values });
  return warrantyDefaultInformation(ctx, { accountId });
}
