// Customer-service API (issue 17) through POST /api/graphql and the gateway, on the test world.
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { brand } from '@portal/rules/brand';
import { queryRows } from '../../db/client.js';
import { verifyPassword } from '../../db/passwords.js';
import {
  addresses,
  auditLog,
  banners,
  companyDefaultRoles,
  contacts,
  emailDomainRules,
  mailOutbox,
  registrations,
  roles,
  userFavoriteAddresses,
  userRoles,
  users,
} from '../../db/schema.js';
import { ADDRESS, createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { sanitizeBannerMessage } from '../banners/index.js';

/** A customer-service administrator holding every CSR and product-owner privilege (Cora's account). */
const CSR_ADMIN: TestUser = {
  ...USERS.cora,
  permissions: [
    'CSR',
    'CSR_Role_Management',
    'CSR_User_Management',
    'CSR_Registration',
    'Product_Owner_Admin',
  ],
};
/** A personal (B2C) buyer: no privileges at all. */
const PERSONAL: TestUser = {
  id: '00000000-0000-4000-8000-000000000071',
  authId: 'test|pat',
  email: 'pat@mailbox.example',
  accountId: ORG.alpha,
  partyId: 'P-PAT',
  permissions: [],
};

// GraphQL answers are checked field by field below; their shape varies per query
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = { data?: Record<string, any>; errors?: { message: string; extensions: Record<string, any> }[] };

describe('customer-service API', () => {
  let h: Harness;
  const gql = async (user: TestUser | null, query: string, variables: Record<string, unknown> = {}) =>
    (await h.graphql(user, query, variables)).json() as Body;
  const ok = async (user: TestUser | null, query: string, variables: Record<string, unknown> = {}) => {
    const body = await gql(user, query, variables);
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const auditCount = async () => h.db.$count(auditLog);

  beforeAll(async () => {
    h = await createHarness();
    await h.db.insert(users).values({
      id: PERSONAL.id,
      authId: PERSONAL.authId,
      email: PERSONAL.email,
      firstName: 'Pat',
      lastName: 'Morgan',
      status: 'REGISTERED',
      registrationType: 'B2C',
      accountId: null,
    });
  });
  afterAll(async () => {
    await h.close();
  });

  // ---- every operation refuses a B2B admin, a personal user and a guest, and changes nothing ----
  const OPERATIONS: [string, string, Record<string, unknown>][] = [
    ['searchUsers', 'query { searchUsers { totalCount } }', {}],
    ['searchAwaitingApproval', 'query { searchAwaitingApproval { totalCount } }', {}],
    ['searchCustomers', 'query { searchCustomers(query: "Alpha") { accountId } }', {}],
    [
      'customerSecondaryOrgs',
      `query { customerSecondaryOrgs(accountId: "${ORG.holding}") { accountId } }`,
      {},
    ],
    ['checkEmailExists', 'query { checkEmailExists(email: "alice@alpha.example") }', {}],
    ['getRoles', 'query { getRoles { roleId } }', {}],
    ['getAllPrivileges', 'query { getAllPrivileges { name } }', {}],
    ['getGlobalRoles', 'query { getGlobalRoles { roleId } }', {}],
    ['getCompanyRoles', `query { getCompanyRoles(accountId: "${ORG.alpha}") { defaultRoleName } }`, {}],
    ['getCompanyDefaultRole', `query { getCompanyDefaultRole(accountId: "${ORG.alpha}") { roleId } }`, {}],
    ['getEmails', 'query { getEmails { domain } }', {}],
    ['userAuditLog', `query { userAuditLog(userId: "${USERS.bob.id}") { totalCount } }`, {}],
    ['csrUserAddresses', `query { csrUserAddresses(userId: "${USERS.bob.id}") { addressId } }`, {}],
    ['internalAssociates', 'query { internalAssociates { userId } }', {}],
    ['usersWithoutIdentityAccount', 'query { usersWithoutIdentityAccount }', {}],
    [
      'editUser',
      `mutation { editUser(userId: "${USERS.bob.id}", firstName: "X", lastName: "Y", email: "x@y.example") { email } }`,
      {},
    ],
    [
      'changeStatus',
      `mutation { changeStatus(userId: "${USERS.bob.id}", status: DEACTIVATED) { userStatus } }`,
      {},
    ],
    [
      'changeUserOrg',
      `mutation { changeUserOrg(userId: "${USERS.bob.id}", accountId: "${ORG.alpha}") { accountId } }`,
      {},
    ],
    ['resetPassword', 'mutation { resetPassword(email: "bob@bravo.example") }', {}],
    [
      'revokeUserPrivilege',
      `mutation { revokeUserPrivilege(userId: "${USERS.bob.id}", privilege: "B2B_Dashboard") { userId } }`,
      {},
    ],
    [
      'resendDelegatedAdminInvite',
      `mutation { resendDelegatedAdminInvite(authId: "${USERS.bob.authId}") }`,
      {},
    ],
    [
      'createRole',
      'mutation { createRole(roleName: "Sneaky", privileges: ["B2B_Dashboard"]) { roleId } }',
      {},
    ],
    [
      'setCompanyDefaultRole',
      `mutation { setCompanyDefaultRole(roleName: "Sneaky", accountId: "${ORG.alpha}") { roleId } }`,
      {},
    ],
    [
      'rejectRegistration',
      `mutation { rejectRegistration(userId: "${USERS.bob.id}", notes: "no") { userId } }`,
      {},
    ],
    [
      'createBanner',
      'mutation { createBanner(banner: { startDateTime: "2030-01-01T00:00:00Z", endDateTime: "2030-01-02T00:00:00Z", type: "info", message: "x" }) { id } }',
      {},
    ],
    ['deleteBanner', 'mutation { deleteBanner(id: "1") }', {}],
    [
      'addEmail',
      `mutation { addEmail(rule: { domain: "x.example", customerNumber: "N${ORG.alpha}", registrationAllowed: true }) { domain } }`,
      {},
    ],
    ['deleteEmail', 'mutation { deleteEmail(domain: "alpha.example") }', {}],
    ['migrateIdentityProfiles', 'mutation { migrateIdentityProfiles { remaining } }', {}],
  ];

  it.each(OPERATIONS)(
    '%s refuses a B2B admin, a personal user and a guest',
    async (_name, query, variables) => {
      const before = await auditCount();
      for (const caller of [USERS.alice, PERSONAL, null]) {
        const res = await h.graphql(caller, query, variables);
        const body = res.json() as Body;
        const code = res.statusCode === 401 ? 'UNAUTHENTICATED' : body.errors?.[0]?.extensions['code'];
        expect({ caller: caller?.email ?? 'guest', code }).toEqual({
          caller: caller?.email ?? 'guest',
          code: caller ? 'FORBIDDEN' : 'UNAUTHENTICATED',
        });
      }
      expect(await auditCount()).toBe(before);
      const [bob] = await h.db.select().from(users).where(eq(users.id, USERS.bob.id));
      expect(bob).toMatchObject({ email: USERS.bob.email, status: 'REGISTERED', accountId: ORG.bravo });
    },
  );

  it('a CSR agent (user management only) is refused the role, approval and product-owner operations', async () => {
    for (const query of [
      'query { getRoles { roleId } }',
      'query { searchAwaitingApproval { totalCount } }',
      'query { internalAssociates { userId } }',
    ]) {
      const body = await gql(USERS.cora, query);
      expect(body.errors?.[0]?.extensions['code']).toBe('FORBIDDEN');
    }
  });

  // ---- searchUsers ----
  it('searchUsers pages users by registration date, filters and sorts', async () => {
    const all = (
      await ok(
        USERS.cora,
        'query { searchUsers(pageSize: 100) { totalCount users { email registrationDate } } }',
      )
    ).searchUsers;
    expect(all.totalCount).toBe(await h.db.$count(users));
    const dates = all.users.map((u: { registrationDate: string }) => u.registrationDate);
    expect([...dates].sort()).toEqual(dates);

    const alpha = (
      await ok(
        USERS.cora,
        `query($a: ID) { searchUsers(accountId: $a, sort: "Email:DESC") { totalCount users { email parentOrganization { name } isB2C filteredCustomerName } } }`,
        { a: ORG.alpha },
      )
    ).searchUsers;
    expect(alpha.users.map((u: { email: string }) => u.email)).toEqual([
      'amy@alpha.example',
      'alice@alpha.example',
    ]);
    expect(alpha.users[0]).toMatchObject({
      parentOrganization: { name: 'Alpha Utilities' },
      isB2C: false,
      filteredCustomerName: 'Alpha Utilities',
    });

    const byText = (
      await ok(USERS.cora, 'query { searchUsers(query: "BOB@BRAVO") { totalCount users { email } } }')
    ).searchUsers;
    expect(byText).toEqual({ totalCount: 1, users: [{ email: USERS.bob.email }] });
    const byAccount = (
      await ok(USERS.cora, `query { searchUsers(query: "N${ORG.bravo}") { users { email } } }`)
    ).searchUsers;
    expect(byAccount.users).toEqual([{ email: USERS.bob.email }]);
    const page = (await ok(USERS.cora, 'query { searchUsers(page: 1, pageSize: 2) { users { email } } }'))
      .searchUsers;
    expect(page.users).toEqual(all.users.slice(2, 4).map((u: { email: string }) => ({ email: u.email })));
  });

  it.each(['RegistrationDate', 'Email:UP', 'Password:ASC', 'email:asc', 'RegistrationDate:ASC;drop'])(
    'searchUsers refuses the sort %p with Invalid sort format',
    async (sort) => {
      const body = await gql(USERS.cora, 'query($s: String) { searchUsers(sort: $s) { totalCount } }', {
        s: sort,
      });
      expect(body.errors?.[0]?.message).toBe('Invalid sort format');
      expect(body.errors?.[0]?.extensions['code']).toBe('BAD_USER_INPUT');
    },
  );

  it('searchUsers refuses out-of-range pages and sizes and wrong types', async () => {
    for (const [query, message] of [
      ['query { searchUsers(page: -1) { totalCount } }', 'page starts at 0.'],
      ['query { searchUsers(pageSize: 101) { totalCount } }', 'pageSize must be at most 100.'],
      ['query { searchUsers(pageSize: 0) { totalCount } }', 'pageSize must be at least 1.'],
    ] as const) {
      expect((await gql(USERS.cora, query)).errors?.[0]?.message).toBe(message);
    }
    const wrongType = await gql(USERS.cora, 'query($q: String) { searchUsers(query: $q) { totalCount } }', {
      q: 7,
    });
    expect(wrongType.errors?.[0]?.message).toMatch(/String cannot represent/);
  });

  // ---- user administration ----
  it('editUser changes name and e-mail, records before and after, and refuses an e-mail in use', async () => {
    const taken = await gql(
      USERS.cora,
      `mutation { editUser(userId: "${USERS.amy.id}", firstName: "Amy", lastName: "T", email: "ALICE@alpha.example") { email } }`,
    );
    expect(taken.errors?.[0]).toMatchObject({
      message: 'An account with this email address already exists.',
      extensions: { code: 'CONFLICT' },
    });
    expect(
      (await ok(USERS.cora, 'query { checkEmailExists(email: "Alice@Alpha.example") }')).checkEmailExists,
    ).toBe(true);
    const edited = await ok(
      USERS.cora,
      `mutation { editUser(userId: "${USERS.amy.id}", firstName: "Amelia", lastName: "Stone", email: "amelia@alpha.example") { firstName lastName email } }`,
    );
    expect(edited.editUser).toEqual({
      firstName: 'Amelia',
      lastName: 'Stone',
      email: 'amelia@alpha.example',
    });
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, USERS.amy.id), eq(auditLog.action, 'CSR_EDIT_USER')));
    expect(entry).toMatchObject({
      actorUserId: USERS.cora.id,
      details: { before: { email: 'amy@alpha.example' }, after: { email: 'amelia@alpha.example' } },
    });
    const bad = await gql(
      USERS.cora,
      `mutation { editUser(userId: "${USERS.amy.id}", firstName: "", lastName: "S", email: "nope") { email } }`,
    );
    expect(bad.errors?.[0]?.extensions['exceptionMessages']).toEqual([
      'First name is required.',
      'Email address must be a correct format.',
    ]);
  });

  it('changeStatus, revoke and restore a privilege, and read them in the audit log', async () => {
    const changed = await ok(
      USERS.cora,
      `mutation { changeStatus(userId: "${USERS.amy.id}", status: INACTIVE) { userStatus } }`,
    );
    expect(changed.changeStatus.userStatus).toBe('INACTIVE');
    const guest = await gql(
      USERS.cora,
      `mutation { changeStatus(userId: "${USERS.amy.id}", status: GUEST) { userStatus } }`,
    );
    expect(guest.errors?.[0]?.extensions['code']).toBe('BAD_USER_INPUT');
    const self = await gql(
      USERS.cora,
      `mutation { changeStatus(userId: "${USERS.cora.id}", status: DEACTIVATED) { userStatus } }`,
    );
    expect(self.errors?.[0]?.extensions['code']).toBe('FORBIDDEN');
    await ok(
      USERS.cora,
      `mutation { changeStatus(userId: "${USERS.amy.id}", status: REGISTERED) { userStatus } }`,
    );

    const revoked = await ok(
      USERS.cora,
      `mutation { revokeUserPrivilege(userId: "${USERS.alice.id}", privilege: "B2B_Fleet_Search") { revokedPrivileges } }`,
    );
    expect(revoked.revokeUserPrivilege.revokedPrivileges).toEqual(['B2B_Fleet_Search']);
    // the revocation applies to Alice's next request
    const profile = await ok(USERS.alice, 'query { getDetailedProfile { privileges } }');
    expect(profile.getDetailedProfile.privileges).not.toContain('B2B_Fleet_Search');
    const unknown = await gql(
      USERS.cora,
      `mutation { revokeUserPrivilege(userId: "${USERS.alice.id}", privilege: "Root") { userId } }`,
    );
    expect(unknown.errors?.[0]?.message).toBe('privilege is not a known privilege.');
    const restored = await ok(
      USERS.cora,
      `mutation { restoreUserPrivilege(userId: "${USERS.alice.id}", privilege: "B2B_Fleet_Search") { revokedPrivileges } }`,
    );
    expect(restored.restoreUserPrivilege.revokedPrivileges).toEqual([]);

    const log = (
      await ok(
        USERS.cora,
        `query { userAuditLog(userId: "${USERS.amy.id}") { totalCount entries { action actorUserId details } } }`,
      )
    ).userAuditLog;
    expect(log.entries.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['CSR_CHANGE_STATUS', 'CSR_CHANGE_STATUS']),
    );
    expect(JSON.parse(log.entries[0].details)).toMatchObject({
      before: { status: 'INACTIVE' },
      after: { status: 'REGISTERED' },
    });
  });

  it('the audit log cannot be changed or deleted, not even directly in the database', async () => {
    const [row] = await h.db.select({ id: auditLog.id }).from(auditLog).limit(1);
    await expect(
      h.db.update(auditLog).set({ action: 'FORGED' }).where(eq(auditLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(h.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    const [still] = await h.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(still?.action).not.toBe('FORGED');
  });

  it('resetPassword e-mails a temporary password that signs in, and answers false for an unknown address', async () => {
    expect(
      (await ok(USERS.cora, 'mutation { resetPassword(email: "nobody@alpha.example") }')).resetPassword,
    ).toBe(false);
    expect(
      (await ok(USERS.cora, 'mutation { resetPassword(email: "bob@bravo.example") }')).resetPassword,
    ).toBe(true);
    const [mail] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, USERS.bob.email));
    expect(mail?.template).toBe('TemporaryPasswordEmail');
    const password = mail!.text.split('\n\n')[2]!;
    const [bob] = await h.db.select().from(users).where(eq(users.id, USERS.bob.id));
    expect(await verifyPassword(password, bob!.passwordHash)).toBe(true);
  });

  it('changeUserOrg moves a user and drops the old organisation’s addresses', async () => {
    await h.db.insert(userFavoriteAddresses).values({ userId: USERS.amy.id, addressId: ADDRESS.alphaMain });
    const moved = await ok(
      USERS.cora,
      `mutation { changeUserOrg(userId: "${USERS.amy.id}", accountId: "${ORG.child1}") { accountId favorites { addressId } defaultBillingAddress { addressId } } }`,
    );
    expect(moved.changeUserOrg).toEqual({
      accountId: ORG.child1,
      favorites: [],
      defaultBillingAddress: null,
    });
    const internal = await gql(
      USERS.cora,
      `mutation { changeUserOrg(userId: "${USERS.amy.id}", accountId: "${ORG.internal}") { accountId } }`,
    );
    expect(internal.errors?.[0]?.extensions['code']).toBe('FORBIDDEN');
    await ok(
      USERS.cora,
      `mutation { changeUserOrg(userId: "${USERS.amy.id}", accountId: "${ORG.alpha}") { accountId } }`,
    );
  });

  it('default and favourite addresses: the user’s organisation’s only', async () => {
    const billing = await ok(
      USERS.cora,
      `mutation { csrUpdateDefaultBillingAddress(userId: "${USERS.alice.id}", ebsAddressId: "E${ADDRESS.alphaMain}") { defaultBillingAddress { addressId } } }`,
    );
    expect(billing.csrUpdateDefaultBillingAddress.defaultBillingAddress.addressId).toBe(ADDRESS.alphaMain);
    const shipOnly = await gql(
      USERS.cora,
      `mutation { csrUpdateDefaultBillingAddress(userId: "${USERS.alice.id}", ebsAddressId: "E${ADDRESS.alphaShipOnly}") { userId } }`,
    );
    expect(shipOnly.errors?.[0]?.message).toBe('This address cannot be used for billing.');
    const shipping = await ok(
      USERS.cora,
      `mutation { csrUpdateDefaultShippingAddress(userId: "${USERS.alice.id}", ebsAddressId: "E${ADDRESS.alphaShipOnly}") { defaultShippingAddress { addressId } } }`,
    );
    expect(shipping.csrUpdateDefaultShippingAddress.defaultShippingAddress.addressId).toBe(
      ADDRESS.alphaShipOnly,
    );
    const foreign = await gql(
      USERS.cora,
      `mutation { csrUpdateDefaultShippingAddress(userId: "${USERS.alice.id}", ebsAddressId: "E${ADDRESS.bravoMain}") { userId } }`,
    );
    expect(foreign.errors?.[0]?.extensions['code']).toBe('FORBIDDEN');
    const added = await ok(
      USERS.cora,
      `mutation { csrAddToFavorites(userId: "${USERS.alice.id}", addressId: "${ADDRESS.alphaShipOnly}") { favorites { addressId } } }`,
    );
    expect(added.csrAddToFavorites.favorites).toEqual([{ addressId: ADDRESS.alphaShipOnly }]);
    const foreignFavorite = await gql(
      USERS.cora,
      `mutation { csrAddToFavorites(userId: "${USERS.alice.id}", addressId: "${ADDRESS.bravoMain}") { userId } }`,
    );
    expect(foreignFavorite.errors?.[0]?.extensions['code']).toBe('FORBIDDEN');
    const removed = await ok(
      USERS.cora,
      `mutation { csrRemoveFromFavorites(userId: "${USERS.alice.id}", addressId: "${ADDRESS.alphaShipOnly}") { favorites { addressId } } }`,
    );
    expect(removed.csrRemoveFromFavorites.favorites).toEqual([]);
  });

  it('csrUserAddresses: the user’s organisation’s and own addresses, defaults and favourites first; bad input refused', async () => {
    // a user of Bravo made for this test, with a personal address of their own and a colleague's (never listed)
    const userId = '00000000-0000-4000-8000-000000000a17';
    const colleagueId = '00000000-0000-4000-8000-000000000a18';
    await h.db.insert(users).values(
      [userId, colleagueId].map((id, i) => ({
        id,
        authId: `test|addr${i}`,
        email: `addr${i}@bravo.example`,
        firstName: 'Addy',
        lastName: 'Tester',
        status: 'REGISTERED' as const,
        registrationType: 'B2B' as const,
        isValidatedB2BUser: true,
        accountId: ORG.bravo,
      })),
    );
    const own = {
      addressId: 'A-BRAVO-OWN',
      ebsAddressId: 'EA-BRAVO-OWN',
      userId,
      addressName: 'Lakeside Yard',
    };
    const theirs = { addressId: 'A-BRAVO-THEIRS', ebsAddressId: 'EA-BRAVO-THEIRS', userId: colleagueId };
    await h.db.insert(addresses).values(
      [own, theirs].map((a) => ({
        ...a,
        accountId: ORG.bravo,
        address1: `1 ${a.addressId} Street`,
        city: 'Huntsville',
        state: 'AL',
        postalCode: '35806',
        country: 'US',
      })),
    );
    const list = async (args = '') =>
      (
        await ok(
          USERS.cora,
          `query { csrUserAddresses(userId: "${userId}"${args}) { addressId isDefault isFavorite } }`,
        )
      ).csrUserAddresses as { addressId: string; isDefault: boolean; isFavorite: boolean }[];

    expect((await list()).map((a) => a.addressId).sort()).toEqual([ADDRESS.bravoMain, own.addressId].sort());
    await ok(
      USERS.cora,
      `mutation { csrUpdateDefaultShippingAddress(userId: "${userId}", ebsAddressId: "${own.ebsAddressId}") { userId } }`,
    );
    await ok(
      USERS.cora,
      `mutation { csrAddToFavorites(userId: "${userId}", addressId: "${ADDRESS.bravoMain}") { userId } }`,
    );
    expect(await list()).toEqual([
      { addressId: own.addressId, isDefault: true, isFavorite: false },
      { addressId: ADDRESS.bravoMain, isDefault: false, isFavorite: true },
    ]);
    expect(await list(', query: "lakeside"')).toEqual([
      { addressId: own.addressId, isDefault: true, isFavorite: false },
    ]);
    expect(await list(', page: 1, size: 1')).toEqual([
      { addressId: ADDRESS.bravoMain, isDefault: false, isFavorite: true },
    ]);

    for (const [args, message] of [
      [', size: 0', 'size must be at least 1.'],
      [', size: 101', 'size must be at most 100.'],
      [', page: -1', 'page starts at 0.'],
    ] as const) {
      const body = await gql(
        USERS.cora,
        `query { csrUserAddresses(userId: "${userId}"${args}) { addressId } }`,
      );
      expect({ code: body.errors?.[0]?.extensions['code'], message: body.errors?.[0]?.message }).toEqual({
        code: 'BAD_USER_INPUT',
        message,
      });
    }
    const notAnId = await gql(USERS.cora, 'query { csrUserAddresses(userId: "not a user") { addressId } }');
    expect(notAnId.errors?.[0]?.extensions['code']).toBe('BAD_USER_INPUT');
    const unknown = await gql(
      USERS.cora,
      'query { csrUserAddresses(userId: "00000000-0000-4000-8000-00000000ffff") { addressId } }',
    );
    expect(unknown.errors?.[0]?.extensions['code']).toBe('NOT_FOUND');
  });

  it('resendDelegatedAdminInvite: a new link for an invited user only', async () => {
    const notInvited = await gql(
      USERS.cora,
      `mutation { resendDelegatedAdminInvite(authId: "${USERS.bob.authId}") }`,
    );
    expect(notInvited.errors?.[0]?.message).toBe('This user has no pending delegated-admin invitation.');
    await h.db.insert(users).values({
      id: '00000000-0000-4000-8000-000000000072',
      authId: 'test|invited',
      email: 'invited@alpha.example',
      firstName: 'Ian',
      lastName: 'Vited',
      status: 'PENDING_REGISTRATION',
      accountId: ORG.alpha,
    });
    expect(
      (await ok(USERS.cora, 'mutation { resendDelegatedAdminInvite(authId: "test|invited") }'))
        .resendDelegatedAdminInvite,
    ).toBe(true);
    const [mail] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'invited@alpha.example'));
    expect(mail?.text).toMatch(
      /\/pages\/delegated-registration-activation\?userId=00000000-0000-4000-8000-000000000072&activationToken=/,
    );
  });

  // ---- roles ----
  it('roles: create, read, set privileges, company default, delete (refused while in use)', async () => {
    const created = (
      await ok(
        CSR_ADMIN,
        `mutation { createRole(roleName: "Alpha Viewers", privileges: ["B2B_Fleet_Search", "B2B_Dashboard"], accountId: "${ORG.alpha}") { roleId roleName scope accountId } }`,
      )
    ).createRole;
    expect(created).toMatchObject({ roleName: 'Alpha Viewers', scope: 'ORGANIZATION', accountId: ORG.alpha });
    const dup = await gql(
      CSR_ADMIN,
      `mutation { createRole(roleName: "Alpha Viewers", privileges: [], accountId: "${ORG.alpha}") { roleId } }`,
    );
    expect(dup.errors?.[0]?.extensions['code']).toBe('CONFLICT');
    const staff = await gql(
      CSR_ADMIN,
      `mutation { createRole(roleName: "Alpha CSR", privileges: ["CSR"], accountId: "${ORG.alpha}") { roleId } }`,
    );
    expect(staff.errors?.[0]?.extensions['code']).toBe('FORBIDDEN');
    const badPrivilege = await gql(
      CSR_ADMIN,
      'mutation { createRole(roleName: "X", privileges: ["Nope"]) { roleId } }',
    );
    expect(badPrivilege.errors?.[0]?.message).toBe('Every privilege must be a known privilege.');

    const read = await ok(CSR_ADMIN, `query($r: ID!) { getPrivilegesByRole(roleId: $r) }`, {
      r: created.roleId,
    });
    expect(read.getPrivilegesByRole).toEqual(['B2B_Dashboard', 'B2B_Fleet_Search']);
    const set = await ok(
      CSR_ADMIN,
      `mutation($r: ID!) { setRolePrivileges(roleId: $r, privileges: ["B2B_View_Orders"]) }`,
      { r: created.roleId },
    );
    expect(set.setRolePrivileges).toEqual(['B2B_View_Orders']);

    const foreignDefault = await gql(
      CSR_ADMIN,
      `mutation { setCompanyDefaultRole(roleName: "Alpha Viewers", accountId: "${ORG.bravo}") { roleId } }`,
    );
    expect(foreignDefault.errors?.[0]?.extensions['code']).toBe('FORBIDDEN');
    await ok(
      CSR_ADMIN,
      `mutation { setCompanyDefaultRole(roleName: "Alpha Viewers", accountId: "${ORG.alpha}") { roleId } }`,
    );
    const company = await ok(
      CSR_ADMIN,
      `query { getCompanyRoles(accountId: "${ORG.alpha}") { defaultRoleName organizationalRoles { roleName } } getCompanyDefaultRole(accountId: "${ORG.alpha}") { roleName } }`,
    );
    expect(company.getCompanyRoles).toEqual({
      defaultRoleName: 'Alpha Viewers',
      // the test world's users hold roles of their organisation too (test-harness.ts)
      organizationalRoles: [
        { roleName: 'Alpha Viewers' },
        { roleName: `Test role of ${USERS.alice.email}` },
        { roleName: `Test role of ${USERS.amy.email}` },
      ],
    });
    expect(company.getCompanyDefaultRole).toEqual({ roleName: 'Alpha Viewers' });

    const user = await ok(
      CSR_ADMIN,
      `mutation($r: ID!) { setUserRole(userId: "${USERS.alice.id}", roleId: $r) { roles { roleName } } }`,
      { r: created.roleId },
    );
    expect(user.setUserRole.roles).toEqual([{ roleName: 'Alpha Viewers' }]);
    const bobForeignRole = await gql(
      CSR_ADMIN,
      `mutation($r: ID!) { setUserRole(userId: "${USERS.bob.id}", roleId: $r) { userId } }`,
      { r: created.roleId },
    );
    expect(bobForeignRole.errors?.[0]?.extensions['code']).toBe('FORBIDDEN');

    const inUse = await gql(CSR_ADMIN, `mutation($r: ID!) { deleteRole(roleId: $r) }`, { r: created.roleId });
    expect(inUse.errors?.[0]?.extensions['code']).toBe('CONFLICT');
    // Alice gets her own role back: her roles grant again what the harness's tokens for her say (the tests after
    // this one act as her, and a token minted in the second of this change is answered by her roles)
    const [ownRole] = await h.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, `Test role of ${USERS.alice.email}`));
    const restored = await ok(
      CSR_ADMIN,
      `mutation($r: ID!) { setUserRole(userId: "${USERS.alice.id}", roleId: $r) { roles { roleName } } }`,
      { r: ownRole!.id },
    );
    expect(restored.setUserRole.roles).toEqual([{ roleName: `Test role of ${USERS.alice.email}` }]);
    const spare = (
      await ok(CSR_ADMIN, 'mutation { createRole(roleName: "Spare", privileges: []) { roleId scope } }')
    ).createRole;
    expect(spare.scope).toBe('GLOBAL');
    expect(
      (await ok(CSR_ADMIN, `mutation($r: ID!) { deleteRole(roleId: $r) }`, { r: spare.roleId })).deleteRole,
    ).toBe(true);
    expect(await h.db.$count(roles, eq(roles.id, spare.roleId))).toBe(0);
    // the catalogue holds what the roles above were given
    const catalogue = (await ok(CSR_ADMIN, 'query { getAllPrivileges { name displayName } }'))
      .getAllPrivileges;
    expect(catalogue).toEqual(
      expect.arrayContaining([{ name: 'B2B_Fleet_Search', displayName: 'B2B Fleet Search' }]),
    );
  });

  it('a staff role is given only to staff, by a holder of its privileges', async () => {
    const [staffRole] = await h.db.insert(roles).values({ name: 'Test CSR', scope: 'GLOBAL' }).returning();
    await h.db.execute(
      sql`insert into privileges (name, display_name) values ('CSR', 'CSR') on conflict do nothing`,
    );
    await h.db.execute(
      sql`insert into role_privileges (role_id, privilege_name) values (${staffRole!.id}, 'CSR')`,
    );
    const toCustomer = await gql(
      CSR_ADMIN,
      `mutation($r: ID!) { setUserRole(userId: "${USERS.bob.id}", roleId: $r) { userId } }`,
      { r: staffRole!.id },
    );
    expect(toCustomer.errors?.[0]?.extensions['code']).toBe('FORBIDDEN');
    expect(
      await h.db.$count(
        userRoles,
        and(eq(userRoles.userId, USERS.bob.id), eq(userRoles.roleId, staffRole!.id)),
      ),
    ).toBe(0);
  });

  // ---- approval ----
  it('approves a waiting registration: UNCONFIRMED, linked, and an activation e-mail whose link activates', async () => {
    const waitingId = '00000000-0000-4000-8000-000000000073';
    const [alphaDefault] = await h.db
      .select()
      .from(companyDefaultRoles)
      .where(eq(companyDefaultRoles.accountId, ORG.alpha));
    expect(alphaDefault).toBeDefined();
    await h.db.insert(users).values({
      id: waitingId,
      authId: 'test|waiting',
      email: 'wanda@newco.example',
      firstName: 'Wanda',
      lastName: 'Wait',
      status: 'PENDING_APPROVAL',
      userEnteredBusinessName: 'NewCo',
      registrationType: 'B2B',
    });
    await h.db.insert(registrations).values({
      userId: waitingId,
      type: 'B2B',
      firstName: 'Wanda',
      lastName: 'Wait',
      email: 'wanda@newco.example',
    });
    const queue = (
      await ok(CSR_ADMIN, 'query { searchAwaitingApproval { totalCount users { email userStatus } } }')
    ).searchAwaitingApproval;
    expect(queue.users).toEqual(
      expect.arrayContaining([{ email: 'wanda@newco.example', userStatus: 'PENDING_APPROVAL' }]),
    );
    expect(
      queue.users.every((u: { userStatus: string }) =>
        ['PENDING_APPROVAL', 'PENDING_REGISTRATION'].includes(u.userStatus),
      ),
    ).toBe(true);

    const found = await ok(
      CSR_ADMIN,
      'query { byName: searchCustomers(query: "alpha") { accountId } byNumber: searchCustomers(query: "NT-ALPHA", field: ACCOUNT_NUMBER) { accountId } byParty: searchCustomers(query: "PTY-T-ALPHA", field: PARTY_ID) { accountId primarySiteAddress { addressId } } }',
    );
    expect(found).toEqual({
      byName: [{ accountId: ORG.alpha }],
      byNumber: [{ accountId: ORG.alpha }],
      byParty: [{ accountId: ORG.alpha, primarySiteAddress: { addressId: ADDRESS.alphaMain } }],
    });

    const approved = (
      await ok(
        CSR_ADMIN,
        `mutation { approveRegistration(userId: "${waitingId}", accountId: "${ORG.alpha}", notes: "Known customer") { userStatus accountId isValidatedB2BUser approvalQueueDetails { approvalStatusNotes approvalOrganizationName } } }`,
      )
    ).approveRegistration;
    expect(approved).toEqual({
      userStatus: 'UNCONFIRMED',
      accountId: ORG.alpha,
      isValidatedB2BUser: true,
      approvalQueueDetails: {
        approvalStatusNotes: 'Known customer',
        approvalOrganizationName: 'Alpha Utilities',
      },
    });
    // linked whole (the organisation's party, so the shell finds the user's organisation) with the company default
    const [linked] = await h.db.select().from(users).where(eq(users.id, waitingId));
    expect(linked).toMatchObject({
      accountId: ORG.alpha,
      partyId: `PTY-${ORG.alpha}`,
      businessName: 'Alpha Utilities',
    });
    const given = await h.db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, waitingId));
    expect(given).toEqual([{ roleId: alphaDefault!.roleId }]);
    // and a contact of the company, so its user management lists them
    const [contact] = await h.db
      .select()
      .from(contacts)
      .where(eq(contacts.contactId, linked!.contactId ?? ''));
    expect(contact).toMatchObject({
      accountId: ORG.alpha,
      email: 'wanda@newco.example',
      hasConnectAccount: true,
    });
    // Alice's privileges were changed by the roles test, so whether her token or her roles answer depends on the
    // second her token is minted in (a token of the marker's second counts as older, auth/caller.ts). A marker
    // ahead of every token makes her roles answer on every run: they must grant what her token says.
    await h.db
      .update(users)
      .set({ privilegesChangedAt: new Date(Date.now() + 60_000) })
      .where(eq(users.id, USERS.alice.id));
    const listed = (
      await h.graphql(
        USERS.alice,
        `query($q: ContactQueryParams) { searchContacts(queryParams: $q) { totalRecords contacts { email hasConnectAccount } } }`,
        { q: { query: 'wanda@newco.example' } },
      )
    ).json() as Body;
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.['searchContacts'].contacts).toEqual([
      { email: 'wanda@newco.example', hasConnectAccount: true },
    ]);
    const [mail] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'wanda@newco.example'));
    const link = /(\S*\/pages\/account-activation\?\S+)/.exec(mail!.text)![1]!;
    const params = new URL(link).searchParams;
    const activated = (
      await h.openGraphql(
        'mutation($u: String!, $t: String!) { activateAccount(userId: $u, activationToken: $t) { result } }',
        { u: params.get('userId'), t: params.get('activationToken') },
      )
    ).json() as Body;
    expect(activated.data?.['activateAccount']).toEqual({ result: 'SUCCESS' });
  });

  it('rejects with notes; a rejected registration stays rejected', async () => {
    const id = '00000000-0000-4000-8000-000000000074';
    await h.db.insert(users).values({
      id,
      authId: 'test|rival',
      email: 'spy@competitor.example',
      firstName: 'Rival',
      lastName: 'Co',
      status: 'PENDING_APPROVAL',
    });
    const missingNotes = await gql(
      CSR_ADMIN,
      `mutation { rejectRegistration(userId: "${id}", notes: " ") { userId } }`,
    );
    expect(missingNotes.errors?.[0]?.message).toBe('Rejection notes are required.');
    const rejected = (
      await ok(
        CSR_ADMIN,
        `mutation { rejectRegistration(userId: "${id}", notes: "Competitor") { userStatus } }`,
      )
    ).rejectRegistration;
    expect(rejected.userStatus).toBe('REJECTED');
    const [mail] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'spy@competitor.example'));
    expect(mail?.template).toBe('RegistrationRejectedEmail');
    const again = await gql(
      CSR_ADMIN,
      `mutation { approveRegistration(userId: "${id}", accountId: "${ORG.alpha}") { userStatus } }`,
    );
    expect(again.errors?.[0]?.message).toBe('This registration is not awaiting approval.');
    const [user] = await h.db.select().from(users).where(eq(users.id, id));
    expect(user?.status).toBe('REJECTED');
  });

  // ---- banners ----
  it('banners: create (sanitised), edit, delete', async () => {
    const created = (
      await ok(
        USERS.cora,
        `mutation($m: String!) { createBanner(banner: { startDateTime: "2020-01-01T00:00:00Z", endDateTime: "2099-01-01T00:00:00Z", type: "warning", message: $m }) { id message type } }`,
        {
          m: 'Outage <b>tonight</b><script>alert(1)</script> <a href="javascript:x">x</a> <a href="/pages/store">store</a>',
        },
      )
    ).createBanner;
    expect(created.message).toBe(
      'Outage <b>tonight</b>&lt;script&gt;alert(1)&lt;/script&gt; &lt;a href=&quot;javascript:x&quot;&gt;x</a> <a href="/pages/store" rel="noopener noreferrer">store</a>',
    );
    const active = (await ok(USERS.alice, 'query { getBanners { id } }')).getBanners;
    expect(active.map((b: { id: string }) => b.id)).toContain(created.id);
    const badWindow = await gql(
      USERS.cora,
      `mutation { updateBanner(id: "${created.id}", banner: { startDateTime: "2030-01-02T00:00:00Z", endDateTime: "2030-01-01T00:00:00Z", type: "info", message: "x" }) { id } }`,
    );
    expect(badWindow.errors?.[0]?.message).toBe('End must be after the start.');
    const updated = (
      await ok(
        USERS.cora,
        `mutation { updateBanner(id: "${created.id}", banner: { startDateTime: "2030-01-01T00:00:00Z", endDateTime: "2030-01-02T00:00:00Z", type: "info", message: "Later" }) { message type } }`,
      )
    ).updateBanner;
    expect(updated).toEqual({ message: 'Later', type: 'info' });
    expect((await ok(USERS.cora, `mutation { deleteBanner(id: "${created.id}") }`)).deleteBanner).toBe(true);
    expect(await h.db.$count(banners, eq(banners.id, Number(created.id)))).toBe(0);
    expect(
      (await gql(USERS.cora, `mutation { deleteBanner(id: "${created.id}") }`)).errors?.[0]?.extensions[
        'code'
      ],
    ).toBe('NOT_FOUND');
    expect(sanitizeBannerMessage('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    // saving a stored (sanitised) message again, as the edit form does, changes nothing
    expect(sanitizeBannerMessage(created.message)).toBe(created.message);
    expect(sanitizeBannerMessage('R&D &amp; parts &#60;b&#62;')).toBe('R&amp;D &amp; parts &#60;b&#62;');
  });

  // ---- e-mail domain rules ----
  it('e-mail domain rules apply to the next business registration check', async () => {
    const check = async () =>
      (
        (
          await h.openGraphql('query { checkEmail(email: "new@newdomain.example") { result customerId } }')
        ).json() as Body
      ).data?.['checkEmail'];
    expect(await check()).toEqual({ result: 'ABSENT', customerId: null });
    const added = (
      await ok(
        USERS.cora,
        `mutation { addEmail(rule: { domain: "NewDomain.example", customerNumber: "N${ORG.bravo}", registrationAllowed: true }) { domain customerName accountId } }`,
      )
    ).addEmail;
    expect(added).toEqual({
      domain: 'newdomain.example',
      customerName: 'Bravo Electric',
      accountId: ORG.bravo,
    });
    expect(await check()).toEqual({ result: 'ACCEPTED', customerId: ORG.bravo });
    const dup = await gql(
      USERS.cora,
      `mutation { addEmail(rule: { domain: "newdomain.example", customerNumber: "N${ORG.bravo}", registrationAllowed: true }) { domain } }`,
    );
    expect(dup.errors?.[0]?.extensions['code']).toBe('CONFLICT');
    await ok(
      USERS.cora,
      `mutation { updateEmail(rule: { domain: "newdomain.example", customerNumber: "N${ORG.bravo}", registrationAllowed: false }) { domain } }`,
    );
    expect(await check()).toEqual({ result: 'DECLINED', customerId: null });
    const rules = (await ok(USERS.cora, 'query { getEmails { domain registrationAllowed } }')).getEmails;
    expect(rules).toContainEqual({ domain: 'newdomain.example', registrationAllowed: false });
    expect((await ok(USERS.cora, 'mutation { deleteEmail(domain: "newdomain.example") }')).deleteEmail).toBe(
      true,
    );
    expect(await check()).toEqual({ result: 'ABSENT', customerId: null });
    const bad = await gql(
      USERS.cora,
      `mutation { addEmail(rule: { domain: "not a domain", customerNumber: "nope", registrationAllowed: true }) { domain } }`,
    );
    expect(bad.errors?.[0]?.message).toBe('domain must be a domain name such as example.com.');
    expect(await h.db.$count(emailDomainRules)).toBe(2);
  });

  // ---- product-owner tools and gateway paths ----
  it('CsrActor: counts active business users and flags their contacts in resumable batches', async () => {
    await h.db.insert(contacts).values([
      { contactId: 'C-ALICE', accountId: ORG.alpha, firstName: 'Alice', lastName: 'T' },
      { contactId: 'C-BOB', accountId: ORG.bravo, firstName: 'Bob', lastName: 'T' },
    ]);
    await h.db.update(users).set({ contactId: 'C-ALICE' }).where(eq(users.id, USERS.alice.id));
    await h.db.update(users).set({ contactId: 'C-BOB' }).where(eq(users.id, USERS.bob.id));
    const actor = `/rest/model/${brand.product}/csr/CsrActor`;
    const count = await h.integration(CSR_ADMIN, { endpoint: `${actor}/getNumActiveB2BUsers`, body: {} });
    // Alice, Bob and Wanda (approved and activated above: approval gave her a contact at Alpha)
    expect(count.json()).toEqual({ result: 3 });
    const refused = await h.integration(USERS.cora, { endpoint: `${actor}/getNumActiveB2BUsers`, body: {} });
    expect(refused.statusCode).toBe(403);
    const first = await h.integration(CSR_ADMIN, {
      endpoint: `${actor}/updateB2BContactsWithACFlag`,
      body: { startNum: 0, howMany: 1, isACUser: true },
    });
    expect(first.json()).toEqual({ updated: 1, nextStartNum: 1, total: 3 });
    const second = await h.integration(CSR_ADMIN, {
      endpoint: `${actor}/updateB2BContactsWithACFlag`,
      body: { startNum: 1, howMany: 1, isACUser: true },
    });
    expect(second.json()).toMatchObject({ updated: 1, nextStartNum: 2 });
    expect(await h.db.$count(contacts, eq(contacts.isAcUser, true))).toBe(2);
    const bad = await h.integration(CSR_ADMIN, {
      endpoint: `${actor}/updateB2BContactsWithACFlag`,
      body: { startNum: '0', howMany: 5000, isACUser: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().exceptionMessages).toEqual([
      'startNum must be a number.',
      'howMany must be at most 1000.',
      'isACUser must be true or false.',
    ]);
  });

  it('ProfileActor: the caller’s own SSO heartbeat', async () => {
    const path = '/rest/model/atg/userprofiling/ProfileActor';
    expect(
      (await h.integration(USERS.bob, { endpoint: `${path}/getLastSSOHeartbeat`, body: {} })).json(),
    ).toEqual({ lastSSOHeartbeat: null });
    const updated = (
      await h.integration(USERS.bob, { endpoint: `${path}/updateLastSSOHeartbeat`, body: {} })
    ).json();
    expect(
      (await h.integration(USERS.bob, { endpoint: `${path}/getLastSSOHeartbeat`, body: {} })).json(),
    ).toEqual(updated);
    expect(
      (await h.integration(null, { endpoint: `${path}/getLastSSOHeartbeat`, body: {} })).statusCode,
    ).toBe(401);
  });

  it('internal associates: allowed organisations and actions; identity migration in batches', async () => {
    const list = (
      await ok(CSR_ADMIN, 'query { internalAssociates(query: "ivan") { userId allowedAccountIds } }')
    ).internalAssociates;
    expect(list).toEqual([{ userId: USERS.ivan.id, allowedAccountIds: [ORG.child1] }]);
    const updated = (
      await ok(
        CSR_ADMIN,
        `mutation { updateInternalAssociateAccess(userId: "${USERS.ivan.id}", allowedAccountIds: ["${ORG.child1}", "${ORG.child2}"], allowedActions: ["VIEW_AS"]) { allowedAccountIds allowedActions } }`,
      )
    ).updateInternalAssociateAccess;
    expect(updated).toEqual({ allowedAccountIds: [ORG.child1, ORG.child2], allowedActions: ['VIEW_AS'] });
    const notCustomer = await gql(
      CSR_ADMIN,
      `mutation { updateInternalAssociateAccess(userId: "${USERS.ivan.id}", allowedAccountIds: ["${ORG.internal}"], allowedActions: []) { userId } }`,
    );
    expect(notCustomer.errors?.[0]?.message).toBe('Every allowed organization must be a customer.');

    const waiting = (await ok(CSR_ADMIN, 'query { usersWithoutIdentityAccount(limit: 1000) }'))
      .usersWithoutIdentityAccount as string[];
    expect(waiting.length).toBeGreaterThan(1);
    const batch = (
      await ok(CSR_ADMIN, 'mutation { migrateIdentityProfiles(batchSize: 1) { created remaining } }')
    ).migrateIdentityProfiles;
    expect(batch).toEqual({ created: [waiting[0]], remaining: waiting.length - 1 });
    const [migrated] = await h.db.select().from(users).where(eq(users.email, waiting[0]!));
    expect(migrated?.passwordHash).toBeTruthy();
  });

  it('an impersonated session holds no CSR privilege, and its actions are recorded with the agent as actor', async () => {
    const token = await h.token(USERS.alice, {
      permissions: ['B2B_Dashboard', 'CSR', 'CSR_User_Management'],
      claims: { act: { sub: USERS.cora.authId, email: USERS.cora.email, userId: USERS.cora.id } },
    });
    const auth = { authorization: `Bearer ${token}` };
    const res = await h.graphql(null, 'query { searchUsers { totalCount } }', {}, auth);
    expect((res.json() as Body).errors?.[0]?.extensions['code']).toBe('FORBIDDEN');
    const impersonated = () => h.db.select().from(auditLog).where(eq(auditLog.action, 'IMPERSONATED_ACTION'));
    // a read is not an action
    expect(await impersonated()).toEqual([]);

    const updated = await h.graphql(
      null,
      `mutation { userUpdateProfile(userId: "${USERS.alice.id}", updates: { subscribed: true }) { email } }`,
      {},
      auth,
    );
    expect((updated.json() as Body).errors).toBeUndefined();
    const heartbeat = await h.integration(
      null,
      { endpoint: '/rest/model/atg/userprofiling/ProfileActor/updateLastSSOHeartbeat', body: {} },
      auth,
    );
    expect(heartbeat.statusCode).toBe(200);
    const rows = await impersonated();
    expect(rows.map((r) => ({ actor: r.actorUserId, subject: r.subjectUserId, details: r.details }))).toEqual(
      [
        {
          actor: USERS.cora.id,
          subject: USERS.alice.id,
          details: {
            operation: 'graphql mutation userUpdateProfile',
            outcome: 'OK',
            impersonatedUserId: USERS.alice.id,
          },
        },
        {
          actor: USERS.cora.id,
          subject: USERS.alice.id,
          details: {
            operation: 'gateway /rest/model/atg/userprofiling/ProfileActor/updateLastSSOHeartbeat',
            outcome: 'OK',
            impersonatedUserId: USERS.alice.id,
          },
        },
      ],
    );
    // Alice's own session records nothing
    await h.graphql(
      USERS.alice,
      `mutation { userUpdateProfile(userId: "${USERS.alice.id}", updates: { subscribed: false }) { email } }`,
    );
    expect(await impersonated()).toHaveLength(2);
  });
});

describe('searchUsers totals at scale', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    // 1,100 users of one organisation whose names all contain "Broadname": a search as broad as "alex" at 100,000
    await h.db.execute(sql`insert into users (auth_id, email, first_name, last_name, account_id, status,
        registration_type, is_validated_b2b_user)
      select 'scale|' || i, 'scale' || i || '@scale.example', 'Broadname', 'Scale' || i, ${ORG.alpha},
        (array['REGISTERED', 'DEACTIVATED'])[1 + i % 2]::user_status, 'B2B', true
      from generate_series(1, 1100) i`);
    await h.db.execute(sql`analyze users`);
  });
  afterAll(async () => {
    await h.close();
  });
  const search = async (args: string) =>
    (
      (
        await h.graphql(
          USERS.cora,
          `query { searchUsers${args ? `(${args})` : ''} { totalCount users { email } } }`,
        )
      ).json() as Body
    ).data!.searchUsers as { totalCount: number; users: { email: string }[] };
  /** The oracle: a count over users with the search's own conditions. */
  const countUsers = async (where: SQL) =>
    (await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from users where ${where}`))[0]!.n;
  const matching = (text: string) =>
    sql`lower(first_name || ' ' || last_name || ' ' || email) like ${`%${text}%`}`;

  it('counts every match exactly, however many', async () => {
    const narrow = await search('query: "scale1099@"');
    expect(narrow).toEqual({
      totalCount: 1,
      users: [{ email: 'scale1099@scale.example' }],
    });
    const broad = await search('query: "broadname", pageSize: 5');
    expect(broad.totalCount).toBe(1100);
    expect(broad.users).toHaveLength(5);
    expect((await search('query: "broadname", status: DEACTIVATED')).totalCount).toBe(550);
    expect((await search(`query: "broadname", accountId: "${ORG.bravo}"`)).totalCount).toBe(0);
    // without text: every user, an organisation's, a status's
    expect((await search('')).totalCount).toBe(await countUsers(sql`true`));
    expect((await search(`accountId: "${ORG.alpha}"`)).totalCount).toBe(
      await countUsers(sql`account_id = ${ORG.alpha}`),
    );
    expect((await search(`accountId: "${ORG.alpha}", status: DEACTIVATED`)).totalCount).toBe(
      await countUsers(sql`account_id = ${ORG.alpha} and status = 'DEACTIVATED'`),
    );
    // a later page of a broad search still reads real rows, and a page past the end keeps the total
    expect((await search('query: "broadname", page: 150, pageSize: 5')).users).toHaveLength(5);
    expect(await search('query: "broadname", page: 300, pageSize: 5')).toEqual({
      totalCount: 1100,
      users: [],
    });
  });

  it('an account number still finds its users next to the trigram search', async () => {
    const byAccount = await search(`query: "N${ORG.bravo}"`);
    expect(byAccount).toEqual({
      totalCount: 1,
      users: [{ email: USERS.bob.email }],
    });
  });

  it('totals follow users as they are added, renamed, moved, change status and are deleted', async () => {
    const totals = async () => ({
      all: (await search('')).totalCount,
      text: (await search('query: "followme"')).totalCount,
      bravo: (await search(`accountId: "${ORG.bravo}"`)).totalCount,
      bravoPending: (await search(`accountId: "${ORG.bravo}", status: PENDING_APPROVAL`)).totalCount,
      textBravo: (await search(`query: "followme", accountId: "${ORG.bravo}"`)).totalCount,
    });
    const expected = async () => ({
      all: await countUsers(sql`true`),
      text: await countUsers(matching('followme')),
      bravo: await countUsers(sql`account_id = ${ORG.bravo}`),
      bravoPending: await countUsers(sql`account_id = ${ORG.bravo} and status = 'PENDING_APPROVAL'`),
      textBravo: await countUsers(sql`${matching('followme')} and account_id = ${ORG.bravo}`),
    });
    const before = await totals();
    expect(before).toEqual(await expected());

    // added: one statement, several users (the statement trigger)
    await h.db.execute(sql`insert into users (auth_id, email, first_name, last_name, account_id, status)
      select 'follow|' || i, 'follow' || i || '@follow.example', 'Followme', 'F' || i, ${ORG.bravo},
        'PENDING_APPROVAL' from generate_series(1, 3) i`);
    expect(await totals()).toEqual({
      all: before.all + 3,
      text: before.text + 3,
      bravo: before.bravo + 3,
      bravoPending: before.bravoPending + 3,
      textBravo: before.textBravo + 3,
    });
    // renamed out of the text, then an e-mail into it
    await h.db.execute(sql`update users set first_name = 'Other' where auth_id = 'follow|1'`);
    await h.db.execute(sql`update users set email = 'followme.too@scale.example' where auth_id = 'scale|7'`);
    // moved to another organisation, and a status changed
    await h.db.execute(sql`update users set account_id = ${ORG.alpha} where auth_id = 'follow|2'`);
    await h.db.execute(sql`update users set status = 'REGISTERED' where auth_id = 'follow|3'`);
    // an update that touches nothing searched or counted
    await h.db.execute(sql`update users set last_login_at = now() where auth_id like 'follow|%'`);
    const changed = await totals();
    expect(changed).toEqual({
      all: before.all + 3,
      text: before.text + 3,
      bravo: before.bravo + 2,
      bravoPending: before.bravoPending + 1,
      textBravo: before.textBravo + 1,
    });
    expect(changed).toEqual(await expected());
    // deleted
    await h.db.execute(sql`delete from users where auth_id like 'follow|%'`);
    const after = await totals();
    expect(after).toEqual(await expected());
    expect(after).toEqual({ ...before, text: before.text + 1 });
    expect((await search('query: "followme"')).users).toEqual([{ email: 'followme.too@scale.example' }]);
  });
});

describe('spec defaults (easily-missed: user sort RegistrationDate:ASC; approval page 0 size 50; customer search 10)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    // 12 users found by one word, registered a day apart (the 12th newest), waiting for approval
    await h.db.execute(sql`insert into users (auth_id, email, first_name, last_name, account_id, status,
        registration_type, is_validated_b2b_user, created_at)
      select 'defaults|' || i, 'defaults' || i || '@defaults.example', 'Defaultcheck', 'Waiting' || i,
        ${ORG.alpha}, 'PENDING_APPROVAL'::user_status, 'B2B', true, now() - ((13 - i) || ' days')::interval
      from generate_series(1, 12) i`);
    // 60 more in the approval queue, and 12 customers found by one name
    await h.db
      .execute(sql`insert into users (auth_id, email, first_name, last_name, status, registration_type,
        is_validated_b2b_user)
      select 'queue|' || i, 'queue' || i || '@queue.example', 'Queued', 'Registrant' || i,
        'PENDING_REGISTRATION'::user_status, 'B2B', false
      from generate_series(1, 60) i`);
    await h.db.execute(sql`insert into organizations (account_id, account_number, party_id, name)
      select 'defaults-org-' || i, 'DEF-' || i, 'PTY-DEF-' || i, 'Defaultco ' || lpad(i::text, 2, '0')
      from generate_series(1, 12) i`);
  });
  afterAll(async () => {
    await h.close();
  });
  const data = async (query: string) =>
    ((await h.graphql(CSR_ADMIN, query)).json() as Body).data as Record<string, unknown>;

  it('searchUsers without a sort lists the earliest registered first, 10 to a page', async () => {
    const { searchUsers } = (await data(
      'query { searchUsers(query: "Defaultcheck") { totalCount users { email } } }',
    )) as {
      searchUsers: { totalCount: number; users: { email: string }[] };
    };
    expect(searchUsers.totalCount).toBe(12);
    expect(searchUsers.users.map((u) => u.email)).toEqual(
      Array.from({ length: 10 }, (_, i) => `defaults${i + 1}@defaults.example`),
    );
  });

  it('searchAwaitingApproval without a page answers page 0 of 50', async () => {
    const { searchAwaitingApproval } = (await data(
      'query { searchAwaitingApproval { totalCount users { email } } }',
    )) as { searchAwaitingApproval: { totalCount: number; users: { email: string }[] } };
    expect(searchAwaitingApproval.totalCount).toBeGreaterThan(50);
    expect(searchAwaitingApproval.users).toHaveLength(50);
  });

  it('searchCustomers without a size answers 10', async () => {
    const { searchCustomers } = (await data(
      'query { searchCustomers(query: "Defaultco") { customerName } }',
    )) as {
      searchCustomers: { customerName: string }[];
    };
    expect(searchCustomers.map((c) => c.customerName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Defaultco ${String(i + 1).padStart(2, '0')}`),
    );
  });
});
