// Fleet groups (spec 3 "Group (fleet)", spec 4/5 "Create Group"): search, read, create or update with an optimistic
// `version`, delete, the flattened group (every unit of a group and its sub-groups), and unit membership.
// Reading needs B2B_View_Organization_Groups; changing also that the caller is no demo account
// (Demo_Only_Organization_Of_Fleet_Update: 'Submit is Disabled'); deleting a group or removing a sub-group needs
// B2B_Update_Organization_Groups.
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { sortOrder, textMatch } from '../../db/search-envelope.js';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import {
  addresses,
  auditLog,
  fleetGroupParents,
  fleetGroupUnits,
  fleetGroups,
  fleetUnits,
  organizations,
} from '../../db/schema.js';
import { ApiError, badInput, forbidden } from '../../errors/api-error.js';
import { callerHolds, requireRule } from '../../access/operation-rule.js';
import { scopedAccountIds } from '../../access/authorization.js';
import type { Executor } from '../../db/database.js';
import { validateUnits } from '../fleet/index.js';
import {
  accountIdListField,
  idField,
  pageField,
  searchTextField,
  sizeField,
  sortOptionsField,
  str,
  uuidField,
  validate,
} from '../../shared/validation.js';

/** spec 5, Create Group (verbatim) */
const GROUP_NAME_REQUIRED = 'Group name is required';
const GROUP_DESCRIPTION_REQUIRED = 'Group description is required';
const ORGANIZATION_REQUIRED = 'Organization is required';
/** spec 4: Create becomes 'Submit is Disabled' for Demo_Only_Organization_Of_Fleet_Update */
export const SUBMIT_DISABLED = 'Submit is Disabled';
const GROUP_CHANGED =
  'This group was changed by someone else since you opened it. Reload it and make your changes again.';
const MULTI_ORG_NOT_ALLOWED =
  'Only a parent holding company user viewing all organizations can create a cross-organizational group.';
const ADDRESS_NOT_OF_ORGANIZATION = 'The address does not belong to the chosen organization.';
const SUBGROUP_CYCLE = 'A group cannot be a sub-group of itself or of one of its sub-groups.';
const UNITS_INVALID = 'Some units cannot be added to this group.';
export const PARTY_NOT_OF_ORGANIZATION = 'The party does not belong to the chosen organization.';
/** spec 6 groups: a name is one group's within its organisation (letter case aside) */
export const groupNameTaken = (name: string) =>
  `A group named "${name}" already exists. Please choose another name.`;

const conflict = (message: string) => new ApiError('CONFLICT', message, { userFriendlyMessage: message });

/** Changing groups ('groups.change'): a demo account is told 'Submit is Disabled', anyone else needs the update rule. */
function requireGroupUpdate(ctx: RequestContext) {
  requireRule(ctx, 'groups.change');
  if (callerHolds(ctx, 'groups.demo-update')) throw forbidden(SUBMIT_DISABLED);
  return requireRule(ctx, 'groups.update');
}

// ---- search -------------------------------------------------------------------------------------------------------

const GROUP_SORT = {
  name: fleetGroups.name,
  customerName: fleetGroups.customerName,
  createdAt: fleetGroups.createdAt,
  updatedAt: fleetGroups.updatedAt,
} as const;

export const groupSearchSchema = yup.object({
  query: searchTextField('query').nullable(),
  accountIds: accountIdListField('accountIds'),
  accountId: idField('accountId').nullable(),
  /** true: only groups that are no one's sub-group */
  topLevelOnly: yup.boolean().typeError('topLevelOnly must be true or false.').nullable(),
  sortOptions: sortOptionsField(Object.keys(GROUP_SORT), 'ASC'),
  page: pageField(10_000),
  size: sizeField(200, 10),
});

// qualified by hand: in a one-table select Drizzle writes a column without its table, which here would name
// the sub-query's own group_id
const GROUP_ID = sql.raw('"fleet_groups"."group_id"');
const unitCount = sql<number>`(select count(*)::int from fleet_group_units gu where gu.group_id = ${GROUP_ID})`;
const subGroupCount = sql<number>`(select count(*)::int from fleet_group_parents gp
  where gp.parent_group_id = ${GROUP_ID})`;

/** /orgOfFleet/groups/search */
export async function searchGroups(ctx: RequestContext, body: unknown) {
  requireRule(ctx, 'groups.view');
  const request = validate(groupSearchSchema, body ?? {});
  const named = [...(request.accountIds ?? []), ...(request.accountId ? [request.accountId] : [])];
  const accountIds = scopedAccountIds(ctx, named);
  if (accountIds.length === 0) return { content: [], totalRecords: 0 };
  const where = [inArray(fleetGroups.accountId, accountIds)];
  const matched = textMatch(request.query, [fleetGroups.name, fleetGroups.description]);
  if (matched) where.push(matched);
  if (request.topLevelOnly)
    where.push(sql`not exists (select 1 from fleet_group_parents gp where gp.group_id = ${GROUP_ID})`);
  const order = sortOrder(request.sortOptions, GROUP_SORT);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        groupId: fleetGroups.groupId,
        accountId: fleetGroups.accountId,
        name: fleetGroups.name,
        description: fleetGroups.description,
        multiOrg: fleetGroups.multiOrg,
        customerName: fleetGroups.customerName,
        version: fleetGroups.version,
        unitCount,
        subGroupCount,
      })
      .from(fleetGroups)
      .where(and(...where))
      .orderBy(...order, asc(fleetGroups.name), asc(fleetGroups.groupId))
      .limit(request.size)
      .offset(request.page * request.size),
    ctx.db
      .select({ n: count() })
      .from(fleetGroups)
      .where(and(...where)),
  ]);
  return { content: rows.map((r) => ({ id: r.groupId, ...r })), totalRecords: total?.n ?? 0 };
}

// ---- read ---------------------------------------------------------------------------------------------------------

export const groupIdSchema = yup.object({ id: uuidField('id').required('id is required.') });

/** The group row if its organisation is readable by the caller, else 403 (unknown ids look the same). */
async function readableGroup(ctx: RequestContext, db: Executor, groupId: string) {
  const [group] = await db.select().from(fleetGroups).where(eq(fleetGroups.groupId, groupId)).limit(1);
  if (!group || !ctx.caller.scope.readable.has(group.accountId)) throw forbidden();
  return group;
}

async function addressOf(db: Executor, addressId: string | null) {
  if (!addressId) return null;
  const [row] = await db.select().from(addresses).where(eq(addresses.addressId, addressId)).limit(1);
  return row
    ? {
        addressId: row.addressId,
        ebsAddressId: row.ebsAddressId,
        addressName: row.addressName,
        address1: row.address1,
        address2: row.address2,
        city: row.city,
        state: row.state,
        province: row.province,
        postalCode: row.postalCode,
        country: row.country,
        billingEnabled: row.billingEnabled,
        shippingEnabled: row.shippingEnabled,
      }
    : null;
}

const UNIT_COLUMNS = {
  instanceId: fleetUnits.instanceId,
  accountId: fleetUnits.accountId,
  customerName: fleetUnits.customerName,
  customerVehicleNumber: fleetUnits.customerVehicleNumber,
  unitSerial: fleetUnits.unitSerial,
  model: fleetUnits.model,
  productLine: fleetUnits.productLine,
  city: fleetUnits.city,
  stateProvince: fleetUnits.stateProvince,
  warning: fleetUnits.warning,
};

async function groupSummaries(db: Executor, groupIds: readonly string[]) {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({
      groupId: fleetGroups.groupId,
      accountId: fleetGroups.accountId,
      name: fleetGroups.name,
      description: fleetGroups.description,
      multiOrg: fleetGroups.multiOrg,
      version: fleetGroups.version,
      unitCount,
    })
    .from(fleetGroups)
    .where(inArray(fleetGroups.groupId, [...groupIds]))
    .orderBy(asc(fleetGroups.name));
  return rows.map((r) => ({ id: r.groupId, ...r }));
}

/** The spec's Group with its sub-groups, parents, units and addresses. */
async function fullGroup(db: Executor, group: typeof fleetGroups.$inferSelect) {
  const [subIds, parentIds, instances, billingAddress, shippingAddress] = await Promise.all([
    db
      .select({ id: fleetGroupParents.groupId })
      .from(fleetGroupParents)
      .where(eq(fleetGroupParents.parentGroupId, group.groupId)),
    db
      .select({ id: fleetGroupParents.parentGroupId })
      .from(fleetGroupParents)
      .where(eq(fleetGroupParents.groupId, group.groupId)),
    db
      .select(UNIT_COLUMNS)
      .from(fleetGroupUnits)
      .innerJoin(fleetUnits, eq(fleetUnits.instanceId, fleetGroupUnits.instanceId))
      .where(eq(fleetGroupUnits.groupId, group.groupId))
      .orderBy(asc(fleetUnits.unitSerial)),
    addressOf(db, group.billingAddressId),
    addressOf(db, group.shippingAddressId),
  ]);
  return {
    id: group.groupId,
    groupId: group.groupId,
    accountId: group.accountId,
    partyId: group.partyId,
    name: group.name,
    description: group.description,
    multiOrg: group.multiOrg,
    customerName: group.customerName,
    version: group.version,
    billingAddress,
    shippingAddress,
    ebsBillingAddressId: group.ebsBillingAddressId ?? billingAddress?.ebsAddressId ?? null,
    ebsShippingAddressId: group.ebsShippingAddressId ?? shippingAddress?.ebsAddressId ?? null,
    subGroups: await groupSummaries(
      db,
      subIds.map((r) => r.id),
    ),
    parents: await groupSummaries(
      db,
      parentIds.map((r) => r.id),
    ),
    instances,
    createdAt: group.createdAt.toISOString(),
    updatedAt: group.updatedAt.toISOString(),
  };
}

/** /orgOfFleet/groups/byId {id} */
export async function groupById(ctx: RequestContext, body: unknown) {
  requireRule(ctx, 'groups.view');
  const { id } = validate(groupIdSchema, body);
  return fullGroup(ctx.db, await readableGroup(ctx, ctx.db, id));
}

/** The group and every group below it (breadth first, each once). */
async function subtree(db: Executor, groupId: string): Promise<string[]> {
  const seen = new Set([groupId]);
  let frontier = [groupId];
  while (frontier.length > 0) {
    const rows = await db
      .select({ id: fleetGroupParents.groupId })
      .from(fleetGroupParents)
      .where(inArray(fleetGroupParents.parentGroupId, frontier));
    frontier = rows.map((r) => r.id).filter((id) => !seen.has(id));
    for (const id of frontier) seen.add(id);
  }
  return [...seen];
}

/** /orgOfFleet/flattenedGroup/byId {id}: the group with the units of it and of all its sub-groups, each once. */
export async function flattenedGroupById(ctx: RequestContext, body: unknown) {
  requireRule(ctx, 'groups.view');
  const { id } = validate(groupIdSchema, body);
  const group = await readableGroup(ctx, ctx.db, id);
  const ids = await subtree(ctx.db, group.groupId);
  const groups = (await groupSummaries(ctx.db, ids)).filter((g) =>
    ctx.caller.scope.readable.has(g.accountId),
  );
  const readableIds = groups.map((g) => g.groupId);
  const memberships = await ctx.db
    .select({ groupId: fleetGroupUnits.groupId, ...UNIT_COLUMNS })
    .from(fleetGroupUnits)
    .innerJoin(fleetUnits, eq(fleetUnits.instanceId, fleetGroupUnits.instanceId))
    .where(inArray(fleetGroupUnits.groupId, readableIds))
    .orderBy(asc(fleetUnits.unitSerial));
  const byUnit = new Map<string, Omit<(typeof memberships)[number], 'groupId'> & { groupIds: string[] }>();
  for (const { groupId, ...unit } of memberships) {
    const entry = byUnit.get(unit.instanceId) ?? { ...unit, groupIds: [] };
    entry.groupIds.push(groupId);
    byUnit.set(unit.instanceId, entry);
  }
  return {
    id: group.groupId,
    groupId: group.groupId,
    accountId: group.accountId,
    name: group.name,
    description: group.description,
    multiOrg: group.multiOrg,
    version: group.version,
    groups,
    instances: [...byUnit.values()],
    totalRecords: byUnit.size,
  };
}

// ---- create or update ---------------------------------------------------------------------------------------------

const requiredText = (label: string, message: string, max: number) =>
  str(label).trim().required(message).min(1, message).max(max, `${label} must be at most ${max} characters.`);

export const groupInputSchema = yup.object({
  /** absent: create; present: update (with `version`) */
  groupId: uuidField('groupId').nullable(),
  id: uuidField('id').nullable(),
  version: yup
    .number()
    .typeError('version must be a number.')
    .integer('version must be a whole number.')
    .nullable(),
  name: requiredText('name', GROUP_NAME_REQUIRED, 100),
  description: requiredText('description', GROUP_DESCRIPTION_REQUIRED, 500),
  multiOrg: yup.boolean().typeError('multiOrg must be true or false.').default(false),
  accountId: idField('accountId').nullable(),
  partyId: idField('partyId').nullable(),
  billingAddressId: idField('billingAddressId').nullable(),
  shippingAddressId: idField('shippingAddressId').nullable(),
  ebsBillingAddressId: idField('ebsBillingAddressId').nullable(),
  ebsShippingAddressId: idField('ebsShippingAddressId').nullable(),
  /** create: the group it is a sub-group of */
  parentGroupId: uuidField('parentGroupId').nullable(),
  /** update: the complete list of sub-groups (removing one needs B2B_Update_Organization_Groups) */
  subGroupIds: yup.array().of(uuidField('subGroupIds').required()).max(200).nullable(),
  /** create: the units it starts with */
  instanceIds: yup.array().of(idField('instanceIds').required()).max(5000).nullable(),
});

type GroupInput = yup.InferType<typeof groupInputSchema>;

/** An address of the organisation, by portal or billing-system id; null when none is named. */
async function addressOfOrganization(
  db: Executor,
  accountId: string,
  addressId: string | null | undefined,
  ebsAddressId: string | null | undefined,
) {
  if (!addressId && !ebsAddressId) return null;
  const [row] = await db
    .select()
    .from(addresses)
    .where(addressId ? eq(addresses.addressId, addressId) : eq(addresses.ebsAddressId, ebsAddressId!))
    .limit(1);
  // another organisation's address and an unknown one are refused alike
  if (!row || row.accountId !== accountId || row.userId) throw badInput(ADDRESS_NOT_OF_ORGANIZATION);
  return row;
}

/** The organisation a group is for, by the Create Group rules of spec 4 and 5. */
function groupOrganization(ctx: RequestContext, input: GroupInput, existing: { accountId: string } | null) {
  const scope = ctx.caller.scope;
  const viewsAll = scope.viewingAll && callerHolds(ctx, 'parent-holding');
  if (input.multiOrg) {
    // "Turning multi-org on sets the account to the parent organization"
    if (!viewsAll || !scope.ownAccountId) throw forbidden(MULTI_ORG_NOT_ALLOWED);
    return scope.ownAccountId;
  }
  const chosen = input.accountId ?? existing?.accountId ?? null;
  if (!chosen) {
    if (viewsAll) throw badInput(ORGANIZATION_REQUIRED);
    const fallback = scope.selectedAccountId ?? scope.listScope[0] ?? scope.ownAccountId;
    if (!fallback) throw badInput(ORGANIZATION_REQUIRED);
    return fallback;
  }
  scopedAccountIds(ctx, [chosen]);
  return chosen;
}

/** Units to add to a group: each must pass /fleet/validate's rules for that group, else nothing changes. */
async function checkedUnits(
  ctx: RequestContext,
  db: Executor,
  group: { groupId: string; accountId: string; multiOrg: boolean },
  units: readonly string[],
): Promise<string[]> {
  if (units.length === 0) return [];
  const result = await validateUnits(db, [...ctx.caller.scope.readable], { units: [...units] }, group);
  const problems = result.results.filter((r) => !r.valid && r.reason !== 'ALREADY_IN_GROUP');
  if (problems.length > 0)
    throw badInput(
      UNITS_INVALID,
      problems.map((p) => `${p.input}: ${p.message ?? ''}`),
    );
  return [...new Set(result.results.filter((r) => r.valid).map((r) => r.instanceId!))];
}

/** /orgOfFleet/groups/createOrUpdate and /update */
export async function createOrUpdateGroup(
  ctx: RequestContext,
  body: unknown,
  mode: 'createOrUpdate' | 'update' = 'createOrUpdate',
) {
  const user = requireGroupUpdate(ctx);
  const input = validate(groupInputSchema, body);
  const groupId = input.groupId ?? input.id ?? null;
  if (mode === 'update' && !groupId) throw badInput('groupId is required.');

  const saved = await ctx.db.transaction(async (tx) => {
    const existing = groupId ? await readableGroup(ctx, tx, groupId) : null;
    if (existing) {
      if (input.version === undefined || input.version === null) throw badInput('version is required.');
      if (input.version !== existing.version) throw conflict(GROUP_CHANGED);
      if (input.multiOrg !== existing.multiOrg && input.multiOrg) throw forbidden(MULTI_ORG_NOT_ALLOWED);
    }
    const accountId = existing?.multiOrg ? existing.accountId : groupOrganization(ctx, input, existing);
    const [org] = await tx
      .select({ name: organizations.name, partyId: organizations.partyId })
      .from(organizations)
      .where(eq(organizations.accountId, accountId))
      .limit(1);
    if (!org) throw forbidden();
    // the party is the organisation's own: another organisation's party id sent in the body is refused
    if (input.partyId && input.partyId !== org.partyId) throw forbidden(PARTY_NOT_OF_ORGANIZATION);
    const billing = await addressOfOrganization(
      tx,
      accountId,
      input.billingAddressId,
      input.ebsBillingAddressId,
    );
    const shipping = await addressOfOrganization(
      tx,
      accountId,
      input.shippingAddressId,
      input.ebsShippingAddressId,
    );
    if (billing && !billing.billingEnabled) throw badInput('The billing address does not allow billing.');
    if (shipping && !shipping.shippingEnabled)
      throw badInput('The shipping address does not allow shipping.');
    const [namesake] = await tx
      .select({ groupId: fleetGroups.groupId })
      .from(fleetGroups)
      .where(
        and(
          eq(fleetGroups.accountId, accountId),
          sql`lower(${fleetGroups.name}) = lower(${input.name})`,
          existing ? ne(fleetGroups.groupId, existing.groupId) : undefined,
        ),
      )
      .limit(1);
    if (namesake) throw badInput(groupNameTaken(input.name));
    const now = ctx.now();
    const values = {
      accountId,
      partyId: input.multiOrg ? null : org.partyId,
      name: input.name,
      description: input.description,
      multiOrg: input.multiOrg,
      customerName: org.name,
      billingAddressId: billing?.addressId ?? null,
      shippingAddressId: shipping?.addressId ?? null,
      ebsBillingAddressId: billing?.ebsAddressId ?? null,
      ebsShippingAddressId: shipping?.ebsAddressId ?? null,
      updatedAt: now,
    };

    let row: typeof fleetGroups.$inferSelect;
    if (existing) {
      const [updated] = await tx
        .update(fleetGroups)
        .set({ ...values, version: existing.version + 1 })
        .where(and(eq(fleetGroups.groupId, existing.groupId), eq(fleetGroups.version, existing.version)))
        .returning();
      // another writer got in between our read and this write
      if (!updated) throw conflict(GROUP_CHANGED);
      row = updated;
      if (input.subGroupIds) await replaceSubGroups(ctx, tx, row, input.subGroupIds);
    } else {
      const [created] = await tx
        .insert(fleetGroups)
        .values({ ...values, version: 1, createdByUserId: user.id, createdAt: now })
        .returning();
      row = created!;
      if (input.parentGroupId) {
        const parent = await readableGroup(ctx, tx, input.parentGroupId);
        await tx.insert(fleetGroupParents).values({ groupId: row.groupId, parentGroupId: parent.groupId });
      }
      const units = await checkedUnits(ctx, tx, row, input.instanceIds ?? []);
      if (units.length > 0)
        await tx
          .insert(fleetGroupUnits)
          .values(units.map((instanceId) => ({ groupId: row.groupId, instanceId })));
    }
    await tx.insert(auditLog).values({
      actorUserId: user.id,
      action: existing ? 'FLEET_GROUP_UPDATED' : 'FLEET_GROUP_CREATED',
      details: { groupId: row.groupId, accountId, version: row.version },
      at: now,
    });
    return row;
  });
  return fullGroup(ctx.db, saved);
}

async function replaceSubGroups(
  ctx: RequestContext,
  db: Executor,
  group: typeof fleetGroups.$inferSelect,
  subGroupIds: readonly string[],
) {
  const wanted = new Set(subGroupIds);
  const current = (
    await db
      .select({ id: fleetGroupParents.groupId })
      .from(fleetGroupParents)
      .where(eq(fleetGroupParents.parentGroupId, group.groupId))
  ).map((r) => r.id);
  const removed = current.filter((id) => !wanted.has(id));
  const added = [...wanted].filter((id) => !current.includes(id));
  // spec 6: "remove-subgroup icon needs B2B_Update_Organization_Groups"
  if (removed.length > 0) requireRule(ctx, 'groups.update');
  if (added.length > 0) {
    const above = new Set(await ancestors(db, group.groupId));
    for (const id of added) {
      const sub = await readableGroup(ctx, db, id);
      if (sub.groupId === group.groupId || above.has(sub.groupId)) throw badInput(SUBGROUP_CYCLE);
    }
    await db
      .insert(fleetGroupParents)
      .values(added.map((id) => ({ groupId: id, parentGroupId: group.groupId })))
      .onConflictDoNothing();
  }
  if (removed.length > 0)
    await db
      .delete(fleetGroupParents)
      .where(
        and(eq(fleetGroupParents.parentGroupId, group.groupId), inArray(fleetGroupParents.groupId, removed)),
      );
}

/** Every group above this one. */
async function ancestors(db: Executor, groupId: string): Promise<string[]> {
  const seen = new Set<string>();
  let frontier = [groupId];
  while (frontier.length > 0) {
    const rows = await db
      .select({ id: fleetGroupParents.parentGroupId })
      .from(fleetGroupParents)
      .where(inArray(fleetGroupParents.groupId, frontier));
    frontier = rows.map((r) => r.id).filter((id) => !seen.has(id));
    for (const id of frontier) seen.add(id);
  }
  return [...seen];
}

// ---- delete -------------------------------------------------------------------------------------------------------

export const groupDeleteSchema = yup.object({
  id: uuidField('id').required('id is required.'),
  version: yup.number().typeError('version must be a number.').integer().nullable(),
});

/** /orgOfFleet/groups/delete {id, version?}: B2B_Update_Organization_Groups; sub-groups stay, unlinked. */
export async function deleteGroup(ctx: RequestContext, body: unknown) {
  const user = requireGroupUpdate(ctx);
  const { id, version } = validate(groupDeleteSchema, body);
  await ctx.db.transaction(async (tx) => {
    const group = await readableGroup(ctx, tx, id);
    if (version !== undefined && version !== null && version !== group.version) throw conflict(GROUP_CHANGED);
    await tx.delete(fleetGroups).where(eq(fleetGroups.groupId, id));
    await tx.insert(auditLog).values({
      actorUserId: user.id,
      action: 'FLEET_GROUP_DELETED',
      details: { groupId: id, accountId: group.accountId, name: group.name },
      at: ctx.now(),
    });
  });
  return { success: true, id };
}

// ---- units of a group ---------------------------------------------------------------------------------------------

export const groupUnitsSchema = yup.object({
  groupId: uuidField('groupId').required('groupId is required.'),
  version: yup.number().typeError('version must be a number.').integer().nullable(),
  /** units to add (instance id or serial) */
  instanceIds: yup.array().of(idField('instanceIds').required()).max(5000).nullable(),
  add: yup.array().of(idField('add').required()).max(5000).nullable(),
  /** units to remove (instance ids) */
  remove: yup.array().of(idField('remove').required()).max(5000).nullable(),
});

/**
 * /orgOfFleet/instances/createOrUpdate (add units) and /orgOfFleet/instances/update (add and remove units). Each
 * change bumps the group's version; a stale `version` is refused.
 */
export async function changeGroupUnits(ctx: RequestContext, body: unknown) {
  const user = requireGroupUpdate(ctx);
  const input = validate(groupUnitsSchema, body);
  const add = [...(input.instanceIds ?? []), ...(input.add ?? [])];
  const remove = input.remove ?? [];
  if (add.length === 0 && remove.length === 0) throw badInput('Name at least one unit to add or remove.');
  const saved = await ctx.db.transaction(async (tx) => {
    const group = await readableGroup(ctx, tx, input.groupId);
    if (input.version !== undefined && input.version !== null && input.version !== group.version)
      throw conflict(GROUP_CHANGED);
    const units = await checkedUnits(ctx, tx, group, add);
    if (units.length > 0)
      await tx
        .insert(fleetGroupUnits)
        .values(units.map((instanceId) => ({ groupId: group.groupId, instanceId })))
        .onConflictDoNothing();
    if (remove.length > 0)
      await tx
        .delete(fleetGroupUnits)
        .where(and(eq(fleetGroupUnits.groupId, group.groupId), inArray(fleetGroupUnits.instanceId, remove)));
    const [row] = await tx
      .update(fleetGroups)
      .set({ version: group.version + 1, updatedAt: ctx.now() })
      .where(and(eq(fleetGroups.groupId, group.groupId), eq(fleetGroups.version, group.version)))
      .returning();
    if (!row) throw conflict(GROUP_CHANGED);
    await tx.insert(auditLog).values({
      actorUserId: user.id,
      action: 'FLEET_GROUP_UNITS_CHANGED',
      details: { groupId: group.groupId, added: units, removed: remove },
      at: ctx.now(),
    });
    return row;
  });
  return fullGroup(ctx.db, saved);
}
