// One fleet unit's page (/fleet/unitDetails: its service requests, notices with this unit's completion, warranty
// claims, location and in-service date) and /fleet/validate (units about to be added to a group).
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import {
  fleetGroupUnits,
  fleetGroups,
  fleetUnits,
  noticeUnits,
  notices,
  serviceRequests,
  users,
  warrantyClaims,
} from '../../db/schema.js';
import { forbidden, notInFleet } from '../../errors/api-error.js';
import { callerHolds, requireRule } from '../../access/operation-rule.js';
import { scopedAccountIds } from '../../access/authorization.js';
import type { Executor } from '../../db/database.js';
import { idField, uuidField, validate } from '../../shared/validation.js';
import { unitVisibleTo } from './unit-scope.js';
import { unitMaintenance } from './maintenance-service.js';
import { nextServiceKit } from './parts-kit.js';

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

/** /fleet/unitDetails {instanceId}: B2B_Fleet_Search; each list only with the privilege its own page needs. */
export async function unitDetails(ctx: RequestContext, body: unknown) {
  requireRule(ctx, 'fleet');
  const { instanceId } = validate(unitDetailsSchema, body);
  const unit = await readableUnit(ctx, instanceId);
  const db = ctx.db;
  const [maintenance, requests, unitNotices, claims, groups] = await Promise.all([
    unitMaintenance(db, unit, ctx.now().toISOString().slice(0, 10)),
    callerHolds(ctx, 'service.view')
      ? db
          .select({
            srId: serviceRequests.srId,
            srNumber: serviceRequests.srNumber,
            status: serviceRequests.status,
            type: serviceRequests.type,
            severity: serviceRequests.severity,
            summary: serviceRequests.summary,
            openedAt: serviceRequests.openedAt,
            closedAt: serviceRequests.closedAt,
          })
          .from(serviceRequests)
          .where(eq(serviceRequests.instanceId, instanceId))
          .orderBy(desc(serviceRequests.openedAt))
      : null,
    callerHolds(ctx, 'apns.view')
      ? db
          .select({
            apnId: notices.apnId,
            apnNumber: notices.apnNumber,
            title: notices.title,
            noticeType: notices.noticeType,
            severity: notices.severity,
            issuedDate: notices.issuedDate,
            dueDate: notices.dueDate,
            status: noticeUnits.status,
            completedAt: noticeUnits.completedAt,
            completedBy: users.email,
          })
          .from(noticeUnits)
          .innerJoin(notices, eq(notices.apnId, noticeUnits.apnId))
          .leftJoin(users, eq(users.id, noticeUnits.completedByUserId))
          .where(eq(noticeUnits.instanceId, instanceId))
          .orderBy(desc(notices.issuedDate))
      : null,
    callerHolds(ctx, 'warranty.view')
      ? db
          .select({
            claimId: warrantyClaims.claimId,
            claimNumber: warrantyClaims.claimNumber,
            status: warrantyClaims.status,
            warrantyType: warrantyClaims.warrantyType,
            failureDate: warrantyClaims.failureDate,
            complaint: warrantyClaims.complaint,
            submittedAt: warrantyClaims.submittedAt,
          })
          .from(warrantyClaims)
          .where(eq(warrantyClaims.instanceId, instanceId))
          .orderBy(desc(warrantyClaims.submittedAt))
      : null,
    db
      .select({ groupId: fleetGroups.groupId, name: fleetGroups.name })
      .from(fleetGroupUnits)
      .innerJoin(fleetGroups, eq(fleetGroups.groupId, fleetGroupUnits.groupId))
      .where(
        and(
          eq(fleetGroupUnits.instanceId, instanceId),
          inArray(fleetGroups.accountId, [...ctx.caller.scope.readable]),
        ),
      ),
  ]);
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
    partsKit: callerHolds(ctx, 'parts.view')
      ? await nextServiceKit(ctx, unit.model, maintenance.nextService)
      : undefined,
    location: { currentLocation: unit.currentLocation, city: unit.city, stateProvince: unit.stateProvince },
    groups,
    serviceRequests: requests?.map((r) => ({
      ...r,
      openedAt: r.openedAt.toISOString(),
      closedAt: r.closedAt?.toISOString() ?? null,
    })),
    notices: unitNotices?.map((n) => ({ ...n, completedAt: n.completedAt?.toISOString() ?? null })),
    warrantyClaims: claims?.map((c) => ({ ...c, submittedAt: c.submittedAt.toISOString() })),
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
