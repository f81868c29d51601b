// The e2e suite's test-only fixture routes: a company made there is one the portal treats as a customer (its domain
// accepted, its default role, a parent holding's children and their units), a staff user made there can sign in as
// staff; bad input is refused with the standard error; the routes exist only when asked for, never in production.
import { and, eq } from 'drizzle-orm';
import { readConfig } from '../config.js';
import {
  companyDefaultRoles,
  fleetUnits,
  organizations,
  rolePrivileges,
  roles,
  secondaryOrgRelationships,
  userRoles,
  users,
} from '../db/schema.js';
import { verifyPassword } from '../db/passwords.js';
import { createHarness } from './test-harness.js';
import type { Harness } from './test-harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: false, config: { testFixtures: true } });
});
afterAll(() => h.close());

const post = (url: string, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: `/api/test-fixtures/${url}`, payload });

describe('POST /api/test-fixtures/company', () => {
  it('makes a parent holding with its children, their links, units, default role and accepted domain', async () => {
    const response = await post('company', {
      tag: 'hold-1',
      name: 'Ridge Holdings hold-1',
      domain: 'ridge-hold-1.example',
      defaultRole: { name: 'Ridge Manager', privileges: ['B2B_Dashboard', 'B2B_View_Parent_Holding'] },
      roles: [{ name: 'Ridge Buyer', privileges: ['B2B_Dashboard', 'B2B_View_Orders'] }],
      children: [
        { name: 'Ridge Power hold-1', units: 2 },
        { name: 'Ridge Line hold-1', units: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const company = response.json<{ accountId: string; children: { accountId: string; name: string }[] }>();
    expect(company.children.map((c) => c.name)).toEqual(['Ridge Power hold-1', 'Ridge Line hold-1']);

    const [parent] = await h.db
      .select()
      .from(organizations)
      .where(eq(organizations.accountId, company.accountId));
    expect(parent).toMatchObject({ name: 'Ridge Holdings hold-1', isParentHolding: true, type: 'BUSINESS' });
    const links = await h.db
      .select({ child: secondaryOrgRelationships.custAccountId })
      .from(secondaryOrgRelationships)
      .where(eq(secondaryOrgRelationships.parentAccountId, company.accountId));
    expect(links.map((l) => l.child).sort()).toEqual(company.children.map((c) => c.accountId).sort());
    const units = await h.db.select({ accountId: fleetUnits.accountId }).from(fleetUnits);
    expect(units.filter((u) => u.accountId === company.children[0]?.accountId)).toHaveLength(2);
    expect(units.filter((u) => u.accountId === company.children[1]?.accountId)).toHaveLength(1);
    const held = await h.db
      .select({ name: rolePrivileges.privilegeName })
      .from(companyDefaultRoles)
      .innerJoin(rolePrivileges, eq(rolePrivileges.roleId, companyDefaultRoles.roleId))
      .where(eq(companyDefaultRoles.accountId, company.accountId));
    expect(held.map((p) => p.name).sort()).toEqual(['B2B_Dashboard', 'B2B_View_Parent_Holding']);
    const companyRoles = await h.db
      .select({ name: roles.name })
      .from(roles)
      .where(eq(roles.accountId, company.accountId));
    expect(companyRoles.map((r) => r.name).sort()).toEqual(['Ridge Buyer', 'Ridge Manager']);

    // registration accepts the domain for the company, as it does a seeded customer's
    const check = await h.openGraphql(
      'query($e: String!) { checkEmail(email: $e) { result customerId customerName } }',
      { e: 'someone@ridge-hold-1.example' },
    );
    expect(check.json().data.checkEmail).toEqual({
      result: 'ACCEPTED',
      customerId: company.accountId,
      customerName: 'Ridge Holdings hold-1',
    });
  });

  it('refuses bad input with the standard error', async () => {
    const response = await post('company', {
      tag: 'Not A Tag!',
      name: 'X',
      defaultRole: { name: 'R', privileges: ['NOT_A_PRIVILEGE'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().exceptionMessages.length).toBeGreaterThan(0);
  });
});

describe('POST /api/test-fixtures/staff', () => {
  it('makes a registered staff user of an internal organisation holding a staff role', async () => {
    const response = await post('staff', {
      tag: 'agent-1',
      email: 'agent.agent-1@aerialco.example',
      firstName: 'Avery',
      lastName: 'Agent',
      password: 'Agent!23456',
      role: { name: 'Agents agent-1', privileges: ['CSR', 'CSR_User_Management'] },
    });
    expect(response.statusCode).toBe(200);
    const [user] = await h.db.select().from(users).where(eq(users.email, 'agent.agent-1@aerialco.example'));
    expect(user?.status).toBe('REGISTERED');
    expect(await verifyPassword('Agent!23456', user?.passwordHash)).toBe(true);
    const [org] = await h.db
      .select({ type: organizations.type })
      .from(organizations)
      .where(eq(organizations.accountId, user?.accountId ?? ''));
    expect(org?.type).toBe('INTERNAL');
    const held = await h.db
      .select({ name: rolePrivileges.privilegeName })
      .from(userRoles)
      .innerJoin(rolePrivileges, eq(rolePrivileges.roleId, userRoles.roleId))
      .where(and(eq(userRoles.userId, user?.id ?? '')));
    expect(held.map((p) => p.name).sort()).toEqual(['CSR', 'CSR_User_Management']);
  });

  it('refuses a role without a staff privilege', async () => {
    const response = await post('staff', {
      tag: 'agent-2',
      email: 'agent.agent-2@aerialco.example',
      firstName: 'Avery',
      lastName: 'Agent',
      password: 'Agent!23456',
      role: { name: 'Not staff', privileges: ['B2B_Dashboard'] },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('where the fixture routes are served', () => {
  it('nowhere unless PORTAL_TEST_FIXTURES is true', async () => {
    const plain = await createHarness({ seed: false });
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/test-fixtures/company',
        payload: {},
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('never in production: the production profile refuses to start with them', () => {
    expect(() => readConfig({ NODE_ENV: 'production', PORTAL_TEST_FIXTURES: 'true' })).toThrow(
      /refused in production/,
    );
    expect(readConfig({ NODE_ENV: 'development', PORTAL_TEST_FIXTURES: 'true' }).testFixtures).toBe(true);
  });
});
