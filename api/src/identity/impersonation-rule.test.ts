// Who customer-service staff may impersonate, over the seeded world's roles: customers only (issue 25). Every cell
// of caller × target is allowed or refused with its reason; a refusal leaves an IMPERSONATION_REFUSED audit row and
// no credential.
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, oidcRecords, organizations, roles, userRoles, users } from '../db/schema.js';
import { createHarness, seededTestUser } from '../http/test-harness.js';
import type { Harness, TestUser } from '../http/test-harness.js';
import { seedDatabase } from '../seed/index.js';
import { OWN_KINDS } from './adapter.js';
import { IMPERSONATION_REFUSALS } from './impersonation.js';

const SETUP = `mutation($userId: ID!) { setupImpersonationUser(userId: $userId) { email oneTimePassword } }`;
const CHECK = `query($userId: ID!) { impersonationAllowed(userId: $userId) { allowed reason } }`;

type Expected =
  'allowed' | { code: 'FORBIDDEN' | 'BAD_USER_INPUT'; message: string | RegExp; reason: string };

const CANNOT_SIGN_IN = (status: string): Expected => ({
  code: 'BAD_USER_INPUT',
  message: `A user with status ${status} cannot be impersonated.`,
  reason: 'CANNOT_SIGN_IN',
});
const STAFF_ORG: Expected = {
  code: 'FORBIDDEN',
  message: IMPERSONATION_REFUSALS.staffOrganization,
  reason: 'STAFF_ORGANIZATION',
};
const INTERNAL: Expected = {
  code: 'FORBIDDEN',
  message: IMPERSONATION_REFUSALS.internalAssociate,
  reason: 'INTERNAL_ASSOCIATE',
};
const STAFF_PRIVILEGES: Expected = {
  code: 'FORBIDDEN',
  message: IMPERSONATION_REFUSALS.staffPrivileges,
  reason: 'STAFF_PRIVILEGES',
};
const SELF: Expected = { code: 'BAD_USER_INPUT', message: IMPERSONATION_REFUSALS.self, reason: 'SELF' };

/** Targets by seeded e-mail address, or made by the test (a second agent, and two customer-org staff cases). */
const TARGETS: Record<string, { admin: Expected; agent: Expected }> = {
  'admin@keystone-electric.example': { admin: 'allowed', agent: 'allowed' },
  'buyer@blueridge-line.example': { admin: 'allowed', agent: 'allowed' },
  'holding@summit-utility.example': { admin: 'allowed', agent: 'allowed' },
  'pat.morgan@mailbox.example': { admin: 'allowed', agent: 'allowed' },
  'punchout@lakeshore-utilities.example': { admin: 'allowed', agent: 'allowed' },
  'invited@keystone-electric.example': {
    admin: CANNOT_SIGN_IN('PENDING_REGISTRATION'),
    agent: CANNOT_SIGN_IN('PENDING_REGISTRATION'),
  },
  'lyle.dorsey@prairie-tree.example': {
    admin: CANNOT_SIGN_IN('DEACTIVATED'),
    agent: CANNOT_SIGN_IN('DEACTIVATED'),
  },
  'associate@aerialco.example': { admin: STAFF_ORG, agent: STAFF_ORG },
  'demo.training@aerialco.example': { admin: STAFF_ORG, agent: STAFF_ORG },
  'second.agent@aerialco.example': { admin: STAFF_ORG, agent: STAFF_ORG },
  'csr.admin@aerialco.example': { admin: SELF, agent: STAFF_ORG },
  'csr.agent@aerialco.example': { admin: STAFF_ORG, agent: SELF },
  // staff detection that does not depend on the organisation's type
  'field.associate@keystone-electric.example': { admin: INTERNAL, agent: INTERNAL },
  'helpdesk.lead@keystone-electric.example': { admin: STAFF_PRIVILEGES, agent: STAFF_PRIVILEGES },
};

describe('impersonation reaches customers only (seeded roles)', () => {
  let h: Harness;
  let callers: { admin: TestUser; agent: TestUser };
  const ids = new Map<string, string>();

  beforeAll(async () => {
    h = await createHarness({ seed: false });
    await seedDatabase(h.db, { scale: 'test' });
    callers = {
      admin: await seededTestUser(h.db, 'csr.admin@aerialco.example'),
      agent: await seededTestUser(h.db, 'csr.agent@aerialco.example'),
    };
    const [agent] = await h.db.select().from(users).where(eq(users.id, callers.agent.id));
    const [keystoneAdmin] = await h.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin@keystone-electric.example'));
    const copy = (email: string, from: typeof agent, extra: Partial<typeof users.$inferInsert> = {}) => {
      const { id: _id, authId: _authId, createdAt: _c, updatedAt: _u, ...rest } = from!;
      return {
        ...rest,
        email,
        authId: `auth0|test-${email}`,
        defaultBillingAddressId: null,
        defaultShippingAddressId: null,
        ...extra,
      };
    };
    // a second CSR Agent, with the agent's role
    const [secondAgent] = await h.db
      .insert(users)
      .values(copy('second.agent@aerialco.example', agent))
      .returning({ id: users.id });
    const agentRoles = await h.db.select().from(userRoles).where(eq(userRoles.userId, agent!.id));
    await h.db.insert(userRoles).values(agentRoles.map((r) => ({ ...r, userId: secondAgent!.id })));
    // a customer-organisation user carrying internal associate claims
    await h.db.insert(users).values(
      copy('field.associate@keystone-electric.example', keystoneAdmin, {
        employeeId: 'E20001',
        department: 'Field Service',
      }),
    );
    // a customer-organisation user holding a customer-service role
    const [lead] = await h.db
      .insert(users)
      .values(copy('helpdesk.lead@keystone-electric.example', keystoneAdmin))
      .returning({ id: users.id });
    const [csrAgentRole] = await h.db
      .select({ id: roles.id })
      .from(roles)
      .innerJoin(userRoles, eq(userRoles.roleId, roles.id))
      .where(eq(userRoles.userId, agent!.id))
      .limit(1);
    await h.db.insert(userRoles).values({ userId: lead!.id, roleId: csrAgentRole!.id });

    for (const email of Object.keys(TARGETS)) {
      const [row] = await h.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!row) throw new Error(`no user ${email}`);
      ids.set(email, row.id);
    }
  }, 180_000);
  afterAll(async () => {
    await h.close();
  });

  it('the seeded staff organisations are typed INTERNAL (the rule reads the type)', async () => {
    const internal = await h.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.type, 'INTERNAL'));
    expect(internal.map((o) => o.name).sort()).toEqual(['AerialCo Customer Service', 'INTERNAL ASSOCIATES']);
  });

  const credentialsFor = async (targetId: string) =>
    (
      await h.db
        .select({ n: sql<number>`count(*)::int` })
        .from(oidcRecords)
        .where(and(eq(oidcRecords.kind, OWN_KINDS.impersonationCredential), eq(oidcRecords.uid, targetId)))
    )[0]!.n;
  const refusalsOf = async (actorId: string, targetId: string) =>
    h.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'IMPERSONATION_REFUSED'),
          eq(auditLog.actorUserId, actorId),
          eq(auditLog.subjectUserId, targetId),
        ),
      );

  for (const [email, expected] of Object.entries(TARGETS)) {
    for (const callerKey of ['admin', 'agent'] as const) {
      const cell = expected[callerKey];
      const label = cell === 'allowed' ? 'allowed' : `refused (${cell.reason})`;
      it(`CSR ${callerKey} → ${email}: ${label}`, async () => {
        const caller = callers[callerKey];
        const targetId = ids.get(email)!;
        const credentialsBefore = await credentialsFor(targetId);
        const refusalsBefore = (await refusalsOf(caller.id, targetId)).length;

        const check = (await h.graphql(caller, CHECK, { userId: targetId })).json();
        const setup = (await h.graphql(caller, SETUP, { userId: targetId })).json();

        if (cell === 'allowed') {
          expect(check.data.impersonationAllowed).toEqual({ allowed: true, reason: null });
          expect(setup.errors).toBeUndefined();
          expect(setup.data.setupImpersonationUser.email).toBe(email);
          expect(await credentialsFor(targetId)).toBe(credentialsBefore + 1);
          expect(await refusalsOf(caller.id, targetId)).toHaveLength(refusalsBefore);
          return;
        }
        expect(check.data.impersonationAllowed.allowed).toBe(false);
        expect(check.data.impersonationAllowed.reason).toEqual(cell.message);
        expect(setup.data).toBeNull();
        expect(setup.errors[0].extensions.code).toBe(cell.code);
        expect(setup.errors[0].message).toEqual(cell.message);
        expect(await credentialsFor(targetId)).toBe(credentialsBefore);
        const refusals = await refusalsOf(caller.id, targetId);
        expect(refusals).toHaveLength(refusalsBefore + 1);
        expect(refusals.at(-1)!.details).toMatchObject({ reason: cell.reason });
      });
    }
  }

  it('an unknown user is NOT_FOUND for both the check and the setup, and the try is recorded', async () => {
    const unknown = '00000000-0000-4000-8000-0000000fffff';
    const check = (await h.graphql(callers.agent, CHECK, { userId: unknown })).json();
    expect(check.errors[0].extensions.code).toBe('NOT_FOUND');
    const setup = (await h.graphql(callers.agent, SETUP, { userId: unknown })).json();
    expect(setup.errors[0].message).toBe(IMPERSONATION_REFUSALS.unknown);
    const [row] = await h.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'IMPERSONATION_REFUSED'), eq(auditLog.actorUserId, callers.agent.id)))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(row!.details).toEqual({ reason: 'UNKNOWN_USER', targetUserId: unknown });
  });

  it('the check is refused to callers without CSR_User_Management', async () => {
    const customer = await seededTestUser(h.db, 'admin@keystone-electric.example');
    const body = (
      await h.graphql(customer, CHECK, { userId: ids.get('pat.morgan@mailbox.example')! })
    ).json();
    expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
