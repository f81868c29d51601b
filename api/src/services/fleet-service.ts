// Fleet unit search (/fleet/ngSearch) and its CSV export (the first async job). Request: spec section 3
// "Search request"; result: "Fleet unit summary" rows paged as {content, totalRecords}.
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../auth/request-context.js';
import { fleetUnits } from '../db/schema.js';
import { badInput } from '../errors/api-error.js';
import { requirePrivileges, scopedAccountIds } from './authorization.js';
import type { Executor } from './database.js';
import {
  accountIdListField,
  idField,
  localeField,
  pageField,
  searchTextField,
  sizeField,
  sortOptionsField,
  validate,
} from './validation.js';

export interface FleetUnitSummary {
  instanceId: string;
  customerName: string;
  customerVehicleNumber: string | null;
  model: string;
  productLine: string;
  city: string | null;
  stateProvince: string | null;
  inServiceDate: string | null;
  currentLocation: string | null;
  warning: string | null;
  openSrCount: number;
  bulletinCount: number;
  unitSerial: string;
  faSerial: string | null;
  chassisVin: string | null;
  webEnabled: boolean;
  globalRental: boolean;
  unitInFleet: boolean;
  custAcctIds: string[];
  accountId: string;
  analytics: Record<string, unknown> | null;
}

const openSrCount = sql<number>`(select count(*)::int from service_requests sr
  where sr.instance_id = ${fleetUnits.instanceId} and sr.status in ('OPEN', 'IN_PROGRESS'))`;
const bulletinCount = sql<number>`(select count(*)::int from notice_units nu
  where nu.instance_id = ${fleetUnits.instanceId} and nu.status = 'OPEN')`;

/** Fields a client may filter and sort by (anything else is refused, never interpolated). */
const TEXT_FIELDS = {
  customerName: fleetUnits.customerName,
  customerVehicleNumber: fleetUnits.customerVehicleNumber,
  model: fleetUnits.model,
  productLine: fleetUnits.productLine,
  city: fleetUnits.city,
  stateProvince: fleetUnits.stateProvince,
  currentLocation: fleetUnits.currentLocation,
  warning: fleetUnits.warning,
  unitSerial: fleetUnits.unitSerial,
  faSerial: fleetUnits.faSerial,
  chassisVin: fleetUnits.chassisVin,
  equipmentOwner: fleetUnits.equipmentOwner,
  instanceId: fleetUnits.instanceId,
  accountId: fleetUnits.accountId,
} as const;
const BOOLEAN_FIELDS = {
  webEnabled: fleetUnits.webEnabled,
  globalRental: fleetUnits.globalRental,
  unitInFleet: fleetUnits.unitInFleet,
} as const;
const SORT_FIELDS = {
  ...TEXT_FIELDS,
  ...BOOLEAN_FIELDS,
  inServiceDate: fleetUnits.inServiceDate,
  openSrCount,
  bulletinCount,
} as const;

type TextField = keyof typeof TEXT_FIELDS;
type BooleanField = keyof typeof BOOLEAN_FIELDS;
type SortField = keyof typeof SORT_FIELDS;
const FILTER_FIELD_NAMES = [...Object.keys(TEXT_FIELDS), ...Object.keys(BOOLEAN_FIELDS)];
const SORT_FIELD_NAMES = Object.keys(SORT_FIELDS);

export const fleetSearchSchema = yup.object({
  query: searchTextField('query').nullable(),
  sortOptions: sortOptionsField(SORT_FIELD_NAMES, 'ASC'),
  filterOptions: yup
    .array()
    .of(
      yup.object({
        fieldName: yup
          .string()
          .required('filterOptions.fieldName is required.')
          .oneOf(FILTER_FIELD_NAMES, 'filterOptions.fieldName is not a filterable field.'),
        value: yup.mixed<string | boolean>().nullable(),
        values: yup.array().of(searchTextField('filterOptions.values', 200).required()).max(100).nullable(),
      }),
    )
    .max(20, 'At most 20 filters are allowed.')
    .nullable(),
  multiValueFilterOptions: yup
    .array()
    .of(
      yup.object({
        fieldName: yup
          .string()
          .required('multiValueFilterOptions.fieldName is required.')
          .oneOf(FILTER_FIELD_NAMES, 'multiValueFilterOptions.fieldName is not a filterable field.'),
        values: yup
          .array()
          .of(searchTextField('multiValueFilterOptions.values', 200).required())
          .max(100, 'A filter may list at most 100 values.')
          .required('multiValueFilterOptions.values is required.'),
      }),
    )
    .max(20, 'At most 20 filters are allowed.')
    .nullable(),
  locale: localeField.nullable(),
  fleetAccountIds: accountIdListField('fleetAccountIds'),
  accountIds: accountIdListField('accountIds'),
  accountId: idField('accountId').nullable(),
  instanceIds: yup.array().of(idField('instanceIds').required()).max(1000).nullable(),
  equipmentOwner: searchTextField('equipmentOwner').nullable(),
  page: pageField(100_000),
  size: sizeField(500, 10),
});

export type FleetSearchRequest = yup.InferType<typeof fleetSearchSchema>;

export interface FleetPage {
  content: FleetUnitSummary[];
  totalRecords: number;
}

function asBoolean(value: unknown): boolean {
  if (value === true || value === 'true' || value === 'Y' || value === 'Yes') return true;
  if (value === false || value === 'false' || value === 'N' || value === 'No') return false;
  throw badInput('A yes/no filter needs true or false.');
}

function conditions(request: FleetSearchRequest, accountIds: readonly string[]): SQL[] {
  const where: SQL[] = [
    // a unit belongs to an account, or is shared with it (custAcctIds)
    or(
      inArray(fleetUnits.accountId, [...accountIds]),
      sql`${fleetUnits.custAcctIds} && ${sql.param([...accountIds])}::text[]`,
    )!,
  ];
  const query = request.query?.trim();
  if (query) {
    const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(fleetUnits.unitSerial, pattern),
        ilike(fleetUnits.customerVehicleNumber, pattern),
        ilike(fleetUnits.model, pattern),
        ilike(fleetUnits.chassisVin, pattern),
        ilike(fleetUnits.faSerial, pattern),
        ilike(fleetUnits.customerName, pattern),
      )!,
    );
  }
  const filters = [
    ...(request.filterOptions ?? []).map((f) => ({
      fieldName: f.fieldName,
      values:
        f.values && f.values.length > 0
          ? f.values
          : f.value === undefined || f.value === null
            ? []
            : [f.value],
    })),
    ...(request.multiValueFilterOptions ?? []),
  ];
  for (const filter of filters) {
    if (filter.values.length === 0) continue;
    if (filter.fieldName in BOOLEAN_FIELDS) {
      const column = BOOLEAN_FIELDS[filter.fieldName as BooleanField];
      const wanted = [...new Set(filter.values.map(asBoolean))];
      if (wanted.length === 1) where.push(eq(column, wanted[0]!));
    } else {
      const column = TEXT_FIELDS[filter.fieldName as TextField];
      where.push(inArray(column, filter.values.map(String)));
    }
  }
  if (request.instanceIds && request.instanceIds.length > 0)
    where.push(inArray(fleetUnits.instanceId, request.instanceIds));
  if (request.equipmentOwner) where.push(eq(fleetUnits.equipmentOwner, request.equipmentOwner));
  return where;
}

function ordering(request: FleetSearchRequest) {
  const sorts = (request.sortOptions ?? []).map((s) => {
    const column = SORT_FIELDS[s.fieldName as SortField];
    return s.direction === 'DESC' ? desc(column) : asc(column);
  });
  return [...sorts, asc(fleetUnits.instanceId)];
}

/** The search itself over accounts already authorised (also used by the CSV job). */
export async function searchFleetUnits(
  db: Executor,
  accountIds: readonly string[],
  request: FleetSearchRequest,
): Promise<FleetPage> {
  if (accountIds.length === 0) return { content: [], totalRecords: 0 };
  const where = and(...conditions(request, accountIds));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        instanceId: fleetUnits.instanceId,
        customerName: fleetUnits.customerName,
        customerVehicleNumber: fleetUnits.customerVehicleNumber,
        model: fleetUnits.model,
        productLine: fleetUnits.productLine,
        city: fleetUnits.city,
        stateProvince: fleetUnits.stateProvince,
        inServiceDate: fleetUnits.inServiceDate,
        currentLocation: fleetUnits.currentLocation,
        warning: fleetUnits.warning,
        openSrCount,
        bulletinCount,
        unitSerial: fleetUnits.unitSerial,
        faSerial: fleetUnits.faSerial,
        chassisVin: fleetUnits.chassisVin,
        webEnabled: fleetUnits.webEnabled,
        globalRental: fleetUnits.globalRental,
        unitInFleet: fleetUnits.unitInFleet,
        custAcctIds: fleetUnits.custAcctIds,
        accountId: fleetUnits.accountId,
        analytics: fleetUnits.analytics,
      })
      .from(fleetUnits)
      .where(where)
      .orderBy(...ordering(request))
      .limit(request.size)
      .offset(request.page * request.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(fleetUnits)
      .where(where),
  ]);
  return { content: rows, totalRecords: count?.total ?? 0 };
}

/** Validates a search request and resolves the accounts it covers for the caller (B2B_Fleet_Search). */
export function authoriseFleetSearch(
  ctx: RequestContext,
  body: unknown,
): { request: FleetSearchRequest; accountIds: string[] } {
  requirePrivileges(ctx, { one: 'B2B_Fleet_Search' });
  const request = validate(fleetSearchSchema, body ?? {});
  const named = [...(request.fleetAccountIds ?? []), ...(request.accountIds ?? [])];
  if (request.accountId) named.push(request.accountId);
  return { request, accountIds: scopedAccountIds(ctx, named) };
}

/** /fleet/ngSearch */
export async function searchFleet(ctx: RequestContext, body: unknown): Promise<FleetPage> {
  const { request, accountIds } = authoriseFleetSearch(ctx, body);
  return searchFleetUnits(ctx.db, accountIds, request);
}

export const FLEET_CSV_COLUMNS: readonly (keyof FleetUnitSummary)[] = [
  'instanceId',
  'customerName',
  'customerVehicleNumber',
  'unitSerial',
  'model',
  'productLine',
  'city',
  'stateProvince',
  'inServiceDate',
  'currentLocation',
  'warning',
  'openSrCount',
  'bulletinCount',
  'faSerial',
  'chassisVin',
  'webEnabled',
  'globalRental',
  'unitInFleet',
  'accountId',
];

/** RFC 4180 field; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value) ? value.join(' ') : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Every matching unit as CSV (all pages, the request's filters and sort). */
export async function fleetCsv(
  db: Executor,
  accountIds: readonly string[],
  request: FleetSearchRequest,
  maxRows = 100_000,
): Promise<string> {
  const lines = [FLEET_CSV_COLUMNS.join(',')];
  const size = 500;
  for (let page = 0; page * size < maxRows; page += 1) {
    const result = await searchFleetUnits(db, accountIds, { ...request, page, size });
    for (const unit of result.content) lines.push(FLEET_CSV_COLUMNS.map((c) => csvField(unit[c])).join(','));
    if (result.content.length < size) break;
  }
  return `${lines.join('\r\n')}\r\n`;
}
