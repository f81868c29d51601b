// Contacts and users for delegated admins (GraphQL and gateway) and the notification endpoints: search, create a
// user who then completes delegated registration from the e-mailed link, roles limited to the admin's organisation
// and privileges, edit, deactivate, resend, primary e-mail, CSV, and the notification rules of spec 4 and 5.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  auditLog,
  contactPhoneNumbers,
  contacts,
  mailOutbox,
  notificationSettings,
  privileges,
  rolePrivileges,
  roles,
  users,
} from '../../db/schema.js';
import { createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';

const CONTACT_FIELDS = `contactId firstName lastName email jobTitle active hasConnectAccount
  phoneNumbers { phoneNumber phoneLineId textEnabled } customer { accountId customerName }
  authProfile { authId userId userStatus roles { id name } }`;
const CREATE_USER = `mutation($u: NewUserInput!) { createUser(user: $u) { ${CONTACT_FIELDS} } }`;

/** A contact of the account (with a text-enabled phone when asked). */
async function contact(
  h: Harness,
  accountId: string,
  extra: { textPhone?: boolean; lastName?: string } = {},
) {
  const contactId = randomUUID();
  await h.db.insert(contacts).values({
    contactId,
    accountId,
    partyId: `P-${contactId}`,
    firstName: 'Casey',
    lastName: extra.lastName ?? 'Contact',
    email: `${contactId.slice(0, 8)}@example.com`,
  });
  await h.db.insert(contactPhoneNumbers).values({
    phoneLineId: `PL-${contactId}`,
    contactId,
    phoneNumber: '(256) 555-0100',
    textEnabled: extra.textPhone ?? false,
  });
  return contactId;
}

/** A role of `accountId` (null: global) holding the privileges. */
async function role(h: Harness, accountId: string | null, privs: string[]): Promise<string> {
  await h.db
    .insert(privileges)
    .values(privs.map((name) => ({ name, displayName: name })))
    .onConflictDoNothing();
  const [r] = await h.db
    .insert(roles)
    .values({
      name: `Role ${randomUUID().slice(0, 8)}`,
      scope: accountId ? 'ORGANIZATION' : 'GLOBAL',
      accountId,
    })
    .returning({ id: roles.id });
  if (privs.length)
    await h.db.insert(rolePrivileges).values(privs.map((p) => ({ roleId: r!.id, privilegeName: p })));
  return r!.id;
}

const newUser = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Nora',
  lastName: 'Newhire',
  email: `nora.${randomUUID().slice(0, 8)}@alpha.example`,
  accountId: ORG.alpha,
  partyId: `PTY-${ORG.alpha}`,
  phoneNumber: '(256) 555-0199',
  jobTitle: 'Lineworker',
  ...extra,
});

describe('contacts and users', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('searchContacts pages and sorts the active organisation’s contacts, never another’s', async () => {
    const tag = `Zed${Date.now()}`;
    await contact(h, ORG.alpha, { lastName: `${tag}b` });
    await contact(h, ORG.alpha, { lastName: `${tag}a` });
    await contact(h, ORG.bravo, { lastName: `${tag}c` });
    const res = await h.graphql(
      USERS.alice,
      `query($q: ContactQueryParams) { searchContacts(queryParams: $q) { totalRecords contacts { lastName customer { accountId } phoneNumbers { phoneNumber } } } }`,
      { q: { query: tag, page: 0, sortOptions: { field: 'lastName', direction: 'DESC' } } },
    );
    expect(res.json().data.searchContacts).toEqual({
      totalRecords: 2,
      contacts: [
        {
          lastName: `${tag}b`,
          customer: { accountId: ORG.alpha },
          phoneNumbers: [{ phoneNumber: '(256) 555-0100' }],
        },
        {
          lastName: `${tag}a`,
          customer: { accountId: ORG.alpha },
          phoneNumbers: [{ phoneNumber: '(256) 555-0100' }],
        },
      ],
    });
    // the gateway's /contact/search is the same search
    const gw = await h.integration(USERS.alice, {
      endpoint: '/contact/search',
      body: { query: tag, size: 1 },
    });
    expect(gw.json().totalRecords).toBe(2);
    expect(gw.json().contacts).toHaveLength(1);
    // bad input and other privileges
    const bad = await h.graphql(
      USERS.alice,
      `query { searchContacts(queryParams: { page: -1, sortOptions: { field: "password" } }) { totalRecords } }`,
    );
    expect(bad.json().errors[0].extensions.exceptionMessages).toEqual(
      expect.arrayContaining(['page starts at 0.', 'sortOptions.field is not a sortable field.']),
    );
    const amy = await h.graphql(USERS.amy, '{ searchContacts { totalRecords } }');
    expect(amy.json().errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('createUser: PENDING_REGISTRATION, the role, an e-mail whose link completes delegated registration', async () => {
    const roleId = await role(h, ORG.alpha, ['B2B_Dashboard']);
    const input = newUser({ roleId });
    const res = await h.graphql(USERS.alice, CREATE_USER, { u: input });
    const created = res.json().data.createUser;
    expect(created).toMatchObject({
      firstName: 'Nora',
      email: input.email,
      jobTitle: 'Lineworker',
      customer: { accountId: ORG.alpha, customerName: 'Alpha Utilities' },
      phoneNumbers: [{ phoneNumber: '(256) 555-0199', textEnabled: false }],
      authProfile: { userStatus: 'PENDING_REGISTRATION', roles: [{ id: roleId }] },
    });
    const [mail] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, input.email));
    expect(mail!.template).toBe('DelegatedRegistrationEmail');
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect(link.pathname).toBe('/pages/delegated-registration-activation');
    const userId = link.searchParams.get('userId');
    expect(userId).toBe(created.authProfile.userId);
    // the existing delegated registration flow accepts the link
    const done = await h.openGraphql(
      `mutation($u: String!, $t: String!) { completeDelegatedRegistration(userId: $u, activationToken: $t,
        password: "Portal!2345", allowHelpDesk: true, receiveInfo: false, termsAccepted: true) { success expired } }`,
      { u: userId, t: link.searchParams.get('activationToken') },
    );
    expect(done.json()).toEqual({
      data: { completeDelegatedRegistration: { success: true, expired: false } },
    });
    const [user] = await h.db.select().from(users).where(eq(users.id, userId!));
    expect(user!.status).toBe('DELEGATED_REGISTERED');
  });

  it('createUser refuses another organisation, its roles, privileges the admin lacks, a taken e-mail and bad input', async () => {
    const count = async () => (await h.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
    const before = await count();
    const ownRole = await role(h, ORG.alpha, ['B2B_Dashboard']);
    const bravoRole = await role(h, ORG.bravo, ['B2B_Dashboard']);
    const strongRole = await role(h, null, ['B2B_Dashboard', 'B2B_View_All_Invoices']);
    const code = async (u: Record<string, unknown>) =>
      (await h.graphql(USERS.alice, CREATE_USER, { u })).json().errors?.[0]?.extensions;
    expect((await code(newUser({ roleId: ownRole, accountId: ORG.bravo, partyId: null })))?.code).toBe(
      'FORBIDDEN',
    );
    expect((await code(newUser({ roleId: bravoRole })))?.code).toBe('FORBIDDEN');
    const strong = await code(newUser({ roleId: strongRole }));
    expect(strong).toMatchObject({
      code: 'FORBIDDEN',
      userFriendlyMessage: 'You cannot give a role with privileges you do not hold.',
    });
    expect((await code(newUser({ roleId: ownRole, partyId: `PTY-${ORG.bravo}` })))?.code).toBe('FORBIDDEN');
    expect((await code(newUser({ roleId: ownRole, email: USERS.bob.email })))?.code).toBe('CONFLICT');
    const bad = await code(newUser({ roleId: ownRole, email: 'not-an-email', firstName: '' }));
    expect(bad?.exceptionMessages).toEqual(
      expect.arrayContaining(['Email address must be a correct format.', 'First name is required.']),
    );
    expect(
      (await h.graphql(USERS.amy, CREATE_USER, { u: newUser({ roleId: ownRole }) })).json().errors[0]
        .extensions.code,
    ).toBe('FORBIDDEN');
    expect(await count()).toBe(before);
    // the roles Alice may hand out: her organisation's and global ones within her privileges
    const assignable = await h.graphql(
      USERS.alice,
      'query($a: ID!) { assignableRoles(accountId: $a) { id } }',
      { a: ORG.alpha },
    );
    const ids = assignable.json().data.assignableRoles.map((r: { id: string }) => r.id);
    expect(ids).toContain(ownRole);
    expect(ids).not.toContain(bravoRole);
    expect(ids).not.toContain(strongRole);
  });

  it('createContact, getContact, updateContact (with a new role), resend, deactivate', async () => {
    const created = await h.graphql(
      USERS.alice,
      `mutation($c: NewContactInput!) { createContact(contact: $c) { contactId authProfile { userId } } }`,
      { c: { firstName: 'Pat', lastName: 'Plain', accountId: ORG.alpha, jobTitle: 'Foreman' } },
    );
    const plain = created.json().data.createContact;
    expect(plain.authProfile).toBeNull();
    const got = await h.graphql(
      USERS.alice,
      `query($c: ID!) { getContact(contactId: $c) { firstName jobTitle } }`,
      { c: plain.contactId },
    );
    expect(got.json().data.getContact).toEqual({ firstName: 'Pat', jobTitle: 'Foreman' });

    const first = await role(h, ORG.alpha, ['B2B_Dashboard']);
    const second = await role(h, ORG.alpha, ['B2B_Fleet_Search']);
    const u = (await h.graphql(USERS.alice, CREATE_USER, { u: newUser({ roleId: first }) })).json().data
      .createUser;
    const updated = await h.graphql(
      USERS.alice,
      `mutation($c: ContactUpdateInput!) { updateContact(contact: $c) { lastName jobTitle authProfile { roles { id } } } }`,
      { c: { contactId: u.contactId, lastName: 'Renamed', jobTitle: 'Crew lead', roleId: second } },
    );
    expect(updated.json().data.updateContact).toEqual({
      lastName: 'Renamed',
      jobTitle: 'Crew lead',
      authProfile: { roles: [{ id: second }] },
    });
    const [login] = await h.db.select().from(users).where(eq(users.id, u.authProfile.userId));
    expect(login!.lastName).toBe('Renamed');

    const oldToken = login!.activationToken;
    const resent = await h.graphql(USERS.alice, 'mutation($c: ID!) { resendUserInvite(contactId: $c) }', {
      c: u.contactId,
    });
    expect(resent.json()).toEqual({ data: { resendUserInvite: true } });
    const [after] = await h.db.select().from(users).where(eq(users.id, u.authProfile.userId));
    expect(after!.activationToken).not.toBe(oldToken);
    const mails = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email));
    expect(mails).toHaveLength(2);

    const gone = await h.graphql(
      USERS.alice,
      `mutation($c: ID!) { deactivateUser(contactId: $c) { active authProfile { userStatus } } }`,
      { c: u.contactId },
    );
    expect(gone.json().data.deactivateUser).toEqual({
      active: false,
      authProfile: { userStatus: 'DEACTIVATED' },
    });
    const again = await h.graphql(USERS.alice, 'mutation($c: ID!) { resendUserInvite(contactId: $c) }', {
      c: u.contactId,
    });
    expect(again.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('/contact/updateContactPrimaryEmail changes the contact’s and its user’s e-mail; a taken one is refused', async () => {
    const roleId = await role(h, ORG.alpha, ['B2B_Dashboard']);
    const u = (await h.graphql(USERS.alice, CREATE_USER, { u: newUser({ roleId }) })).json().data.createUser;
    const email = `moved.${randomUUID().slice(0, 8)}@alpha.example`;
    const res = await h.integration(USERS.alice, {
      endpoint: '/contact/updateContactPrimaryEmail',
      body: { contactId: u.contactId, email },
    });
    expect(res.json().email).toBe(email);
    const [login] = await h.db.select().from(users).where(eq(users.id, u.authProfile.userId));
    expect(login!.email).toBe(email);
    const taken = await h.integration(USERS.alice, {
      endpoint: '/contact/updateContactPrimaryEmail',
      body: { contactId: u.contactId, email: USERS.amy.email },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('A user with this email address already exists.');
    const bad = await h.integration(USERS.alice, {
      endpoint: '/contact/updateContactPrimaryEmail',
      body: { contactId: u.contactId, email: 42 },
    });
    expect(bad.statusCode).toBe(400);
    for (const [value, message] of [
      ['', 'Email address is required.'],
      ['moved@', 'Email address must be a correct format.'],
    ] as const) {
      const refused = await h.integration(USERS.alice, {
        endpoint: '/contact/updateContactPrimaryEmail',
        body: { contactId: u.contactId, email: value },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(message);
    }
    // the refused changes left the e-mail alone; the one change is audited once, by whom and from what
    const [after] = await h.db.select().from(users).where(eq(users.id, u.authProfile.userId));
    expect(after!.email).toBe(email);
    const audits = await h.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'CONTACT_PRIMARY_EMAIL_CHANGED'), eq(auditLog.subjectUserId, login!.id)),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUserId: USERS.alice.id,
      details: { contactId: u.contactId, accountId: ORG.alpha, email },
    });
  });

  it('/contact/csvSearchasync exports the search as CSV', async () => {
    const tag = `Csv${Date.now()}`;
    await contact(h, ORG.alpha, { lastName: tag });
    const queued = await h.integration(USERS.alice, {
      endpoint: '/contact/csvSearchasync',
      body: { query: tag },
      isSynchronous: false,
    });
    expect(queued.statusCode).toBe(200);
    await h.app.jobWorker.drain();
    const token = await h.token(USERS.alice);
    const done = (
      await h.app.inject({
        method: 'POST',
        url: '/api/messaging',
        headers: { authorization: `Bearer ${token}` },
        payload: { operation: { jobId: queued.json().jobId } },
      })
    ).json();
    expect(done.jobStatusId).toBe(2);
    const csv = (
      await h.app.inject({ method: 'GET', url: done.url, headers: { authorization: `Bearer ${token}` } })
    ).body
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe(
      'contactId,firstName,lastName,email,jobTitle,phoneNumbers,customerName,userStatus,roles,active',
    );
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`,Casey,${tag},`);
  });
});

describe('notifications (CNS)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const edit = (user: TestUser, body: Record<string, unknown>) =>
    h.integration(user, { endpoint: '/cns/editNotificationContact', body });

  it('/cns/getCustContact/{id} answers the contact with its phones and setting (defaults when none saved)', async () => {
    const id = await contact(h, ORG.alpha, { textPhone: true });
    const res = await h.integration(USERS.alice, { endpoint: `/cns/getCustContact/${id}` });
    expect(res.json()).toMatchObject({
      contactId: id,
      phoneNumbers: [{ phoneLineId: `PL-${id}`, textEnabled: true }],
      notificationSetting: {
        notificationStatus: 'Email',
        highSeverity: true,
        mediumSeverity: true,
        lowSeverity: true,
      },
    });
    const foreign = await contact(h, ORG.bravo);
    expect(
      (await h.integration(USERS.alice, { endpoint: `/cns/getCustContact/${foreign}` })).statusCode,
    ).toBe(403);
    expect((await h.integration(USERS.amy, { endpoint: `/cns/getCustContact/${id}` })).statusCode).toBe(403);
  });

  it('enforces the rules: Off clears every severity, another mode needs one, Text needs a text-enabled phone', async () => {
    const plain = await contact(h, ORG.alpha, { textPhone: false });
    const base = { contactId: plain, highSeverity: false, mediumSeverity: false, lowSeverity: false };
    const off = await edit(USERS.alice, { ...base, notificationStatus: 'Off' });
    expect(off.json().notificationSetting).toEqual({
      notificationStatus: 'Off',
      highSeverity: false,
      mediumSeverity: false,
      lowSeverity: false,
      phoneLineId: null,
    });
    const offWithOne = await edit(USERS.alice, { ...base, notificationStatus: 'Off', lowSeverity: true });
    expect(offWithOne.json().userFriendlyMessage).toBe(
      'Notifications that are Off cannot have a severity selected.',
    );
    const none = await edit(USERS.alice, { ...base, notificationStatus: 'Email' });
    expect(none.json().userFriendlyMessage).toBe('Select at least one severity.');
    const text = await edit(USERS.alice, { ...base, notificationStatus: 'Email & Text', highSeverity: true });
    expect(text.json().userFriendlyMessage).toBe('Text notifications need a text-enabled phone number.');
    const badType = await edit(USERS.alice, { ...base, notificationStatus: 'Pager', highSeverity: 'yes' });
    expect(badType.json().exceptionMessages).toEqual(
      expect.arrayContaining([
        'notificationStatus must be Off, Email, Text or Email & Text.',
        'highSeverity must be true or false.',
      ]),
    );
    // nothing of the refused edits was stored
    const [stored] = await h.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.contactId, plain));
    expect(stored!.notificationStatus).toBe('Off');

    // a text-enabled phone makes Text possible
    const added = await h.integration(USERS.alice, {
      endpoint: '/cns/addPhoneNumber',
      body: { contactId: plain, phoneNumber: '(256) 555-0142', textEnabled: true },
    });
    const phone = added
      .json()
      .phoneNumbers.find((p: { phoneNumber: string }) => p.phoneNumber === '(256) 555-0142');
    expect(phone.textEnabled).toBe(true);
    const ok = await edit(USERS.alice, { ...base, notificationStatus: 'Text', mediumSeverity: true });
    expect(ok.json().notificationSetting).toEqual({
      notificationStatus: 'Text',
      highSeverity: false,
      mediumSeverity: true,
      lowSeverity: false,
      phoneLineId: phone.phoneLineId,
    });
    const badPhone = await h.integration(USERS.alice, {
      endpoint: '/cns/addPhoneNumber',
      body: { contactId: plain, phoneNumber: 'call me', textEnabled: 'y' },
    });
    expect(badPhone.statusCode).toBe(400);
    // the shared rules (@portal/rules) on a strictly typed string; nothing refused is stored
    for (const [phoneNumber, message] of [
      ['555-0142', 'Phone number must have at least 10 digits.'],
      ['  ', 'Phone number is required.'],
      [2565550142, 'Phone number must be a string.'],
    ] as const) {
      const refused = await h.integration(USERS.alice, {
        endpoint: '/cns/addPhoneNumber',
        body: { contactId: plain, phoneNumber, textEnabled: true },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(message);
    }
    const phones = await h.db
      .select()
      .from(contactPhoneNumbers)
      .where(eq(contactPhoneNumbers.contactId, plain));
    expect(phones.map((p) => p.phoneNumber).sort()).toEqual(['(256) 555-0100', '(256) 555-0142']);
  });

  it('a user edits their own contact’s setting without the admin privilege; others’ contacts are refused', async () => {
    const own = await contact(h, ORG.alpha);
    await h.db.update(users).set({ contactId: own }).where(eq(users.id, USERS.amy.id));
    const res = await edit(USERS.amy, {
      contactId: own,
      notificationStatus: 'Email',
      highSeverity: true,
      mediumSeverity: false,
      lowSeverity: false,
    });
    expect(res.statusCode).toBe(200);
    const other = await contact(h, ORG.alpha);
    expect(
      (
        await edit(USERS.amy, {
          contactId: other,
          notificationStatus: 'Off',
          highSeverity: false,
          mediumSeverity: false,
          lowSeverity: false,
        })
      ).statusCode,
    ).toBe(403);
    await h.db.update(users).set({ contactId: null }).where(eq(users.id, USERS.amy.id));
  });

  it('/person/update/PersonWithPartyId renames the person of the party', async () => {
    const id = await contact(h, ORG.alpha);
    const res = await h.integration(USERS.alice, {
      endpoint: '/person/update/PersonWithPartyId',
      body: { partyId: `P-${id}`, firstName: 'Robin', lastName: 'Renamed' },
    });
    expect(res.json()).toMatchObject({ contactId: id, firstName: 'Robin', lastName: 'Renamed' });
    const [row] = await h.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.contactId, id)));
    expect(row!.firstName).toBe('Robin');
    const foreign = await contact(h, ORG.bravo);
    const denied = await h.integration(USERS.alice, {
      endpoint: '/person/update/PersonWithPartyId',
      body: { partyId: `P-${foreign}`, firstName: 'X' },
    });
    expect(denied.statusCode).toBe(403);
  });
});
