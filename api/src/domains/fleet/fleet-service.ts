// Fleet unit search (/fleet/ngSearch) and its CSV export (the first async job). Request: spec section 3
// "Search request"; result: "Fleet unit summary" rows paged as {content, totalRecords}.
import { Column, and, asc, desc, eq, inArray, is, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { sortOrder } from '../../db/search-envelope.js';
import { unitTextMatch } from './unit-search-text.js';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { fleetUnits, serviceRequests } from '../../db/schema.js';
import { badInput } from '../../errors/api-error.js';
import { requireRule } from '../../access/operation-rule.js';
import { scopedAccountIds } from '../../access/authorization.js';
import type { Executor } from '../../db/database.js';
import { unitInAccounts } from './unit-scope.js';
import {
  accountIdListField,
  idField,
  localeField,
  pageField,
  searchTextField,
  sizeField,
  sortOptionsField,
  str,
  validate,
} from '../../shared/validation.js';
import { csvField } from '../../shared/csv-field.js';
import { queryRows } from '../../db/client.js';
import type { DueStatus, InspectionKind } from '@portal/rules/fleet';

/** The CSV export's columns (the header names them so), every one by default. */
export const FLEET_CSV_COLUMN_NAMES = [
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
  'hourMeter',
  'utilisationPercent',
  'dueStatus',
  'nextInspectionOn',
  'nextInspectionKind',
  'nextServiceOn',
] as const satisfies readonly (keyof FleetUnitSummary)[];
type FleetCsvColumn = (typeof FLEET_CSV_COLUMN_NAMES)[number];

const isNumber = (n: number | null | undefined): n is number => typeof n === 'number';

/** A whole number from 0 to `max`, or null. */
const wholeNumberField = (label: string, max: number) =>
  yup
    .number()
    .typeError(`${label} must be a number.`)
    .integer(`${label} must be a whole number.`)
    .min(0, `${label} must be at least 0.`)
    .max(max, `${label} must be at most ${max}.`)
    .nullable();

/** An ISO calendar date (yyyy-mm-dd). */
export const isoDateField = (label: string) =>
  str(label)
    .matches(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (yyyy-mm-dd).`)
    .test('real-date', `${label} must be a date (yyyy-mm-dd).`, (v) => !v || !Number.isNaN(Date.parse(v)));

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
  /** hours on the meter; null: no telematics */
  hourMeter: number | null;
  /** share of 8-hour working days used lately; null: no telematics */
  utilisationPercent: number | null;
  /** the worst of the unit's services and inspections as @portal/rules/fleet dated them */
  dueStatus: DueStatus;
  nextInspectionOn: string | null;
  nextInspectionKind: InspectionKind | null;
  nextServiceOn: string | null;
  /** with includeComments: the comments of the unit's open service requests */
  comments?: { srNumber: string; author: string; at: string; text: string }[];
}

// qualified by hand: in a one-table select Drizzle writes a column without its table, which inside these
// sub-queries would name the sub-query's own instance_id and count every row
const UNIT_ID = sql.raw('"fleet_units"."instance_id"');
const openSrCount = sql<number>`(select count(*)::int from service_requests sr
  where sr.instance_id = ${UNIT_ID} and sr.status in ('OPEN', 'IN_PROGRESS'))`;
const bulletinCount = sql<number>`(select count(*)::int from notice_units nu
  where nu.instance_id = ${UNIT_ID} and nu.status = 'OPEN')`;
const hasOpenNotice = sql`exists (select 1 from notice_units nu where nu.instance_id = ${UNIT_ID} and nu.status = 'OPEN')`;
// the due status sorted by urgency, not by its letters
const DUE_STATUS = sql.raw('"fleet_units"."due_status"');
const dueRank = sql<number>`(case ${DUE_STATUS} when 'OVERDUE' then 2 when 'DUE_SOON' then 1 else 0 end)`;

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
  dueStatus: fleetUnits.dueStatus,
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
  hourMeter: fleetUnits.hourMeter,
  utilisationPercent: fleetUnits.utilisationPercent,
  nextInspectionOn: fleetUnits.nextInspectionOn,
  nextServiceOn: fleetUnits.nextServiceOn,
  dueStatus: dueRank,
} as const;

type TextField = keyof typeof TEXT_FIELDS;
type BooleanField = keyof typeof BOOLEAN_FIELDS;
type SortField = keyof typeof SORT_FIELDS;
/** the columns an expression sort reads besides the unit id (the matches' CTE keeps them) */
const SORT_READS: Partial<Record<SortField, Column[]>> = { dueStatus: [fleetUnits.dueStatus] };
const FILTER_FIELD_NAMES = [...Object.keys(TEXT_FIELDS), ...Object.keys(BOOLEAN_FIELDS)];
export const SORT_FIELD_NAMES = Object.keys(SORT_FIELDS);

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
  /** units with one of these service requests */
  serviceRequestIDs: yup.array().of(idField('serviceRequestIDs').required()).max(1000).nullable(),
  /** units on the order an invoice (by its transaction number) billed */
  trxNumber: idField('trxNumber').nullable(),
  equipmentOwner: searchTextField('equipmentOwner').nullable(),
  /** each unit also carries the comments of its open service requests */
  includeComments: yup.boolean().typeError('includeComments must be true or false.').nullable(),
  /** the answer also carries filter facet counts (each facet ignores its own filter) */
  includeFacets: yup.boolean().typeError('includeFacets must be true or false.').nullable(),
  /** in-service date window, ISO dates, both ends included */
  range: yup
    .object({
      start: isoDateField('range.start').nullable(),
      end: isoDateField('range.end').nullable(),
    })
    .nullable()
    .default(null),
  /** units whose next inspection falls due on or before this day (an overdue one too) */
  nextInspectionBy: isoDateField('nextInspectionBy').nullable(),
  /** hour meter between these (units without telematics have none and are left out by either) */
  hoursMin: wholeNumberField('hoursMin', 1_000_000),
  hoursMax: wholeNumberField('hoursMax', 1_000_000),
  /** utilisation percent between these */
  utilisationMin: wholeNumberField('utilisationMin', 1000),
  utilisationMax: wholeNumberField('utilisationMax', 1000),
  /** true: only units with an open notice; false: only those with none */
  withOpenNotices: yup.boolean().typeError('withOpenNotices must be true or false.').nullable(),
  /** the CSV export's columns, in order (My Fleet's view); every column when not given */
  columns: yup
    .array()
    .of(
      yup
        .string()
        .required()
        .oneOf([...FLEET_CSV_COLUMN_NAMES], 'columns lists a column My Fleet does not have.'),
    )
    .max(40)
    .nullable(),
  page: pageField(100_000),
  size: sizeField(500, 10),
});

export type FleetSearchRequest = yup.InferType<typeof fleetSearchSchema>;

export interface FleetPage {
  content: FleetUnitSummary[];
  totalRecords: number;
  /** with includeFacets */
  facets?: FleetFacets;
}

function asBoolean(value: unknown): boolean {
  if (value === true || value === 'true' || value === 'Y' || value === 'Yes') return true;
  if (value === false || value === 'false' || value === 'N' || value === 'No') return false;
  throw badInput('A yes/no filter needs true or false.');
}

/** A request's conditions: those on a facet's field apart (each facet's counts leave its own field's filter out). */
interface ConditionParts {
  common: SQL[];
  byFacet: Map<FacetField, SQL[]>;
}

function conditions(request: FleetSearchRequest, accountIds: readonly string[]): SQL[] {
  const { common, byFacet } = conditionParts(request, accountIds);
  return [...common, ...[...byFacet.values()].flat()];
}

function conditionParts(request: FleetSearchRequest, accountIds: readonly string[]): ConditionParts {
  const where: SQL[] = [unitInAccounts(accountIds)];
  const byFacet = new Map<FacetField, SQL[]>();
  const matched = unitTextMatch(request.query, fleetUnits);
  if (matched) where.push(matched);
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
      const condition = inArray(column, filter.values.map(String));
      if (isFacetField(filter.fieldName))
        byFacet.set(filter.fieldName, [...(byFacet.get(filter.fieldName) ?? []), condition]);
      else where.push(condition);
    }
  }
  if (request.instanceIds && request.instanceIds.length > 0)
    where.push(inArray(fleetUnits.instanceId, request.instanceIds));
  if (request.equipmentOwner) where.push(eq(fleetUnits.equipmentOwner, request.equipmentOwner));
  if (request.serviceRequestIDs && request.serviceRequestIDs.length > 0)
    where.push(sql`${fleetUnits.instanceId} in (select sr.instance_id from service_requests sr
      where sr.sr_id in ${request.serviceRequestIDs} or sr.sr_number in ${request.serviceRequestIDs})`);
  if (request.trxNumber)
    where.push(sql`${fleetUnits.unitSerial} in (select ol.unit_serial from invoices i
      join order_lines ol on ol.order_id = i.order_id where i.trx_number = ${request.trxNumber})`);
  if (request.range?.start) where.push(sql`${fleetUnits.inServiceDate} >= ${request.range.start}`);
  if (request.range?.end) where.push(sql`${fleetUnits.inServiceDate} <= ${request.range.end}`);
  if (request.nextInspectionBy)
    where.push(sql`${fleetUnits.nextInspectionOn} <= ${request.nextInspectionBy}`);
  if (isNumber(request.hoursMin)) where.push(sql`${fleetUnits.hourMeter} >= ${request.hoursMin}`);
  if (isNumber(request.hoursMax)) where.push(sql`${fleetUnits.hourMeter} <= ${request.hoursMax}`);
  if (isNumber(request.utilisationMin))
    where.push(sql`${fleetUnits.utilisationPercent} >= ${request.utilisationMin}`);
  if (isNumber(request.utilisationMax))
    where.push(sql`${fleetUnits.utilisationPercent} <= ${request.utilisationMax}`);
  if (request.withOpenNotices === true) where.push(hasOpenNotice);
  if (request.withOpenNotices === false) where.push(sql`not ${hasOpenNotice}`);
  return { common: where, byFacet };
}

function ordering(request: FleetSearchRequest) {
  return [...sortOrder(request.sortOptions, SORT_FIELDS), asc(fleetUnits.instanceId)];
}

const SUMMARY_COLUMNS = {
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
  hourMeter: fleetUnits.hourMeter,
  utilisationPercent: fleetUnits.utilisationPercent,
  dueStatus: fleetUnits.dueStatus,
  nextInspectionOn: fleetUnits.nextInspectionOn,
  nextInspectionKind: fleetUnits.nextInspectionKind,
  nextServiceOn: fleetUnits.nextServiceOn,
};

/** One page of units (no count): the CSV export reads these in turn. */
async function unitPage(
  db: Executor,
  accountIds: readonly string[],
  request: FleetSearchRequest,
  page: number,
  size: number,
): Promise<FleetUnitSummary[]> {
  return db
    .select(SUMMARY_COLUMNS)
    .from(fleetUnits)
    .where(and(...conditions(request, accountIds)))
    .orderBy(...ordering(request))
    .limit(size)
    .offset(page * size);
}

/** Facets a unit list offers, with counts (each ignores its own filter so other values stay choosable). */
export const FACET_FIELDS = [
  'dueStatus',
  'productLine',
  'model',
  'stateProvince',
  'warning',
  'customerName',
] as const;
export type FacetField = (typeof FACET_FIELDS)[number];
export type FleetFacets = Record<FacetField, { value: string; count: number }[]>;

const isFacetField = (field: string): field is FacetField =>
  (FACET_FIELDS as readonly string[]).includes(field);

/** A row of the search statement: the total, one unit id of the page, or one facet value with its count. */
interface SearchRow extends Record<string, unknown> {
  kind: 'total' | 'unit' | 'facet';
  facet: FacetField | null;
  value: string | null;
  count: number | null;
}

/** "case when grouping(<facet column>) = 0 then <what(facet)> … end": the grouping set a grouped row belongs to. */
function byGroupingSet(what: (field: FacetField, column: string) => string): string {
  const cases = FACET_FIELDS.map((field) => {
    const column = `"fleet_units"."${TEXT_FIELDS[field].name}"`;
    return `when grouping(${column}) = 0 then ${what(field, column)}`;
  });
  return `case ${cases.join(' ')} end`;
}
// the statement's fixed parts, written once
const FACET_NAME = sql.raw(byGroupingSet((field) => `'${field}'`));
const FACET_VALUE = sql.raw(byGroupingSet((_, column) => `${column}::text`));
const FACET_GROUPING_SETS = sql.raw(
  FACET_FIELDS.map((field) => `("fleet_units"."${TEXT_FIELDS[field].name}")`).join(', '),
);

/**
 * The page's unit ids, the number of matches and (with includeFacets) every facet's top 50 values, in one statement
 * (one round trip; the page's rows follow by id).
 * - The matches are read once, as a bitmap of the accounts' units, into a materialised CTE keeping only what the sort
 *   reads, then counted and sorted top-N there (a sort by a count sub-query runs it on the matches only). Left to
 *   itself the planner walked the primary key (or unit serial) index in order, filtering out thousands of other
 *   accounts' units before finding ten of the caller's.
 * - The facets read the accounts' units (the conditions but the facet filters) once more, through the same bitmap,
 *   into one grouping over five grouping sets (a hash table per facet), each facet counting the units that pass the
 *   other facets' filters, ranked by count then value. (Pairing each unit with each facet's value through a lateral
 *   VALUES list, then one grouping, cost five times as much; reading the units for the facets from a wider CTE cost
 *   more than reading them again.)
 * The facets' CTE comes first, so there "fleet_units" is still the table; the matches' CTE is named fleet_units on
 * purpose: after it the name is the matches, so the sort expressions (which name "fleet_units" columns) apply to
 * the matches unchanged.
 */
async function searchStatement(
  db: Executor,
  accountIds: readonly string[],
  request: FleetSearchRequest,
): Promise<{ ids: string[]; total: number; facets?: FleetFacets }> {
  const { common, byFacet } = conditionParts(request, accountIds);
  const withFacets = request.includeFacets === true;
  // the CTE keeps only what the sort reads (a sort by a count sub-query needs the unit id only)
  const kept = new Set<Column>([fleetUnits.instanceId]);
  for (const option of request.sortOptions ?? []) {
    const field = SORT_FIELDS[option.fieldName as SortField];
    if (is(field, Column)) kept.add(field);
    for (const column of SORT_READS[option.fieldName as SortField] ?? []) kept.add(column);
  }
  // With no facet filter the facets count the matches themselves. When the conditions are dear (a typed query: up to
  // six ILIKEs a unit) they are evaluated once, in the matches' CTE, which then keeps the facet columns too;
  // otherwise reading the units again through the bitmap costs less than keeping five more text columns a match.
  const facetsFromMatches = withFacets && byFacet.size === 0 && Boolean(request.query?.trim());
  if (facetsFromMatches) for (const field of FACET_FIELDS) kept.add(TEXT_FIELDS[field]);
  const columns = sql.join(
    [...kept].map((column) => sql`${column}`),
    sql`, `,
  );
  const matches = sql`fleet_units as materialized (select ${columns} from ${fleetUnits}
    where ${and(...common, ...[...byFacet.values()].flat())})`;
  const parts = [
    sql`select 'total' as kind, null::text as facet, null::text as value, count(*)::int as count, null::int as rank
      from fleet_units`,
    sql`select 'unit', null, page.instance_id, null, null from (select fleet_units.instance_id from fleet_units
      order by ${sql.join(ordering(request), sql`, `)}
      limit ${request.size} offset ${request.page * request.size}) page`,
  ];
  if (!withFacets) {
    const rows = await queryRows<SearchRow>(db, sql`with ${matches} ${sql.join(parts, sql` union all `)}`);
    return readRows(rows, false);
  }
  // each facet counts the units passing the other facets' filters
  const counted =
    byFacet.size === 0
      ? sql`count(*)::int`
      : sql`case ${sql.join(
          FACET_FIELDS.map((field) => {
            const others = [...byFacet.entries()].filter(([f]) => f !== field).flatMap(([, list]) => list);
            const count = others.length > 0 ? sql`count(*) filter (where ${and(...others)})` : sql`count(*)`;
            return sql`when grouping(${TEXT_FIELDS[field]}) = 0 then ${count}::int`;
          }),
          sql` `,
        )} end`;
  const facets = sql`facet_counts as (select facet, value, count, rank::int from (
      select facet, value, count, row_number() over (partition by facet order by count desc, value asc) as rank
      from (
        select ${FACET_NAME} as facet, ${FACET_VALUE} as value, ${counted} as count
        from ${facetsFromMatches ? sql`fleet_units` : sql`${fleetUnits} where ${and(...common)}`}
        group by grouping sets (${FACET_GROUPING_SETS})
      ) grouped where value is not null and count > 0
    ) ranked where rank <= 50)`;
  parts.push(sql`select 'facet', facet, value, count, rank from facet_counts`);
  const rows = await queryRows<SearchRow>(
    db,
    // the facets' CTE reads the table when it comes first, the matches when it follows them
    sql`with ${facetsFromMatches ? sql`${matches}, ${facets}` : sql`${facets}, ${matches}`}
      ${sql.join(parts, sql` union all `)} order by kind, facet, rank`,
  );
  return readRows(rows, true);
}

function readRows(
  rows: SearchRow[],
  withFacets: boolean,
): { ids: string[]; total: number; facets?: FleetFacets } {
  let total = 0;
  const ids: string[] = [];
  const facets = withFacets
    ? (Object.fromEntries(FACET_FIELDS.map((field) => [field, []])) as unknown as FleetFacets)
    : undefined;
  for (const row of rows) {
    if (row.kind === 'total') total = Number(row.count);
    else if (row.kind === 'unit') ids.push(row.value!);
    else facets![row.facet!].push({ value: String(row.value), count: Number(row.count) });
  }
  return { ids, total, ...(facets ? { facets } : {}) };
}

/** The comments of each unit's open service requests, newest first. */
async function openRequestComments(
  db: Executor,
  instanceIds: readonly string[],
): Promise<Map<string, NonNullable<FleetUnitSummary['comments']>>> {
  const out = new Map<string, NonNullable<FleetUnitSummary['comments']>>();
  if (instanceIds.length === 0) return out;
  const rows = await db
    .select({
      instanceId: serviceRequests.instanceId,
      srNumber: serviceRequests.srNumber,
      comments: serviceRequests.comments,
    })
    .from(serviceRequests)
    .where(
      and(
        inArray(serviceRequests.instanceId, [...instanceIds]),
        inArray(serviceRequests.status, ['OPEN', 'IN_PROGRESS']),
      ),
    )
    .orderBy(desc(serviceRequests.openedAt));
  for (const row of rows) {
    const list = out.get(row.instanceId!) ?? [];
    for (const c of row.comments ?? []) list.push({ srNumber: row.srNumber, ...c });
    out.set(row.instanceId!, list);
  }
  return out;
}

/** The search itself over accounts already authorised (also used by the CSV job). */
export async function searchFleetUnits(
  db: Executor,
  accountIds: readonly string[],
  request: FleetSearchRequest,
): Promise<FleetPage> {
  if (accountIds.length === 0) return { content: [], totalRecords: 0 };
  const { ids, total, facets } = await searchStatement(db, accountIds, request);
  const rows: FleetUnitSummary[] =
    ids.length === 0
      ? []
      : await db
          .select(SUMMARY_COLUMNS)
          .from(fleetUnits)
          .where(inArray(fleetUnits.instanceId, ids))
          .orderBy(...ordering(request));
  if (request.includeComments) {
    const comments = await openRequestComments(
      db,
      rows.map((r) => r.instanceId),
    );
    for (const row of rows) row.comments = comments.get(row.instanceId) ?? [];
  }
  return { content: rows, totalRecords: total, ...(facets ? { facets } : {}) };
}

/** Validates a search request and resolves the accounts it covers for the caller (B2B_Fleet_Search). */
export function authoriseFleetSearch(
  ctx: RequestContext,
  body: unknown,
): { request: FleetSearchRequest; accountIds: string[] } {
  requireRule(ctx, 'fleet');
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

/**
 * Every matching unit as CSV lines (all pages, the request's filters and sort), read and written one batch at a
 * time so memory stays flat however many units match.
 */
export async function* fleetCsv(
  db: Executor,
  accountIds: readonly string[],
  request: FleetSearchRequest,
  maxRows = 1_000_000,
  batchSize = 1000,
): AsyncGenerator<string> {
  // the view's columns when the page sends them, in its order
  const columns: readonly string[] =
    request.columns && request.columns.length > 0 ? request.columns : FLEET_CSV_COLUMN_NAMES;
  yield `${columns.join(',')}\r\n`;
  if (accountIds.length === 0) return;
  // keyset paging would need the sort's values; offset paging over the stable order (instanceId last) is exact
  for (let page = 0; page * batchSize < maxRows; page += 1) {
    const rows = await unitPage(db, accountIds, request, page, batchSize);
    if (rows.length > 0)
      yield rows
        .map((unit) => `${columns.map((c) => csvField(unit[c as FleetCsvColumn])).join(',')}\r\n`)
        .join('');
    if (rows.length < batchSize) break;
  }
}
