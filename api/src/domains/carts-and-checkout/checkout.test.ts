// The checkout API on the real schema (PGlite): addresses, payment methods, quotes, orders, the order history
// endpoint and the confirmation mail — with bad input, other organisations' ids and every checkout denial.
import { and, eq, sql } from 'drizzle-orm';
import {
  addresses,
  mailOutbox,
  orderLines,
  orders,
  organizations,
  paymentMethods,
  products,
  quotes,
  shoppingCartItems,
  shoppingCarts,
  userFavoriteAddresses,
  users,
} from '../../db/schema.js';
import { ALL_B2B, ADDRESS, createHarness, ORG, PAYMENT, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { ADDRESS_ERROR } from '../registration/index.js';
import { ADDRESS_CHANGES_NOT_ALLOWED } from './address-service.js';
import { CARD_MESSAGES } from './payment-service.js';
import { CHECKOUT_MESSAGES } from './quote-service.js';
import { ORDER_MESSAGES } from '../orders/index.js';

const ORDERING: string[] = [...ALL_B2B, 'B2B_Order_Replacement_Parts', 'B2B_See_Replacement_Parts_Pricing'];
/** Alice and Bob as parts buyers (the test world's users hold no ordering privilege). */
const ALICE: TestUser = { ...USERS.alice, permissions: ORDERING };
const BOB: TestUser = { ...USERS.bob, permissions: ORDERING };
const HOLLY: TestUser = { ...USERS.holly, permissions: [...ORDERING, 'B2B_View_Parent_Holding'] };
const IVAN: TestUser = { ...USERS.ivan, permissions: ORDERING };
const FLEET_ONLY: TestUser = { ...USERS.alice, permissions: [...ORDERING, 'B2B_Disallow_Order_Supply'] };
const NO_ORDER: TestUser = { ...USERS.alice, permissions: [...ALL_B2B] };

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const PERSONAL_ORG = 'T-PERS';
/** a personal (B2C) user: may add addresses, orders without B2B privileges, sees only their own orders */
const PIA: TestUser = {
  id: uuid(31),
  authId: 'test|pia',
  email: 'pia@mailbox.example',
  accountId: PERSONAL_ORG,
  partyId: 'P-PIA',
  permissions: [],
};
/** a punchout buyer of ALPHA */
const PAUL: TestUser = {
  id: uuid(32),
  authId: 'test|paul',
  email: 'paul@alpha.example',
  accountId: ORG.alpha,
  partyId: 'P-PAUL',
  permissions: ORDERING,
};
const PIA_ADDRESS = 'A-PERS-1';
const AMY_PERSONAL_ADDRESS = 'A-ALPHA-AMY';
const ALPHA_YARD = 'A-ALPHA-3';

const VISA = '4111 1111 1111 1111';
const PAN_DIGITS = '4111111111111111';

interface GqlBody {
  data?: Record<string, unknown> | null;
  errors?: {
    message: string;
    extensions?: { code?: string; userFriendlyMessage?: string; exceptionMessages?: string[] };
  }[];
}

describe('checkout API', () => {
  let h: Harness;

  const gql = async (
    user: TestUser | null,
    query: string,
    variables: Record<string, unknown> = {},
    headers = {},
  ) => {
    const res = await h.graphql(user, query, variables, headers);
    return { status: res.statusCode, body: res.json() as GqlBody, raw: res.body };
  };
  const errorOf = (body: GqlBody) => body.errors?.[0];

  /** A fresh ACTIVE cart of the user with these part numbers and quantities (earlier active carts closed). */
  async function cart(
    userId: string,
    items: [string, number][],
    application: 'supply-store' | 'training-store' = 'supply-store',
  ) {
    await h.db
      .update(shoppingCarts)
      .set({ status: 'ABANDONED' })
      .where(
        and(
          eq(shoppingCarts.userId, userId),
          eq(shoppingCarts.application, application),
          eq(shoppingCarts.status, 'ACTIVE'),
        ),
      );
    const [row] = await h.db
      .insert(shoppingCarts)
      .values({ userId, application })
      .returning({ id: shoppingCarts.shoppingCartId });
    if (items.length > 0)
      await h.db
        .insert(shoppingCartItems)
        .values(items.map(([itemId, quantity]) => ({ shoppingCartId: row!.id, itemId, quantity })));
    return row!.id;
  }

  beforeAll(async () => {
    h = await createHarness();
    await h.db.insert(organizations).values({
      accountId: PERSONAL_ORG,
      accountNumber: 'NT-PERS',
      partyId: 'PTY-T-PERS',
      name: 'Pia Lund',
      type: 'PERSONAL',
    });
    await h.db.insert(users).values([
      {
        id: PIA.id,
        authId: PIA.authId,
        email: PIA.email,
        firstName: 'Pia',
        lastName: 'Lund',
        status: 'REGISTERED',
        registrationType: 'B2C',
        isValidatedB2BUser: false,
        isAddressModificationAllowed: true,
        accountId: PERSONAL_ORG,
        partyId: PIA.partyId,
      },
      {
        id: PAUL.id,
        authId: PAUL.authId,
        email: PAUL.email,
        firstName: 'Paul',
        lastName: 'Punch',
        status: 'REGISTERED',
        registrationType: 'B2B',
        isValidatedB2BUser: true,
        isAddressModificationAllowed: false,
        accountId: ORG.alpha,
        partyId: PAUL.partyId,
        isPunchout: true,
      },
    ]);
    await h.db.insert(addresses).values([
      {
        addressId: PIA_ADDRESS,
        ebsAddressId: 'E-PERS-1',
        accountId: PERSONAL_ORG,
        userId: PIA.id,
        addressName: 'Home',
        address1: '100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        country: 'US',
        isDefault: true,
      },
      {
        addressId: AMY_PERSONAL_ADDRESS,
        ebsAddressId: 'E-ALPHA-AMY',
        accountId: ORG.alpha,
        userId: USERS.amy.id,
        addressName: 'Amy private',
        address1: '5 Private Road',
        city: 'Huntsville',
        state: 'AL',
        postalCode: '35806',
        country: 'US',
      },
      {
        addressId: ALPHA_YARD,
        ebsAddressId: 'E-ALPHA-3',
        accountId: ORG.alpha,
        addressName: 'Aardvark Yard',
        address1: '77 Depot Lane',
        city: 'Decatur',
        state: 'AL',
        postalCode: '35601',
        country: 'US',
        billingEnabled: false,
      },
    ]);
    await h.db.insert(paymentMethods).values({
      id: uuid(131),
      userId: PIA.id,
      accountId: PERSONAL_ORG,
      token: 'tok_pia',
      brand: 'Mastercard',
      lastFour: '5454',
      expMonth: 12,
      expYear: 2099,
      cardholderName: 'Pia Lund',
    });
    // the test world's cards carry no expiry; give them one in the future
    await h.db
      .update(paymentMethods)
      .set({ expMonth: 12, expYear: 2099 })
      .where(sql`${paymentMethods.expYear} is null`);
  });
  afterAll(async () => {
    await h.close();
  });

  // ---- addresses ----------------------------------------------------------------------------------------------------

  describe('addresses', () => {
    const ACCOUNT = `query($a: ID) { getAccountAddresses(accountId: $a) {
      defaultBillingAddress { addressId isDefault billingEnabled } defaultShippingAddress { addressId isDefault } } }`;
    const SEARCH = `query($r: AddressSearchInput!) { searchAddresses(request: $r) {
      addressId accountId addressName isDefault isFavorite billingEnabled shippingEnabled } }`;
    const search = async (user: TestUser, r: Record<string, unknown>, headers = {}) =>
      gql(user, SEARCH, { r }, headers);
    const ids = (body: GqlBody) =>
      (body.data?.['searchAddresses'] as { addressId: string }[]).map((a) => a.addressId);

    it('getAccountAddresses: the profile default billing, the primary site as the shipping default', async () => {
      const { body } = await gql(ALICE, ACCOUNT);
      expect(body.errors).toBeUndefined();
      expect(body.data?.['getAccountAddresses']).toEqual({
        defaultBillingAddress: { addressId: ADDRESS.alphaMain, isDefault: true, billingEnabled: true },
        defaultShippingAddress: { addressId: ADDRESS.alphaMain, isDefault: true },
      });
      await h.db
        .update(users)
        .set({ defaultShippingAddressId: ADDRESS.alphaShipOnly })
        .where(eq(users.id, USERS.alice.id));
      const again = await gql(ALICE, ACCOUNT, { a: ORG.alpha });
      expect(again.body.data?.['getAccountAddresses']).toMatchObject({
        defaultShippingAddress: { addressId: ADDRESS.alphaShipOnly },
      });
      await h.db.update(users).set({ defaultShippingAddressId: null }).where(eq(users.id, USERS.alice.id));
    });

    it('getAccountAddresses: another organisation is refused, a bad id is bad input, guests must sign in', async () => {
      const foreign = await gql(ALICE, ACCOUNT, { a: ORG.bravo });
      expect(errorOf(foreign.body)?.extensions?.code).toBe('FORBIDDEN');
      const bad = await gql(ALICE, ACCOUNT, { a: 'no spaces allowed' });
      expect(errorOf(bad.body)?.extensions?.code).toBe('BAD_USER_INPUT');
      const guest = await gql(null, ACCOUNT);
      expect(guest.status).toBe(401);
    });

    it('getAccountAddresses: a parent-holding user sees the selected child’s primary site', async () => {
      const { body } = await gql(HOLLY, ACCOUNT, {}, { 'x-selected-organization': ORG.child1 });
      expect(body.data?.['getAccountAddresses']).toEqual({
        defaultBillingAddress: { addressId: ADDRESS.child1Main, isDefault: true, billingEnabled: true },
        defaultShippingAddress: { addressId: ADDRESS.child1Main, isDefault: true },
      });
    });

    it('searchAddresses: defaults first, then favourites, then by name; other users’ personal addresses hidden', async () => {
      await h.db
        .insert(userFavoriteAddresses)
        .values({ userId: USERS.alice.id, addressId: ADDRESS.alphaShipOnly });
      const { body } = await search(ALICE, {});
      expect(body.errors).toBeUndefined();
      expect(body.data?.['searchAddresses']).toEqual([
        expect.objectContaining({ addressId: ADDRESS.alphaMain, isDefault: true, accountId: ORG.alpha }),
        expect.objectContaining({ addressId: ADDRESS.alphaShipOnly, isDefault: false, isFavorite: true }),
        expect.objectContaining({ addressId: ALPHA_YARD, isDefault: false, isFavorite: false }),
      ]);
      expect(ids(body)).not.toContain(AMY_PERSONAL_ADDRESS);
      // a favourite named by its ebs id in the request counts as well
      const named = await search(ALICE, { favoriteEbsAddressIds: ['E-ALPHA-3'] });
      expect(named.body.data?.['searchAddresses']).toEqual([
        expect.objectContaining({ addressId: ADDRESS.alphaMain }),
        expect.objectContaining({ addressId: ALPHA_YARD, isFavorite: true }),
        expect.objectContaining({ addressId: ADDRESS.alphaShipOnly, isFavorite: true }),
      ]);
    });

    it('searchAddresses: type, query words, pages until an empty page', async () => {
      expect(ids((await search(ALICE, { type: 'BILLING' })).body)).toEqual([ADDRESS.alphaMain]);
      expect(ids((await search(ALICE, { type: 'SHIPPING' })).body)).toHaveLength(3);
      expect(ids((await search(ALICE, { query: 'depot decatur' })).body)).toEqual([ALPHA_YARD]);
      expect(ids((await search(ALICE, { query: 'A-ALPHA-2 street' })).body)).toEqual([ADDRESS.alphaShipOnly]);
      expect(ids((await search(ALICE, { query: 'nowhere at all' })).body)).toEqual([]);
      expect(ids((await search(ALICE, { query: '100%_' })).body)).toEqual([]);
      const first = ids((await search(ALICE, { size: 2, page: 0 })).body);
      const second = ids((await search(ALICE, { size: 2, page: 1 })).body);
      const third = ids((await search(ALICE, { size: 2, page: 2 })).body);
      expect(first).toHaveLength(2);
      expect(second).toHaveLength(1);
      expect(third).toEqual([]);
      expect(new Set([...first, ...second]).size).toBe(3);
    });

    it('searchAddresses: bad input', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ size: 101 }, 'size must be at most 100.'],
        [{ size: 0 }, 'size must be at least 1.'],
        [{ page: -1 }, 'page starts at 0.'],
        [{ query: 'x'.repeat(201) }, 'query must be at most 200 characters.'],
        [{ accountId: 'a b' }, 'accountId is not a valid identifier.'],
      ];
      for (const [r, message] of cases) {
        const { body } = await search(ALICE, r);
        expect({ r, error: errorOf(body)?.message }).toEqual({ r, error: message });
      }
      const badType = await search(ALICE, { type: 'EVERYTHING' });
      expect(badType.body.errors?.[0]).toBeDefined();
    });

    it('searchAddresses: another organisation’s accountId or partyId is refused; a mismatch is bad input', async () => {
      expect(errorOf((await search(ALICE, { accountId: ORG.bravo })).body)?.extensions?.code).toBe(
        'FORBIDDEN',
      );
      expect(errorOf((await search(ALICE, { partyId: `PTY-${ORG.bravo}` })).body)?.extensions?.code).toBe(
        'FORBIDDEN',
      );
      expect(ids((await search(ALICE, { partyId: `PTY-${ORG.alpha}` })).body)).toHaveLength(3);
      const holly = await search(HOLLY, { accountId: ORG.child1, partyId: `PTY-${ORG.child2}` });
      expect(errorOf(holly.body)?.message).toBe('accountId and partyId name different organizations.');
    });

    it('searchAddresses: a parent-holding user searches the selected child, or any child named', async () => {
      expect(ids((await search(HOLLY, {}, { 'x-selected-organization': ORG.child2 })).body)).toEqual([
        ADDRESS.child2Main,
      ]);
      expect(ids((await search(HOLLY, { accountId: ORG.child1 })).body)).toEqual([ADDRESS.child1Main]);
      // viewing all, the own (parent) company is the current one: it has no addresses
      expect(ids((await search(HOLLY, {})).body)).toEqual([]);
    });

    it('getFavoriteAddresses: the caller’s favourites that are still in scope', async () => {
      await h.db
        .insert(userFavoriteAddresses)
        .values({ userId: USERS.alice.id, addressId: ADDRESS.bravoMain })
        .onConflictDoNothing();
      const { body } = await gql(ALICE, '{ getFavoriteAddresses { addressId isFavorite } }');
      expect(body.data?.['getFavoriteAddresses']).toEqual([
        { addressId: ADDRESS.alphaShipOnly, isFavorite: true },
      ]);
      expect((await gql(null, '{ getFavoriteAddresses { addressId } }')).status).toBe(401);
    });

    it('validateAddress: VALID with county, AMBIGUOUS with a suggestion, INVALID; signed-in only', async () => {
      const q = `query($a: AddressValidationInput!) { validateAddress(address: $a) {
        validationResult county address { address1 city state postalCode } suggestedAddress { city } } }`;
      const a = {
        address1: '100 congress ave',
        city: 'austin',
        state: 'TX',
        postalCode: '78701',
        country: 'US',
      };
      expect((await gql(PIA, q, { a })).body.data?.['validateAddress']).toEqual({
        validationResult: 'VALID',
        county: 'TRAVIS',
        address: { address1: '100 Congress Ave', city: 'Austin', state: 'TX', postalCode: '78701' },
        suggestedAddress: null,
      });
      expect(
        (await gql(PIA, q, { a: { ...a, city: 'Dallas' } })).body.data?.['validateAddress'],
      ).toMatchObject({
        validationResult: 'AMBIGUOUS',
        suggestedAddress: { city: 'Austin' },
      });
      expect(
        (
          (await gql(PIA, q, { a: { ...a, state: 'OH' } })).body.data?.['validateAddress'] as {
            validationResult: string;
          }
        ).validationResult,
      ).toBe('INVALID');
      expect(
        (await gql(PIA, q, { a: { ...a, address2: null, state: 'TX' } })).body.data?.['validateAddress'],
      ).toMatchObject({ validationResult: 'VALID', county: 'TRAVIS' });
      expect(errorOf((await gql(PIA, q, { a: { ...a, city: '' } })).body)?.message).toBe('City is required.');
      expect((await gql(null, q, { a })).status).toBe(401);
    });

    it('addAddress: a personal user adds a validated address to their own account', async () => {
      const m = `mutation($a: NewAddressInput!) { addAddress(address: $a) }`;
      const { body } = await gql(PIA, m, {
        a: {
          addressName: 'Office',
          address1: '100 congress ave',
          city: 'austin',
          state: 'TX',
          postalCode: '78701',
          country: 'US',
        },
      });
      expect(body.errors).toBeUndefined();
      const id = body.data?.['addAddress'] as string;
      const [row] = await h.db.select().from(addresses).where(eq(addresses.addressId, id));
      expect(row).toMatchObject({
        accountId: PERSONAL_ORG,
        userId: PIA.id,
        address1: '100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        county: 'TRAVIS',
        billingEnabled: true,
        shippingEnabled: true,
        integrationLocale: 'UNITED_STATES',
      });
      // it is then in the picker
      const found = await gql(PIA, `query { searchAddresses(request: { query: "office" }) { addressId } }`);
      expect(found.body.data?.['searchAddresses']).toEqual([{ addressId: id }]);
      // a Canadian address keeps the province in its own field
      const ca = await gql(PIA, m, {
        a: { address1: '12 Main St', city: 'Toronto', province: 'ON', postalCode: 'm5v3l9', country: 'CA' },
      });
      const [caRow] = await h.db
        .select()
        .from(addresses)
        .where(eq(addresses.addressId, ca.body.data?.['addAddress'] as string));
      expect(caRow).toMatchObject({
        province: 'ON',
        state: null,
        postalCode: 'M5V 3L9',
        integrationLocale: 'CANADA',
      });
    });

    it('addAddress: refused for business users, INVALID addresses and bad input', async () => {
      const m = `mutation($a: NewAddressInput!) { addAddress(address: $a) }`;
      const a = {
        address1: '100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        country: 'US',
      };
      const business = await gql(ALICE, m, { a });
      expect(errorOf(business.body)?.extensions).toMatchObject({
        code: 'FORBIDDEN',
        userFriendlyMessage: ADDRESS_CHANGES_NOT_ALLOWED,
      });
      const invalid = await gql(PIA, m, { a: { ...a, state: 'OH' } });
      expect(errorOf(invalid.body)?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        userFriendlyMessage: ADDRESS_ERROR,
      });
      expect(errorOf((await gql(PIA, m, { a: { ...a, city: ' ' } })).body)?.message).toBe(
        'City is required.',
      );
      expect(errorOf((await gql(PIA, m, { a: { ...a, state: 'XX' } })).body)?.message).toBe(
        'State/Province/Region is required.',
      );
      expect(errorOf((await gql(PIA, m, { a: { ...a, country: 'ZZ' } })).body)?.message).toBe(
        'Country is required.',
      );
      expect(errorOf((await gql(PIA, m, { a: { ...a, address1: 'x'.repeat(101) } })).body)?.message).toBe(
        'Address must be at most 100 characters.',
      );
      const count = await h.db
        .select({ n: sql<number>`count(*)::int` })
        .from(addresses)
        .where(eq(addresses.userId, PIA.id));
      expect(count[0]?.n).toBe(3); // the seeded one and the two added above
    });
  });

  // ---- payment methods ----------------------------------------------------------------------------------------------

  describe('payment methods', () => {
    const LIST = '{ paymentMethods { id brand lastFour expMonth expYear cardholderName isDefault } }';
    const ADD = `mutation($c: NewCardInput!) { addNewCreditCard(card: $c) { id brand lastFour expMonth expYear cardholderName isDefault } }`;
    const card = (extra: Record<string, unknown> = {}) => ({
      cardNumber: VISA,
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cardholderName: 'Bob Tester',
      securityCode: '123',
      ...extra,
    });

    it('lists only the caller’s cards, deleted ones excluded, the default flagged', async () => {
      const { body } = await gql(ALICE, LIST);
      expect(body.data?.['paymentMethods']).toEqual([
        expect.objectContaining({ id: PAYMENT.alice, brand: 'VISA', lastFour: '4242', isDefault: false }),
      ]);
      await h.db.update(users).set({ defaultPaymentId: PAYMENT.alice }).where(eq(users.id, USERS.alice.id));
      expect((await gql(ALICE, LIST)).body.data?.['paymentMethods']).toEqual([
        expect.objectContaining({ id: PAYMENT.alice, isDefault: true }),
      ]);
      await h.db.insert(paymentMethods).values({
        id: uuid(150),
        userId: USERS.alice.id,
        token: 'tok_deleted',
        brand: 'Visa',
        lastFour: '0000',
        deletedAt: new Date(),
      });
      expect((await gql(ALICE, LIST)).body.data?.['paymentMethods']).toHaveLength(1);
      expect((await gql(null, LIST)).status).toBe(401);
    });

    it('never writes the card number or security code to the log', async () => {
      // the root logger's destination stream, shared by every request logger (pino keeps it under a symbol)
      const log = h.app.log as unknown as Record<symbol, { write(chunk: string): boolean }>;
      const streamKey = Object.getOwnPropertySymbols(log).find((k) => k.toString() === 'Symbol(pino.stream)');
      expect(streamKey).toBeDefined();
      const stream = log[streamKey!]!;
      const original = stream.write.bind(stream);
      const lines: string[] = [];
      const level = h.app.log.level;
      h.app.log.level = 'trace';
      stream.write = (chunk: string) => {
        lines.push(chunk);
        return original(chunk);
      };
      try {
        await gql(ALICE, ADD, { c: card({ securityCode: '987' }) });
        await gql(ALICE, ADD, { c: card({ cardNumber: '4111111111111112', securityCode: '987' }) });
        await gql(ALICE, ADD, { c: card({ cardNumber: 4111111111111111, securityCode: 987 }) });
      } finally {
        stream.write = original;
        h.app.log.level = level;
      }
      expect(lines.length).toBeGreaterThan(0);
      const written = lines.join('');
      expect(written).toContain('/api/graphql');
      expect(written).not.toContain('4111111111111');
      expect(written).not.toMatch(/cardNumber|securityCode/);
    });

    it('addNewCreditCard stores a token, brand, last four, expiry and name — never the number or code; the first card is the default', async () => {
      const { body, raw } = await gql(BOB, ADD, { c: card({ makeDefault: false }) });
      expect(body.errors).toBeUndefined();
      const saved = body.data?.['addNewCreditCard'] as Record<string, unknown>;
      expect(saved).toMatchObject({
        brand: 'Visa',
        lastFour: '1111',
        expMonth: 12,
        cardholderName: 'Bob Tester',
        isDefault: true,
      });
      expect(raw).not.toContain(PAN_DIGITS);
      const [row] = await h.db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.id, saved['id'] as string));
      expect(row?.token).toMatch(/^tok_[A-Za-z0-9_-]{24}$/);
      const stored = JSON.stringify(row);
      expect(stored).not.toContain(PAN_DIGITS);
      expect(stored).not.toContain('411111111111');
      expect(stored).not.toContain('"123"');
      // nothing else in the database holds the number either (audit, outbox, users …)
      const dump = await h.db.execute(sql`select string_agg(t::text, ' ') as all_rows from (
        select row_to_json(p)::text as t from payment_methods p union all
        select row_to_json(a)::text from audit_log a union all
        select row_to_json(m)::text from mail_outbox m union all
        select row_to_json(u)::text from users u) x`);
      expect(JSON.stringify(dump)).not.toContain(PAN_DIGITS);
    });

    it('addNewCreditCard with makeDefault sets the profile default; brands by number', async () => {
      const amex = await gql(BOB, ADD, {
        c: card({ cardNumber: '378282246310005', securityCode: '1234', makeDefault: true }),
      });
      const saved = amex.body.data?.['addNewCreditCard'] as { id: string; brand: string; isDefault: boolean };
      expect(saved).toMatchObject({ brand: 'American Express', isDefault: true });
      const [bob] = await h.db
        .select({ d: users.defaultPaymentId })
        .from(users)
        .where(eq(users.id, USERS.bob.id));
      expect(bob?.d).toBe(saved.id);
      const list = (await gql(BOB, LIST)).body.data?.['paymentMethods'] as {
        id: string;
        isDefault: boolean;
      }[];
      expect(list[0]).toMatchObject({ id: saved.id, isDefault: true });
      expect(list.filter((p) => p.isDefault)).toHaveLength(1);
      for (const [number, brand] of [
        ['5555555555554444', 'Mastercard'],
        ['2223003122003222', 'Mastercard'],
        ['6011111111111117', 'Discover'],
      ] as const) {
        const res = await gql(BOB, ADD, { c: card({ cardNumber: number }) });
        // saved without makeDefault: the default stays where it was
        expect(res.body.data?.['addNewCreditCard']).toMatchObject({ brand, isDefault: false });
      }
    });

    it('addNewCreditCard refuses bad cards with clear messages that never echo the number', async () => {
      const year = new Date().getUTCFullYear();
      const month = new Date().getUTCMonth() + 1;
      const lastMonth =
        month === 1 ? { expMonth: 12, expYear: year - 1 } : { expMonth: month - 1, expYear: year };
      const cases: [Record<string, unknown>, string][] = [
        [{ cardNumber: '4111111111111112' }, CARD_MESSAGES.numberInvalid],
        [{ cardNumber: '4111-1111-abcd' }, CARD_MESSAGES.numberInvalid],
        [{ cardNumber: '411111111111' }, CARD_MESSAGES.numberInvalid],
        [{ cardNumber: '' }, CARD_MESSAGES.numberRequired],
        [{ cardNumber: '3530111333300000' }, CARD_MESSAGES.brandUnsupported],
        [{ expMonth: 13 }, CARD_MESSAGES.monthInvalid],
        [{ expMonth: 0 }, CARD_MESSAGES.monthInvalid],
        [lastMonth, CARD_MESSAGES.expired],
        [{ expYear: year + 40 }, CARD_MESSAGES.yearInvalid],
        [{ securityCode: '12' }, CARD_MESSAGES.codeInvalid],
        [{ securityCode: '1234' }, CARD_MESSAGES.codeInvalid],
        [{ securityCode: '12a' }, CARD_MESSAGES.codeInvalid],
        [{ cardholderName: '  ' }, CARD_MESSAGES.nameRequired],
        [{ cardholderName: `Bob ${PAN_DIGITS}` }, CARD_MESSAGES.nameInvalid],
      ];
      const before = await h.db.select({ n: sql<number>`count(*)::int` }).from(paymentMethods);
      for (const [extra, message] of cases) {
        const { body, raw } = await gql(BOB, ADD, { c: card(extra) });
        expect({ extra, message: errorOf(body)?.message, code: errorOf(body)?.extensions?.code }).toEqual({
          extra,
          message,
          code: 'BAD_USER_INPUT',
        });
        expect(raw).not.toContain('4111111111111');
      }
      // a number sent with the wrong JSON type is refused without repeating it
      const typed = await gql(BOB, ADD, { c: card({ cardNumber: 4111111111111111, securityCode: 123 }) });
      expect(typed.body.errors?.map((e) => e.message)).toEqual([
        'Variable "$c" got invalid value at "c.cardNumber"; String cannot represent a non string value.',
        'Variable "$c" got invalid value at "c.securityCode"; String cannot represent a non string value.',
      ]);
      expect(typed.raw).not.toContain('4111111111111');
      expect(typed.raw).not.toContain('123');
      const after = await h.db.select({ n: sql<number>`count(*)::int` }).from(paymentMethods);
      expect(after[0]?.n).toBe(before[0]?.n);
      expect((await gql(null, ADD, { c: card() })).status).toBe(401);
    });
  });

  // ---- quotes and orders -----------------------------------------------------------------------------------------

  describe('quotes and orders', () => {
    const CREATE = `mutation($c: QuoteInput!) { createQuote(cart: $c) {
      quoteId status currency subtotal tax freight total customerPo
      lines { partNumber displayName quantity unitPrice lineTotal unitSerial }
      shipToAddress { addressId } billToAddress { addressId } paymentMethod { id brand lastFour } } }`;
    const SUBMIT = `mutation($q: ID!) { submitQuote(ebsQuote: { quoteId: $q }) {
      orderId orderNumber status orderedAt currency total customerPo } }`;
    const ORDERS = '/order/summary/ngSearch/sold/';

    const aliceQuote = (shoppingCartId: string, extra: Record<string, unknown> = {}) => ({
      shoppingCartId,
      shipToAddressId: ADDRESS.alphaMain,
      billToAddressId: ADDRESS.alphaMain,
      paymentMethodId: PAYMENT.alice,
      ...extra,
    });
    const quoteOf = (body: GqlBody) =>
      body.data?.['createQuote'] as { quoteId: string; [k: string]: unknown };
    const history = async (user: TestUser, body: Record<string, unknown> = {}, headers = {}) => {
      const res = await h.integration(user, { endpoint: ORDERS, body }, headers);
      return { status: res.statusCode, body: res.json() };
    };

    it('full flow: cart → quote → submit → order in the history, cart closed, confirmation in the outbox', async () => {
      const cartId = await cart(USERS.alice.id, [
        ['100-0001', 3],
        ['1000002', 2], // the part number typed without its hyphen
      ]);
      const created = await gql(ALICE, CREATE, { c: aliceQuote(cartId, { customerPo: 'PO-7781' }) });
      expect(created.body.errors).toBeUndefined();
      const quote = quoteOf(created.body);
      // 3 × 42.50 + 2 × 9.99 = 147.48; freight 9.95 + 5 × 1.00; tax AL 4 % of the subtotal
      expect(quote).toMatchObject({
        status: 'DRAFT',
        currency: 'USD',
        subtotal: 147.48,
        freight: 14.95,
        tax: 5.9,
        total: 168.33,
        customerPo: 'PO-7781',
        lines: [
          {
            partNumber: '100-0001',
            displayName: 'Hydraulic Filter Element',
            quantity: 3,
            unitPrice: 42.5,
            lineTotal: 127.5,
            unitSerial: null,
          },
          {
            partNumber: '100-0002',
            displayName: 'Boom Wear Pad',
            quantity: 2,
            unitPrice: 9.99,
            lineTotal: 19.98,
            unitSerial: null,
          },
        ],
        shipToAddress: { addressId: ADDRESS.alphaMain },
        billToAddress: { addressId: ADDRESS.alphaMain },
        paymentMethod: { id: PAYMENT.alice, lastFour: '4242' },
      });
      const [draft] = await h.db.select().from(quotes).where(eq(quotes.quoteId, quote.quoteId));
      expect(draft).toMatchObject({
        status: 'DRAFT',
        accountId: ORG.alpha,
        userId: USERS.alice.id,
        total: 168.33,
      });
      // pricing does not touch the cart
      const [stillActive] = await h.db
        .select()
        .from(shoppingCarts)
        .where(eq(shoppingCarts.shoppingCartId, cartId));
      expect(stillActive?.status).toBe('ACTIVE');

      const mailsBefore = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, USERS.alice.email));
      const submitted = await gql(ALICE, SUBMIT, { q: quote.quoteId });
      expect(submitted.body.errors).toBeUndefined();
      const confirmation = submitted.body.data?.['submitQuote'] as Record<string, unknown>;
      expect(confirmation).toMatchObject({
        status: 'BOOKED',
        currency: 'USD',
        total: 168.33,
        customerPo: 'PO-7781',
      });
      expect(confirmation['orderNumber']).toMatch(/^\d{7,}$/);
      expect(confirmation['orderId']).toBe(`SO-${confirmation['orderNumber'] as string}`);

      const [order] = await h.db
        .select()
        .from(orders)
        .where(eq(orders.orderId, confirmation['orderId'] as string));
      expect(order).toMatchObject({
        accountId: ORG.alpha,
        userId: USERS.alice.id,
        quoteId: quote.quoteId,
        status: 'BOOKED',
        subtotal: 147.48,
        tax: 5.9,
        freight: 14.95,
        total: 168.33,
        shipToAddressId: ADDRESS.alphaMain,
        paymentMethodId: PAYMENT.alice,
      });
      const lines = await h.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order!.orderId))
        .orderBy(orderLines.lineNumber);
      expect(
        lines.map((l) => [l.lineNumber, l.partNumber, l.quantity, l.unitPrice, l.extendedPrice, l.status]),
      ).toEqual([
        [1, '100-0001', 3, 42.5, 127.5, 'AWAITING_SHIPPING'],
        [2, '100-0002', 2, 9.99, 19.98, 'AWAITING_SHIPPING'],
      ]);
      // in stock (12 on hand) → promised the next business day; out of stock → no promise date yet
      expect(lines[0]?.promiseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(lines[1]?.promiseDate).toBeNull();

      const [closedQuote] = await h.db.select().from(quotes).where(eq(quotes.quoteId, quote.quoteId));
      expect(closedQuote).toMatchObject({ status: 'ORDERED', orderId: order!.orderId });
      const [closedCart] = await h.db
        .select()
        .from(shoppingCarts)
        .where(eq(shoppingCarts.shoppingCartId, cartId));
      expect(closedCart?.status).toBe('ORDERED');
      const active = await h.db
        .select()
        .from(shoppingCarts)
        .where(
          and(
            eq(shoppingCarts.userId, USERS.alice.id),
            eq(shoppingCarts.status, 'ACTIVE'),
            eq(shoppingCarts.application, 'supply-store'),
          ),
        );
      expect(active).toEqual([]);

      const mails = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, USERS.alice.email));
      expect(mails.length).toBe(mailsBefore.length + 1);
      const mail = mails.find((m) => m.subject.includes(order!.orderNumber));
      expect(mail).toMatchObject({ template: 'OrderConfirmationEmail' });
      expect(mail?.text).toContain(`Your order number is ${order!.orderNumber}.`);
      expect(mail?.text).toContain('Total: $168.33');
      expect(mail?.text).toContain('Visa ending in 4242'.replace('Visa', 'VISA'));
      expect(mail?.text).toContain('Purchase order PO-7781');

      // the order history: first when sorted by date, newest first
      const page = await history(ALICE, { sortOptions: [{ fieldName: 'orderedAt', direction: 'DESC' }] });
      expect(page.status).toBe(200);
      expect(page.body.totalRecords).toBeGreaterThanOrEqual(1);
      expect(page.body.content[0]).toMatchObject({
        orderId: order!.orderId,
        orderNumber: order!.orderNumber,
        status: 'BOOKED',
        customerPo: 'PO-7781',
        total: 168.33,
        currency: 'USD',
        accountId: ORG.alpha,
        customerName: 'Alpha Utilities',
        lineCount: 2,
        shipTo: { addressId: ADDRESS.alphaMain, city: 'Huntsville', state: 'AL' },
        lines: [
          expect.objectContaining({
            partNumber: '100-0001',
            quantity: 3,
            unitPrice: 42.5,
            status: 'AWAITING_SHIPPING',
          }),
          expect.objectContaining({
            partNumber: '100-0002',
            quantity: 2,
            promiseDate: null,
            shippedDate: null,
          }),
        ],
      });
      // the same order by query, by status filter and date range
      expect(
        (await history(ALICE, { query: 'PO-7781' })).body.content.map((o: { orderId: string }) => o.orderId),
      ).toEqual([order!.orderId]);
      expect((await history(ALICE, { query: 'boom wear' })).body.totalRecords).toBe(1);
      const today = new Date().toISOString().slice(0, 10);
      expect(
        (
          await history(ALICE, {
            filterOptions: [{ fieldName: 'status', values: ['BOOKED'] }],
            range: { start: today, end: today },
          })
        ).body.totalRecords,
      ).toBe(1);
      expect(
        (await history(ALICE, { filterOptions: [{ fieldName: 'status', value: 'SHIPPED' }] })).body
          .totalRecords,
      ).toBe(0);
      expect((await history(ALICE, { range: { end: '2000-01-01' } })).body.totalRecords).toBe(0);
      // Bob (another organisation) does not see it
      const bobs = await history(BOB);
      expect(bobs.body.content.map((o: { orderId: string }) => o.orderId)).not.toContain(order!.orderId);

      // twice-submitted: a clear error and no second order
      const again = await gql(ALICE, SUBMIT, { q: quote.quoteId });
      expect(errorOf(again.body)?.extensions).toMatchObject({
        code: 'CONFLICT',
        userFriendlyMessage: ORDER_MESSAGES.alreadySubmitted(order!.orderNumber),
      });
      const count = await h.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.quoteId, quote.quoteId));
      expect(count[0]?.n).toBe(1);
      // the cart cannot be quoted again either
      const requote = await gql(ALICE, CREATE, { c: aliceQuote(cartId) });
      expect(errorOf(requote.body)?.message).toBe(CHECKOUT_MESSAGES.cartOrdered);
    });

    it('order numbers continue the sequence', async () => {
      const first = await cart(USERS.alice.id, [['100-0001', 1]]);
      const q1 = quoteOf((await gql(ALICE, CREATE, { c: aliceQuote(first) })).body);
      const o1 = (await gql(ALICE, SUBMIT, { q: q1.quoteId })).body.data?.['submitQuote'] as {
        orderNumber: string;
      };
      const second = await cart(USERS.alice.id, [['100-0001', 1]]);
      const q2 = quoteOf((await gql(ALICE, CREATE, { c: aliceQuote(second) })).body);
      const o2 = (await gql(ALICE, SUBMIT, { q: q2.quoteId })).body.data?.['submitQuote'] as {
        orderNumber: string;
      };
      expect(Number(o2.orderNumber)).toBe(Number(o1.orderNumber) + 1);
      // freight free from 1000, tax from the ship-to state
      const big = await cart(USERS.alice.id, [['100-0001', 30]]);
      const q3 = quoteOf((await gql(ALICE, CREATE, { c: aliceQuote(big) })).body);
      expect(q3).toMatchObject({ subtotal: 1275, freight: 0, tax: 51, total: 1326 });
    });

    it('two submissions of one quote at once give one order and one clear error', async () => {
      const cartId = await cart(USERS.alice.id, [['100-0001', 2]]);
      const quote = quoteOf((await gql(ALICE, CREATE, { c: aliceQuote(cartId) })).body);
      const both = await Promise.all([
        gql(ALICE, SUBMIT, { q: quote.quoteId }),
        gql(ALICE, SUBMIT, { q: quote.quoteId }),
      ]);
      const outcomes = both.map((r) => errorOf(r.body)?.extensions?.code ?? 'ORDERED').sort();
      expect(outcomes).toEqual(['CONFLICT', 'ORDERED']);
      const count = await h.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.quoteId, quote.quoteId));
      expect(count[0]?.n).toBe(1);
    });

    it('a Canadian buyer pays in CAD; a part without a CAD price is named', async () => {
      const cartId = await cart(USERS.bob.id, [['100-0001', 2]]);
      const bobQuote = {
        shoppingCartId: cartId,
        shipToAddressId: ADDRESS.bravoMain,
        billToAddressId: ADDRESS.bravoMain,
        paymentMethodId: PAYMENT.bob,
      };
      const ok = quoteOf((await gql(BOB, CREATE, { c: bobQuote })).body);
      expect(ok).toMatchObject({ currency: 'CAD', subtotal: 114.5, lines: [{ unitPrice: 57.25 }] });
      const mixed = await cart(USERS.bob.id, [
        ['100-0001', 1],
        ['100-0002', 1],
      ]);
      const refused = await gql(BOB, CREATE, { c: { ...bobQuote, shoppingCartId: mixed } });
      expect(errorOf(refused.body)?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        userFriendlyMessage: CHECKOUT_MESSAGES.partNotOrderable('100-0002'),
      });
    });

    it('refuses unpurchasable, unknown and inactive parts, naming each', async () => {
      await h.db.update(products).set({ status: 'OBSOLETE' }).where(eq(products.partNumber, '100-0002'));
      const cartId = await cart(USERS.alice.id, [
        ['100-0001', 1],
        ['100-0003', 1], // not shown online
        ['999-9999', 1], // unknown
        ['100-0002', 1], // not ACTIVE
      ]);
      const { body } = await gql(ALICE, CREATE, { c: aliceQuote(cartId) });
      // every problem is listed (in cart order: items added together sort by part number)
      expect(errorOf(body)?.extensions?.exceptionMessages).toEqual([
        CHECKOUT_MESSAGES.partNotOrderable('100-0002'),
        CHECKOUT_MESSAGES.partNotOrderable('100-0003'),
        CHECKOUT_MESSAGES.partUnavailable('999-9999'),
      ]);
      expect(errorOf(body)?.message).toBe(CHECKOUT_MESSAGES.partNotOrderable('100-0002'));
      await h.db.update(products).set({ status: 'ACTIVE' }).where(eq(products.partNumber, '100-0002'));
      // a phone-order planning code makes a part not orderable online either
      await h.db
        .update(products)
        .set({ planningCode: 'CALL-FOR-QUOTE' })
        .where(eq(products.partNumber, '100-0002'));
      const phoneOnly = await cart(USERS.alice.id, [['100-0002', 1]]);
      const refused = await gql(ALICE, CREATE, { c: aliceQuote(phoneOnly) });
      expect(errorOf(refused.body)?.message).toBe(CHECKOUT_MESSAGES.partNotOrderable('100-0002'));
      await h.db.update(products).set({ planningCode: null }).where(eq(products.partNumber, '100-0002'));
    });

    it('payment: a saved card or a purchase order (only when enabled); neither is refused', async () => {
      const cartId = await cart(USERS.alice.id, [['100-0001', 1]]);
      const po = quoteOf(
        (await gql(ALICE, CREATE, { c: aliceQuote(cartId, { paymentMethodId: null, customerPo: 'PO-1' }) }))
          .body,
      );
      expect(po).toMatchObject({ customerPo: 'PO-1', paymentMethod: null });
      const neither = await gql(ALICE, CREATE, { c: aliceQuote(cartId, { paymentMethodId: null }) });
      expect(errorOf(neither.body)?.message).toBe(CHECKOUT_MESSAGES.paymentRequiredPo);
      // BRAVO does not pay by purchase order
      const bobCart = await cart(USERS.bob.id, [['100-0001', 1]]);
      const bob = {
        shoppingCartId: bobCart,
        shipToAddressId: ADDRESS.bravoMain,
        billToAddressId: ADDRESS.bravoMain,
      };
      expect(errorOf((await gql(BOB, CREATE, { c: { ...bob, customerPo: 'PO-2' } })).body)?.message).toBe(
        CHECKOUT_MESSAGES.poNotEnabled,
      );
      expect(errorOf((await gql(BOB, CREATE, { c: bob })).body)?.message).toBe(
        CHECKOUT_MESSAGES.paymentRequired,
      );
      // an expired or deleted card
      await h.db.insert(paymentMethods).values([
        {
          id: uuid(160),
          userId: USERS.alice.id,
          token: 'tok_old',
          brand: 'Visa',
          lastFour: '0001',
          expMonth: 1,
          expYear: 2020,
        },
        {
          id: uuid(161),
          userId: USERS.alice.id,
          token: 'tok_gone',
          brand: 'Visa',
          lastFour: '0002',
          expMonth: 1,
          expYear: 2099,
          deletedAt: new Date(),
        },
      ]);
      expect(
        errorOf((await gql(ALICE, CREATE, { c: aliceQuote(cartId, { paymentMethodId: uuid(160) }) })).body)
          ?.message,
      ).toBe(CHECKOUT_MESSAGES.cardExpired);
      expect(
        errorOf((await gql(ALICE, CREATE, { c: aliceQuote(cartId, { paymentMethodId: uuid(161) }) })).body)
          ?.message,
      ).toBe(CARD_MESSAGES.notFound);
      expect(
        errorOf((await gql(ALICE, CREATE, { c: aliceQuote(cartId, { paymentMethodId: uuid(999) }) })).body)
          ?.message,
      ).toBe(CARD_MESSAGES.notFound);
    });

    it('addresses must be the ordering organisation’s, ship-to shipping-enabled, bill-to billing-enabled', async () => {
      const cartId = await cart(USERS.alice.id, [['100-0001', 1]]);
      const billShipOnly = await gql(ALICE, CREATE, {
        c: aliceQuote(cartId, { billToAddressId: ADDRESS.alphaShipOnly }),
      });
      expect(errorOf(billShipOnly.body)?.message).toBe(CHECKOUT_MESSAGES.billToNotBilling);
      await h.db.update(addresses).set({ shippingEnabled: false }).where(eq(addresses.addressId, ALPHA_YARD));
      const shipNoShip = await gql(ALICE, CREATE, { c: aliceQuote(cartId, { shipToAddressId: ALPHA_YARD }) });
      expect(errorOf(shipNoShip.body)?.message).toBe(CHECKOUT_MESSAGES.shipToNotShipping);
      await h.db.update(addresses).set({ shippingEnabled: true }).where(eq(addresses.addressId, ALPHA_YARD));
      const ok = await gql(ALICE, CREATE, { c: aliceQuote(cartId, { shipToAddressId: ALPHA_YARD }) });
      expect(quoteOf(ok.body).shipToAddress).toEqual({ addressId: ALPHA_YARD });
      // another user's personal address in the same organisation, an unknown one
      expect(
        errorOf(
          (await gql(ALICE, CREATE, { c: aliceQuote(cartId, { shipToAddressId: AMY_PERSONAL_ADDRESS }) }))
            .body,
        )?.extensions?.code,
      ).toBe('FORBIDDEN');
      expect(
        errorOf((await gql(ALICE, CREATE, { c: aliceQuote(cartId, { shipToAddressId: 'A-NOPE' }) })).body)
          ?.message,
      ).toBe('The shipping address does not exist.');
      // a parent-holding user (viewing all) cannot ship the parent's order to a child's address
      const hollyCart = await cart(USERS.holly.id, [['100-0001', 1]]);
      const holly = await gql(HOLLY, CREATE, {
        c: {
          shoppingCartId: hollyCart,
          shipToAddressId: ADDRESS.child1Main,
          billToAddressId: ADDRESS.child1Main,
          customerPo: 'X',
        },
      });
      expect(errorOf(holly.body)?.message).toBe(CHECKOUT_MESSAGES.addressOtherOrganization);
    });

    it('the cart must be the caller’s active supply-store cart with items', async () => {
      const empty = await cart(USERS.alice.id, []);
      expect(errorOf((await gql(ALICE, CREATE, { c: aliceQuote(empty) })).body)?.message).toBe(
        CHECKOUT_MESSAGES.cartEmpty,
      );
      const training = await cart(USERS.alice.id, [['COURSE-1', 1]], 'training-store');
      expect(errorOf((await gql(ALICE, CREATE, { c: aliceQuote(training) })).body)?.message).toBe(
        CHECKOUT_MESSAGES.notSupplyCart,
      );
      const unknown = await gql(ALICE, CREATE, { c: aliceQuote(uuid(777)) });
      expect(errorOf(unknown.body)?.extensions).toMatchObject({
        code: 'NOT_FOUND',
        userFriendlyMessage: CHECKOUT_MESSAGES.cartNotFound,
      });
      const bobCart = await cart(USERS.bob.id, [['100-0001', 1]]);
      expect(errorOf((await gql(ALICE, CREATE, { c: aliceQuote(bobCart) })).body)?.extensions?.code).toBe(
        'FORBIDDEN',
      );
    });

    it('createQuote: bad input', async () => {
      const cartId = await cart(USERS.alice.id, [['100-0001', 1]]);
      const cases: [Record<string, unknown>, string][] = [
        [{ shoppingCartId: 'not-a-uuid' }, 'shoppingCartId is not a valid id.'],
        [{ shipToAddressId: 'a b' }, 'shipToAddressId is not a valid identifier.'],
        [{ paymentMethodId: 'x' }, 'paymentMethodId is not a valid id.'],
        [{ customerPo: 'P'.repeat(51) }, 'Purchase order number must be at most 50 characters.'],
        [{ customerPo: 'PO\n1' }, 'Purchase order number may contain only letters, digits and punctuation.'],
      ];
      for (const [extra, message] of cases) {
        const { body } = await gql(ALICE, CREATE, { c: aliceQuote(cartId, extra) });
        expect({ extra, message: errorOf(body)?.message }).toEqual({ extra, message });
      }
      expect((await gql(null, CREATE, { c: aliceQuote(cartId) })).status).toBe(401);
    });

    it('submitQuote: a changed cart, a superseded quote, another user’s quote, an unknown one', async () => {
      const cartId = await cart(USERS.alice.id, [['100-0001', 1]]);
      const first = quoteOf((await gql(ALICE, CREATE, { c: aliceQuote(cartId) })).body);
      const second = quoteOf((await gql(ALICE, CREATE, { c: aliceQuote(cartId) })).body);
      expect(errorOf((await gql(ALICE, SUBMIT, { q: first.quoteId })).body)?.message).toBe(
        ORDER_MESSAGES.expired,
      );
      await h.db
        .update(shoppingCartItems)
        .set({ quantity: 4 })
        .where(eq(shoppingCartItems.shoppingCartId, cartId));
      expect(errorOf((await gql(ALICE, SUBMIT, { q: second.quoteId })).body)?.message).toBe(
        ORDER_MESSAGES.cartChanged,
      );
      const bobCart = await cart(USERS.bob.id, [['100-0001', 1]]);
      const bobs = quoteOf(
        (
          await gql(BOB, CREATE, {
            c: {
              shoppingCartId: bobCart,
              shipToAddressId: ADDRESS.bravoMain,
              billToAddressId: ADDRESS.bravoMain,
              paymentMethodId: PAYMENT.bob,
            },
          })
        ).body,
      );
      expect(errorOf((await gql(ALICE, SUBMIT, { q: bobs.quoteId })).body)?.extensions?.code).toBe(
        'FORBIDDEN',
      );
      expect(errorOf((await gql(ALICE, SUBMIT, { q: uuid(888) })).body)?.extensions).toMatchObject({
        code: 'NOT_FOUND',
        userFriendlyMessage: ORDER_MESSAGES.quoteNotFound,
      });
      expect(errorOf((await gql(ALICE, SUBMIT, { q: 'nope' })).body)?.message).toBe(
        'quoteId is not a valid id.',
      );
    });

    describe('who may check out', () => {
      const deniedWith = async (user: TestUser, message: string, headers: Record<string, string> = {}) => {
        const cartId = await cart(user.id, [['100-0001', 1]]);
        const res = await gql(
          user,
          CREATE,
          { c: aliceQuote(cartId, { paymentMethodId: null, customerPo: 'PO-9' }) },
          headers,
        );
        expect(errorOf(res.body)?.extensions).toMatchObject({
          code: 'FORBIDDEN',
          userFriendlyMessage: message,
        });
        // the quote never existed: nothing to submit either
        const submit = await gql(user, SUBMIT, { q: uuid(889) }, headers);
        expect(errorOf(submit.body)?.extensions).toMatchObject({
          code: 'FORBIDDEN',
          userFriendlyMessage: message,
        });
      };

      it('refuses punchout users', async () => {
        await deniedWith(PAUL, CHECKOUT_MESSAGES.punchout);
      });
      it('refuses internal associates', async () => {
        await deniedWith(IVAN, CHECKOUT_MESSAGES.internalAssociate);
        await deniedWith(IVAN, CHECKOUT_MESSAGES.internalAssociate, {
          'x-selected-organization': ORG.child1,
        });
      });
      it('refuses a parent-holding user viewing a child company; viewing the parent is allowed', async () => {
        await deniedWith(HOLLY, CHECKOUT_MESSAGES.changeCompany, { 'x-selected-organization': ORG.child1 });
        await h.db.insert(addresses).values({
          addressId: 'A-HOLD-1',
          ebsAddressId: 'E-HOLD-1',
          accountId: ORG.holding,
          address1: '1 Holding Plaza',
          city: 'Toledo',
          state: 'OH',
          postalCode: '43604',
          country: 'US',
        });
        await h.db
          .update(organizations)
          .set({ isCustomerPurchaseOrderEnabled: true })
          .where(eq(organizations.accountId, ORG.holding));
        const cartId = await cart(USERS.holly.id, [['100-0001', 1]]);
        const ok = await gql(
          HOLLY,
          CREATE,
          {
            c: {
              shoppingCartId: cartId,
              shipToAddressId: 'A-HOLD-1',
              billToAddressId: 'A-HOLD-1',
              customerPo: 'H-1',
            },
          },
          { 'x-selected-organization': ORG.holding },
        );
        expect(ok.body.errors).toBeUndefined();
        // Ohio 5.75 % of 42.50
        expect(quoteOf(ok.body)).toMatchObject({ tax: 2.44, subtotal: 42.5 });
      });
      it('refuses buyers with B2B_Disallow_Order_Supply or without B2B_Order_Replacement_Parts', async () => {
        await deniedWith(FLEET_ONLY, CHECKOUT_MESSAGES.noOrderPrivilege);
        await deniedWith(NO_ORDER, CHECKOUT_MESSAGES.noOrderPrivilege);
      });
      it('refuses guests', async () => {
        const res = await h.graphql(null, CREATE, { c: aliceQuote(uuid(1)) });
        expect(res.statusCode).toBe(401);
        expect(res.body).toContain('only available to logged in users');
      });
      it('lets a personal user order without business privileges, tax-exempt customers pay no tax', async () => {
        await h.db.update(users).set({ taxExempt: true }).where(eq(users.id, PIA.id));
        const cartId = await cart(PIA.id, [['100-0001', 2]]);
        const created = await gql(PIA, CREATE, {
          c: {
            shoppingCartId: cartId,
            shipToAddressId: PIA_ADDRESS,
            billToAddressId: PIA_ADDRESS,
            paymentMethodId: uuid(131),
          },
        });
        expect(quoteOf(created.body)).toMatchObject({ subtotal: 85, tax: 0, freight: 11.95, total: 96.95 });
        const done = await gql(PIA, SUBMIT, { q: quoteOf(created.body).quoteId });
        expect(done.body.errors).toBeUndefined();
        const orderId = (done.body.data?.['submitQuote'] as { orderId: string }).orderId;
        // the personal user's history holds it; asking for another account is refused
        const mine = await history(PIA, {});
        expect(mine.status).toBe(200);
        expect(mine.body.content.map((o: { orderId: string }) => o.orderId)).toEqual([orderId]);
        expect((await history(PIA, { accountIds: [ORG.alpha] })).status).toBe(403);
      });
    });

    describe('order history endpoint', () => {
      it('needs B2B_View_Orders for business users and stays in scope', async () => {
        expect((await history({ ...USERS.alice, permissions: ['B2B_Dashboard'] })).status).toBe(403);
        expect((await history(ALICE, { accountIds: [ORG.bravo] })).status).toBe(403);
        expect((await history(ALICE, { accountId: ORG.bravo })).status).toBe(403);
        const res = await h.integration(null, { endpoint: ORDERS, body: {} });
        expect(res.statusCode).toBe(401);
      });

      it('a parent-holding user viewing all sees the children’s orders, one child when selected', async () => {
        await h.db.insert(orders).values([
          {
            orderId: 'SO-C1',
            orderNumber: 'C1',
            accountId: ORG.child1,
            status: 'SHIPPED',
            orderedAt: new Date('2024-03-01T10:00:00Z'),
            subtotal: 10,
            total: 10,
          },
          {
            orderId: 'SO-C2',
            orderNumber: 'C2',
            accountId: ORG.child2,
            status: 'CLOSED',
            orderedAt: new Date('2024-02-01T10:00:00Z'),
            subtotal: 20,
            total: 20,
          },
        ]);
        await h.db.insert(orderLines).values({
          orderId: 'SO-C1',
          lineNumber: 1,
          partNumber: '100-0001',
          description: 'Hydraulic Filter Element',
          quantity: 1,
          shippedQuantity: 1,
          unitPrice: 10,
          extendedPrice: 10,
          status: 'SHIPPED',
          promiseDate: '2024-03-04',
          shippedDate: '2024-03-03',
          carrier: 'UPS',
          trackingNumbers: ['1Z999'],
        });
        const all = await history(HOLLY, { sortOptions: [{ fieldName: 'orderedAt', direction: 'ASC' }] });
        expect(all.body.content.map((o: { orderId: string }) => o.orderId)).toEqual(['SO-C2', 'SO-C1']);
        expect(all.body.content[1].lines[0]).toMatchObject({
          status: 'SHIPPED',
          shippedDate: '2024-03-03',
          trackingNumbers: ['1Z999'],
        });
        const one = await history(HOLLY, {}, { 'x-selected-organization': ORG.child2 });
        expect(one.body).toMatchObject({
          totalRecords: 1,
          content: [{ orderId: 'SO-C2', lineCount: 0, shipTo: null }],
        });
        const paged = await history(HOLLY, {
          size: 1,
          page: 1,
          sortOptions: [{ fieldName: 'total', direction: 'DESC' }],
        });
        expect(paged.body).toMatchObject({ totalRecords: 2, content: [{ orderId: 'SO-C1' }] });
      });

      it('bad input', async () => {
        const cases: [Record<string, unknown>, string][] = [
          [{ size: 101 }, 'size must be at most 100.'],
          [{ page: -1 }, 'page starts at 0.'],
          [{ sortOptions: [{ fieldName: 'password' }] }, 'sortOptions.fieldName is not a sortable field.'],
          [
            { sortOptions: [{ fieldName: 'total', direction: 'UP' }] },
            'sortOptions.direction must be ASC or DESC.',
          ],
          [
            { filterOptions: [{ fieldName: 'userId', value: 'x' }] },
            'filterOptions.fieldName is not a filterable field.',
          ],
          [{ range: { start: 'yesterday-ish' } }, 'range.start must be a date (yyyy-mm-dd or ISO 8601).'],
          [{ accountIds: ['a b'] }, 'accountIds is not a valid identifier.'],
        ];
        for (const [body, message] of cases) {
          const res = await history(ALICE, body);
          expect({ body, status: res.status, message: res.body.userFriendlyMessage }).toEqual({
            body,
            status: 400,
            message,
          });
        }
      });
    });
  });
});
