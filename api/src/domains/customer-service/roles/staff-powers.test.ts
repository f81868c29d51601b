// Issue 34: staff powers never reach a customer. Over the seeded world's roles: the two classes of role, every path
// that hands out a role (role editing, company default, createUser / updateContact, setUserRole, bulk upload,
// approval), the pickers' list equal to what the assignments accept, and the exploit the issue showed end to end.
import { eq } from 'drizzle-orm';
import { roleMayHold } from '@portal/rules/privilege-classes';
import {
  companyDefaultRoles,
  organizations,
  registrations,
  rolePrivileges,
  roles,
  userRoles,
  users,
} from '../../../db/schema.js';
import { createHarness, seededTestUser } from '../../../http/test-harness.js';
import type { Harness, TestUser } from '../../../http/test-harness.js';
import { seedDatabase } from '../../../seed/index.js';
import { SEED_USERS } from '../../../seed/users.js';
import { ROLE_CLASS_REFUSALS } from '../roles.js';
import { ROLE_REFUSALS } from './assignable-roles.js';

const SET_ROLE_PRIVILEGES = `mutation($r: ID!, $p: [String!]!) { setRolePrivileges(roleId: $r, privileges: $p) }`;
const ASSIGNABLE = `query($a: ID, $u: ID, $p: RolePurpose) {
  assignableRoles(accountId: $a, userId: $u, purpose: $p) { id name } }`;
const CREATE_USER = `mutation($u: NewUserInput!) { createUser(user: $u) { contactId authProfile { roles { name } } } }`;
const UPDATE_CONTACT = `mutation($c: ContactUpdateInput!) { updateContact(contact: $c) { contactId } }`;
const SET_USER_ROLE = `mutation($u: ID!, $r: ID!) { setUserRole(userId: $u, roleId: $r) { roles { roleName } } }`;
const SET_DEFAULT = `mutation($n: String!, $a: ID!) { setCompanyDefaultRole(roleName: $n, accountId: $a) { roleName } }`;
const CREATE_ROLE = `mutation($n: String!, $p: [String!]!, $a: ID, $c: String) {
  createRole(roleName: $n, privileges: $p, accountId: $a, roleClass: $c) { roleName roleClass } }`;
const SETUP_IMPERSONATION = `mutation($u: ID!) { setupImpersonationUser(userId: $u) { email oneTimePassword } }`;
const PROFILE_PRIVILEGES = `query { getDetailedProfile { privileges } }`;

const names = (res: { json(): { data: { assignableRoles: { name: string }[] } } }) =>
  res
    .json()
    .data.assignableRoles.map((r) => r.name)
    .sort();
const errorOf = (res: { json(): { errors?: { message: string; extensions: { code: string } }[] } }) => {
  const [error] = res.json().errors ?? [];
  return error ? { code: error.extensions.code, message: error.message } : null;
};

describe('staff powers never reach a customer (seeded roles)', () => {
  let h: Harness;
  let csrAdmin: TestUser;
  let keystoneAdmin: TestUser;
  let buyer: TestUser;
  const roleIds = new Map<string, string>();
  const accountOf = new Map<string, string>();
  let counter = 0;
  const newUser = (accountId: string, roleId: string) => {
    counter += 1;
    return {
      firstName: 'Nia',
      lastName: `Test${counter}`,
      email: `nia${counter}@keystone-electric.example`,
      accountId,
      roleId,
    };
  };

  beforeAll(async () => {
    h = await createHarness({ seed: false });
    await seedDatabase(h.db, { scale: 'test' });
    csrAdmin = await seededTestUser(h.db, 'csr.admin@aerialco.example');
    keystoneAdmin = await seededTestUser(h.db, 'admin@keystone-electric.example');
    buyer = await seededTestUser(h.db, 'buyer@blueridge-line.example');
    for (const r of await h.db.select().from(roles)) roleIds.set(r.name, r.id);
    for (const o of await h.db.select().from(organizations)) accountOf.set(o.name, o.accountId);
  });
  afterAll(async () => {
    await h.close();
  });

  const role = (name: string) => {
    const id = roleIds.get(name);
    if (!id) throw new Error(`no seeded role ${name}`);
    return id;
  };
  const keystone = () => keystoneAdmin.accountId;

  it('every seeded role is of one class, and only the report developer is a customer holding a staff role', async () => {
    const rows = await h.db.select().from(roles);
    const privileges = await h.db.select().from(rolePrivileges);
    for (const r of rows) {
      const held = privileges.filter((p) => p.roleId === r.id).map((p) => p.privilegeName);
      expect({ role: r.name, fits: roleMayHold(r.roleClass, held) }).toEqual({ role: r.name, fits: true });
    }
    expect(
      rows
        .filter((r) => r.roleClass === 'STAFF')
        .map((r) => r.name)
        .sort(),
    ).toEqual([
      'CSR Administrator',
      'CSR Agent',
      'Internal Associate',
      'Report Developer',
      'Wireframe Administrator',
    ]);
    // customers holding a staff role: only the one spec 6 needs for JEMS History (ADR on staff powers)
    const holders = await h.db
      .select({ email: users.email, internal: users.isInternalAssociate, type: organizations.type })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .innerJoin(users, eq(users.id, userRoles.userId))
      .leftJoin(organizations, eq(organizations.accountId, users.accountId))
      .where(eq(roles.roleClass, 'STAFF'));
    expect(holders.filter((u) => !u.internal && u.type !== 'INTERNAL').map((u) => u.email)).toEqual([
      'reports@keystone-electric.example',
    ]);
  });

  it('the exploit of the issue: a CSR cannot put CSR privileges into Parts Buyer, so the Blue Ridge buyer never impersonates Keystone', async () => {
    const partsBuyer = role('Parts Buyer');
    const before = (await h.db.select().from(rolePrivileges).where(eq(rolePrivileges.roleId, partsBuyer)))
      .map((p) => p.privilegeName)
      .sort();
    const widened = await h.graphql(csrAdmin, SET_ROLE_PRIVILEGES, {
      r: partsBuyer,
      p: [...before, 'CSR', 'CSR_User_Management'],
    });
    expect(errorOf(widened)).toEqual({ code: 'FORBIDDEN', message: ROLE_CLASS_REFUSALS.mixed });
    // nor by replacing them: customers hold Parts Buyer
    const replaced = await h.graphql(csrAdmin, SET_ROLE_PRIVILEGES, {
      r: partsBuyer,
      p: ['CSR', 'CSR_User_Management'],
    });
    expect(errorOf(replaced)).toEqual({
      code: 'FORBIDDEN',
      message: ROLE_CLASS_REFUSALS.staffInCustomerRole,
    });
    const after = (await h.db.select().from(rolePrivileges).where(eq(rolePrivileges.roleId, partsBuyer)))
      .map((p) => p.privilegeName)
      .sort();
    expect(after).toEqual(before);

    // the buyer signs in again: the token holds what the roles grant, and no staff privilege
    const again = await seededTestUser(h.db, buyer.email);
    expect(again.permissions).not.toContain('CSR');
    const profile = (await h.graphql(again, PROFILE_PRIVILEGES)).json().data.getDetailedProfile.privileges;
    expect(profile).not.toContain('CSR');
    expect(profile).not.toContain('CSR_User_Management');
    const [target] = await h.db.select().from(users).where(eq(users.email, keystoneAdmin.email));
    const impersonate = await h.graphql(again, SETUP_IMPERSONATION, { u: target!.id });
    expect(errorOf(impersonate)?.code).toBe('FORBIDDEN');
    const invoices = await h.integration(again, {
      endpoint: '/invoices/search/',
      body: { accountIds: [keystone()] },
    });
    expect(invoices.statusCode).toBe(403);
  });

  it('role editing keeps each role of one class; staff privileges stay out of company roles', async () => {
    const internal = role('Internal Associate');
    const mixed = await h.graphql(csrAdmin, SET_ROLE_PRIVILEGES, {
      r: internal,
      p: ['B2B_Dashboard', 'CSR'],
    });
    expect(errorOf(mixed)).toEqual({ code: 'FORBIDDEN', message: ROLE_CLASS_REFUSALS.mixed });
    const agentIntoCustomer = await h.graphql(csrAdmin, SET_ROLE_PRIVILEGES, {
      r: role('CSR Agent'),
      p: ['CSR', 'CSR_User_Management', 'B2B_View_All_Invoices'],
    });
    expect(errorOf(agentIntoCustomer)).toEqual({ code: 'FORBIDDEN', message: ROLE_CLASS_REFUSALS.mixed });

    const created = await h.graphql(csrAdmin, CREATE_ROLE, { n: 'Help Desk', p: ['CSR'], a: null, c: null });
    expect(created.json().data.createRole).toEqual({ roleName: 'Help Desk', roleClass: 'STAFF' });
    const empty = await h.graphql(csrAdmin, CREATE_ROLE, { n: 'Empty Customer', p: [], a: null, c: null });
    expect(empty.json().data.createRole).toEqual({ roleName: 'Empty Customer', roleClass: 'CUSTOMER' });
    const emptyId = (await h.db.select().from(roles).where(eq(roles.name, 'Empty Customer')))[0]!.id;
    const filled = await h.graphql(csrAdmin, SET_ROLE_PRIVILEGES, { r: emptyId, p: ['CSR'] });
    expect(errorOf(filled)).toEqual({ code: 'FORBIDDEN', message: ROLE_CLASS_REFUSALS.staffInCustomerRole });
    const asCustomer = await h.graphql(csrAdmin, CREATE_ROLE, {
      n: 'Sneaky',
      p: ['CSR'],
      a: null,
      c: 'CUSTOMER',
    });
    expect(errorOf(asCustomer)).toEqual({
      code: 'FORBIDDEN',
      message: ROLE_CLASS_REFUSALS.staffInCustomerRole,
    });
    const bothClasses = await h.graphql(csrAdmin, CREATE_ROLE, {
      n: 'Both',
      p: ['CSR', 'B2B_Dashboard'],
      a: null,
      c: null,
    });
    expect(errorOf(bothClasses)).toEqual({ code: 'FORBIDDEN', message: ROLE_CLASS_REFUSALS.mixed });
    const staffCompany = await h.graphql(csrAdmin, CREATE_ROLE, {
      n: 'Keystone Staff',
      p: [],
      a: keystone(),
      c: 'STAFF',
    });
    expect(errorOf(staffCompany)).toEqual({
      code: 'FORBIDDEN',
      message: ROLE_CLASS_REFUSALS.staffCompanyRole,
    });
    const badClass = await h.graphql(csrAdmin, CREATE_ROLE, { n: 'Odd', p: [], a: null, c: 'BOSS' });
    expect(errorOf(badClass)).toEqual({
      code: 'BAD_USER_INPUT',
      message: expect.stringContaining('roleClass'),
    });
  });

  it("the Keystone administrator's picker offers exactly the roles createUser accepts: customer roles of Keystone", async () => {
    const offered = names(await h.graphql(keystoneAdmin, ASSIGNABLE, { a: keystone() }));
    expect(offered).toContain('B2B Viewer');
    expect(offered).toContain('Keystone Fleet Supervisor');
    for (const refused of ['Internal Associate', 'CSR Agent', 'Cascade Yard Lead', 'Summit Regional Manager'])
      expect(offered).not.toContain(refused);
    // every role there is: accepted exactly when offered
    const all = await h.db.select().from(roles);
    for (const r of all) {
      const res = await h.graphql(keystoneAdmin, CREATE_USER, { u: newUser(keystone(), r.id) });
      const accepted = errorOf(res) === null;
      expect({ role: r.name, accepted }).toEqual({ role: r.name, accepted: offered.includes(r.name) });
    }
    const internal = await h.graphql(keystoneAdmin, CREATE_USER, {
      u: newUser(keystone(), role('Internal Associate')),
    });
    expect(errorOf(internal)).toEqual({ code: 'FORBIDDEN', message: ROLE_REFUSALS.staffRoleForCustomer });
    // nor to an existing user
    const [viewer] = await h.db
      .select()
      .from(users)
      .where(eq(users.email, 'viewer@keystone-electric.example'));
    const existing = await h.graphql(keystoneAdmin, UPDATE_CONTACT, {
      c: { contactId: viewer!.contactId, roleId: role('Internal Associate') },
    });
    expect(errorOf(existing)).toEqual({ code: 'FORBIDDEN', message: ROLE_REFUSALS.staffRoleForCustomer });
    const rolesNow = await h.db.select().from(userRoles).where(eq(userRoles.userId, viewer!.id));
    expect(rolesNow.map((r) => r.roleId)).not.toContain(role('Internal Associate'));
    // another organisation's account is out of the administrator's scope
    const other = await h.graphql(keystoneAdmin, ASSIGNABLE, {
      a: accountOf.get('Blue Ridge Line Contractors'),
    });
    expect(errorOf(other)?.code).toBe('FORBIDDEN');
  });

  it('customer service gives customers customer roles, staff staff roles: picker and setUserRole agree', async () => {
    const [viewer] = await h.db
      .select()
      .from(users)
      .where(eq(users.email, 'viewer@keystone-electric.example'));
    const [associate] = await h.db.select().from(users).where(eq(users.email, 'associate@aerialco.example'));
    const forCustomer = names(await h.graphql(csrAdmin, ASSIGNABLE, { u: viewer!.id }));
    expect(forCustomer).toContain('B2B Viewer');
    expect(forCustomer).toContain('Keystone Fleet Supervisor');
    expect(forCustomer).not.toContain('Internal Associate');
    expect(forCustomer).not.toContain('CSR Agent');
    expect(forCustomer).not.toContain('Cascade Yard Lead');
    const forStaff = names(await h.graphql(csrAdmin, ASSIGNABLE, { u: associate!.id }));
    // 'Help Desk' is the staff role made above
    expect(forStaff).toEqual([
      'CSR Administrator',
      'CSR Agent',
      'Help Desk',
      'Internal Associate',
      'Report Developer',
    ]);

    for (const name of ['Internal Associate', 'CSR Agent']) {
      const refused = await h.graphql(csrAdmin, SET_USER_ROLE, { u: viewer!.id, r: role(name) });
      expect(errorOf(refused)).toEqual({ code: 'FORBIDDEN', message: ROLE_REFUSALS.staffRoleForCustomer });
    }
    const customerToStaff = await h.graphql(csrAdmin, SET_USER_ROLE, {
      u: associate!.id,
      r: role('B2B Viewer'),
    });
    expect(errorOf(customerToStaff)).toEqual({
      code: 'FORBIDDEN',
      message: ROLE_REFUSALS.customerRoleForStaff,
    });
    const ok = await h.graphql(csrAdmin, SET_USER_ROLE, {
      u: viewer!.id,
      r: role('Keystone Fleet Supervisor'),
    });
    expect(ok.json().data.setUserRole.roles).toEqual([{ roleName: 'Keystone Fleet Supervisor' }]);
    // the customer administrator's picker is no way into staff: a user outside their organisation is refused
    const adminForStaff = await h.graphql(keystoneAdmin, ASSIGNABLE, { u: associate!.id, a: keystone() });
    expect(errorOf(adminForStaff)?.code).toBe('FORBIDDEN');
  });

  it('a company default role is a customer role of that company', async () => {
    const offered = names(
      await h.graphql(csrAdmin, ASSIGNABLE, { a: keystone(), p: 'COMPANY_DEFAULT_ROLE' }),
    );
    expect(offered).toContain('Keystone Fleet Supervisor');
    expect(offered).not.toContain('Internal Associate');
    expect(offered).not.toContain('CSR Agent');
    for (const name of ['Internal Associate', 'CSR Agent']) {
      const refused = await h.graphql(csrAdmin, SET_DEFAULT, { n: name, a: keystone() });
      expect(errorOf(refused)).toEqual({ code: 'FORBIDDEN', message: ROLE_REFUSALS.staffRoleForCustomer });
    }
    const [row] = await h.db
      .select()
      .from(companyDefaultRoles)
      .where(eq(companyDefaultRoles.accountId, keystone()));
    expect(row!.roleId).toBe(role('Keystone Fleet Supervisor'));
    // a customer administrator does not choose company defaults
    const admin = await h.graphql(keystoneAdmin, ASSIGNABLE, { a: keystone(), p: 'COMPANY_DEFAULT_ROLE' });
    expect(errorOf(admin)?.code).toBe('FORBIDDEN');
  });

  it('bulk upload refuses a staff role for a customer row', async () => {
    const [org] = await h.db.select().from(organizations).where(eq(organizations.accountId, keystone()));
    const csv = [
      'firstName,lastName,email,accountNumber,roleName,phone,jobTitle',
      `Ana,Staff,ana.staff@keystone-electric.example,${org!.accountNumber},Internal Associate,,`,
      `Ben,Viewer,ben.viewer@keystone-electric.example,${org!.accountNumber},B2B Viewer,,`,
    ].join('\n');
    const res = await h.integration(csrAdmin, {
      endpoint: '/bulkUserUpload',
      body: { csv, checkOnly: true },
    });
    expect(res.json()).toEqual({
      rows: [
        {
          row: 2,
          email: 'ana.staff@keystone-electric.example',
          problems: [`role Internal Associate cannot be given: ${ROLE_REFUSALS.staffRoleForCustomer}`],
        },
        { row: 3, email: 'ben.viewer@keystone-electric.example', problems: [] },
      ],
    });
  });

  it('approval gives a company default role only when it is a customer role', async () => {
    const waiting = SEED_USERS.find((u) => u.status === 'PENDING_APPROVAL');
    if (!waiting) throw new Error('the seed has a registration waiting for approval');
    const [user] = await h.db.select().from(users).where(eq(users.email, waiting.email));
    const [registration] = await h.db.select().from(registrations).where(eq(registrations.userId, user!.id));
    expect(registration).toBeDefined();
    // a database older than the classes could hold a staff role as a default
    await h.db
      .update(companyDefaultRoles)
      .set({ roleId: role('Internal Associate') })
      .where(eq(companyDefaultRoles.accountId, keystone()));
    const approved = await h.graphql(
      csrAdmin,
      `mutation($u: ID!, $a: ID!) { approveRegistration(userId: $u, accountId: $a) { roles { roleName } } }`,
      { u: user!.id, a: keystone() },
    );
    expect(errorOf(approved)).toBeNull();
    expect(approved.json().data.approveRegistration.roles).toEqual([]);
  });

  it('a staff user moved into a customer organisation loses their staff roles', async () => {
    const [agent] = await h.db.select().from(users).where(eq(users.email, 'csr.agent@aerialco.example'));
    const moved = await h.graphql(
      csrAdmin,
      `mutation($u: ID!, $a: ID!) { changeUserOrg(userId: $u, accountId: $a) { roles { roleName } } }`,
      { u: agent!.id, a: keystone() },
    );
    expect(errorOf(moved)).toBeNull();
    expect(moved.json().data.changeUserOrg.roles).toEqual([]);
  });
});
