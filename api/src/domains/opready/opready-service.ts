// Operational readiness (admin/opready, B2B_Reporting): per unit of the caller's organisations, what keeps it from
// being ready — open product notices (APNs), overdue service requests, open warranty claims — as a paged report
// (/opready/search) and its CSV (/opready/searchasync, an async job). The endpoint names are the portal's own: the
// spec names the page, not its calls.
import { and, asc, inArray, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { sortOrder, textMatch } from '../../db/search-envelope.js';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { fleetUnits } from '../../db/schema.js';
import { requireRule } from '../../access/operation-rule.js';
import { scopedAccountIds } from '../../access/authorization.js';
import type { Executor } from '../../db/database.js';
import {
  accountIdListField,
  pageField,
  searchTextField,
  sizeField,
  sortOptionsField,
  validate,
} from '../../shared/validation.js';
import { csvField } from '../../shared/csv-field.js';

/** A service request still open this many days after it was opened is overdue. */
const SERVICE_OVERDUE_DAYS = 30;
export const OPREADY_CSV_JOB = 'opready-csv-export';

const openApns = sql<number>`(select count(*)::int from notice_units nu
  where nu.instance_id = fleet_units.instance_id and nu.status = 'OPEN')`;
const openService = sql<number>`(select count(*)::int from service_requests sr
  where sr.instance_id = fleet_units.instance_id and sr.status in ('OPEN', 'IN_PROGRESS'))`;
const overdueService = (asOf: Date) => sql<number>`(select count(*)::int from service_requests sr
  where sr.instance_id = fleet_units.instance_id and sr.status in ('OPEN', 'IN_PROGRESS')
    and sr.opened_at < ${new Date(asOf.getTime() - SERVICE_OVERDUE_DAYS * 86_400_000)})`;
const openWarranty = sql<number>`(select count(*)::int from warranty_claims wc
  where wc.instance_id = fleet_units.instance_id and wc.status in ('SUBMITTED', 'IN_REVIEW', 'APPROVED'))`;

const SORT_FIELDS = [
  'unitSerial',
  'model',
  'customerName',
  'openApnCount',
  'overdueServiceCount',
  'openWarrantyCount',
];

export const opReadySchema = yup.object({
  query: searchTextField('query').nullable(),
  accountIds: accountIdListField('accountIds'),
  /** READY: nothing open; NOT_READY: anything open; ALL (default) */
  readiness: yup
    .mixed<'ALL' | 'READY' | 'NOT_READY'>()
    .oneOf(['ALL', 'READY', 'NOT_READY'], 'readiness must be ALL, READY or NOT_READY.')
    .default('ALL'),
  sortOptions: sortOptionsField(SORT_FIELDS, 'ASC'),
  page: pageField(100_000),
  size: sizeField(500, 10),
});
type OpReadyRequest = yup.InferType<typeof opReadySchema>;

export interface OpReadyRow {
  instanceId: string;
  unitSerial: string;
  model: string;
  productLine: string;
  customerName: string;
  accountId: string;
  customerVehicleNumber: string | null;
  openApnCount: number;
  openServiceCount: number;
  overdueServiceCount: number;
  openWarrantyCount: number;
  /** READY when nothing is open, else NOT_READY */
  readiness: 'READY' | 'NOT_READY';
}

export interface OpReadyPage {
  content: OpReadyRow[];
  totalRecords: number;
  /** units of the whole result that are ready / not ready */
  readyCount: number;
  notReadyCount: number;
}

/** Validates and resolves the organisations the report covers (B2B_Reporting). */
export function authoriseOpReady(
  ctx: RequestContext,
  body: unknown,
): { request: OpReadyRequest; accountIds: string[] } {
  requireRule(ctx, 'reports.opready');
  const request = validate(opReadySchema, body ?? {});
  return { request, accountIds: scopedAccountIds(ctx, request.accountIds) };
}

async function opReadyReportIn(
  db: Executor,
  accountIds: readonly string[],
  request: OpReadyRequest,
  asOf: Date,
): Promise<OpReadyPage> {
  if (accountIds.length === 0) return { content: [], totalRecords: 0, readyCount: 0, notReadyCount: 0 };
  const overdue = overdueService(asOf);
  const notReady = sql`(${openApns} + ${overdue} + ${openWarranty}) > 0`;
  const base: SQL[] = [
    or(
      inArray(fleetUnits.accountId, [...accountIds]),
      sql`${fleetUnits.custAcctIds} && ${sql.param([...accountIds])}::text[]`,
    )!,
  ];
  const matched = textMatch(request.query, [
    fleetUnits.unitSerial,
    fleetUnits.model,
    fleetUnits.customerVehicleNumber,
    fleetUnits.customerName,
  ]);
  if (matched) base.push(matched);
  const where = [...base];
  if (request.readiness === 'READY') where.push(sql`not ${notReady}`);
  if (request.readiness === 'NOT_READY') where.push(notReady);
  const sortColumns: Record<string, SQL | AnyColumn> = {
    unitSerial: fleetUnits.unitSerial,
    model: fleetUnits.model,
    customerName: fleetUnits.customerName,
    openApnCount: openApns,
    overdueServiceCount: overdue,
    openWarrantyCount: openWarranty,
  };
  const order = sortOrder(request.sortOptions, sortColumns);
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        instanceId: fleetUnits.instanceId,
        unitSerial: fleetUnits.unitSerial,
        model: fleetUnits.model,
        productLine: fleetUnits.productLine,
        customerName: fleetUnits.customerName,
        accountId: fleetUnits.accountId,
        customerVehicleNumber: fleetUnits.customerVehicleNumber,
        openApnCount: openApns,
        openServiceCount: openService,
        overdueServiceCount: overdue,
        openWarrantyCount: openWarranty,
      })
      .from(fleetUnits)
      .where(and(...where))
      .orderBy(...order, asc(fleetUnits.instanceId))
      .limit(request.size)
      .offset(request.page * request.size),
    db
      .select({
        total: sql<number>`count(*) filter (where ${and(...where)})::int`,
        notReady: sql<number>`count(*) filter (where ${notReady})::int`,
        all: sql<number>`count(*)::int`,
      })
      .from(fleetUnits)
      .where(and(...base)),
  ]);
  return {
    content: rows.map((r) => ({
      ...r,
      readiness: r.openApnCount + r.overdueServiceCount + r.openWarrantyCount > 0 ? 'NOT_READY' : 'READY',
    })),
    totalRecords: counts?.total ?? 0,
    readyCount: (counts?.all ?? 0) - (counts?.notReady ?? 0),
    notReadyCount: counts?.notReady ?? 0,
  };
}

/** /opready/search */
export async function opReadyReport(ctx: RequestContext, body: unknown): Promise<OpReadyPage> {
  const { request, accountIds } = authoriseOpReady(ctx, body);
  return opReadyReportIn(ctx.db, accountIds, request, ctx.now());
}

const OPREADY_CSV_COLUMNS: readonly (keyof OpReadyRow)[] = [
  'unitSerial',
  'model',
  'productLine',
  'customerName',
  'customerVehicleNumber',
  'readiness',
  'openApnCount',
  'overdueServiceCount',
  'openServiceCount',
  'openWarrantyCount',
  'instanceId',
];

/** The whole report as CSV. */
export async function opReadyCsv(
  db: Executor,
  accountIds: readonly string[],
  request: OpReadyRequest,
  asOf: Date,
  maxRows = 100_000,
): Promise<string> {
  const lines = [OPREADY_CSV_COLUMNS.join(',')];
  const size = 500;
  for (let page = 0; page * size < maxRows; page += 1) {
    const result = await opReadyReportIn(db, accountIds, { ...request, page, size }, asOf);
    for (const row of result.content) lines.push(OPREADY_CSV_COLUMNS.map((c) => csvField(row[c])).join(','));
    if (result.content.length < size) break;
  }
  return `${lines.join('\r\n')}\r\n`;
}
