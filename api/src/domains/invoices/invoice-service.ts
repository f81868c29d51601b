// AR invoices (spec 7 'Invoices'): /invoices/search/, /invoices/invoiceParts, /invoices/shipToLocations/,
// /invoices/billToLocations/, /invoices/validatedDownload (a real PDF), /invoices/bulkInvoicePdf (an async job),
// the CSV of a search (an async job), sendInvoiceSupportRequestEmail and getFilesInFolder.
//
// Who sees what (spec 6): either invoice privilege opens the area; B2B_View_All_Invoices sees every invoice of the
// organisations in scope, B2B_View_Default_Invoices only the DEFAULT category (invoices.invoice_category).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, desc, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { escapeLike } from '../../db/search-envelope.js';
import { alias } from 'drizzle-orm/pg-core';
import * as yup from 'yup';
import { brand } from '@portal/rules/brand';
import type { RequestContext } from '../../auth/request-context.js';
import {
  addresses,
  invoiceCounts,
  invoiceLines,
  invoices,
  mailOutbox,
  orders,
  organizations,
  users,
} from '../../db/schema.js';
import { badInput, forbidden, notFound } from '../../errors/api-error.js';
import { addressLocationColumns, type AddressLocation } from '../accounts/index.js';
import { callerHolds, requireRule } from '../../access/operation-rule.js';
import { scopedAccountIds, requireAccount } from '../../access/authorization.js';
import type { Executor } from '../../db/database.js';
import { queueJob } from '../../jobs/job-service.js';
import {
  accountIdListField,
  idField,
  dateRangeField,
  pageField,
  rangeFilterOptionsField,
  searchTextField,
  sizeField,
  sortOptionsField,
  str,
  validate,
} from '../../shared/validation.js';
import type { InvoiceDocument } from './invoice-pdf.js';
import { csvField } from '../../shared/csv-field.js';

/** spec 9 'Bulk PDF maximum 250'; spec 8 'The number of PDFs cannot exceed {max}' */
export const BULK_PDF_MAX = 250;
export const bulkPdfLimitMessage = (max = BULK_PDF_MAX) => `The number of PDFs cannot exceed ${max}`;
const INVOICE_MESSAGES = {
  notFound: 'The invoice could not be found.',
  titleMismatch: 'The invoice title does not match the invoice.',
  nothingSelected: 'Select at least one invoice, or the entire result set.',
  unknownFolder: 'The folder could not be found.',
  supportSent: 'Your request has been sent.',
} as const;

export const INVOICE_BULK_PDF_JOB = 'invoice-bulk-pdf';
export const INVOICE_CSV_JOB = 'invoice-csv-export';

// ---- access ---------------------------------------------------------------------------------------------------

export interface InvoiceAccess {
  accountIds: string[];
  /** true: only DEFAULT invoices (B2B_View_Default_Invoices without B2B_View_All_Invoices) */
  defaultOnly: boolean;
}

/** The invoices a caller may read (the account statement counts the same ones, issue 39). */
export function invoiceAccess(ctx: RequestContext, named: readonly string[]): InvoiceAccess {
  requireRule(ctx, 'invoices.view');
  return {
    accountIds: scopedAccountIds(ctx, named),
    defaultOnly: !callerHolds(ctx, 'invoices.view-all'),
  };
}

export function visible(access: InvoiceAccess): SQL {
  const scope = inArray(invoices.accountId, access.accountIds);
  return access.defaultOnly ? and(scope, eq(invoices.invoiceCategory, 'DEFAULT'))! : scope;
}

/** The invoice, if the caller may read it: another organisation's (or a hidden category's) is refused with 403. */
async function readableInvoice(ctx: RequestContext, invoiceId: string) {
  requireRule(ctx, 'invoices.view');
  const [row] = await ctx.db.select().from(invoices).where(eq(invoices.invoiceId, invoiceId)).limit(1);
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  requireAccount(ctx, row.accountId);
  if (row.invoiceCategory !== 'DEFAULT' && !callerHolds(ctx, 'invoices.view-all')) throw forbidden();
  return row;
}

// ---- search ---------------------------------------------------------------------------------------------------

const billTo = alias(addresses, 'bill_to');
const shipTo = alias(addresses, 'ship_to');

// Sorts by a NOT NULL column are plain `asc`/`desc` (the same rows in the same order as with `nulls last`), so that
// the (account, column, invoice id) index answers both directions; the two that may be null keep `nulls last`.
const SORT_FIELDS = {
  trxNumber: sql`(case when ${invoices.trxNumber} ~ '^[0-9]{1,15}$' then ${invoices.trxNumber}::bigint end)`,
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  amount: invoices.amount,
  balanceDue: invoices.balanceDue,
  status: invoices.status,
  customerPo: invoices.customerPo,
  trxType: invoices.trxType,
  accountId: invoices.accountId,
} as const;
type SortField = keyof typeof SORT_FIELDS;
const NULLABLE_SORTS: ReadonlySet<SortField> = new Set(['trxNumber', 'customerPo']);

const FILTER_FIELDS = {
  status: invoices.status,
  trxType: invoices.trxType,
  currency: invoices.currency,
  customerPo: invoices.customerPo,
  trxNumber: invoices.trxNumber,
  billToAddressId: invoices.billToAddressId,
  shipToAddressId: invoices.shipToAddressId,
} as const;
type FilterField = keyof typeof FILTER_FIELDS;
const DATE_FILTERS = ['invoiceDate', 'dueDate'] as const;

const dateText = (label: string) =>
  searchTextField(label, 40)
    .nullable()
    .test('date', `${label} must be a date (yyyy-mm-dd).`, (v) => !v || /^\d{4}-\d{2}-\d{2}$/.test(v.trim()));

export const invoiceSearchSchema = yup.object({
  query: searchTextField('query').nullable(),
  page: pageField(100_000),
  size: sizeField(100, 10),
  sortOptions: sortOptionsField(Object.keys(SORT_FIELDS), 'DESC'),
  filterOptions: rangeFilterOptionsField([...Object.keys(FILTER_FIELDS), ...DATE_FILTERS], dateText),
  /** invoice date range */
  range: dateRangeField(dateText),
  trxNumber: searchTextField('trxNumber', 40).nullable(),
  accountIds: accountIdListField('accountIds'),
  accountId: idField('accountId').nullable(),
});
type InvoiceSearchRequest = yup.InferType<typeof invoiceSearchSchema>;

export type InvoiceLocation = AddressLocation;

export interface InvoiceSummary {
  invoiceId: string;
  title: string;
  customerTrxId: string;
  trxNumber: string;
  /** where validatedDownload serves the PDF (the caller must still be allowed to read it) */
  fileUrl: string;
  accountId: string;
  accountNumber: string;
  customerName: string;
  orderId: string | null;
  orderNumber: string | null;
  trxType: string;
  status: string;
  invoiceCategory: string;
  invoiceDate: string;
  dueDate: string;
  currency: string;
  amount: number;
  balanceDue: number;
  customerPo: string | null;
  billToLocation: InvoiceLocation | null;
  shipToLocation: InvoiceLocation | null;
}

export interface InvoicePage {
  content: InvoiceSummary[];
  totalRecords: number;
}

interface SearchConditions {
  /** the search's conditions on `invoices` */
  where: SQL[];
  /** the same conditions on `invoice_counts` when the search filters by nothing else than organisation, category
   * and status (its total is then a sum of a few counters), else null (the invoices are counted) */
  counters: SQL[] | null;
}

function conditions(request: InvoiceSearchRequest, access: InvoiceAccess): SearchConditions {
  const where: SQL[] = [visible(access)];
  let counters: SQL[] | null = [inArray(invoiceCounts.accountId, access.accountIds)];
  if (access.defaultOnly) counters.push(eq(invoiceCounts.invoiceCategory, 'DEFAULT'));
  const words = (request.query ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) {
    const pattern = `%${escapeLike(word)}%`;
    where.push(
      or(
        ilike(invoices.trxNumber, `${escapeLike(word)}%`),
        ilike(invoices.title, pattern),
        ilike(invoices.customerPo, pattern),
        ilike(invoices.orderId, pattern),
      )!,
    );
    counters = null;
  }
  if (request.trxNumber) {
    where.push(eq(invoices.trxNumber, request.trxNumber.trim()));
    counters = null;
  }
  const ranges: { field: 'invoiceDate' | 'dueDate'; start?: string | null; end?: string | null }[] = [];
  if (request.range) ranges.push({ field: 'invoiceDate', ...request.range });
  for (const f of request.filterOptions ?? [])
    if (f.fieldName === 'invoiceDate' || f.fieldName === 'dueDate')
      ranges.push({ field: f.fieldName, start: f.start, end: f.end });
  for (const r of ranges) {
    const column = r.field === 'dueDate' ? invoices.dueDate : invoices.invoiceDate;
    if (r.start) where.push(gte(column, r.start.trim()));
    if (r.end) where.push(sql`${column} <= ${r.end.trim()}`);
    if (r.start || r.end) counters = null;
  }
  for (const filter of request.filterOptions ?? []) {
    if (filter.fieldName === 'invoiceDate' || filter.fieldName === 'dueDate') continue;
    const values =
      filter.values && filter.values.length > 0 ? filter.values : filter.value ? [filter.value] : [];
    if (values.length === 0) continue;
    where.push(inArray(FILTER_FIELDS[filter.fieldName as FilterField], values));
    if (filter.fieldName === 'status') counters?.push(inArray(invoiceCounts.status, values));
    else counters = null;
  }
  return { where, counters };
}

/** How many invoices the search matches: exact, from the counters when they can answer, else counted. */
async function countInvoices(db: Executor, search: SearchConditions): Promise<number> {
  const [row] = search.counters
    ? await db
        .select({ total: sql<number>`coalesce(sum(${invoiceCounts.invoices}), 0)::int` })
        .from(invoiceCounts)
        .where(and(...search.counters))
    : await db
        .select({ total: sql<number>`count(*)::int` })
        .from(invoices)
        .where(and(...search.where));
  return row?.total ?? 0;
}

function ordering(request: InvoiceSearchRequest) {
  const sorts = (request.sortOptions ?? []).map((s) => {
    const field = s.fieldName as SortField;
    const column = SORT_FIELDS[field];
    if (!NULLABLE_SORTS.has(field)) return s.direction === 'ASC' ? asc(column) : desc(column);
    return s.direction === 'ASC' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  });
  if (sorts.length === 0) sorts.push(desc(invoices.invoiceDate));
  return [...sorts, desc(invoices.invoiceId)];
}

const location = addressLocationColumns;

const invoiceFileUrl = (invoiceId: string, trxNumber: string) =>
  `/api/files/invoices/${encodeURIComponent(invoiceId)}/${encodeURIComponent(`invoice-${trxNumber}.pdf`)}`;

/** One page of invoices over accounts already authorised (also used by the CSV and bulk PDF jobs). */
async function searchInvoicesIn(
  db: Executor,
  access: InvoiceAccess,
  request: InvoiceSearchRequest,
): Promise<InvoicePage> {
  if (access.accountIds.length === 0) return { content: [], totalRecords: 0 };
  const search = conditions(request, access);
  const where = and(...search.where);
  const [rows, total] = await Promise.all([
    db
      .select({
        invoice: invoices,
        customerName: organizations.name,
        accountNumber: organizations.accountNumber,
        orderNumber: orders.orderNumber,
        billTo: location(billTo),
        shipTo: location(shipTo),
      })
      .from(invoices)
      .innerJoin(organizations, eq(organizations.accountId, invoices.accountId))
      .leftJoin(orders, eq(orders.orderId, invoices.orderId))
      .leftJoin(billTo, eq(billTo.addressId, invoices.billToAddressId))
      .leftJoin(shipTo, eq(shipTo.addressId, invoices.shipToAddressId))
      .where(where)
      .orderBy(...ordering(request))
      .limit(request.size)
      .offset(request.page * request.size),
    countInvoices(db, search),
  ]);
  return {
    content: rows.map((r) => ({
      invoiceId: r.invoice.invoiceId,
      title: r.invoice.title,
      customerTrxId: r.invoice.customerTrxId,
      trxNumber: r.invoice.trxNumber,
      fileUrl: invoiceFileUrl(r.invoice.invoiceId, r.invoice.trxNumber),
      accountId: r.invoice.accountId,
      accountNumber: r.accountNumber,
      customerName: r.customerName,
      orderId: r.invoice.orderId,
      orderNumber: r.orderNumber,
      trxType: r.invoice.trxType,
      status: r.invoice.status,
      invoiceCategory: r.invoice.invoiceCategory,
      invoiceDate: r.invoice.invoiceDate,
      dueDate: r.invoice.dueDate,
      currency: r.invoice.currency,
      amount: r.invoice.amount,
      balanceDue: r.invoice.balanceDue,
      customerPo: r.invoice.customerPo,
      billToLocation: r.billTo?.addressId ? (r.billTo as InvoiceLocation) : null,
      shipToLocation: r.shipTo?.addressId ? (r.shipTo as InvoiceLocation) : null,
    })),
    totalRecords: total,
  };
}

/** Validates a search and resolves what the caller may read (also the async CSV handler's authorisation). */
export function authoriseInvoiceSearch(
  ctx: RequestContext,
  body: unknown,
): { request: InvoiceSearchRequest; access: InvoiceAccess } {
  const request = validate(invoiceSearchSchema, body ?? {});
  const named = [...(request.accountIds ?? [])];
  if (request.accountId) named.push(request.accountId);
  return { request, access: invoiceAccess(ctx, named) };
}

/** /invoices/search/ */
export async function searchInvoices(ctx: RequestContext, body: unknown): Promise<InvoicePage> {
  const { request, access } = authoriseInvoiceSearch(ctx, body);
  return searchInvoicesIn(ctx.db, access, request);
}

// ---- invoice parts, locations ---------------------------------------------------------------------------------

export const invoiceIdSchema = yup.object({
  invoiceId: idField('invoiceId').required('invoiceId is required.'),
});

export interface InvoicePart {
  lineNumber: number;
  partNumber: string | null;
  description: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

/** /invoices/invoiceParts {invoiceId}: the invoice's lines. */
export async function invoiceParts(ctx: RequestContext, body: unknown): Promise<InvoicePart[]> {
  const { invoiceId } = validate(invoiceIdSchema, body ?? {});
  await readableInvoice(ctx, invoiceId);
  return ctx.db
    .select({
      lineNumber: invoiceLines.lineNumber,
      partNumber: invoiceLines.partNumber,
      description: invoiceLines.description,
      quantity: invoiceLines.quantity,
      unitPrice: invoiceLines.unitPrice,
      amount: invoiceLines.amount,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.lineNumber));
}

export const locationSearchSchema = yup.object({
  query: searchTextField('query', 100).nullable(),
  accountIds: accountIdListField('accountIds'),
  accountId: idField('accountId').nullable(),
  page: pageField(10_000),
  size: sizeField(100, 25),
});

/**
 * /invoices/shipToLocations/ and /invoices/billToLocations/: the addresses the caller's invoices are billed or
 * shipped to (the pickers of the invoice search), narrowed by a text query.
 */
export async function invoiceLocations(
  ctx: RequestContext,
  kind: 'billTo' | 'shipTo',
  body: unknown,
): Promise<{ content: InvoiceLocation[]; totalRecords: number }> {
  const request = validate(locationSearchSchema, body ?? {});
  const named = [...(request.accountIds ?? [])];
  if (request.accountId) named.push(request.accountId);
  const access = invoiceAccess(ctx, named);
  if (access.accountIds.length === 0) return { content: [], totalRecords: 0 };
  const column = kind === 'billTo' ? invoices.billToAddressId : invoices.shipToAddressId;
  const used = ctx.db.selectDistinct({ id: column }).from(invoices).where(visible(access));
  const where: SQL[] = [inArray(addresses.addressId, used)];
  const query = request.query?.trim();
  if (query) {
    const pattern = `%${escapeLike(query)}%`;
    where.push(
      or(
        ilike(addresses.addressName, pattern),
        ilike(addresses.address1, pattern),
        ilike(addresses.city, pattern),
        ilike(addresses.postalCode, pattern),
      )!,
    );
  }
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select(location(addresses))
      .from(addresses)
      .where(and(...where))
      .orderBy(asc(addresses.city), asc(addresses.address1), asc(addresses.addressId))
      .limit(request.size)
      .offset(request.page * request.size),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(addresses)
      .where(and(...where)),
  ]);
  return { content: rows, totalRecords: count?.total ?? 0 };
}

// ---- PDFs ---------------------------------------------------------------------------------------------------

export const validatedDownloadSchema = yup.object({
  invoiceId: idField('invoiceId').required('invoiceId is required.'),
  title: searchTextField('title', 200).nullable(),
});

/** /invoices/validatedDownload {invoiceId, title}: the URL of the invoice's PDF, once the caller may read it. */
export async function validatedDownload(ctx: RequestContext, body: unknown): Promise<{ fileUrl: string }> {
  const { invoiceId, title } = validate(validatedDownloadSchema, body ?? {});
  const invoice = await readableInvoice(ctx, invoiceId);
  if (title && title.trim() !== invoice.title) throw badInput(INVOICE_MESSAGES.titleMismatch);
  return { fileUrl: invoiceFileUrl(invoice.invoiceId, invoice.trxNumber) };
}

const addressLines = (a: InvoiceLocation | null): string[] =>
  a
    ? [
        a.addressName,
        a.address1,
        a.address2,
        `${a.city}, ${a.state ?? a.province ?? ''} ${a.postalCode ?? ''}`.trim(),
        a.country,
      ].filter((l): l is string => !!l)
    : [];

/** What the PDF of each invoice shows, in the order of `invoiceIds`. */
export async function invoiceDocuments(
  db: Executor,
  invoiceIds: readonly string[],
): Promise<InvoiceDocument[]> {
  if (invoiceIds.length === 0) return [];
  const rows = await db
    .select({
      invoice: invoices,
      customerName: organizations.name,
      accountNumber: organizations.accountNumber,
      orderNumber: orders.orderNumber,
      tax: orders.tax,
      freight: orders.freight,
      billTo: location(billTo),
      shipTo: location(shipTo),
    })
    .from(invoices)
    .innerJoin(organizations, eq(organizations.accountId, invoices.accountId))
    .leftJoin(orders, eq(orders.orderId, invoices.orderId))
    .leftJoin(billTo, eq(billTo.addressId, invoices.billToAddressId))
    .leftJoin(shipTo, eq(shipTo.addressId, invoices.shipToAddressId))
    .where(inArray(invoices.invoiceId, [...invoiceIds]));
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, [...invoiceIds]))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.lineNumber));
  const byInvoice = new Map<string, InvoiceDocument['lines']>();
  for (const l of lines) {
    const list = byInvoice.get(l.invoiceId) ?? [];
    list.push(l);
    byInvoice.set(l.invoiceId, list);
  }
  const byId = new Map(
    rows.map((r) => [
      r.invoice.invoiceId,
      {
        invoiceId: r.invoice.invoiceId,
        trxNumber: r.invoice.trxNumber,
        title: r.invoice.title,
        customerTrxId: r.invoice.customerTrxId,
        customerName: r.customerName,
        accountNumber: r.accountNumber,
        trxType: r.invoice.trxType,
        status: r.invoice.status,
        invoiceDate: r.invoice.invoiceDate,
        dueDate: r.invoice.dueDate,
        currency: r.invoice.currency,
        amount: r.invoice.amount,
        tax: r.tax ?? 0,
        freight: r.freight ?? 0,
        balanceDue: r.invoice.balanceDue,
        customerPo: r.invoice.customerPo,
        orderNumber: r.orderNumber,
        billTo: addressLines(r.billTo?.addressId ? (r.billTo as InvoiceLocation) : null),
        shipTo: addressLines(r.shipTo?.addressId ? (r.shipTo as InvoiceLocation) : null),
        lines: byInvoice.get(r.invoice.invoiceId) ?? [],
      } satisfies InvoiceDocument,
    ]),
  );
  return invoiceIds.map((id) => byId.get(id)).filter((d): d is InvoiceDocument => d !== undefined);
}

/** GET /api/files/invoices/{invoiceId}/{fileName}: the invoice's document, for a caller who may read it. */
export async function invoiceFile(
  ctx: RequestContext,
  invoiceId: string,
  fileName: string,
): Promise<{ fileName: string; document: InvoiceDocument }> {
  const { invoiceId: id } = validate(invoiceIdSchema, { invoiceId });
  const invoice = await readableInvoice(ctx, id);
  const expected = `invoice-${invoice.trxNumber}.pdf`;
  if (fileName !== expected) throw notFound();
  const [document] = await invoiceDocuments(ctx.db, [invoice.invoiceId]);
  if (!document) throw notFound(INVOICE_MESSAGES.notFound);
  return { fileName: expected, document };
}

// ---- bulk PDF ---------------------------------------------------------------------------------------------------

export const bulkPdfSchema = yup.object({
  /** the selected set */
  invoiceIds: yup
    .array()
    .of(idField('invoiceIds').required())
    .max(10_000, 'invoiceIds may list at most 10000 invoices.')
    .nullable(),
  /** the entire result set of this search instead of a selection */
  searchRequest: invoiceSearchSchema.nullable().default(null),
  /** spec 5: individual PDFs by default, one combined PDF as the alternative */
  delivery: yup
    .mixed<'INDIVIDUAL' | 'COMBINED'>()
    .oneOf(['INDIVIDUAL', 'COMBINED'], 'delivery must be INDIVIDUAL or COMBINED.')
    .default('INDIVIDUAL'),
});

/**
 * /invoices/bulkInvoicePdf: checks the selection (each invoice readable, at most 250) or the entire result set
 * of a search (at most 250 matches), then queues the job that builds the PDFs and e-mails a link.
 */
export async function requestBulkInvoicePdf(ctx: RequestContext, body: unknown): Promise<{ jobId: string }> {
  const request = validate(bulkPdfSchema, body ?? {});
  const selected = [...new Set(request.invoiceIds ?? [])];
  let invoiceIds: string[];
  let accountIds: string[];
  if (selected.length > 0) {
    if (selected.length > BULK_PDF_MAX) throw badInput(bulkPdfLimitMessage());
    const access = invoiceAccess(ctx, []);
    const rows = await ctx.db
      .select({
        invoiceId: invoices.invoiceId,
        accountId: invoices.accountId,
        category: invoices.invoiceCategory,
      })
      .from(invoices)
      .where(inArray(invoices.invoiceId, selected));
    if (rows.length !== selected.length) throw notFound(INVOICE_MESSAGES.notFound);
    for (const row of rows) {
      requireAccount(ctx, row.accountId);
      if (access.defaultOnly && row.category !== 'DEFAULT') throw forbidden();
    }
    invoiceIds = selected;
    accountIds = [...new Set(rows.map((r) => r.accountId))];
  } else if (request.searchRequest) {
    const { request: search, access } = authoriseInvoiceSearch(ctx, request.searchRequest);
    const matched = conditions(search, access);
    const total = await countInvoices(ctx.db, matched);
    if (total === 0) throw badInput(INVOICE_MESSAGES.nothingSelected);
    if (total > BULK_PDF_MAX) throw badInput(bulkPdfLimitMessage());
    const rows = await ctx.db
      .select({ invoiceId: invoices.invoiceId })
      .from(invoices)
      .where(and(...matched.where))
      .orderBy(...ordering(search));
    invoiceIds = rows.map((r) => r.invoiceId);
    accountIds = access.accountIds;
  } else throw badInput(INVOICE_MESSAGES.nothingSelected);
  return queueJob(ctx, INVOICE_BULK_PDF_JOB, {
    endpoint: '/invoices/bulkInvoicePdf',
    // the e-mailed link starts with the portal's public origin, which the job has no configuration to read
    body: { invoiceIds, delivery: request.delivery, publicUrl: ctx.config.publicUrl },
    accountIds,
  });
}

// ---- CSV ----------------------------------------------------------------------------------------------------

const INVOICE_CSV_COLUMNS: readonly (keyof InvoiceSummary)[] = [
  'trxNumber',
  'title',
  'customerName',
  'accountNumber',
  'orderNumber',
  'customerPo',
  'trxType',
  'status',
  'invoiceDate',
  'dueDate',
  'currency',
  'amount',
  'balanceDue',
];

/** Every invoice matching the search as CSV (all pages, the request's filters and sort). */
export async function invoiceCsv(
  db: Executor,
  access: InvoiceAccess,
  request: InvoiceSearchRequest,
  maxRows = 100_000,
): Promise<string> {
  const lines = [INVOICE_CSV_COLUMNS.join(',')];
  const size = 100;
  for (let page = 0; page * size < maxRows; page += 1) {
    const result = await searchInvoicesIn(db, access, { ...request, page, size });
    for (const row of result.content) lines.push(INVOICE_CSV_COLUMNS.map((c) => csvField(row[c])).join(','));
    if (result.content.length < size) break;
  }
  return `${lines.join('\r\n')}\r\n`;
}

// ---- support request, payment instructions ---------------------------------------------------------------------

const supportSchema = yup.object({
  content: str('content')
    .trim()
    .required('content is required.')
    .max(5000, 'content must be at most 5000 characters.'),
});

/** sendInvoiceSupportRequestEmail(content): the request goes to customer support through the mail outbox. */
export async function sendInvoiceSupportRequestEmail(
  ctx: RequestContext,
  input: { content: unknown },
): Promise<boolean> {
  const { content } = validate(supportSchema, input);
  const caller = requireRule(ctx, 'invoices.view');
  const [user] = await ctx.db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
      accountNumber: organizations.accountNumber,
      customerName: organizations.name,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.accountId, users.accountId))
    .where(eq(users.id, caller.id))
    .limit(1);
  if (!user) throw forbidden();
  const from = `${user.firstName} ${user.lastName} <${user.email}>`;
  const customer = user.customerName ? `${user.customerName} (${user.accountNumber ?? ''})` : 'unknown';
  const text = [
    `Invoice support request from ${from}`,
    `Customer: ${customer}`,
    `Phone: ${user.phoneNumber ?? ''}`,
    '',
    content,
  ].join('\n');
  await ctx.db.insert(mailOutbox).values({
    to: brand.supportEmail,
    subject: `Invoice support request: ${customer}`,
    text: `${text}\n`,
    template: 'InvoiceSupportRequestEmail',
    templateData: { replyTo: user.email, accountNumber: user.accountNumber, content },
    createdAt: ctx.now(),
  });
  return true;
}

/** Folders getFilesInFolder may list (spec 7: 'static/Payment-Instructions/'), mapped to directories here. */
const STATIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'static');
const FOLDERS: Record<string, string> = {
  'static/Payment-Instructions/': path.join(STATIC_DIR, 'Payment-Instructions'),
};

const folderSchema = yup.object({
  folderPath: str('folderPath').trim().required('folderPath is required.').max(200),
});

const normaliseFolder = (folderPath: string) => `${folderPath.replace(/^\/+/, '').replace(/\/*$/, '')}/`;

/** getFilesInFolder(folderPath): the files of a published folder as {name, url}. */
export async function getFilesInFolder(
  ctx: RequestContext,
  input: { folderPath: unknown },
): Promise<{ name: string; url: string }[]> {
  const { folderPath } = validate(folderSchema, input);
  requireRule(ctx, 'invoices.view');
  const folder = normaliseFolder(folderPath);
  const dir = FOLDERS[folder];
  if (!dir) throw notFound(INVOICE_MESSAGES.unknownFolder);
  const names = (await fs.readdir(dir)).filter((n) => !n.startsWith('.')).sort();
  return names.map((name) => ({ name, url: `/api/files/${folder}${encodeURIComponent(name)}` }));
}

/** GET /api/files/static/{folder}/{name}: a published file, for a signed-in caller who may list the folder. */
export async function staticFile(
  ctx: RequestContext,
  folder: string,
  name: string,
): Promise<{ path: string; fileName: string }> {
  requireRule(ctx, 'invoices.view');
  const dir = FOLDERS[normaliseFolder(`static/${folder}`)];
  if (!dir || !/^[\w .-]+$/.test(name) || name.startsWith('.')) throw notFound();
  const file = path.join(dir, name);
  try {
    await fs.access(file);
  } catch {
    throw notFound();
  }
  return { path: file, fileName: name };
}
