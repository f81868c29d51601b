// Service requests (service jobs, B2B_View_SRs): search, details (viewSr/{srId} lands there) and the CSV of a search
// (GET CSV /serviceRequest/csv/search as an async job, like the fleet CSV: rows streamed in batches).
import { and, asc, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { sortOrder, textMatch } from '../../db/search-envelope.js';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { fleetUnits, serviceRequests } from '../../db/schema.js';
import { badInput, notInFleet } from '../../errors/api-error.js';
import { requireRule } from '../../access/operation-rule.js';
import { scopedAccountIds } from '../../access/authorization.js';
import type { Executor } from '../../db/database.js';
import { csvField } from '../../shared/csv-field.js';
import { isoDateField } from '../fleet/index.js';
import {
  accountIdListField,
  idField,
  pageField,
  searchTextField,
  sizeField,
  multiValueFilterOptionsField,
  sortOptionsField,
  validate,
} from '../../shared/validation.js';

export const SR_STATUSES = ['OPEN', 'IN_PROGRESS', 'CLOSED', 'CANCELLED'] as const;
export const OPEN_SR_STATUSES = ['OPEN', 'IN_PROGRESS'] as const;

const SORT = {
  openedAt: serviceRequests.openedAt,
  closedAt: serviceRequests.closedAt,
  srNumber: serviceRequests.srNumber,
  status: serviceRequests.status,
  severity: serviceRequests.severity,
  type: serviceRequests.type,
  unitSerial: fleetUnits.unitSerial,
} as const;
const FILTERS = ['STATUS', 'TYPE', 'SEVERITY', 'INSTANCE_ID'] as const;

export const srSearchSchema = yup.object({
  query: searchTextField('query').nullable(),
  filterOptions: multiValueFilterOptionsField(FILTERS),
  accountIds: accountIdListField('accountIds'),
  accountId: idField('accountId').nullable(),
  instanceIds: yup.array().of(idField('instanceIds').required()).max(1000).nullable(),
  /** opened between these dates (inclusive) */
  range: yup
    .object({ start: isoDateField('range.start').nullable(), end: isoDateField('range.end').nullable() })
    .nullable()
    .default(null),
  sortOptions: sortOptionsField(Object.keys(SORT), 'DESC'),
  page: pageField(100_000),
  size: sizeField(500, 10),
});

type SrSearchRequest = yup.InferType<typeof srSearchSchema>;

const SUMMARY = {
  srId: serviceRequests.srId,
  srNumber: serviceRequests.srNumber,
  accountId: serviceRequests.accountId,
  instanceId: serviceRequests.instanceId,
  unitSerial: fleetUnits.unitSerial,
  model: fleetUnits.model,
  customerVehicleNumber: fleetUnits.customerVehicleNumber,
  customerName: fleetUnits.customerName,
  status: serviceRequests.status,
  type: serviceRequests.type,
  severity: serviceRequests.severity,
  summary: serviceRequests.summary,
  location: serviceRequests.location,
  technician: serviceRequests.technician,
  openedAt: serviceRequests.openedAt,
  closedAt: serviceRequests.closedAt,
};

function conditions(request: SrSearchRequest, accountIds: readonly string[]): SQL[] {
  const where: SQL[] = [inArray(serviceRequests.accountId, [...accountIds])];
  for (const f of request.filterOptions ?? []) {
    const values = [...(f.values ?? []), ...(f.value ? [f.value] : [])];
    if (values.length === 0) continue;
    if (f.fieldName === 'STATUS') {
      const upper = values.flatMap((v) =>
        v.toUpperCase() === 'ACTIVE' ? [...OPEN_SR_STATUSES] : [v.toUpperCase()],
      );
      const unknown = upper.filter((v) => !(SR_STATUSES as readonly string[]).includes(v));
      if (unknown.length > 0) throw badInput(`STATUS must be one of ${SR_STATUSES.join(', ')} or ACTIVE.`);
      where.push(inArray(serviceRequests.status, upper));
    } else if (f.fieldName === 'TYPE') where.push(inArray(serviceRequests.type, values));
    else if (f.fieldName === 'SEVERITY')
      where.push(
        inArray(
          serviceRequests.severity,
          values.map((v) => v.toUpperCase()),
        ),
      );
    else where.push(inArray(serviceRequests.instanceId, values));
  }
  if (request.instanceIds?.length) where.push(inArray(serviceRequests.instanceId, request.instanceIds));
  if (request.range?.start)
    where.push(gte(serviceRequests.openedAt, new Date(`${request.range.start}T00:00:00Z`)));
  if (request.range?.end)
    where.push(lte(serviceRequests.openedAt, new Date(`${request.range.end}T23:59:59.999Z`)));
  const matched = textMatch(request.query, [
    serviceRequests.srNumber,
    serviceRequests.summary,
    fleetUnits.unitSerial,
    fleetUnits.customerVehicleNumber,
  ]);
  if (matched) where.push(matched);
  return where;
}

function ordering(request: SrSearchRequest) {
  return [...sortOrder(request.sortOptions, SORT), desc(serviceRequests.openedAt), asc(serviceRequests.srId)];
}

/** One page; `where` is built first by the caller, so a bad filter fails before any query starts. */
async function srPage(db: Executor, where: SQL[], request: SrSearchRequest, page: number, size: number) {
  const rows = await db
    .select(SUMMARY)
    .from(serviceRequests)
    .leftJoin(fleetUnits, eq(fleetUnits.instanceId, serviceRequests.instanceId))
    .where(and(...where))
    .orderBy(...ordering(request))
    .limit(size)
    .offset(page * size);
  return rows.map((r) => ({
    ...r,
    openedAt: r.openedAt.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null,
  }));
}

/** Validates a search and resolves the organisations it covers (also the CSV job's authorisation). */
export function authoriseSrSearch(ctx: RequestContext, body: unknown) {
  requireRule(ctx, 'service.view');
  const request = validate(srSearchSchema, body ?? {});
  const accountIds = scopedAccountIds(ctx, [
    ...(request.accountIds ?? []),
    ...(request.accountId ? [request.accountId] : []),
  ]);
  return { request, accountIds };
}

/** /serviceRequest/search */
export async function searchServiceRequests(ctx: RequestContext, body: unknown) {
  const { request, accountIds } = authoriseSrSearch(ctx, body);
  if (accountIds.length === 0) return { content: [], totalRecords: 0 };
  const where = conditions(request, accountIds);
  const [content, [total]] = await Promise.all([
    srPage(ctx.db, where, request, request.page, request.size),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(serviceRequests)
      .leftJoin(fleetUnits, eq(fleetUnits.instanceId, serviceRequests.instanceId))
      .where(and(...where)),
  ]);
  return { content, totalRecords: total?.n ?? 0 };
}

export const srIdSchema = yup.object({ srId: idField('srId').required('srId is required.') });

/** /serviceRequest/details {srId} (by id or SR number) */
export async function serviceRequestDetails(ctx: RequestContext, body: unknown) {
  requireRule(ctx, 'service.view');
  const { srId } = validate(srIdSchema, body);
  const [row] = await ctx.db
    .select({ sr: serviceRequests, unit: fleetUnits })
    .from(serviceRequests)
    .leftJoin(fleetUnits, eq(fleetUnits.instanceId, serviceRequests.instanceId))
    .where(or(eq(serviceRequests.srId, srId), eq(serviceRequests.srNumber, srId)))
    .limit(1);
  if (!row || !ctx.caller.scope.readable.has(row.sr.accountId)) throw notInFleet(`Service request ${srId}`);
  const { sr, unit } = row;
  return {
    srId: sr.srId,
    srNumber: sr.srNumber,
    accountId: sr.accountId,
    status: sr.status,
    type: sr.type,
    severity: sr.severity,
    summary: sr.summary,
    description: sr.description,
    problemCode: sr.problemCode,
    technician: sr.technician,
    location: sr.location,
    comments: sr.comments ?? [],
    openedAt: sr.openedAt.toISOString(),
    closedAt: sr.closedAt?.toISOString() ?? null,
    unit: unit
      ? {
          instanceId: unit.instanceId,
          unitSerial: unit.unitSerial,
          model: unit.model,
          productLine: unit.productLine,
          customerVehicleNumber: unit.customerVehicleNumber,
          customerName: unit.customerName,
          currentLocation: unit.currentLocation,
        }
      : null,
  };
}

const SR_CSV_COLUMNS = [
  'srNumber',
  'status',
  'type',
  'severity',
  'summary',
  'unitSerial',
  'model',
  'customerVehicleNumber',
  'customerName',
  'location',
  'technician',
  'openedAt',
  'closedAt',
  'accountId',
] as const;

/** Every matching service request as CSV, one batch at a time (memory stays flat). */
export async function* serviceRequestCsv(
  db: Executor,
  accountIds: readonly string[],
  request: SrSearchRequest,
  batchSize = 1000,
): AsyncGenerator<string> {
  yield `${SR_CSV_COLUMNS.join(',')}\r\n`;
  if (accountIds.length === 0) return;
  const where = conditions(request, accountIds);
  for (let page = 0; ; page += 1) {
    const rows = await srPage(db, where, request, page, batchSize);
    if (rows.length > 0)
      yield rows.map((r) => `${SR_CSV_COLUMNS.map((c) => csvField(r[c])).join(',')}\r\n`).join('');
    if (rows.length < batchSize) break;
  }
}
