import { eq } from 'drizzle-orm';
import { fleetGroupParents, fleetGroupUnits, fleetGroups, organizations } from '../../db/schema.js';
import { ADDRESS, ALL_B2B, createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { GROUP, seedFleetWorld } from '../fleet/test-fleet-world.js';
import { PARTY_NOT_OF_ORGANIZATION } from './group-service.js';

const as = (user: TestUser, permissions: string[]): TestUser => ({ ...user, permissions });
const UPDATER = as(USERS.alice, [...ALL_B2B, 'B2B_Update_Organization_Groups']);
const HOLLY = as(USERS.holly, [...USERS.holly.permissions, 'B2B_Update_Organization_Groups']);

describe('fleet groups (/orgOfFleet/...)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    await seedFleetWorld(h);
  });
  afterAll(async () => {
    await h.close();
  });

  const call = (
    user: TestUser,
    endpoint: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => h.integration(user, { endpoint, body }, headers);
  const groupsOf = async (accountId: string) =>
    h.db.select().from(fleetGroups).where(eq(fleetGroups.accountId, accountId));

  it('searches the caller’s groups only, with unit counts', async () => {
    const res = await call(USERS.alice, '/orgOfFleet/groups/search', {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.content.map((g: { groupId: string }) => g.groupId)).toContain(GROUP.alpha);
    expect(body.content.every((g: { accountId: string }) => g.accountId === ORG.alpha)).toBe(true);
    expect(body.content.find((g: { groupId: string }) => g.groupId === GROUP.alpha)).toMatchObject({
      name: 'Alpha Line Crews',
      unitCount: 1,
      version: 1,
    });
    const denied = await call(USERS.alice, '/orgOfFleet/groups/search', { accountIds: [ORG.bravo] });
    expect(denied.statusCode).toBe(403);
  });

  it('creates a group with the Create Group rules, then reads it by id', async () => {
    const res = await call(UPDATER, '/orgOfFleet/groups/createOrUpdate', {
      name: 'Storm Response',
      description: 'Units on call for storms',
      billingAddressId: ADDRESS.alphaMain,
      shippingAddressId: ADDRESS.alphaShipOnly,
      instanceIds: ['U-ALPHA-2', 'SN-A1'],
    });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      accountId: ORG.alpha,
      name: 'Storm Response',
      multiOrg: false,
      version: 1,
      customerName: 'Alpha Utilities',
      billingAddress: { addressId: ADDRESS.alphaMain },
      shippingAddress: { addressId: ADDRESS.alphaShipOnly },
      ebsBillingAddressId: `E${ADDRESS.alphaMain}`,
    });
    expect(created.instances.map((u: { instanceId: string }) => u.instanceId).sort()).toEqual([
      'U-ALPHA-1',
      'U-ALPHA-2',
    ]);
    const read = (await call(USERS.alice, '/orgOfFleet/groups/byId', { id: created.groupId })).json();
    expect(read.name).toBe('Storm Response');
  });

  it('answers the spec’s messages for a missing name or description, and creates nothing', async () => {
    const before = (await groupsOf(ORG.alpha)).length;
    const res = await call(UPDATER, '/orgOfFleet/groups/createOrUpdate', { name: ' ', description: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().exceptionMessages).toEqual(
      expect.arrayContaining(['Group name is required', 'Group description is required']),
    );
    const wrongType = await call(UPDATER, '/orgOfFleet/groups/createOrUpdate', {
      name: 7,
      description: 'x',
    });
    expect(wrongType.statusCode).toBe(400);
    expect((await groupsOf(ORG.alpha)).length).toBe(before);
  });

  it('refuses another organisation’s address or unit, and creates nothing', async () => {
    const before = (await groupsOf(ORG.alpha)).length;
    const address = await call(UPDATER, '/orgOfFleet/groups/createOrUpdate', {
      name: 'X',
      description: 'Y',
      billingAddressId: ADDRESS.bravoMain,
    });
    expect(address.statusCode).toBe(400);
    expect(address.json().exceptionMessages).toEqual([
      'The address does not belong to the chosen organization.',
    ]);
    const billingOff = await call(UPDATER, '/orgOfFleet/groups/createOrUpdate', {
      name: 'X',
      description: 'Y',
      billingAddressId: ADDRESS.alphaShipOnly,
    });
    expect(billingOff.statusCode).toBe(400);
    const unit = await call(UPDATER, '/orgOfFleet/groups/createOrUpdate', {
      name: 'X',
      description: 'Y',
      instanceIds: ['U-BRAVO-1'],
    });
    expect(unit.statusCode).toBe(400);
    expect(unit.json().exceptionMessages[0]).toBe(
      'U-BRAVO-1: No unit with this number was found in your fleet.',
    );
    expect((await groupsOf(ORG.alpha)).length).toBe(before);
  });

  it('asks a parent-holding user viewing all for an organisation, allows multi-org only then', async () => {
    const missing = await call(HOLLY, '/orgOfFleet/groups/createOrUpdate', { name: 'A', description: 'B' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().exceptionMessages).toEqual(['Organization is required']);
    const child = await call(HOLLY, '/orgOfFleet/groups/createOrUpdate', {
      name: 'Child group',
      description: 'B',
      accountId: ORG.child2,
      billingAddressId: ADDRESS.child1Main,
    });
    // the address belongs to another child than the chosen organisation
    expect(child.statusCode).toBe(400);
    const multi = await call(HOLLY, '/orgOfFleet/groups/createOrUpdate', {
      name: 'Cross-org storm fleet',
      description: 'B',
      multiOrg: true,
      instanceIds: ['U-CHILD1-1', 'U-CHILD2-1'],
    });
    expect(multi.statusCode).toBe(200);
    expect(multi.json()).toMatchObject({ accountId: ORG.holding, multiOrg: true, partyId: null });
    expect(multi.json().instances).toHaveLength(2);
    // a single organisation selected: no multi-org
    const selected = await call(
      HOLLY,
      '/orgOfFleet/groups/createOrUpdate',
      { name: 'A', description: 'B', multiOrg: true },
      { 'x-selected-organization': ORG.child1 },
    );
    expect(selected.statusCode).toBe(403);
    const alice = await call(UPDATER, '/orgOfFleet/groups/createOrUpdate', {
      name: 'A',
      description: 'B',
      multiOrg: true,
    });
    expect(alice.statusCode).toBe(403);
  });

  it('refuses a demo account with Submit is Disabled', async () => {
    const demo = as(USERS.alice, [...ALL_B2B, 'Demo_Only_Organization_Of_Fleet_Update']);
    const before = (await groupsOf(ORG.alpha)).length;
    const res = await call(demo, '/orgOfFleet/groups/createOrUpdate', { name: 'A', description: 'B' });
    expect(res.statusCode).toBe(403);
    expect(res.json().exceptionMessages).toEqual(['Submit is Disabled']);
    expect((await groupsOf(ORG.alpha)).length).toBe(before);
  });

  it('needs B2B_View_Organization_Groups', async () => {
    const res = await call(as(USERS.alice, ['B2B_Dashboard']), '/orgOfFleet/groups/search', {});
    expect(res.statusCode).toBe(403);
  });

  it('updates with the current version and refuses a stale one', async () => {
    const created = (
      await call(UPDATER, '/orgOfFleet/groups/createOrUpdate', { name: 'Versioned', description: 'v1' })
    ).json();
    const updated = await call(UPDATER, '/orgOfFleet/groups/update', {
      groupId: created.groupId,
      version: 1,
      name: 'Versioned',
      description: 'v2',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ description: 'v2', version: 2 });
    const stale = await call(UPDATER, '/orgOfFleet/groups/update', {
      groupId: created.groupId,
      version: 1,
      name: 'Versioned',
      description: 'lost update',
    });
    expect(stale.statusCode).toBe(409);
    const [row] = await h.db.select().from(fleetGroups).where(eq(fleetGroups.groupId, created.groupId));
    expect(row).toMatchObject({ description: 'v2', version: 2 });
    const noId = await call(UPDATER, '/orgOfFleet/groups/update', { name: 'a', description: 'b' });
    expect(noId.statusCode).toBe(400);
  });

  it('adds sub-groups; changing groups needs B2B_Update_Organization_Groups; refuses cycles', async () => {
    const parent = (
      await call(UPDATER, '/orgOfFleet/groups/createOrUpdate', { name: 'Parent', description: 'p' })
    ).json();
    const withSub = await call(UPDATER, '/orgOfFleet/groups/update', {
      groupId: parent.groupId,
      version: 1,
      name: 'Parent',
      description: 'p',
      subGroupIds: [GROUP.alpha],
    });
    expect(withSub.statusCode).toBe(200);
    expect(withSub.json().subGroups.map((g: { groupId: string }) => g.groupId)).toEqual([GROUP.alpha]);
    const cycle = await call(UPDATER, '/orgOfFleet/groups/update', {
      groupId: GROUP.alpha,
      version: 1,
      name: 'Alpha Line Crews',
      description: 'Alpha units',
      subGroupIds: [parent.groupId],
    });
    expect(cycle.statusCode).toBe(400);
    const flat = (await call(USERS.alice, '/orgOfFleet/flattenedGroup/byId', { id: parent.groupId })).json();
    expect(flat.instances.map((u: { instanceId: string }) => u.instanceId)).toEqual(['U-ALPHA-1']);
    expect(flat.groups).toHaveLength(2);
    const remove = { groupId: parent.groupId, version: 2, name: 'Parent', description: 'p', subGroupIds: [] };
    const refused = await call(USERS.alice, '/orgOfFleet/groups/update', remove);
    expect(refused.statusCode).toBe(403);
    expect(
      await h.db.select().from(fleetGroupParents).where(eq(fleetGroupParents.parentGroupId, parent.groupId)),
    ).toHaveLength(1);
    const removed = await call(UPDATER, '/orgOfFleet/groups/update', remove);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().subGroups).toEqual([]);
  });

  it('refuses a name another group of the organisation holds, in any letter case (create and rename)', async () => {
    const before = (await groupsOf(ORG.alpha)).length;
    const taken = 'A group named "alpha line crews" already exists. Please choose another name.';
    const create = await call(UPDATER, '/orgOfFleet/groups/createOrUpdate', {
      name: 'alpha line crews',
      description: 'same name, other case',
    });
    expect({ status: create.statusCode, body: create.json() }).toEqual({
      status: 400,
      body: { uuid: expect.any(String), exceptionMessages: [taken], userFriendlyMessage: taken },
    });
    expect((await groupsOf(ORG.alpha)).length).toBe(before);

    const other = (
      await call(UPDATER, '/orgOfFleet/groups/createOrUpdate', { name: 'Night Shift', description: 'n' })
    ).json();
    const renameTo = (name: string, description: string) =>
      call(UPDATER, '/orgOfFleet/groups/update', {
        groupId: other.groupId,
        version: other.version,
        name,
        description,
      });
    const rename = await renameTo('ALPHA LINE CREWS', 'n');
    expect(rename.statusCode).toBe(400);
    expect(rename.json().userFriendlyMessage).toBe(
      'A group named "ALPHA LINE CREWS" already exists. Please choose another name.',
    );
    const [row] = await h.db.select().from(fleetGroups).where(eq(fleetGroups.groupId, other.groupId));
    expect(row).toMatchObject({ name: 'Night Shift', version: other.version });

    // a group keeps its own name when only its description changes
    const kept = await renameTo('night shift', 'renamed in its own letter case');
    expect(kept.statusCode).toBe(200);
    // another organisation's group of that name does not stand in the way
    const bravo = await call(
      as(USERS.bob, [...ALL_B2B, 'B2B_Update_Organization_Groups']),
      '/orgOfFleet/groups/createOrUpdate',
      {
        name: 'Alpha Line Crews',
        description: 'Bravo’s own',
      },
    );
    expect(bravo.statusCode).toBe(200);
    expect(bravo.json().accountId).toBe(ORG.bravo);
  });

  it('adds and removes units; refuses another organisation’s unit', async () => {
    const group = (
      await call(UPDATER, '/orgOfFleet/groups/createOrUpdate', { name: 'Units', description: 'u' })
    ).json();
    const added = await call(UPDATER, '/orgOfFleet/instances/createOrUpdate', {
      groupId: group.groupId,
      instanceIds: ['U-ALPHA-1', 'U-ALPHA-2'],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().instances).toHaveLength(2);
    const changed = await call(UPDATER, '/orgOfFleet/instances/update', {
      groupId: group.groupId,
      version: 2,
      remove: ['U-ALPHA-1'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().instances.map((u: { instanceId: string }) => u.instanceId)).toEqual(['U-ALPHA-2']);
    const foreign = await call(UPDATER, '/orgOfFleet/instances/update', {
      groupId: group.groupId,
      add: ['U-BRAVO-1'],
    });
    expect(foreign.statusCode).toBe(400);
    const members = await h.db
      .select()
      .from(fleetGroupUnits)
      .where(eq(fleetGroupUnits.groupId, group.groupId));
    expect(members.map((m) => m.instanceId)).toEqual(['U-ALPHA-2']);
  });

  it('deletes with B2B_Update_Organization_Groups only', async () => {
    const group = (
      await call(UPDATER, '/orgOfFleet/groups/createOrUpdate', { name: 'Doomed', description: 'd' })
    ).json();
    expect((await call(USERS.alice, '/orgOfFleet/groups/delete', { id: group.groupId })).statusCode).toBe(
      403,
    );
    expect((await call(UPDATER, '/orgOfFleet/groups/delete', { id: group.groupId })).statusCode).toBe(200);
    expect(await h.db.select().from(fleetGroups).where(eq(fleetGroups.groupId, group.groupId))).toEqual([]);
    const foreign = await call(
      as(USERS.alice, [...ALL_B2B, 'B2B_Update_Organization_Groups']),
      '/orgOfFleet/groups/delete',
      { id: GROUP.bravo },
    );
    expect(foreign.statusCode).toBe(403);
    expect(await h.db.select().from(fleetGroups).where(eq(fleetGroups.groupId, GROUP.bravo))).toHaveLength(1);
  });

  it('validates units for a group with per-unit results', async () => {
    const res = await call(USERS.alice, '/fleet/validate', {
      groupId: GROUP.alpha,
      units: ['U-ALPHA-1', 'SN-A2', 'U-BRAVO-1', 'NOPE', 'U-ALPHA-2'],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.valid).toBe(false);
    expect(body.results.map((r: { reason: string | null }) => r.reason)).toEqual([
      'ALREADY_IN_GROUP',
      null,
      'NOT_FOUND',
      'NOT_FOUND',
      'DUPLICATE',
    ]);
    expect(body.results[1]).toMatchObject({ instanceId: 'U-ALPHA-2', valid: true, model: 'DM-47' });
    const bad = await call(USERS.alice, '/fleet/validate', { units: [] });
    expect(bad.statusCode).toBe(400);
    const foreignGroup = await call(USERS.alice, '/fleet/validate', {
      groupId: GROUP.bravo,
      units: ['U-ALPHA-1'],
    });
    expect(foreignGroup.statusCode).toBe(403);
  });

  it('lists contact relationships of a group’s units within scope', async () => {
    const res = await call(USERS.alice, '/orgOfFleet/contacts/getContactRelationships', {
      groupId: GROUP.alpha,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().relationships).toEqual([
      expect.objectContaining({
        instanceId: 'U-ALPHA-1',
        relationship: 'OPERATOR',
        contact: expect.objectContaining({ contactId: 'C-ALPHA-1', firstName: 'Ava' }),
      }),
    ]);
    for (const body of [
      { groupId: GROUP.bravo },
      { instanceIds: ['U-BRAVO-1'] },
      { contactId: 'C-BRAVO-1' },
    ]) {
      expect((await call(USERS.alice, '/orgOfFleet/contacts/getContactRelationships', body)).statusCode).toBe(
        403,
      );
    }
  });

  it('a viewer (B2B_View_Organization_Groups only) creates, renames and changes units of no group', async () => {
    const viewer = as(USERS.alice, ['B2B_Dashboard', 'B2B_Fleet_Search', 'B2B_View_Organization_Groups']);
    const before = await h.db.select().from(fleetGroups).where(eq(fleetGroups.groupId, GROUP.alpha));
    const created = await call(viewer, '/orgOfFleet/groups/createOrUpdate', {
      name: 'Mine',
      description: 'm',
    });
    expect(created.statusCode).toBe(403);
    expect((await groupsOf(ORG.alpha)).map((g) => g.name)).not.toContain('Mine');
    const renamed = await call(viewer, '/orgOfFleet/groups/update', {
      groupId: GROUP.alpha,
      version: before[0]!.version,
      name: 'Renamed',
      description: 'd',
    });
    expect(renamed.statusCode).toBe(403);
    for (const endpoint of ['/orgOfFleet/instances/createOrUpdate', '/orgOfFleet/instances/update']) {
      const units = await call(viewer, endpoint, { groupId: GROUP.alpha, instanceIds: ['U-ALPHA-2'] });
      expect(units.statusCode).toBe(403);
    }
    const removed = await call(viewer, '/orgOfFleet/instances/update', {
      groupId: GROUP.alpha,
      remove: ['U-ALPHA-1'],
    });
    expect(removed.statusCode).toBe(403);
    expect(await h.db.select().from(fleetGroups).where(eq(fleetGroups.groupId, GROUP.alpha))).toEqual(before);
    // reading stays open to them
    expect((await call(viewer, '/orgOfFleet/groups/byId', { id: GROUP.alpha })).statusCode).toBe(200);
  });

  it("takes the party from the organisation: another organisation's partyId in the body is refused", async () => {
    const before = (await groupsOf(ORG.alpha)).length;
    const foreign = await call(UPDATER, '/orgOfFleet/groups/createOrUpdate', {
      name: 'Smuggled',
      description: 's',
      partyId: `PTY-${ORG.bravo}`,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().exceptionMessages).toEqual([PARTY_NOT_OF_ORGANIZATION]);
    expect((await groupsOf(ORG.alpha)).length).toBe(before);
    const own = await call(UPDATER, '/orgOfFleet/groups/createOrUpdate', {
      name: 'Own party',
      description: 'o',
    });
    expect(own.statusCode).toBe(200);
    const [row] = await h.db.select().from(fleetGroups).where(eq(fleetGroups.groupId, own.json().groupId));
    const [alpha] = await h.db.select().from(organizations).where(eq(organizations.accountId, ORG.alpha));
    expect(row!.partyId).toBe(alpha!.partyId);
  });

  it('group writes accept only their declared fields', async () => {
    const before = (await groupsOf(ORG.alpha)).length;
    const create = await call(UPDATER, '/orgOfFleet/groups/createOrUpdate', {
      name: 'Extra',
      description: 'e',
      accountIdd: ORG.bravo,
      ownerUserId: USERS.bob.id,
    });
    expect(create.statusCode).toBe(400);
    expect(create.json()).toMatchObject({
      userFriendlyMessage: 'Unknown fields: accountIdd, ownerUserId.',
      exceptionMessages: [
        'accountIdd is not a field of this request.',
        'ownerUserId is not a field of this request.',
      ],
    });
    expect((await groupsOf(ORG.alpha)).length).toBe(before);
    const units = await call(UPDATER, '/orgOfFleet/instances/update', {
      groupId: GROUP.alpha,
      add: ['U-ALPHA-2'],
      accountId: ORG.bravo,
    });
    expect(units.statusCode).toBe(400);
    expect(units.json().userFriendlyMessage).toBe('Unknown field: accountId.');
    const del = await call(UPDATER, '/orgOfFleet/groups/delete', { id: GROUP.alpha, cascade: true });
    expect(del.statusCode).toBe(400);
  });
});
