// /orgOfFleet/contacts/getContactRelationships: which contacts relate to which units (operators, fleet managers,
// service and safety contacts), for a group's units or listed units, within the caller's organisations.
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { contacts, fleetGroupUnits, fleetGroups, fleetUnits, unitContacts } from '../../db/schema.js';
import { badInput, forbidden } from '../../errors/api-error.js';
import { requireRule } from '../../access/operation-rule.js';
import { unitInAccounts, unitVisibleTo } from '../fleet/index.js';
import { idField, uuidField, validate } from '../../shared/validation.js';

export const contactRelationshipsSchema = yup.object({
  groupId: uuidField('groupId').nullable(),
  instanceIds: yup.array().of(idField('instanceIds').required()).max(1000).nullable(),
  contactId: idField('contactId').nullable(),
});

export async function contactRelationships(ctx: RequestContext, body: unknown) {
  requireRule(ctx, 'admin-area');
  const request = validate(contactRelationshipsSchema, body ?? {});
  const readable = [...ctx.caller.scope.readable];
  if (!request.groupId && !request.instanceIds?.length && !request.contactId)
    throw badInput('Name a group, units or a contact.');

  let instanceIds = request.instanceIds ?? null;
  if (request.groupId) {
    const [group] = await ctx.db
      .select({ accountId: fleetGroups.accountId })
      .from(fleetGroups)
      .where(eq(fleetGroups.groupId, request.groupId))
      .limit(1);
    if (!group || !ctx.caller.scope.readable.has(group.accountId)) throw forbidden();
    const members = await ctx.db
      .select({ instanceId: fleetGroupUnits.instanceId })
      .from(fleetGroupUnits)
      .where(eq(fleetGroupUnits.groupId, request.groupId));
    instanceIds = [...(instanceIds ?? []), ...members.map((m) => m.instanceId)];
  } else if (instanceIds) {
    // every listed unit must be the caller's: another organisation's unit is refused, not skipped
    const units = await ctx.db
      .select({
        instanceId: fleetUnits.instanceId,
        accountId: fleetUnits.accountId,
        custAcctIds: fleetUnits.custAcctIds,
      })
      .from(fleetUnits)
      .where(inArray(fleetUnits.instanceId, instanceIds));
    if (units.length !== new Set(instanceIds).size || units.some((u) => !unitVisibleTo(u, readable)))
      throw forbidden();
  }
  if (request.contactId) {
    const [contact] = await ctx.db
      .select({ accountId: contacts.accountId })
      .from(contacts)
      .where(eq(contacts.contactId, request.contactId))
      .limit(1);
    if (!contact || !ctx.caller.scope.readable.has(contact.accountId)) throw forbidden();
  }

  const where = [unitInAccounts(readable), inArray(contacts.accountId, readable)];
  if (instanceIds) where.push(inArray(unitContacts.instanceId, instanceIds.length ? instanceIds : ['']));
  if (request.contactId) where.push(eq(unitContacts.contactId, request.contactId));
  const rows = await ctx.db
    .select({
      instanceId: unitContacts.instanceId,
      unitSerial: fleetUnits.unitSerial,
      customerVehicleNumber: fleetUnits.customerVehicleNumber,
      relationship: unitContacts.relationship,
      contactId: contacts.contactId,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      jobTitle: contacts.jobTitle,
    })
    .from(unitContacts)
    .innerJoin(fleetUnits, eq(fleetUnits.instanceId, unitContacts.instanceId))
    .innerJoin(contacts, eq(contacts.contactId, unitContacts.contactId))
    .where(and(...where))
    .orderBy(asc(fleetUnits.unitSerial), asc(unitContacts.relationship), asc(contacts.lastName));
  return {
    relationships: rows.map((r) => ({
      instanceId: r.instanceId,
      unitSerial: r.unitSerial,
      customerVehicleNumber: r.customerVehicleNumber,
      relationship: r.relationship,
      contact: {
        contactId: r.contactId,
        firstName: r.firstName,
        lastName: r.lastName,
        email: r.email,
        jobTitle: r.jobTitle,
      },
    })),
    totalRecords: rows.length,
  };
}
