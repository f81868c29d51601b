// Every customer-service write appears in the audit log (issue 41), banners and flags included. The writes are
// enumerated from the operation rules and the gateway's handler registry (every mutation or endpoint whose rule is a
// customer-service one), so a new write without a case here — and without its audit row — fails this test.
import { randomUUID } from 'node:crypto';
import { desc, gt } from 'drizzle-orm';
import { auditLog, banners, featureFlags, roles, users } from '../db/schema.js';
import { GATEWAY_HANDLERS } from '../gateway/handlers/index.js';
import { MUTATION_RULES } from '../graphql/operation-rules.js';
import { ADDRESS, createHarness, ORG, USERS } from '../http/test-harness.js';
import type { Harness, TestUser } from '../http/test-harness.js';
import { markImpersonatedGrant } from '../identity/impersonation.js';
import type { LightMyRequestResponse } from 'fastify';

/** Cora with every customer-service and product-owner privilege. */
const STAFF: TestUser = {
  ...USERS.cora,
  permissions: [
    'CSR',
    'CSR_Role_Management',
    'CSR_User_Management',
    'CSR_Registration',
    'Product_Owner_Admin',
  ],
};
const CSR_ACTOR = '/rest/model/';

/** Customer-service operations that change no record of the portal's, and why. */
const NOT_WRITES: Record<string, string> = {
  // a count of business users, read by the AC-flag page
  '/getNumActiveB2BUsers': 'a read',
  // the training course index is rebuilt from the catalogue: nothing an agent decides is stored
  'Mutation.reindex': 'rebuilds the search index',
  'Mutation.manualIndex': 'rebuilds the search index',
};

interface WriteCase {
  /** the audit action the write records */
  action: string;
  call(h: Harness): Promise<LightMyRequestResponse>;
}

const gql =
  (
    query: string,
    variables: (h: Harness) => Promise<Record<string, unknown>> | Record<string, unknown> = () => ({}),
  ) =>
  async (h: Harness) =>
    h.graphql(STAFF, query, await variables(h));

async function freshUser(h: Harness, status: 'REGISTERED' | 'PENDING_APPROVAL' | 'PENDING_REGISTRATION') {
  const id = randomUUID();
  await h.db.insert(users).values({
    id,
    authId: `test|${id}`,
    email: `${id}@audited.example`,
    firstName: 'Audited',
    lastName: 'User',
    status,
    accountId: ORG.bravo,
  });
  return { id, authId: `test|${id}`, email: `${id}@audited.example` };
}

async function freshRole(h: Harness, accountId: string | null = ORG.bravo) {
  const name = `Audited ${randomUUID()}`;
  const [role] = await h.db
    .insert(roles)
    .values({ name, scope: accountId ? 'ORGANIZATION' : 'GLOBAL', accountId })
    .returning();
  return { id: role!.id, name };
}

async function freshBanner(h: Harness) {
  const [row] = await h.db
    .insert(banners)
    .values({
      startDateTime: new Date('2030-01-01'),
      endDateTime: new Date('2030-01-02'),
      message: 'audited',
    })
    .returning();
  return String(row!.id);
}

const BANNER = { startDateTime: '2030-01-01T00:00:00Z', endDateTime: '2030-01-02T00:00:00Z', type: 'info' };
const bob = USERS.bob.id;

const CASES: Record<string, WriteCase> = {
  'Mutation.putBanners': {
    action: 'CSR_CREATE_BANNER',
    call: gql('mutation($b: [BannerInput!]!) { putBanners(banners: $b) { id } }', () => ({
      b: [{ ...BANNER, message: 'Put' }],
    })),
  },
  'Mutation.createBanner': {
    action: 'CSR_CREATE_BANNER',
    call: gql('mutation($b: NewBannerInput!) { createBanner(banner: $b) { id } }', () => ({
      b: { ...BANNER, message: 'Created' },
    })),
  },
  'Mutation.updateBanner': {
    action: 'CSR_UPDATE_BANNER',
    call: gql(
      'mutation($i: ID!, $b: NewBannerInput!) { updateBanner(id: $i, banner: $b) { id } }',
      async (h) => ({
        i: await freshBanner(h),
        b: { ...BANNER, message: 'Updated' },
      }),
    ),
  },
  'Mutation.deleteBanner': {
    action: 'CSR_DELETE_BANNER',
    call: gql('mutation($i: ID!) { deleteBanner(id: $i) }', async (h) => ({ i: await freshBanner(h) })),
  },
  'Mutation.addEmail': {
    action: 'CSR_ADD_EMAIL_DOMAIN',
    call: gql('mutation($r: EmailDomainRuleInput!) { addEmail(rule: $r) { domain } }', () => ({
      r: {
        domain: `${randomUUID().slice(0, 8)}.example`,
        customerNumber: `N${ORG.bravo}`,
        registrationAllowed: true,
      },
    })),
  },
  'Mutation.updateEmail': {
    action: 'CSR_UPDATE_EMAIL_DOMAIN',
    call: gql('mutation($r: EmailDomainRuleInput!) { updateEmail(rule: $r) { domain } }', () => ({
      r: { domain: 'alpha.example', customerNumber: `N${ORG.alpha}`, registrationAllowed: false },
    })),
  },
  'Mutation.deleteEmail': {
    action: 'CSR_DELETE_EMAIL_DOMAIN',
    call: gql('mutation { deleteEmail(domain: "competitor.example") }'),
  },
  'Mutation.addCustomerNote': {
    action: 'CSR_ADD_CUSTOMER_NOTE',
    call: gql(`mutation { addCustomerNote(userId: "${bob}", text: "Audited") { id } }`),
  },
  'Mutation.editUser': {
    action: 'CSR_EDIT_USER',
    call: gql(
      'mutation($u: ID!, $e: String!) { editUser(userId: $u, firstName: "Edited", lastName: "User", email: $e) { userId } }',
      async (h) => {
        const user = await freshUser(h, 'REGISTERED');
        return { u: user.id, e: user.email };
      },
    ),
  },
  'Mutation.changeStatus': {
    action: 'CSR_CHANGE_STATUS',
    call: gql('mutation($u: ID!) { changeStatus(userId: $u, status: INACTIVE) { userId } }', async (h) => ({
      u: (await freshUser(h, 'REGISTERED')).id,
    })),
  },
  'Mutation.changeUserOrg': {
    action: 'CSR_CHANGE_ORGANIZATION',
    call: gql(
      `mutation($u: ID!) { changeUserOrg(userId: $u, accountId: "${ORG.alpha}") { userId } }`,
      async (h) => ({
        u: (await freshUser(h, 'REGISTERED')).id,
      }),
    ),
  },
  'Mutation.resetPassword': {
    action: 'CSR_RESET_PASSWORD',
    call: gql('mutation($e: String!) { resetPassword(email: $e) }', async (h) => ({
      e: (await freshUser(h, 'REGISTERED')).email,
    })),
  },
  'Mutation.setUserRole': {
    action: 'CSR_SET_ROLE',
    call: gql('mutation($u: ID!, $r: ID!) { setUserRole(userId: $u, roleId: $r) { userId } }', async (h) => ({
      u: (await freshUser(h, 'REGISTERED')).id,
      r: (await freshRole(h)).id,
    })),
  },
  'Mutation.csrUpdateDefaultBillingAddress': {
    action: 'CSR_DEFAULT_BILLING_ADDRESS',
    call: gql(
      `mutation { csrUpdateDefaultBillingAddress(userId: "${bob}", ebsAddressId: "E${ADDRESS.bravoMain}") { userId } }`,
    ),
  },
  'Mutation.csrUpdateDefaultShippingAddress': {
    action: 'CSR_DEFAULT_SHIPPING_ADDRESS',
    call: gql(
      `mutation { csrUpdateDefaultShippingAddress(userId: "${bob}", ebsAddressId: "E${ADDRESS.bravoMain}") { userId } }`,
    ),
  },
  'Mutation.csrAddToFavorites': {
    action: 'CSR_ADD_FAVORITE_ADDRESS',
    call: gql(
      `mutation { csrAddToFavorites(userId: "${bob}", addressId: "${ADDRESS.bravoMain}") { userId } }`,
    ),
  },
  'Mutation.csrRemoveFromFavorites': {
    action: 'CSR_REMOVE_FAVORITE_ADDRESS',
    call: async (h) => {
      await h.graphql(
        STAFF,
        `mutation { csrAddToFavorites(userId: "${bob}", addressId: "${ADDRESS.bravoMain}") { userId } }`,
      );
      return h.graphql(
        STAFF,
        `mutation { csrRemoveFromFavorites(userId: "${bob}", addressId: "${ADDRESS.bravoMain}") { userId } }`,
      );
    },
  },
  'Mutation.resendDelegatedAdminInvite': {
    action: 'CSR_RESEND_DELEGATED_INVITE',
    call: gql('mutation($a: ID!) { resendDelegatedAdminInvite(authId: $a) }', async (h) => ({
      a: (await freshUser(h, 'PENDING_REGISTRATION')).authId,
    })),
  },
  'Mutation.revokeUserPrivilege': {
    action: 'CSR_REVOKE_PRIVILEGE',
    call: gql(`mutation { revokeUserPrivilege(userId: "${bob}", privilege: "B2B_Reporting") { userId } }`),
  },
  'Mutation.restoreUserPrivilege': {
    action: 'CSR_RESTORE_PRIVILEGE',
    call: async (h) => {
      await h.graphql(
        STAFF,
        `mutation { revokeUserPrivilege(userId: "${bob}", privilege: "B2B_Dashboard") { userId } }`,
      );
      return h.graphql(
        STAFF,
        `mutation { restoreUserPrivilege(userId: "${bob}", privilege: "B2B_Dashboard") { userId } }`,
      );
    },
  },
  'Mutation.setupImpersonationUser': {
    action: 'IMPERSONATION_CREDENTIALS_ISSUED',
    call: gql(`mutation { setupImpersonationUser(userId: "${bob}") { email } }`),
  },
  'Mutation.endImpersonation': {
    action: 'IMPERSONATION_ENDED',
    call: async (h) => {
      const id = `audited-${randomUUID()}`;
      await markImpersonatedGrant(
        h.db,
        id,
        {
          credentialId: `credential-${id}`,
          impersonator: { userId: USERS.cora.id, authId: USERS.cora.authId, email: USERS.cora.email },
          targetUserId: USERS.alice.id,
        },
        new Date(Date.now() + 60_000),
      );
      return h.graphql(STAFF, 'mutation($i: ID!) { endImpersonation(impersonationId: $i, reason: AGENT) }', {
        i: id,
      });
    },
  },
  'Mutation.approveRegistration': {
    action: 'CSR_APPROVE_REGISTRATION',
    call: gql(
      `mutation($u: ID!) { approveRegistration(userId: $u, accountId: "${ORG.bravo}") { userId } }`,
      async (h) => ({
        u: (await freshUser(h, 'PENDING_APPROVAL')).id,
      }),
    ),
  },
  'Mutation.rejectRegistration': {
    action: 'CSR_REJECT_REGISTRATION',
    call: gql('mutation($u: ID!) { rejectRegistration(userId: $u, notes: "No") { userId } }', async (h) => ({
      u: (await freshUser(h, 'PENDING_APPROVAL')).id,
    })),
  },
  'Mutation.createRole': {
    action: 'CSR_CREATE_ROLE',
    call: gql(
      `mutation($n: String!) { createRole(roleName: $n, privileges: [], accountId: "${ORG.bravo}") { roleId } }`,
      () => ({
        n: `Audited ${randomUUID()}`,
      }),
    ),
  },
  'Mutation.deleteRole': {
    action: 'CSR_DELETE_ROLE',
    call: gql('mutation($r: ID!) { deleteRole(roleId: $r) }', async (h) => ({ r: (await freshRole(h)).id })),
  },
  'Mutation.setCompanyDefaultRole': {
    action: 'CSR_SET_COMPANY_DEFAULT_ROLE',
    call: gql(
      `mutation($n: String!) { setCompanyDefaultRole(roleName: $n, accountId: "${ORG.bravo}") { roleId } }`,
      async (h) => ({
        n: (await freshRole(h)).name,
      }),
    ),
  },
  'Mutation.setRolePrivileges': {
    action: 'CSR_SET_ROLE_PRIVILEGES',
    call: gql(
      'mutation($r: ID!) { setRolePrivileges(roleId: $r, privileges: ["B2B_Dashboard"]) }',
      async (h) => ({
        r: (await freshRole(h)).id,
      }),
    ),
  },
  'Mutation.updateInternalAssociateAccess': {
    action: 'PO_UPDATE_ASSOCIATE_ACCESS',
    call: gql(
      `mutation { updateInternalAssociateAccess(userId: "${USERS.ivan.id}", allowedAccountIds: ["${ORG.child1}"], allowedActions: ["VIEW_AS"]) { userId } }`,
    ),
  },
  'Mutation.migrateIdentityProfiles': {
    action: 'PO_IDENTITY_PROFILE_MIGRATED',
    call: async (h) => {
      await freshUser(h, 'REGISTERED');
      return h.graphql(STAFF, 'mutation { migrateIdentityProfiles(batchSize: 1) { created } }');
    },
  },
  'Mutation.setFeatureFlagValue': {
    action: 'SET_FEATURE_FLAG_VALUE',
    call: async (h) => {
      const key = `audited-${randomUUID().slice(0, 8)}`;
      await h.db.insert(featureFlags).values({ key, type: 'boolean', defaultValue: true, groupValues: {} });
      return h.graphql(
        STAFF,
        'mutation($k: String!) { setFeatureFlagValue(key: $k, group: "Connect_B2B_User", value: "false") { key } }',
        { k: key },
      );
    },
  },
  '/bulkUserUpload': {
    action: 'CSR_BULK_USER_CREATED',
    call: async (h) => {
      const res = await h.integration(STAFF, {
        endpoint: '/bulkUserUpload',
        body: {
          csv: `firstName,lastName,email,accountNumber,roleName,phone,jobTitle\nBulk,User,${randomUUID()}@audited.example,N${ORG.bravo},,,`,
        },
      });
      // the users are made by the upload's job
      await h.app.jobWorker.drain();
      return res;
    },
  },
  '/updateB2BContactsWithACFlag': {
    action: 'PO_UPDATE_AC_FLAG',
    call: async (h) =>
      h.integration(STAFF, {
        endpoint: GATEWAY_HANDLERS.find((g) => g.path.endsWith('/updateB2BContactsWithACFlag'))!.path,
        body: { startNum: 0, howMany: 10, isACUser: false },
      }),
  },
};

/** Every write whose rule is a customer-service one: GraphQL mutations and gateway endpoints. */
const isCsrRule = (rule: unknown) => typeof rule === 'string' && (rule === 'csr' || rule.startsWith('csr.'));
const CSR_WRITES = [
  ...Object.entries(MUTATION_RULES)
    .filter(([, rule]) => isCsrRule(rule))
    .map(([name]) => `Mutation.${name}`),
  ...GATEWAY_HANDLERS.filter((g) => isCsrRule(g.rule)).map((g) =>
    g.path.startsWith(CSR_ACTOR) ? g.path.slice(g.path.lastIndexOf('/')) : g.path,
  ),
].filter((name) => !(name in NOT_WRITES));

describe('every customer-service write is audited', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('has a case for every customer-service write (a new one fails here until it has one)', () => {
    expect(CSR_WRITES.filter((name) => !(name in CASES))).toEqual([]);
    // and no case outlives its operation
    expect(Object.keys(CASES).filter((name) => !CSR_WRITES.includes(name))).toEqual([]);
  });

  it.each(Object.entries(CASES))('%s leaves its audit row, naming the agent', async (_name, c) => {
    const [latest] = await h.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    const res = await c.call(h);
    const body = res.json() as { errors?: unknown[] };
    expect({ status: res.statusCode, errors: body.errors }).toEqual({ status: 200, errors: undefined });
    const rows = await h.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(gt(auditLog.id, latest?.id ?? 0));
    expect(rows).toContainEqual({ action: c.action, actor: USERS.cora.id });
  });
});
