// One fleet unit's page (/fleet/unitDetails: its service requests, notices with this unit's completion, warranty
// claims, location and in-service date) and /fleet/validate (units about to be added to a group).
import { and, eq, getTableName, inArray, or, sql, type SQL } from 'drizzle-orm';
import { addDays } from '@portal/rules/fleet';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import type { noticeUnits, notices, serviceRequests, warrantyClaims } from '../../db/schema.js';
import { fleetGroupUnits, fleetGroups, fleetUnits } from '../../db/schema.js';
import { forbidden, notInFleet } from '../../errors/api-error.js';
import { callerHolds, requireRule } from '../../access/operation-rule.js';
import { scopedAccountIds } from '../../access/authorization.js';
import type { Database, Executor } from '../../db/database.js';
import { idField, uuidField, validate } from '../../shared/validation.js';
import { unitVisibleTo } from './unit-scope.js';
import { maintenanceView, RECENT_USE_DAYS, USAGE_WEEKS, type RecordRow } from './maintenance-service.js';
import { kitPartsOf, nextServiceKit, type KitPart } from './parts-kit.js';

export const unitDetailsSchema = yup.object({
  instanceId: idField('instanceId').required('instanceId is required.'),
});

/** The unit row if the caller may read it (owned by or shared with a readable account), else 404. */
export async function readableUnit(ctx: RequestContext, instanceId: string) {
  const [unit] = await ctx.db.select().from(fleetUnits).where(eq(fleetUnits.instanceId, instanceId)).limit(1);
  // an unknown unit and another organisation's unit look the same: nothing tells them apart
  if (!unit || !unitVisibleTo(unit, ctx.caller.scope.readable)) throw notInFleet(`Unit ${instanceId}`);
  return unit;
}

/** the unit's stored fields the page shows, and those its plan reads */
const UNIT_PAGE_COLUMNS = {
  instanceId: fleetUnits.instanceId,
  accountId: fleetUnits.accountId,
  customerName: fleetUnits.customerName,
  customerVehicleNumber: fleetUnits.customerVehicleNumber,
  productLine: fleetUnits.productLine,
  model: fleetUnits.model,
  modelYear: fleetUnits.modelYear,
  unitSerial: fleetUnits.unitSerial,
  faSerial: fleetUnits.faSerial,
  chassisVin: fleetUnits.chassisVin,
  chassisMake: fleetUnits.chassisMake,
  equipmentOwner: fleetUnits.equipmentOwner,
  warning: fleetUnits.warning,
  webEnabled: fleetUnits.webEnabled,
  globalRental: fleetUnits.globalRental,
  unitInFleet: fleetUnits.unitInFleet,
  analytics: fleetUnits.analytics,
  inServiceDate: fleetUnits.inServiceDate,
  currentLocation: fleetUnits.currentLocation,
  city: fleetUnits.city,
  stateProvince: fleetUnits.stateProvince,
  insulated: fleetUnits.insulated,
  hourMeter: fleetUnits.hourMeter,
  hourMeterReadOn: fleetUnits.hourMeterReadOn,
  createdAt: fleetUnits.createdAt,
};

/** a row as json carries its times as strings */
type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
type UnitPageUnit = Json<{
  [K in keyof typeof UNIT_PAGE_COLUMNS]:
    | (typeof UNIT_PAGE_COLUMNS)[K]['_']['data']
    | ((typeof UNIT_PAGE_COLUMNS)[K]['_']['notNull'] extends true ? never : null);
}>;

/** Everything the unit page shows, as one json value (one statement, one column to decode); types from the tables. */
interface UnitPageRow {
  unit: UnitPageUnit;
  records: RecordRow[];
  recentHours: number | null;
  days: { day: string; hours: number }[];
  groups: Pick<typeof fleetGroups.$inferSelect, 'groupId' | 'name'>[];
  serviceRequests:
    | Json<
        Pick<
          typeof serviceRequests.$inferSelect,
          'srId' | 'srNumber' | 'status' | 'type' | 'severity' | 'summary' | 'openedAt' | 'closedAt'
        >
      >[]
    | null;
  notices:
    | (Json<
        Pick<
          typeof notices.$inferSelect,
          'apnId' | 'apnNumber' | 'title' | 'noticeType' | 'severity' | 'issuedDate' | 'dueDate'
        > &
          Pick<typeof noticeUnits.$inferSelect, 'status' | 'completedAt'>
      > & { completedBy: string | null })[]
    | null;
  warrantyClaims:
    | Json<
        Pick<
          typeof warrantyClaims.$inferSelect,
          'claimId' | 'claimNumber' | 'status' | 'warrantyType' | 'failureDate' | 'complaint' | 'submittedAt'
        >
      >[]
    | null;
  kitParts: KitPart[] | null;
}

const jsonList = (select: SQL) => sql`coalesce((${select}), '[]'::json)`;
const when = (placeholder: string, list: SQL) =>
  sql`case when ${sql.placeholder(placeholder)}::boolean then ${list} end`;
const isoTime = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The unit page in one statement (issue 38: eleven queries a page cost a round trip and a pooled connection each,
 * and under load the queueing dominated): the unit if one of the accounts may read it, its maintenance records and
 * telematics days, groups, and each list only when its privilege is held. Prepared once per database.
 */
function prepareUnitPageStatement(db: Database) {
  const u = fleetUnits;
  // named in full: drizzle writes a bare column name in a single-table select, which a sub-query would read as its own
  const unitId = sql.raw(`"${getTableName(u)}"."${u.instanceId.name}"`);
  const page = sql<UnitPageRow | string>`json_build_object(
    'unit', json_build_object(${sql.join(
      Object.entries(UNIT_PAGE_COLUMNS).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
      sql`, `,
    )}),
    'records', ${jsonList(sql`select json_agg(json_build_object('kind', r.kind, 'code', r.code,
        'performedOn', r.performed_on, 'hourMeter', r.hour_meter) order by r.performed_on desc)
      from unit_maintenance_records r where r.instance_id = ${unitId}`)},
    'recentHours', (select avg(t.engine_hours) from telematics_daily t
      where t.instance_id = ${unitId} and t.day >= ${sql.placeholder('recentFrom')}::date),
    'days', ${jsonList(sql`select json_agg(json_build_object('day', t.day, 'hours', t.engine_hours))
      from telematics_daily t where t.instance_id = ${unitId} and t.day >= ${sql.placeholder('usageFrom')}::date`)},
    'groups', ${jsonList(sql`select json_agg(json_build_object('groupId', g.group_id, 'name', g.name))
      from fleet_group_units gu join fleet_groups g on g.group_id = gu.group_id
      where gu.instance_id = ${unitId} and g.account_id = any(${sql.placeholder('readable')}::text[])`)},
    'serviceRequests', ${when(
      'withRequests',
      jsonList(sql`select json_agg(json_build_object('srId', s.sr_id, 'srNumber', s.sr_number, 'status', s.status,
          'type', s.type, 'severity', s.severity, 'summary', s.summary, 'openedAt', s.opened_at,
          'closedAt', s.closed_at) order by s.opened_at desc)
        from service_requests s where s.instance_id = ${unitId}`),
    )},
    'notices', ${when(
      'withNotices',
      jsonList(sql`select json_agg(json_build_object('apnId', n.apn_id, 'apnNumber', n.apn_number,
          'title', n.title, 'noticeType', n.notice_type, 'severity', n.severity, 'issuedDate', n.issued_date,
          'dueDate', n.due_date, 'status', nu.status, 'completedAt', nu.completed_at, 'completedBy', cu.email)
          order by n.issued_date desc)
        from notice_units nu join notices n on n.apn_id = nu.apn_id
          left join users cu on cu.id = nu.completed_by_user_id
        where nu.instance_id = ${unitId}`),
    )},
    'warrantyClaims', ${when(
      'withClaims',
      jsonList(sql`select json_agg(json_build_object('claimId', w.claim_id, 'claimNumber', w.claim_number,
          'status', w.status, 'warrantyType', w.warranty_type, 'failureDate', w.failure_date,
          'complaint', w.complaint, 'submittedAt', w.submitted_at) order by w.submitted_at desc)
        from warranty_claims w where w.instance_id = ${unitId}`),
    )},
    'kitParts', ${when('withKit', kitPartsOf(u.model))})`;
  return db
    .select({ page })
    .from(u)
    .where(
      and(
        eq(u.instanceId, sql.placeholder('instanceId')),
        // unitInAccounts with the accounts as one parameter
        or(
          sql`${u.accountId} = any(${sql.placeholder('readable')}::text[])`,
          sql`${u.custAcctIds} && ${sql.placeholder('readable')}::text[]`,
        ),
      ),
    )
    .limit(1)
    .prepare('fleet_unit_page');
}

const unitPageStatements = new WeakMap<Database, ReturnType<typeof prepareUnitPageStatement>>();

function unitPageStatement(db: Database) {
  let statement = unitPageStatements.get(db);
  if (!statement) {
    statement = prepareUnitPageStatement(db);
    unitPageStatements.set(db, statement);
  }
  return statement;
}

/** /fleet/unitDetails {instanceId}: B2B_Fleet_Search; each list only with the privilege its own page needs. */
export async function unitDetails(ctx: RequestContext, body: unknown) {
  requireRule(ctx, 'fleet');
  const { instanceId } = validate(unitDetailsSchema, body);
  const today = ctx.now().toISOString().slice(0, 10);
  const withKit = callerHolds(ctx, 'parts.view');
  const [result] = await unitPageStatement(ctx.db).execute({
    instanceId,
    readable: [...ctx.caller.scope.readable],
    recentFrom: addDays(today, -RECENT_USE_DAYS),
    usageFrom: addDays(today, -USAGE_WEEKS * 7),
    withRequests: callerHolds(ctx, 'service.view'),
    withNotices: callerHolds(ctx, 'apns.view'),
    withClaims: callerHolds(ctx, 'warranty.view'),
    withKit,
  });
  // an unknown unit and another organisation's unit look the same: nothing tells them apart
  if (!result) throw notInFleet(`Unit ${instanceId}`);
  const row = typeof result.page === 'string' ? (JSON.parse(result.page) as UnitPageRow) : result.page;
  const unit = row.unit;
  const maintenance = maintenanceView(
    { ...unit, createdAt: new Date(unit.createdAt) },
    row.records,
    row.recentHours === null ? null : Number(row.recentHours),
    row.days,
    today,
  );
  return {
    unit: {
      instanceId: unit.instanceId,
      accountId: unit.accountId,
      customerName: unit.customerName,
      customerVehicleNumber: unit.customerVehicleNumber,
      productLine: unit.productLine,
      model: unit.model,
      modelYear: unit.modelYear,
      unitSerial: unit.unitSerial,
      faSerial: unit.faSerial,
      chassisVin: unit.chassisVin,
      chassisMake: unit.chassisMake,
      equipmentOwner: unit.equipmentOwner,
      warning: unit.warning,
      webEnabled: unit.webEnabled,
      globalRental: unit.globalRental,
      unitInFleet: unit.unitInFleet,
      analytics: unit.analytics,
    },
    inServiceDate: unit.inServiceDate,
    maintenance,
    // the parts for the next service, with the Replacement Parts page's privilege
    partsKit: withKit ? await nextServiceKit(ctx, row.kitParts ?? [], maintenance.nextService) : undefined,
    location: { currentLocation: unit.currentLocation, city: unit.city, stateProvince: unit.stateProvince },
    groups: row.groups,
    serviceRequests: row.serviceRequests?.map((r) => ({
      ...r,
      openedAt: isoTime(r.openedAt)!,
      closedAt: isoTime(r.closedAt),
    })),
    notices: row.notices?.map((n) => ({ ...n, completedAt: isoTime(n.completedAt) })),
    warrantyClaims: row.warrantyClaims?.map((c) => ({ ...c, submittedAt: isoTime(c.submittedAt)! })),
  };
}

export const fleetValidateSchema = yup.object({
  /** the units, by instance id or by serial (unit serial, FA serial or chassis VIN) */
  units: yup
    .array()
    .of(idField('units').required())
    .min(1, 'At least one unit is required.')
    .max(500, 'At most 500 units can be validated at once.')
    .required('units is required.'),
  /** the group they are being added to: a unit already in it is reported */
  groupId: uuidField('groupId').nullable(),
  accountId: idField('accountId').nullable(),
});

type UnitValidationReason = 'NOT_FOUND' | 'OTHER_ORGANIZATION' | 'ALREADY_IN_GROUP' | 'DUPLICATE';

export interface UnitValidation {
  input: string;
  valid: boolean;
  instanceId: string | null;
  unitSerial: string | null;
  model: string | null;
  reason: UnitValidationReason | null;
  message: string | null;
}

const REASON_TEXT: Record<UnitValidationReason, string> = {
  NOT_FOUND: 'No unit with this number was found in your fleet.',
  OTHER_ORGANIZATION: 'This unit belongs to another organization than the group.',
  ALREADY_IN_GROUP: 'This unit is already in the group.',
  DUPLICATE: 'This unit is listed more than once.',
};

/**
 * Each listed unit must exist in the caller's scope (an out-of-scope unit is reported exactly like an unknown one)
 * and, for a group, belong to the group's organisation (a multi-org group takes any readable unit) and not be in it
 * already. Answers per unit; nothing changes.
 */
export async function validateUnits(
  db: Executor,
  readable: readonly string[],
  request: yup.InferType<typeof fleetValidateSchema>,
  group: { groupId: string; accountId: string; multiOrg: boolean } | null,
): Promise<{ valid: boolean; results: UnitValidation[] }> {
  const wanted = [...new Set(request.units)];
  const rows = await db
    .select({
      instanceId: fleetUnits.instanceId,
      unitSerial: fleetUnits.unitSerial,
      faSerial: fleetUnits.faSerial,
      chassisVin: fleetUnits.chassisVin,
      model: fleetUnits.model,
      accountId: fleetUnits.accountId,
      custAcctIds: fleetUnits.custAcctIds,
    })
    .from(fleetUnits)
    .where(
      or(
        inArray(fleetUnits.instanceId, wanted),
        inArray(fleetUnits.unitSerial, wanted),
        inArray(fleetUnits.faSerial, wanted),
        inArray(fleetUnits.chassisVin, wanted),
      ),
    );
  const members = group
    ? new Set(
        (
          await db
            .select({ instanceId: fleetGroupUnits.instanceId })
            .from(fleetGroupUnits)
            .where(eq(fleetGroupUnits.groupId, group.groupId))
        ).map((r) => r.instanceId),
      )
    : new Set<string>();
  const seen = new Set<string>();
  const results = request.units.map((input): UnitValidation => {
    const unit = rows.find(
      (r) =>
        unitVisibleTo(r, readable) &&
        [r.instanceId, r.unitSerial, r.faSerial, r.chassisVin].some((v) => v === input),
    );
    let reason: UnitValidationReason | null = null;
    if (!unit) reason = 'NOT_FOUND';
    else if (seen.has(unit.instanceId)) reason = 'DUPLICATE';
    else if (group && !group.multiOrg && !unitVisibleTo(unit, [group.accountId]))
      reason = 'OTHER_ORGANIZATION';
    else if (members.has(unit.instanceId)) reason = 'ALREADY_IN_GROUP';
    if (unit) seen.add(unit.instanceId);
    return {
      input,
      valid: reason === null,
      instanceId: unit?.instanceId ?? null,
      unitSerial: unit?.unitSerial ?? null,
      model: unit?.model ?? null,
      reason,
      message: reason ? REASON_TEXT[reason] : null,
    };
  });
  return { valid: results.every((r) => r.valid), results };
}

/** /fleet/validate {units, groupId?, accountId?}: B2B_Fleet_Search or the groups privilege. */
export async function validateFleetUnits(ctx: RequestContext, body: unknown) {
  requireRule(ctx, 'fleet.unit-check');
  const request = validate(fleetValidateSchema, body);
  const readable = request.accountId
    ? scopedAccountIds(ctx, [request.accountId])
    : [...ctx.caller.scope.readable];
  let group: { groupId: string; accountId: string; multiOrg: boolean } | null = null;
  if (request.groupId) {
    const [row] = await ctx.db
      .select({
        groupId: fleetGroups.groupId,
        accountId: fleetGroups.accountId,
        multiOrg: fleetGroups.multiOrg,
      })
      .from(fleetGroups)
      .where(eq(fleetGroups.groupId, request.groupId))
      .limit(1);
    if (!row || !ctx.caller.scope.readable.has(row.accountId)) throw forbidden();
    group = row;
  }
  return validateUnits(ctx.db, readable, request, group);
}
