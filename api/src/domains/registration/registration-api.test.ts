// The registration operations through POST /api/open-graphql on the seeded test world (PGlite): business and
// personal registration, activation, delegated completion and resend, bad input, rate limits, no account
// enumeration and all-or-nothing writes.
import { solveChallenge } from 'altcha-lib';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { readConfig } from '../../config.js';
import type { ApiConfig } from '../../config.js';
import { verifyPassword } from '../../db/passwords.js';
import {
  companyDefaultRoles,
  contacts,
  invoices,
  mailOutbox,
  organizations,
  registrations,
  userRoles,
  users,
  auditLog,
} from '../../db/schema.js';
import { REGISTRATION_MESSAGES } from '@portal/rules/validation';
import { createTestDatabase } from '../../db/test-database.js';
import type { TestDatabase } from '../../db/test-database.js';
import { createCaptchaService } from './captcha.js';
import { setRegistrationDeps } from './deps.js';
import {
  ADDRESS_ERROR,
  CALIFORNIA_MESSAGE,
  NO_PERMISSION,
  ALREADY_REGISTERED,
} from './registration-service.js';

interface Gql {
  data?: Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any -- test responses are read loosely
  errors?: { message: string; extensions?: { code?: string; exceptionMessages?: string[] } }[];
}

const REGISTER = `mutation($input: RegistrationInput!) { registerUser(input: $input) { userStatus } }`;

async function makeApp(db: TestDatabase, env: Record<string, string> = {}) {
  const config: ApiConfig = {
    ...readConfig({ NODE_ENV: 'test', RATE_LIMIT_SENSITIVE_MAX: '1000', ...env }),
    staticDir: null,
    port: 3999,
    publicUrl: 'http://portal.test',
  };
  const app = await buildApp(config, { database: db });
  setRegistrationDeps(config, {
    captcha: createCaptchaService({ hmacKey: 'test', maxNumber: 500, ttlMs: 60_000 }),
  });
  return app;
}

function caller(app: FastifyInstance) {
  return async (query: string, variables: Record<string, unknown> = {}, remoteAddress = '127.0.0.1') => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/open-graphql',
      payload: { query, variables },
      remoteAddress,
    });
    return res.json() as Gql;
  };
}

async function captchaPayload(call: ReturnType<typeof caller>): Promise<string> {
  const c = (await call('{ registrationCaptcha { algorithm challenge maxnumber salt signature } }')).data?.[
    'registrationCaptcha'
  ];
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  return Buffer.from(
    JSON.stringify({
      algorithm: c.algorithm,
      challenge: c.challenge,
      number: solution?.number,
      salt: c.salt,
      signature: c.signature,
    }),
  ).toString('base64');
}

const form = (over: Record<string, unknown> = {}) => ({
  type: 'B2B',
  firstName: 'Riley',
  lastName: 'Stone',
  businessName: 'Keystone Electric',
  taxExempt: true,
  phoneNumber: '(512) 555-0100',
  country: 'US',
  address1: '100 congress ave',
  address2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  county: '',
  email: 'riley.stone@keystone-electric.example',
  confirmEmail: 'riley.stone@keystone-electric.example',
  password: 'Portal!2345',
  confirmPassword: 'Portal!2345',
  remoteSupport: true,
  receiveInfo: false,
  acceptTerms: true,
  ...over,
});

describe('registration API (open GraphQL)', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let call: ReturnType<typeof caller>;
  const register = async (over: Record<string, unknown> = {}, ip?: string) =>
    call(REGISTER, { input: { ...form(over), captcha: await captchaPayload(call) } }, ip);
  const userByEmail = async (email: string) =>
    (
      await db.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    )[0];
  const mailsTo = (email: string) => db.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await makeApp(db);
    call = caller(app);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('business user on an accepted domain: UNCONFIRMED, linked to the customer, contact stored, activation mail', async () => {
    const res = await register();
    expect(res.errors).toBeUndefined();
    expect(res.data?.['registerUser']).toEqual({ userStatus: 'UNCONFIRMED' });
    const user = await userByEmail('riley.stone@keystone-electric.example');
    expect(user).toMatchObject({
      status: 'UNCONFIRMED',
      isValidatedB2BUser: true,
      accountId: '410010',
      registrationType: 'B2B',
      businessName: 'Keystone Electric Cooperative',
      userEnteredBusinessName: 'Keystone Electric',
      taxExempt: true,
      subscribed: false,
      remoteSupport: true,
      locale: 'en_US',
      phoneNumber: '(512) 555-0100',
    });
    expect(await verifyPassword('Portal!2345', user?.passwordHash)).toBe(true);
    // the company's own party and its default role, as approval and invitations give them
    const [keystone] = await db.db.select().from(organizations).where(eq(organizations.accountId, '410010'));
    expect(user?.partyId).toBe(keystone?.partyId);
    const given = await db.db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, user?.id ?? ''));
    const [companyDefault] = await db.db
      .select({ roleId: companyDefaultRoles.roleId })
      .from(companyDefaultRoles)
      .where(eq(companyDefaultRoles.accountId, '410010'));
    expect(companyDefault).toBeDefined();
    expect(given).toEqual([{ roleId: companyDefault!.roleId }]);
    const [contact] = await db.db
      .select()
      .from(contacts)
      .where(eq(contacts.contactId, user?.contactId ?? ''));
    expect(contact).toMatchObject({ accountId: '410010', email: 'riley.stone@keystone-electric.example' });
    const [record] = await db.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.subjectUserId, user?.id ?? ''), eq(auditLog.action, 'REGISTRATION_CONTACT_RECORD')),
      );
    expect(record?.details?.['request']).toMatchObject({
      customer: { accountId: '410010', accountNumber: '880230' },
      registrationType: 'B2B',
      address: {
        state: 'TX',
        province: null,
        integrationLocale: 'United States',
        county: 'TRAVIS',
        billingEnabled: true,
      },
    });
    const mails = await mailsTo('riley.stone@keystone-electric.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.template).toBe('AccountActivationEmail');
    expect(mails[0]?.text).toContain(
      `http://portal.test/pages/account-activation?userId=${user?.id}&activationToken=${user?.activationToken}`,
    );
  });

  it('business user on an unknown domain: PENDING_APPROVAL with the entered business name, pending mail, no contact', async () => {
    const email = 'pat@unknown-co.example';
    const res = await register({ email, confirmEmail: email, businessName: 'Unknown Co' });
    expect(res.data?.['registerUser']).toEqual({ userStatus: 'PENDING_APPROVAL' });
    const user = await userByEmail(email);
    expect(user).toMatchObject({
      status: 'PENDING_APPROVAL',
      isValidatedB2BUser: false,
      accountId: null,
      userEnteredBusinessName: 'Unknown Co',
      activationToken: null,
      contactId: null,
    });
    const [reg] = await db.db
      .select()
      .from(registrations)
      .where(eq(registrations.userId, user?.id ?? ''));
    expect(reg).toMatchObject({
      emailDomainResult: 'ABSENT',
      outcome: 'NO_DOMAIN_TO_AUTHORIZE_EMAIL',
      rejectionReason: 'UNAUTHORIZED_FAST_TRACK',
      businessName: 'Unknown Co',
    });
    expect((await mailsTo(email)).map((m) => m.template)).toEqual(['AccountPendingEmail']);
  });

  it('business user on a refused domain: PENDING_APPROVAL with the customer name the check returned', async () => {
    const email = 'sam@cascade-crane.example';
    const res = await register({ email, confirmEmail: email, businessName: 'Cascade' });
    expect(res.data?.['registerUser']).toEqual({ userStatus: 'PENDING_APPROVAL' });
    expect((await userByEmail(email))?.userEnteredBusinessName).toBe('Cascade Crane and Rigging');
  });

  it('business user abroad: any country, free-text state, locale en', async () => {
    const email = 'kurt@unknown-gmbh.example';
    const res = await register({
      email,
      confirmEmail: email,
      country: 'DE',
      state: 'Bayern',
      zip: '80331',
      city: 'München',
    });
    expect(res.data?.['registerUser']).toEqual({ userStatus: 'PENDING_APPROVAL' });
    expect((await userByEmail(email))?.locale).toBe('en');
  });

  it('personal user in Texas: address corrected, county looked up, personal account, UNCONFIRMED', async () => {
    const email = 'terry.tex@mailbox.example';
    const res = await register({ type: 'B2C', businessName: '', email, confirmEmail: email, city: 'AUSTIN' });
    expect(res.data?.['registerUser']).toEqual({ userStatus: 'UNCONFIRMED' });
    const user = await userByEmail(email);
    expect(user).toMatchObject({
      registrationType: 'B2C',
      isValidatedB2BUser: false,
      isAddressModificationAllowed: true,
      taxExempt: false,
    });
    const [org] = await db.db
      .select()
      .from(organizations)
      .where(eq(organizations.accountId, user?.accountId ?? ''));
    expect(org).toMatchObject({ type: 'PERSONAL', name: 'Riley Stone' });
    const [reg] = await db.db
      .select()
      .from(registrations)
      .where(eq(registrations.userId, user?.id ?? ''));
    expect(reg).toMatchObject({ county: 'TRAVIS', address1: '100 Congress Ave', city: 'Austin' });
    expect(user?.defaultBillingAddressId).toBeTruthy();
  });

  it('personal user in California: refused with the spec message, nothing written', async () => {
    const email = 'cal@mailbox.example';
    const res = await register({
      type: 'B2C',
      email,
      confirmEmail: email,
      state: 'CA',
      zip: '94103',
      city: 'San Francisco',
    });
    expect(res.errors?.[0]?.message).toBe(CALIFORNIA_MESSAGE);
    expect(CALIFORNIA_MESSAGE).toBe(
      "We're unable to approve your account at this time. However, you can still place an order by calling us at 877-GO ALTURA, option 1.",
    );
    expect(await userByEmail(email)).toBeUndefined();
    expect(await mailsTo(email)).toEqual([]);
  });

  it('personal user with an invalid address: the address error, nothing written', async () => {
    const email = 'bad.zip@mailbox.example';
    const res = await register({ type: 'B2C', email, confirmEmail: email, zip: '43215' });
    expect(res.errors?.[0]?.message).toBe(ADDRESS_ERROR);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('personal user outside US and CA is refused by the shared schema', async () => {
    const res = await register({
      type: 'B2C',
      email: 'x@mailbox.example',
      confirmEmail: 'x@mailbox.example',
      country: 'DE',
      state: 'Bayern',
      zip: '80331',
    });
    expect(res.errors?.[0]?.message).toBe(
      'Personal accounts are available in the United States and Canada only.',
    );
  });

  it('an existing address gets the account-exists mail and the same answer as a new registration', async () => {
    const email = 'pat.morgan@mailbox.example';
    const before = await db.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const res = await register({
      type: 'B2C',
      email: email.toUpperCase(),
      confirmEmail: email.toUpperCase(),
    });
    expect(res.data?.['registerUser']).toEqual({ userStatus: 'UNCONFIRMED' });
    const after = await db.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0]?.n).toBe(before[0]?.n);
    const mails = await db.db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.to}) = ${email}`);
    expect(mails.map((m) => m.template)).toContain('AccountExistsEmail');
  });

  it('the captcha is required, verified and single use', async () => {
    const email = 'robot@mailbox.example';
    const missing = await call(REGISTER, { input: { ...form({ email, confirmEmail: email }), captcha: '' } });
    expect(missing.errors?.[0]?.message).toBe("You must check I'm not a robot to register.");
    const forged = await call(REGISTER, {
      input: { ...form({ email, confirmEmail: email }), captcha: 'eyJ4IjoxfQ==' },
    });
    expect(forged.errors?.[0]?.message).toBe("You must check I'm not a robot to register.");
    const payload = await captchaPayload(call);
    const first = await call(REGISTER, {
      input: { ...form({ email, confirmEmail: email, type: 'B2C' }), captcha: payload },
    });
    expect(first.errors).toBeUndefined();
    const e2 = 'robot2@mailbox.example';
    const reused = await call(REGISTER, {
      input: { ...form({ email: e2, confirmEmail: e2, type: 'B2C' }), captcha: payload },
    });
    expect(reused.errors?.[0]?.message).toBe("You must check I'm not a robot to register.");
  });

  it('refuses malformed and oversized input with every message, before anything else', async () => {
    const res = await call(REGISTER, {
      input: {
        ...form({
          firstName: 'x'.repeat(51),
          email: 'not-an-email',
          confirmEmail: 'other',
          password: 'weak',
          confirmPassword: 'weak',
          acceptTerms: false,
          phoneNumber: '12',
        }),
        captcha: 'x',
      },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.exceptionMessages).toEqual(
      expect.arrayContaining([
        'First name must be at most 50 characters.',
        'Email address must be a correct format.',
        'Email address must match.',
        'Password must match ruleset below',
        'Terms and conditions must be accepted.',
        'Phone number must be a 10-digit number.',
      ]),
    );
    const typed = await call(REGISTER, { input: { ...form(), firstName: 'A', type: 'ADMIN', captcha: 'x' } });
    expect(typed.errors?.[0]?.message).toBe('Account type must be B2B or B2C.');
    const huge = await app.inject({
      method: 'POST',
      url: '/api/open-graphql',
      payload: { query: REGISTER, variables: { input: { ...form(), captcha: 'x'.repeat(70_000) } } },
    });
    expect(huge.statusCode).toBe(413);
  });

  it('writes nothing when a step of the registration fails (one transaction)', async () => {
    const email = 'half@mailbox.example';
    const before = await db.db.select({ n: sql<number>`count(*)::int` }).from(organizations);
    await db.db.execute(sql`alter table mail_outbox rename to mail_outbox_hidden`);
    let res: Gql;
    try {
      res = await register({ type: 'B2C', email, confirmEmail: email });
    } finally {
      await db.db.execute(sql`alter table mail_outbox_hidden rename to mail_outbox`);
    }
    expect(res.errors?.[0]?.extensions?.code).toBe('INTERNAL');
    expect(await userByEmail(email)).toBeUndefined();
    const after = await db.db.select({ n: sql<number>`count(*)::int` }).from(organizations);
    expect(after[0]?.n).toBe(before[0]?.n);
    expect(await db.db.select().from(contacts).where(eq(contacts.email, email))).toEqual([]);
    expect(await db.db.select().from(registrations).where(eq(registrations.email, email))).toEqual([]);
  });

  it('validateAddress answers VALID with the county, AMBIGUOUS with a suggestion, INVALID', async () => {
    const q = `query($a: RegistrationAddressInput!) { validateAddress(address: $a) { validationResult county
      address { address1 city state postalCode } suggestedAddress { city } } }`;
    const a = {
      address1: '100 congress ave',
      city: 'austin',
      state: 'TX',
      postalCode: '78701',
      country: 'US',
    };
    expect((await call(q, { a })).data?.['validateAddress']).toEqual({
      validationResult: 'VALID',
      county: 'TRAVIS',
      address: { address1: '100 Congress Ave', city: 'Austin', state: 'TX', postalCode: '78701' },
      suggestedAddress: null,
    });
    expect((await call(q, { a: { ...a, city: 'Dallas' } })).data?.['validateAddress']).toMatchObject({
      validationResult: 'AMBIGUOUS',
      suggestedAddress: { city: 'Austin' },
    });
    expect((await call(q, { a: { ...a, state: 'OH' } })).data?.['validateAddress'].validationResult).toBe(
      'INVALID',
    );
    expect((await call(q, { a: { ...a, city: 'x'.repeat(61) } })).errors?.[0]?.message).toBe(
      'City must be at most 60 characters.',
    );
  });

  describe('activation', () => {
    const ACTIVATE = `mutation($u: String!, $t: String!) { activateAccount(userId: $u, activationToken: $t) { result } }`;
    const activate = async (u: string, t: string) =>
      (await call(ACTIVATE, { u, t })).data?.['activateAccount'].result;

    it('SUCCESS sets REGISTERED; again ALREADY_ACTIVE', async () => {
      const sam = await userByEmail('sam.ortiz@mailbox.example');
      expect(await activate(sam?.id ?? '', sam?.activationToken ?? '')).toBe('SUCCESS');
      expect((await userByEmail('sam.ortiz@mailbox.example'))?.status).toBe('REGISTERED');
      expect(await activate(sam?.id ?? '', sam?.activationToken ?? '')).toBe('ALREADY_ACTIVE');
    });

    it('EXPIRED for a token older than 7 days, a wrong token or an unknown user', async () => {
      const jordan = await userByEmail('jordan.lee@mailbox.example');
      expect(await activate(jordan?.id ?? '', jordan?.activationToken ?? '')).toBe('EXPIRED');
      expect((await userByEmail('jordan.lee@mailbox.example'))?.status).toBe('UNCONFIRMED');
      expect(await activate(jordan?.id ?? '', 'wrong')).toBe('EXPIRED');
      expect(await activate('not-a-uuid', 'x')).toBe('EXPIRED');
      expect(await activate('', '')).toBe('EXPIRED');
    });

    it('REJECTED for a DEACTIVATED or REJECTED user', async () => {
      await db.db
        .update(users)
        .set({ activationToken: 'lyle-token', activationTokenCreated: new Date() })
        .where(eq(users.email, 'lyle.dorsey@prairie-tree.example'));
      const lyle = await userByEmail('lyle.dorsey@prairie-tree.example');
      expect(await activate(lyle?.id ?? '', 'lyle-token')).toBe('REJECTED');
      expect((await userByEmail('lyle.dorsey@prairie-tree.example'))?.status).toBe('DEACTIVATED');
    });

    it('resendActivationEmail gives an expired user a new link that activates', async () => {
      const jordan = await userByEmail('jordan.lee@mailbox.example');
      const res = await call(`mutation($u: String!) { resendActivationEmail(userId: $u) { success } }`, {
        u: jordan?.id,
      });
      expect(res.data?.['resendActivationEmail']).toEqual({ success: true });
      const fresh = await userByEmail('jordan.lee@mailbox.example');
      expect(fresh?.activationToken).not.toBe(jordan?.activationToken);
      const mails = await mailsTo('jordan.lee@mailbox.example');
      expect(mails.some((m) => m.text.includes(fresh?.activationToken ?? '?'))).toBe(true);
      expect(await activate(fresh?.id ?? '', fresh?.activationToken ?? '')).toBe('SUCCESS');
      // unknown users and other statuses: the same answer, nothing sent
      const unknown = await call(`mutation($u: String!) { resendActivationEmail(userId: $u) { success } }`, {
        u: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.data?.['resendActivationEmail']).toEqual({ success: true });
    });
  });

  describe('delegated registration', () => {
    const COMPLETE = `mutation($u: String!, $t: String!, $p: String!, $terms: Boolean!, $help: Boolean, $info: Boolean) {
      completeDelegatedRegistration(userId: $u, activationToken: $t, password: $p, termsAccepted: $terms,
        allowHelpDesk: $help, receiveInfo: $info) { success expired } }`;
    const STATUS = `query($u: String!, $t: String!) { delegatedRegistrationStatus(userId: $u, activationToken: $t) { status } }`;
    const RESEND = `mutation($e: String!) { resendDelegatedRegistrationToken(email: $e) { success } }`;

    it('resend: success for any address, a new link only for an invited user', async () => {
      const invited = await userByEmail('invited@keystone-electric.example');
      const res = await call(RESEND, { e: 'Invited@Keystone-Electric.example' });
      expect(res.data?.['resendDelegatedRegistrationToken']).toEqual({ success: true });
      const fresh = await userByEmail('invited@keystone-electric.example');
      expect(fresh?.activationToken).not.toBe(invited?.activationToken);
      const mails = await mailsTo('invited@keystone-electric.example');
      expect(mails.at(-1)?.text).toContain(
        `http://portal.test/pages/delegated-registration-activation?userId=${fresh?.id}&activationToken=${fresh?.activationToken}`,
      );
      expect(
        (await call(RESEND, { e: 'nobody@nowhere.example' })).data?.['resendDelegatedRegistrationToken'],
      ).toEqual({ success: true });
      expect(await mailsTo('nobody@nowhere.example')).toEqual([]);
      expect(
        (await call(RESEND, { e: 'admin@keystone-electric.example' })).data?.[
          'resendDelegatedRegistrationToken'
        ],
      ).toEqual({ success: true });
      expect((await call(RESEND, { e: '' })).errors?.[0]?.message).toBe('Email is required.');
      expect((await call(RESEND, { e: 'nope' })).errors?.[0]?.message).toBe('Email is not valid.');
    });

    it('completion: rules, then DELEGATED_REGISTERED with the password and choices; then already registered', async () => {
      const invited = await userByEmail('invited@keystone-electric.example');
      const vars = {
        u: invited?.id,
        t: invited?.activationToken,
        p: 'Portal!2345',
        terms: true,
        help: false,
        info: true,
      };
      expect((await call(STATUS, { u: vars.u, t: vars.t })).data?.['delegatedRegistrationStatus']).toEqual({
        status: 'VALID',
      });
      expect((await call(COMPLETE, { ...vars, p: 'weak' })).errors?.[0]?.message).toBe(
        "Password doesn't meet requirements.",
      );
      expect((await call(COMPLETE, { ...vars, terms: false })).errors?.[0]?.message).toBe(
        'You must accept our terms and conditions to register.',
      );
      expect((await call(COMPLETE, { ...vars, u: '' })).errors?.[0]?.message).toBe(
        'Missing activation token or user id.',
      );
      expect((await call(COMPLETE, { ...vars, t: 'wrong' })).data?.['completeDelegatedRegistration']).toEqual(
        { success: false, expired: true },
      );
      expect((await call(COMPLETE, vars)).data?.['completeDelegatedRegistration']).toEqual({
        success: true,
        expired: false,
      });
      const done = await userByEmail('invited@keystone-electric.example');
      expect(done).toMatchObject({
        status: 'DELEGATED_REGISTERED',
        remoteSupport: false,
        subscribed: true,
        acceptedTerms: true,
      });
      expect(await verifyPassword('Portal!2345', done?.passwordHash)).toBe(true);
      expect((await call(COMPLETE, vars)).errors?.[0]?.message).toBe(ALREADY_REGISTERED);
      expect((await call(STATUS, { u: vars.u, t: vars.t })).data?.['delegatedRegistrationStatus']).toEqual({
        status: 'ALREADY_REGISTERED',
      });
    });

    it('completion: an expired link answers expired; a deactivated user has no permission', async () => {
      const email = 'pending.old@keystone-electric.example';
      const [u] = await db.db
        .insert(users)
        .values({
          authId: 'auth0|pendingold',
          email,
          firstName: 'Old',
          lastName: 'Link',
          status: 'PENDING_REGISTRATION',
          activationToken: 'old-token',
          activationTokenCreated: new Date(Date.now() - 8 * 86_400_000),
        })
        .returning({ id: users.id });
      const vars = { u: u?.id, t: 'old-token', p: 'Portal!2345', terms: true };
      expect((await call(STATUS, { u: vars.u, t: vars.t })).data?.['delegatedRegistrationStatus']).toEqual({
        status: 'EXPIRED',
      });
      expect((await call(COMPLETE, vars)).data?.['completeDelegatedRegistration']).toEqual({
        success: false,
        expired: true,
      });
      await db.db
        .update(users)
        .set({ status: 'DEACTIVATED', activationTokenCreated: new Date() })
        .where(eq(users.email, email));
      expect((await call(COMPLETE, vars)).errors?.[0]?.message).toBe(NO_PERMISSION);
    });
  });

  describe('fast track (account number + recent invoice, validateInvoices) and competitors', () => {
    const REGISTER_OUTCOME = `mutation($input: RegistrationInput!) { registerUser(input: $input) { userStatus outcome } }`;
    const registerWithOutcome = async (over: Record<string, unknown>) =>
      call(REGISTER_OUTCOME, { input: { ...form(over), captcha: await captchaPayload(call) } });
    let seq = 0;
    /** an invoice of the account made for the test (its number unique to it) */
    const invoiceOf = async (accountId: string, status: string, trxType = 'INV') => {
      seq += 1;
      const n = `FT${Date.now().toString(36).toUpperCase()}${seq}`;
      await db.db.insert(invoices).values({
        invoiceId: `INV-${n}`,
        customerTrxId: `CT-${n}`,
        trxNumber: n,
        title: `Invoice ${n}`,
        accountId,
        trxType,
        status,
        invoiceDate: '2026-10-01',
        dueDate: '2026-10-31',
        amount: 120,
        balanceDue: status === 'PAID' ? 0 : 120,
      });
      return n;
    };
    const KEYSTONE = { accountId: '410010', accountNumber: '880230' };
    const otherCustomer = async () =>
      (
        await db.db
          .select({ accountId: organizations.accountId })
          .from(organizations)
          .where(
            and(eq(organizations.type, 'BUSINESS'), sql`${organizations.accountId} <> ${KEYSTONE.accountId}`),
          )
          .limit(1)
      )[0]?.accountId ?? '';
    const registrationOf = async (userId: string) =>
      (await db.db.select().from(registrations).where(eq(registrations.userId, userId)))[0];

    it("a valid fast track links the user to the invoice's customer like an accepted domain", async () => {
      const invoiceNumber = await invoiceOf(KEYSTONE.accountId, 'OPEN');
      const email = 'jo.fast@gmail-like.example';
      const res = await registerWithOutcome({
        email,
        confirmEmail: email,
        accountNumber: KEYSTONE.accountNumber,
        invoiceNumber,
      });
      expect(res.errors).toBeUndefined();
      expect(res.data?.['registerUser']).toEqual({ userStatus: 'UNCONFIRMED', outcome: 'SUCCESS' });
      const user = await userByEmail(email);
      expect(user).toMatchObject({
        status: 'UNCONFIRMED',
        isValidatedB2BUser: true,
        accountId: KEYSTONE.accountId,
        businessName: 'Keystone Electric Cooperative',
      });
      expect(user?.contactId).toBeTruthy();
      expect(await registrationOf(user?.id ?? '')).toMatchObject({
        emailDomainResult: 'ABSENT',
        outcome: 'SUCCESS',
        rejectionReason: null,
        accountId: KEYSTONE.accountId,
      });
      expect((await mailsTo(email)).map((m) => m.template)).toEqual(['AccountActivationEmail']);
    });

    it('a paid invoice is as good as an open one', async () => {
      const invoiceNumber = await invoiceOf(KEYSTONE.accountId, 'PAID');
      const email = 'jo.paid@gmail-like.example';
      const res = await registerWithOutcome({
        email,
        confirmEmail: email,
        accountNumber: KEYSTONE.accountNumber,
        invoiceNumber,
      });
      expect(res.data?.['registerUser']).toEqual({ userStatus: 'UNCONFIRMED', outcome: 'SUCCESS' });
    });

    it('INVALID_ACCOUNT_NUMBER: an account number no business customer has registers nothing', async () => {
      const invoiceNumber = await invoiceOf(KEYSTONE.accountId, 'OPEN');
      const email = 'jo.noaccount@gmail-like.example';
      const res = await registerWithOutcome({
        email,
        confirmEmail: email,
        accountNumber: '999999999',
        invoiceNumber,
      });
      expect(res.data?.['registerUser']).toEqual({ userStatus: 'GUEST', outcome: 'INVALID_ACCOUNT_NUMBER' });
      expect(await userByEmail(email)).toBeUndefined();
      expect(await mailsTo(email)).toEqual([]);
    });

    it("INVALID_INVOICE_NUMBER: an unknown invoice, another customer's invoice or a credit memo registers nothing", async () => {
      const others = await invoiceOf(await otherCustomer(), 'OPEN');
      const memo = await invoiceOf(KEYSTONE.accountId, 'OPEN', 'CM');
      for (const [i, invoiceNumber] of ['NO-SUCH-INVOICE', others, memo].entries()) {
        const email = `jo.badinvoice${i}@gmail-like.example`;
        const res = await registerWithOutcome({
          email,
          confirmEmail: email,
          accountNumber: KEYSTONE.accountNumber,
          invoiceNumber,
        });
        expect(res.data?.['registerUser']).toEqual({
          userStatus: 'GUEST',
          outcome: 'INVALID_INVOICE_NUMBER',
        });
        expect(await userByEmail(email)).toBeUndefined();
      }
    });

    it('UNAUTHORIZED_FAST_TRACK: an invoice whose status does not confirm the customer goes to approval, the reason kept', async () => {
      const invoiceNumber = await invoiceOf(KEYSTONE.accountId, 'PAST_DUE');
      const email = 'jo.pastdue@gmail-like.example';
      const res = await registerWithOutcome({
        email,
        confirmEmail: email,
        accountNumber: KEYSTONE.accountNumber,
        invoiceNumber,
      });
      expect(res.data?.['registerUser']).toEqual({
        userStatus: 'PENDING_APPROVAL',
        outcome: 'UNAUTHORIZED_FAST_TRACK',
      });
      const user = await userByEmail(email);
      expect(user).toMatchObject({ status: 'PENDING_APPROVAL', accountId: null, isValidatedB2BUser: false });
      expect(await registrationOf(user?.id ?? '')).toMatchObject({
        outcome: 'UNAUTHORIZED_FAST_TRACK',
        rejectionReason: 'UNAUTHORIZED_FAST_TRACK',
        accountId: null,
      });
      expect((await mailsTo(email)).map((m) => m.template)).toEqual(['AccountPendingEmail']);
    });

    it("COMPETITOR: a competitor's e-mail domain registers nothing, fast track or not", async () => {
      const invoiceNumber = await invoiceOf(KEYSTONE.accountId, 'OPEN');
      for (const [i, numbers] of [{}, { accountNumber: KEYSTONE.accountNumber, invoiceNumber }].entries()) {
        const email = `spy${i}@competitor-lifts.example`;
        const res = await registerWithOutcome({ email, confirmEmail: email, ...numbers });
        expect(res.data?.['registerUser']).toEqual({ userStatus: 'GUEST', outcome: 'COMPETITOR' });
        expect(await userByEmail(email)).toBeUndefined();
        expect(await mailsTo(email)).toEqual([]);
      }
    });

    it('an account number without an invoice number (or the reverse) is refused by the shared schema', async () => {
      const email = 'jo.half@gmail-like.example';
      const res = await registerWithOutcome({ email, confirmEmail: email, accountNumber: '880230' });
      expect(res.errors?.[0]?.extensions?.exceptionMessages).toContain(
        REGISTRATION_MESSAGES.fastTrackInvoiceRequired,
      );
      expect(await userByEmail(email)).toBeUndefined();
    });

    it('an accepted domain needs no fast track: the numbers are not checked', async () => {
      const email = 'lee.keystone@keystone-electric.example';
      const res = await registerWithOutcome({
        email,
        confirmEmail: email,
        accountNumber: '999999999',
        invoiceNumber: 'NO-SUCH-INVOICE',
      });
      expect(res.data?.['registerUser']).toEqual({ userStatus: 'UNCONFIRMED', outcome: 'SUCCESS' });
    });
  });

  it('the development mailbox lists the outbox with clickable links', async () => {
    const json = (
      await app.inject({
        method: 'GET',
        url: '/api/dev/mailbox.json?to=riley.stone@keystone-electric.example',
      })
    ).json() as {
      mails: { template: string }[];
    };
    expect(json.mails.map((m) => m.template)).toEqual(['AccountActivationEmail']);
    const html = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toMatch(
      /<a href="http:\/\/portal\.test\/pages\/account-activation\?userId=[^"]+&amp;activationToken=/,
    );
  });
});

describe('registration API rate limits and production', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('limits registrations per client address and per e-mail, and resends likewise', async () => {
    const app = await makeApp(db, { RATE_LIMIT_SENSITIVE_MAX: '2' });
    const call = caller(app);
    const reg = async (email: string, ip: string) =>
      call(
        REGISTER,
        {
          input: {
            ...form({ type: 'B2C', email, confirmEmail: email }),
            captcha: await captchaPayload(call),
          },
        },
        ip,
      );
    // per e-mail: the same address from three addresses
    expect((await reg('same@mailbox.example', '10.0.0.1')).errors).toBeUndefined();
    expect((await reg('same@mailbox.example', '10.0.0.2')).errors).toBeUndefined();
    expect((await reg('same@mailbox.example', '10.0.0.3')).errors?.[0]?.extensions?.code).toBe(
      'RATE_LIMITED',
    );
    // per client address: three addresses from one
    expect((await reg('a1@mailbox.example', '10.0.1.1')).errors).toBeUndefined();
    expect((await reg('a2@mailbox.example', '10.0.1.1')).errors).toBeUndefined();
    expect((await reg('a3@mailbox.example', '10.0.1.1')).errors?.[0]?.message).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
    const RESEND = `mutation($e: String!) { resendDelegatedRegistrationToken(email: $e) { success } }`;
    await call(RESEND, { e: 'r@x.example' }, '10.0.2.1');
    await call(RESEND, { e: 'r@x.example' }, '10.0.2.2');
    expect((await call(RESEND, { e: 'r@x.example' }, '10.0.2.3')).errors?.[0]?.extensions?.code).toBe(
      'RATE_LIMITED',
    );
    await app.close();
  });

  it('does not serve the development mailbox in production', async () => {
    const config: ApiConfig = { ...readConfig({ NODE_ENV: 'production' }), staticDir: null };
    const app = await buildApp(config, { database: db });
    expect((await app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    await app.close();
  });
});
