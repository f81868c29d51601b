// Telematics: /telematics/events (events per unit: instanceId, type, severity, time, location), one unit's events
// (event-details/{instanceId}, where viewEvent/{instanceId} lands) and the fleet-services insight series:
// safety, ALMS load monitoring, performance, JEMS and the JEMS history report, each behind its insight page's named
// rule (TELEMATICS_INSIGHT_RULES), which the gateway checks before the series is read.
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { sortOrder } from '../../db/search-envelope.js';
import * as yup from 'yup';
import type { AccessRuleName } from '@portal/rules/access';
import { callerHolds } from '../../access/operation-rule.js';
import type { RequestContext } from '../../auth/request-context.js';
import { fleetUnits, telematicsDaily, telematicsEvents } from '../../db/schema.js';
import { badInput } from '../../errors/api-error.js';
import { scopedAccountIds } from '../../access/authorization.js';
import { isoDateField } from '../fleet/index.js';
import { readableUnit } from '../fleet/index.js';
import {
  accountIdListField,
  idField,
  pageField,
  sizeField,
  sortOptionsField,
  validate,
} from '../../shared/validation.js';

const EVENT_CATEGORIES = ['SAFETY', 'LOAD', 'PERFORMANCE', 'JEMS'] as const;
type Category = (typeof EVENT_CATEGORIES)[number];

/** Which insight page's rule shows which events. */
const CATEGORY_RULE: Record<Category, AccessRuleName> = {
  SAFETY: 'insights.safety',
  PERFORMANCE: 'insights.performance',
  LOAD: 'insights.alms',
  JEMS: 'insights.jems',
};

function visibleCategories(ctx: RequestContext): Category[] {
  return EVENT_CATEGORIES.filter((c) => callerHolds(ctx, CATEGORY_RULE[c]));
}

const rangeField = yup
  .object({ start: isoDateField('range.start').nullable(), end: isoDateField('range.end').nullable() })
  .nullable()
  .default(null);

const EVENT_SORT = {
  occurredAt: telematicsEvents.occurredAt,
  severity: telematicsEvents.severity,
  type: telematicsEvents.type,
  category: telematicsEvents.category,
} as const;

export const eventSearchSchema = yup.object({
  accountIds: accountIdListField('accountIds'),
  accountId: idField('accountId').nullable(),
  instanceIds: yup.array().of(idField('instanceIds').required()).max(1000).nullable(),
  categories: yup
    .array()
    .of(
      yup
        .string()
        .required()
        .oneOf([...EVENT_CATEGORIES], 'categories must be SAFETY, LOAD, PERFORMANCE or JEMS.'),
    )
    .max(4)
    .nullable(),
  severities: yup
    .array()
    .of(yup.string().required().oneOf(['HIGH', 'MEDIUM', 'LOW'], 'severities must be HIGH, MEDIUM or LOW.'))
    .max(3)
    .nullable(),
  range: rangeField,
  sortOptions: sortOptionsField(Object.keys(EVENT_SORT), 'DESC'),
  page: pageField(10_000),
  size: sizeField(500, 25),
});

function rangeConditions(
  column: typeof telematicsEvents.occurredAt,
  range: { start?: string | null; end?: string | null } | null,
): SQL[] {
  const out: SQL[] = [];
  if (range?.start) out.push(gte(column, new Date(`${range.start}T00:00:00Z`)));
  if (range?.end) out.push(lte(column, new Date(`${range.end}T23:59:59.999Z`)));
  return out;
}

const EVENT_COLUMNS = {
  eventId: telematicsEvents.eventId,
  instanceId: telematicsEvents.instanceId,
  accountId: telematicsEvents.accountId,
  unitSerial: fleetUnits.unitSerial,
  model: fleetUnits.model,
  customerVehicleNumber: fleetUnits.customerVehicleNumber,
  category: telematicsEvents.category,
  type: telematicsEvents.type,
  severity: telematicsEvents.severity,
  occurredAt: telematicsEvents.occurredAt,
  latitude: telematicsEvents.latitude,
  longitude: telematicsEvents.longitude,
  location: telematicsEvents.location,
  value: telematicsEvents.value,
  details: telematicsEvents.details,
};

type EventRow = {
  occurredAt: Date;
  latitude: number | null;
  longitude: number | null;
  location: string | null;
} & Record<string, unknown>;

const shapeEvent = <T extends EventRow>({ occurredAt, latitude, longitude, location, ...rest }: T) => ({
  ...rest,
  occurredAt: occurredAt.toISOString(),
  location: { latitude, longitude, description: location },
});

/** /telematics/events */
export async function searchTelematicsEvents(ctx: RequestContext, body: unknown) {
  const request = validate(eventSearchSchema, body ?? {});
  const accountIds = scopedAccountIds(ctx, [
    ...(request.accountIds ?? []),
    ...(request.accountId ? [request.accountId] : []),
  ]);
  const allowed = visibleCategories(ctx);
  const categories = request.categories?.length
    ? request.categories.filter((c) => allowed.includes(c as Category))
    : allowed;
  if (accountIds.length === 0 || categories.length === 0) return { content: [], totalRecords: 0 };
  const where = [
    inArray(telematicsEvents.accountId, accountIds),
    inArray(telematicsEvents.category, categories),
    ...rangeConditions(telematicsEvents.occurredAt, request.range),
  ];
  if (request.instanceIds?.length) where.push(inArray(telematicsEvents.instanceId, request.instanceIds));
  if (request.severities?.length) where.push(inArray(telematicsEvents.severity, request.severities));
  const order = sortOrder(request.sortOptions, EVENT_SORT);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(EVENT_COLUMNS)
      .from(telematicsEvents)
      .innerJoin(fleetUnits, eq(fleetUnits.instanceId, telematicsEvents.instanceId))
      .where(and(...where))
      .orderBy(...order, desc(telematicsEvents.occurredAt), asc(telematicsEvents.eventId))
      .limit(request.size)
      .offset(request.page * request.size),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(telematicsEvents)
      .where(and(...where)),
  ]);
  return { content: rows.map(shapeEvent), totalRecords: total?.n ?? 0 };
}

export const unitEventsSchema = yup.object({
  instanceId: idField('instanceId').required('instanceId is required.'),
  range: rangeField,
  size: sizeField(500, 100),
});

/** /telematics/unitEvents {instanceId}: the event-details page of one unit (viewEvent/{instanceId}). */
export async function unitTelematics(ctx: RequestContext, body: unknown) {
  const request = validate(unitEventsSchema, body);
  const unit = await readableUnit(ctx, request.instanceId);
  const categories = visibleCategories(ctx);
  const [events, days] = await Promise.all([
    ctx.db
      .select(EVENT_COLUMNS)
      .from(telematicsEvents)
      .innerJoin(fleetUnits, eq(fleetUnits.instanceId, telematicsEvents.instanceId))
      .where(
        and(
          eq(telematicsEvents.instanceId, unit.instanceId),
          inArray(telematicsEvents.category, categories),
          ...rangeConditions(telematicsEvents.occurredAt, request.range),
        ),
      )
      .orderBy(desc(telematicsEvents.occurredAt))
      .limit(request.size),
    ctx.db
      .select()
      .from(telematicsDaily)
      .where(eq(telematicsDaily.instanceId, unit.instanceId))
      .orderBy(desc(telematicsDaily.day))
      .limit(31),
  ]);
  return {
    unit: {
      instanceId: unit.instanceId,
      unitSerial: unit.unitSerial,
      model: unit.model,
      customerVehicleNumber: unit.customerVehicleNumber,
      customerName: unit.customerName,
      currentLocation: unit.currentLocation,
    },
    events: events.map(shapeEvent),
    lastDays: days.reverse().map(({ instanceId: _i, accountId: _a, ...d }) => d),
  };
}

// ---- insight series -----------------------------------------------------------------------------------------------

export const INSIGHTS = ['safety', 'alms', 'performance', 'jems', 'jemsHistory'] as const;
type Insight = (typeof INSIGHTS)[number];
/** Each insight's page rule: the gateway checks it (handlers/telematics.ts) before the series is read. */
export const TELEMATICS_INSIGHT_RULES: Record<Insight, AccessRuleName> = {
  safety: 'insights.safety',
  performance: 'insights.performance',
  alms: 'insights.alms',
  jems: 'insights.jems',
  // spec 6: "JEMS History needs Developer_Admin and B2B_Reporting"
  jemsHistory: 'insights.jems-history',
};

export const insightSchema = yup.object({
  insight: yup
    .string()
    .required('insight is required.')
    .oneOf([...INSIGHTS], `insight must be one of ${INSIGHTS.join(', ')}.`),
  accountIds: accountIdListField('accountIds'),
  accountId: idField('accountId').nullable(),
  instanceIds: yup.array().of(idField('instanceIds').required()).max(1000).nullable(),
  range: rangeField,
  interval: yup
    .string()
    .oneOf(['day', 'week', 'month'], 'interval must be day, week or month.')
    .default('day'),
});

const d = telematicsDaily;
const SERIES: Record<Exclude<Insight, 'jemsHistory'>, Record<string, SQL<number>>> = {
  safety: {
    safetyEvents: sql<number>`sum(${d.safetyEventCount})::int`,
    unitsReporting: sql<number>`count(distinct ${d.instanceId})::int`,
  },
  alms: {
    averageMaxLoadPercent: sql<number>`round(avg(${d.maxLoadPercent}), 1)::float8`,
    peakLoadPercent: sql<number>`max(${d.maxLoadPercent})::float8`,
    overloads: sql<number>`sum(${d.overloadCount})::int`,
  },
  performance: {
    engineHours: sql<number>`round(sum(${d.engineHours}), 2)::float8`,
    idleHours: sql<number>`round(sum(${d.idleHours}), 2)::float8`,
    ptoHours: sql<number>`round(sum(${d.ptoHours}), 2)::float8`,
    fuelUsed: sql<number>`round(sum(${d.fuelUsed}), 2)::float8`,
    idlePercent: sql<number>`round(100 * sum(${d.idleHours}) / nullif(sum(${d.engineHours}), 0), 1)::float8`,
  },
  jems: {
    engineOffMinutes: sql<number>`sum(${d.jemsEngineOffMinutes})::int`,
    lowestStateOfCharge: sql<number>`min(${d.jemsMinStateOfCharge})::int`,
    unitsReporting: sql<number>`count(distinct ${d.instanceId})::int`,
  },
};

/** One period of a series: its first day (yyyy-mm-dd) and the insight's measures (SERIES' keys, null when none). */
export interface InsightPoint {
  period: string;
  [measure: string]: string | number | null;
}

/** /telematics/insights' answer, one shape for every insight: jemsHistory has units and no points. */
export interface InsightResponse {
  insight: Insight;
  interval: 'day' | 'week' | 'month' | null;
  points: InsightPoint[];
  /** safety and alms: the events of the range by type */
  eventsByType?: { type: string; count: number }[];
  /** jemsHistory: one row per unit over the range */
  units?: {
    instanceId: string;
    unitSerial: string;
    model: string;
    days: number;
    engineOffMinutes: number;
    lowestStateOfCharge: number | null;
    engineHours: number;
  }[];
}

/** /telematics/insights {insight, range, interval}: a series per day, week or month over the caller's units. */
export async function telematicsInsights(ctx: RequestContext, body: unknown): Promise<InsightResponse> {
  const request = validate(insightSchema, body);
  const insight = request.insight as Insight;
  const accountIds = scopedAccountIds(ctx, [
    ...(request.accountIds ?? []),
    ...(request.accountId ? [request.accountId] : []),
  ]);
  if (request.range?.start && request.range.end && request.range.start > request.range.end)
    throw badInput('range.start must not be after range.end.');
  const where = [inArray(d.accountId, accountIds.length ? accountIds : [''])];
  if (request.range?.start) where.push(gte(d.day, request.range.start));
  if (request.range?.end) where.push(lte(d.day, request.range.end));
  if (request.instanceIds?.length) where.push(inArray(d.instanceId, request.instanceIds));

  if (insight === 'jemsHistory') {
    const rows = await ctx.db
      .select({
        instanceId: d.instanceId,
        unitSerial: fleetUnits.unitSerial,
        model: fleetUnits.model,
        days: sql<number>`count(*)::int`,
        engineOffMinutes: sql<number>`sum(${d.jemsEngineOffMinutes})::int`,
        lowestStateOfCharge: sql<number>`min(${d.jemsMinStateOfCharge})::int`,
        engineHours: sql<number>`round(sum(${d.engineHours}), 2)::float8`,
      })
      .from(d)
      .innerJoin(fleetUnits, eq(fleetUnits.instanceId, d.instanceId))
      .where(and(...where))
      .groupBy(d.instanceId, fleetUnits.unitSerial, fleetUnits.model)
      .orderBy(desc(sql`sum(${d.jemsEngineOffMinutes})`), asc(d.instanceId))
      .limit(500);
    return { insight, interval: null, points: [], units: rows };
  }

  // the unit is written into the SQL (one of three validated words): as a parameter, SELECT and GROUP BY would hold
  // two different parameters and PostgreSQL would not see them as the same expression
  const unit = sql.raw(`'${request.interval}'`);
  const bucket = sql<string>`to_char(date_trunc(${unit}, ${d.day}::timestamp), 'YYYY-MM-DD')`;
  const rows = await ctx.db
    .select({ period: bucket, ...SERIES[insight] })
    .from(d)
    .where(and(...where))
    .groupBy(bucket)
    .orderBy(bucket);
  const events =
    insight === 'safety' || insight === 'alms'
      ? await ctx.db
          .select({ type: telematicsEvents.type, count: sql<number>`count(*)::int` })
          .from(telematicsEvents)
          .where(
            and(
              inArray(telematicsEvents.accountId, accountIds.length ? accountIds : ['']),
              eq(telematicsEvents.category, insight === 'safety' ? 'SAFETY' : 'LOAD'),
              ...rangeConditions(telematicsEvents.occurredAt, request.range),
              ...(request.instanceIds?.length
                ? [inArray(telematicsEvents.instanceId, request.instanceIds)]
                : []),
            ),
          )
          .groupBy(telematicsEvents.type)
          .orderBy(desc(sql`count(*)`), asc(telematicsEvents.type))
      : undefined;
  // the measures are the insight's SERIES keys, which the select's type cannot name
  const points: InsightPoint[] = rows;
  return { insight, interval: request.interval, points, ...(events ? { eventsByType: events } : {}) };
}
