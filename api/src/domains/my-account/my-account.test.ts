// My Account's own operations against the real schema: address autocomplete and editing (personal accounts only;
// business users' company addresses are read-only), deleting a saved card (deletedPaymentIds), account info (name,
// phone mask, subscribed), the e-mail change that applies only when the mailed link is followed, the password change
// the identity provider signs in with, list item quantities and moving list items to the cart; other users' and
// other organisations' ids are denied and change nothing.
import { and, eq } from 'drizzle-orm';
import { ACCESS_DENIED } from '../../errors/messages.js';
import { hashPassword, verifyPassword } from '../../db/passwords.js';
import {
  addresses,
  mailOutbox,
  orders,
  organizations,
  paymentMethods,
  userFavoriteAddresses,
  users,
} from '../../db/schema.js';
import { ADDRESS, createHarness, ORG, PAYMENT, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';

interface GqlBody<T> {
  data?: T;
  errors?: { message: string; extensions: { code: string; exceptionMessages: string[] } }[];
}

const PERSONAL_ORG = 'T-MYACC';
/** a personal (B2C) user who may change addresses */
const PAT: TestUser = {
  id: '00000000-0000-4000-8000-000000000061',
  authId: 'test|pat',
  email: 'pat@mailbox.example',
  accountId: PERSONAL_ORG,
  partyId: 'P-PAT',
  permissions: [],
};
const PAT_ADDRESS = 'A-MYACC-1';
const AUSTIN = {
  address1: '100 congress ave',
  city: 'austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US',
};

describe('My Account API', () => {
  let h: Harness;
  const gql = async <T = Record<string, unknown>>(
    user: TestUser,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GqlBody<T>> => (await h.graphql(user, query, variables)).json() as GqlBody<T>;
  const code = (body: GqlBody<unknown>) => body.errors?.[0]?.extensions.code;

  beforeAll(async () => {
    h = await createHarness();
    await h.db.insert(organizations).values({
      accountId: PERSONAL_ORG,
      accountNumber: 'NT-MYACC',
      partyId: 'PTY-T-MYACC',
      name: 'Pat Morgan',
      type: 'PERSONAL',
    });
    await h.db.insert(users).values({
      id: PAT.id,
      authId: PAT.authId,
      email: PAT.email,
      firstName: 'Pat',
      lastName: 'Morgan',
      status: 'REGISTERED',
      registrationType: 'B2C',
      isValidatedB2BUser: false,
      isAddressModificationAllowed: true,
      accountId: PERSONAL_ORG,
      partyId: PAT.partyId,
      passwordHash: await hashPassword('Portal!2345'),
    });
    await h.db.insert(addresses).values({
      addressId: PAT_ADDRESS,
      ebsAddressId: 'E-MYACC-1',
      accountId: PERSONAL_ORG,
      userId: PAT.id,
      addressName: 'Home',
      address1: '1 Old Road',
      city: 'Huntsville',
      state: 'AL',
      postalCode: '35806',
      country: 'US',
    });
  });
  afterAll(async () => {
    await h.close();
  });

  describe('address book', () => {
    const AUTO = `query($r: AddressSearchInput!) { addressAutocomplete(autocompleteRequest: $r) { addressId } }`;
    const UPDATE = `mutation($id: ID!, $a: NewAddressInput!) { updateAddress(addressId: $id, address: $a) {
      addressId address1 city state county addressName } }`;

    it('addressAutocomplete suggests the organisation’s addresses matching the query', async () => {
      const body = await gql<{ addressAutocomplete: { addressId: string }[] }>(USERS.alice, AUTO, {
        r: { query: ADDRESS.alphaShipOnly },
      });
      expect(body.errors).toBeUndefined();
      expect(body.data!.addressAutocomplete).toEqual([{ addressId: ADDRESS.alphaShipOnly }]);
      expect(code(await gql(USERS.alice, AUTO, { r: { query: 'Street', accountId: ORG.bravo } }))).toBe(
        'FORBIDDEN',
      );
      expect(code(await gql(USERS.alice, AUTO, { r: {} }))).toBe('BAD_USER_INPUT');
      expect(code(await gql(USERS.alice, AUTO, { r: { query: 'Street', size: 101 } }))).toBe(
        'BAD_USER_INPUT',
      );
    });

    it('a personal user edits their own address: validated, normalised, county looked up', async () => {
      const body = await gql<{ updateAddress: Record<string, string> }>(PAT, UPDATE, {
        id: PAT_ADDRESS,
        a: { ...AUSTIN, addressName: 'Office' },
      });
      expect(body.errors).toBeUndefined();
      expect(body.data!.updateAddress).toMatchObject({
        addressId: PAT_ADDRESS,
        address1: '100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        county: 'TRAVIS',
        addressName: 'Office',
      });
    });

    it('refuses an address that fails validation, and changes nothing', async () => {
      const body = await gql(PAT, UPDATE, { id: PAT_ADDRESS, a: { ...AUSTIN, postalCode: '99999' } });
      expect(code(body)).toBe('BAD_USER_INPUT');
      const [row] = await h.db.select().from(addresses).where(eq(addresses.addressId, PAT_ADDRESS));
      expect(row?.postalCode).toBe('78701');
    });

    it('a personal user deletes an address: gone from the book, defaults and favourites, kept for its order', async () => {
      const gone = 'A-MYACC-DEL';
      await h.db.insert(addresses).values({
        addressId: gone,
        ebsAddressId: 'E-MYACC-DEL',
        accountId: PERSONAL_ORG,
        userId: PAT.id,
        addressName: 'Cabin',
        address1: '9 Lake Road',
        city: 'Guntersville',
        state: 'AL',
        postalCode: '35976',
        country: 'US',
      });
      await h.db.update(users).set({ defaultShippingAddressId: gone }).where(eq(users.id, PAT.id));
      await h.db.insert(userFavoriteAddresses).values({ userId: PAT.id, addressId: gone });
      await h.db.insert(orders).values({
        orderId: 'SO-MYACC-DEL',
        orderNumber: 'MYACC-DEL',
        accountId: PERSONAL_ORG,
        status: 'SHIPPED',
        orderedAt: new Date('2026-03-02T15:00:00Z'),
        subtotal: 10,
        total: 10,
        shipToAddressId: gone,
      });
      const BOOK = `query { searchAddresses(request: {}) { addressId } }`;
      const book = async () =>
        (await gql<{ searchAddresses: { addressId: string }[] }>(PAT, BOOK)).data!.searchAddresses.map(
          (a) => a.addressId,
        );
      expect(await book()).toContain(gone);

      const DELETE = `mutation($id: ID!) { deleteAddress(addressId: $id) }`;
      const body = await gql<{ deleteAddress: boolean }>(PAT, DELETE, { id: gone });
      expect(body.errors).toBeUndefined();
      expect(body.data!.deleteAddress).toBe(true);
      expect(await book()).not.toContain(gone);
      expect(await book()).toContain(PAT_ADDRESS);
      const [pat] = await h.db.select().from(users).where(eq(users.id, PAT.id));
      expect(pat?.defaultShippingAddressId).toBeNull();
      expect(
        await h.db.select().from(userFavoriteAddresses).where(eq(userFavoriteAddresses.addressId, gone)),
      ).toEqual([]);
      const [order] = await h.db.select().from(orders).where(eq(orders.orderId, 'SO-MYACC-DEL'));
      expect(order?.shipToAddressId).toBe(gone);
      // once deleted it is no address of hers to use or delete again
      expect(await gql(PAT, DELETE, { id: gone })).toMatchObject({
        errors: [{ message: 'The address does not exist.', extensions: { code: 'BAD_USER_INPUT' } }],
      });
      // a business user's company address, another organisation's address: denied, nothing deleted
      expect(code(await gql(USERS.alice, DELETE, { id: ADDRESS.alphaMain }))).toBe('FORBIDDEN');
      expect(code(await gql(PAT, DELETE, { id: ADDRESS.bravoMain }))).toBe('FORBIDDEN');
      const kept = await h.db
        .select({ deletedAt: addresses.deletedAt })
        .from(addresses)
        .where(eq(addresses.addressId, ADDRESS.alphaMain));
      expect(kept).toEqual([{ deletedAt: null }]);
    });

    it('business users may read but not modify company addresses; other organisations’ addresses are denied', async () => {
      const own = await gql(USERS.alice, UPDATE, { id: ADDRESS.alphaMain, a: AUSTIN });
      expect(code(own)).toBe('FORBIDDEN');
      expect(code(await gql(PAT, UPDATE, { id: ADDRESS.bravoMain, a: AUSTIN }))).toBe('FORBIDDEN');
      const [row] = await h.db.select().from(addresses).where(eq(addresses.addressId, ADDRESS.alphaMain));
      expect(row?.address1).toBe(`1 ${ADDRESS.alphaMain} Street`);
    });
  });

  describe('payment methods', () => {
    const DELETE = 'mutation($id: ID!) { deletePaymentMethod(paymentMethodId: $id) { id isDefault } }';

    it('deletes the caller’s card: recorded in deletedPaymentIds, gone from the list, the default moves on', async () => {
      const [second] = await h.db
        .insert(paymentMethods)
        .values({ userId: USERS.alice.id, token: 'tok_alice_2', brand: 'MASTERCARD', lastFour: '4444' })
        .returning();
      await h.db.update(users).set({ defaultPaymentId: PAYMENT.alice }).where(eq(users.id, USERS.alice.id));
      const body = await gql<{ deletePaymentMethod: { id: string; isDefault: boolean }[] }>(
        USERS.alice,
        DELETE,
        {
          id: PAYMENT.alice,
        },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data!.deletePaymentMethod).toEqual([{ id: second!.id, isDefault: true }]);
      const [alice] = await h.db.select().from(users).where(eq(users.id, USERS.alice.id));
      expect(alice?.deletedPaymentIds).toContain(PAYMENT.alice);
      expect(code(await gql(USERS.alice, DELETE, { id: PAYMENT.alice }))).toBe('BAD_USER_INPUT');
    });

    it('another user’s card is denied and stays', async () => {
      expect(code(await gql(USERS.alice, DELETE, { id: PAYMENT.bob }))).toBe('FORBIDDEN');
      const [card] = await h.db.select().from(paymentMethods).where(eq(paymentMethods.id, PAYMENT.bob));
      expect(card?.deletedAt).toBeNull();
      expect(code(await gql(USERS.alice, DELETE, { id: 'not-a-uuid' }))).toBe('BAD_USER_INPUT');
    });
  });

  describe('account info', () => {
    const INFO = `mutation($i: AccountInfoInput!) { updateAccountInfo(input: $i) { firstName lastName subscribed } }`;

    it('updates name, phone (stored with the mask) and the subscribed flag', async () => {
      const body = await gql<{ updateAccountInfo: Record<string, unknown> }>(PAT, INFO, {
        i: { firstName: ' Patricia ', lastName: 'Morgan', phoneNumber: '555-123-4567', subscribed: true },
      });
      expect(body.errors).toBeUndefined();
      expect(body.data!.updateAccountInfo).toEqual({
        firstName: 'Patricia',
        lastName: 'Morgan',
        subscribed: true,
      });
      const [row] = await h.db.select().from(users).where(eq(users.id, PAT.id));
      expect(row?.phoneNumber).toBe('(555) 123-4567');
      // the profile gives it back for the form
      const profile = await gql<{ getDetailedProfile: { phoneNumber: string | null } }>(
        PAT,
        `{ getDetailedProfile { phoneNumber } }`,
      );
      expect(profile.data!.getDetailedProfile.phoneNumber).toBe('(555) 123-4567');
    });

    it.each([
      [{ firstName: '', lastName: 'Morgan' }, 'First name is required.'],
      [
        { firstName: 'Pat', lastName: 'Morgan', phoneNumber: '12345' },
        'Phone number must be a 10-digit number.',
      ],
      [{ firstName: 'Pat', lastName: 'Morgan', subscribed: 'yes' }, undefined],
    ])('refuses %j and changes nothing', async (input, message) => {
      const body = await gql(PAT, INFO, { i: input });
      expect(body.errors).toBeDefined();
      if (message) expect(body.errors![0]!.message).toBe(message);
      const [row] = await h.db.select().from(users).where(eq(users.id, PAT.id));
      expect(row?.firstName).toBe('Patricia');
    });

    it('changes the e-mail only when the link mailed to the new address is followed', async () => {
      const REQUEST = 'mutation($e: String!) { requestEmailChange(newEmail: $e) }';
      expect(code(await gql(PAT, REQUEST, { e: USERS.alice.email }))).toBe('CONFLICT');
      expect(code(await gql(PAT, REQUEST, { e: 'nope' }))).toBe('BAD_USER_INPUT');
      expect((await gql(PAT, REQUEST, { e: 'pat.new@mailbox.example' })).data).toEqual({
        requestEmailChange: true,
      });
      const [before] = await h.db.select().from(users).where(eq(users.id, PAT.id));
      expect(before?.email).toBe(PAT.email);
      const [mail] = await h.db
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.to, 'pat.new@mailbox.example'),
            eq(mailOutbox.template, 'EmailChangeVerificationEmail'),
          ),
        );
      const link = /https?:\/\/[^\s]+\/api\/my-account\/email-change\?token=[\w-]+/.exec(mail!.text)![0];
      const path = new URL(link).pathname + new URL(link).search;
      const followed = await h.app.inject({ method: 'GET', url: path });
      expect(followed.statusCode).toBe(302);
      expect(followed.headers.location).toBe('/pages/my-account/editAccountInfo?emailChange=confirmed');
      const [after] = await h.db.select().from(users).where(eq(users.id, PAT.id));
      expect(after?.email).toBe('pat.new@mailbox.example');
      const again = await h.app.inject({ method: 'GET', url: path });
      expect(again.headers.location).toBe('/pages/my-account/editAccountInfo?emailChange=expired');
      await h.db.update(users).set({ email: PAT.email }).where(eq(users.id, PAT.id));
    });

    it('changes the password when the current one is right and the new one follows the rules', async () => {
      const CHANGE =
        'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }';
      expect(code(await gql(PAT, CHANGE, { c: 'wrong', n: 'Better!2345' }))).toBe('BAD_USER_INPUT');
      const weak = await gql(PAT, CHANGE, { c: 'Portal!2345', n: 'short' });
      expect(weak.errors?.[0]?.message).toBe('Password must match ruleset below');
      expect((await gql(PAT, CHANGE, { c: 'Portal!2345', n: 'Better!2345' })).data).toEqual({
        changePassword: true,
      });
      const [row] = await h.db.select().from(users).where(eq(users.id, PAT.id));
      expect(await verifyPassword('Better!2345', row?.passwordHash)).toBe(true);
      expect(await verifyPassword('Portal!2345', row?.passwordHash)).toBe(false);
    });
  });

  describe('shopping lists', () => {
    const CREATE = 'mutation($n: String!) { createShoppingList(name: $n) { shoppingListId } }';
    const ADD = `mutation($l: ID!) { addOrUpdateItemsInShoppingList(shoppingListId: $l,
      items: [{ productId: "100-0001", quantityDesired: 2 }, { productId: "100-0002", quantityDesired: 1 }]) {
      items { shoppingListItemId itemId quantity } } }`;
    const QTY = `mutation($i: ID!, $q: Int!) { updateShoppingListItem(shoppingListItemId: $i, quantity: $q) {
      items { itemId quantity } } }`;
    const MOVE = `mutation($l: ID!, $i: [ID!]) { moveShoppingListItemsToCart(shoppingListId: $l, shoppingListItemIds: $i) {
      cart { items { itemId quantity } } list { items { itemId } } } }`;

    async function listFor(user: TestUser) {
      const created = await gql<{ createShoppingList: { shoppingListId: string } }>(user, CREATE, {
        n: `List ${crypto.randomUUID()}`,
      });
      const listId = created.data!.createShoppingList.shoppingListId;
      const added = await gql<{
        addOrUpdateItemsInShoppingList: { items: { shoppingListItemId: string; itemId: string }[] };
      }>(user, ADD, { l: listId });
      return { listId, items: added.data!.addOrUpdateItemsInShoppingList.items };
    }

    it('edits an item’s quantity; 0 and another user’s item are refused', async () => {
      const { items } = await listFor(USERS.alice);
      const filter = items.find((i) => i.itemId === '100-0001')!;
      const body = await gql<{ updateShoppingListItem: { items: { itemId: string; quantity: number }[] } }>(
        USERS.alice,
        QTY,
        { i: filter.shoppingListItemId, q: 7 },
      );
      expect(body.data!.updateShoppingListItem.items).toContainEqual({ itemId: '100-0001', quantity: 7 });
      expect(code(await gql(USERS.alice, QTY, { i: filter.shoppingListItemId, q: 0 }))).toBe(
        'BAD_USER_INPUT',
      );
      expect(code(await gql(USERS.bob, QTY, { i: filter.shoppingListItemId, q: 3 }))).toBe('FORBIDDEN');
    });

    it('moves one item, then all the rest, into the cart and off the list', async () => {
      const { listId, items } = await listFor(USERS.alice);
      const filter = items.find((i) => i.itemId === '100-0001')!;
      const one = await gql<{
        moveShoppingListItemsToCart: {
          cart: { items: { itemId: string; quantity: number }[] };
          list: { items: unknown[] };
        };
      }>(USERS.alice, MOVE, { l: listId, i: [filter.shoppingListItemId] });
      expect(one.errors).toBeUndefined();
      expect(one.data!.moveShoppingListItemsToCart.cart.items).toContainEqual({
        itemId: '100-0001',
        quantity: 2,
      });
      expect(one.data!.moveShoppingListItemsToCart.list.items).toHaveLength(1);
      const rest = await gql<{
        moveShoppingListItemsToCart: { cart: { items: { itemId: string }[] }; list: { items: unknown[] } };
      }>(USERS.alice, MOVE, { l: listId });
      expect(rest.errors).toBeUndefined();
      expect(rest.data!.moveShoppingListItemsToCart.list.items).toEqual([]);
      expect(rest.data!.moveShoppingListItemsToCart.cart.items.map((i) => i.itemId)).toContain('100-0002');
    });

    it('another user’s list is denied and keeps its items', async () => {
      const { listId } = await listFor(USERS.bob);
      expect(code(await gql(USERS.alice, MOVE, { l: listId }))).toBe('FORBIDDEN');
      const still = await gql<{ shoppingList: { items: unknown[] } }>(
        USERS.bob,
        'query($l: ID!) { shoppingList(shoppingListId: $l) { items { itemId } } }',
        { l: listId },
      );
      expect(still.data!.shoppingList.items).toHaveLength(2);
    });
  });

  // spec 8: an id that is not the caller's gives the standard denial (code, message, exceptionMessages) even inside
  // the caller's own organisation (amy and alice are both ALPHA) or between two personal accounts; nothing changes.
  describe('another user’s ids', () => {
    const SAM: TestUser = {
      id: '00000000-0000-4000-8000-000000000062',
      authId: 'test|sam',
      email: 'sam@mailbox.example',
      accountId: 'T-MYACC-2',
      partyId: 'P-SAM',
      permissions: [],
    };
    const expectDenied = (body: GqlBody<unknown>) =>
      expect(body.errors?.[0]).toMatchObject({
        message: ACCESS_DENIED,
        extensions: { code: 'FORBIDDEN', exceptionMessages: [ACCESS_DENIED] },
      });

    beforeAll(async () => {
      await h.db.insert(organizations).values({
        accountId: SAM.accountId,
        accountNumber: 'NT-MYACC-2',
        partyId: 'PTY-T-MYACC-2',
        name: 'Sam Rivera',
        type: 'PERSONAL',
      });
      await h.db.insert(users).values({
        id: SAM.id,
        authId: SAM.authId,
        email: SAM.email,
        firstName: 'Sam',
        lastName: 'Rivera',
        status: 'REGISTERED',
        registrationType: 'B2C',
        isValidatedB2BUser: false,
        isAddressModificationAllowed: true,
        accountId: SAM.accountId,
        partyId: SAM.partyId,
      });
    });

    it('another personal user’s address can be neither edited nor suggested; it stays as it was', async () => {
      const [before] = await h.db.select().from(addresses).where(eq(addresses.addressId, PAT_ADDRESS));
      expectDenied(
        await gql(
          SAM,
          `mutation($id: ID!, $a: NewAddressInput!) { updateAddress(addressId: $id, address: $a) { addressId } }`,
          { id: PAT_ADDRESS, a: { ...AUSTIN, address1: '200 congress ave', addressName: 'Mine now' } },
        ),
      );
      const [after] = await h.db.select().from(addresses).where(eq(addresses.addressId, PAT_ADDRESS));
      expect(after).toEqual(before);
      const suggested = await gql<{ addressAutocomplete: { addressId: string }[] }>(
        SAM,
        `query($r: AddressSearchInput!) { addressAutocomplete(autocompleteRequest: $r) { addressId } }`,
        { r: { query: before!.address1 } },
      );
      expect(suggested.data?.addressAutocomplete.map((a) => a.addressId) ?? []).not.toContain(PAT_ADDRESS);
    });

    it('a colleague’s card cannot be deleted and stays', async () => {
      const [card] = await h.db
        .insert(paymentMethods)
        .values({ userId: USERS.alice.id, token: 'tok_alice_3', brand: 'VISA', lastFour: '1881' })
        .returning();
      expectDenied(
        await gql(USERS.amy, 'mutation($id: ID!) { deletePaymentMethod(paymentMethodId: $id) { id } }', {
          id: card!.id,
        }),
      );
      const [still] = await h.db.select().from(paymentMethods).where(eq(paymentMethods.id, card!.id));
      expect(still?.deletedAt).toBeNull();
      const [alice] = await h.db.select().from(users).where(eq(users.id, USERS.alice.id));
      expect(alice?.deletedPaymentIds ?? []).not.toContain(card!.id);
    });

    it('a colleague’s list can be neither renamed, emptied into a cart nor deleted; it keeps its name and items', async () => {
      const name = `Alice ${crypto.randomUUID()}`;
      const created = await gql<{ createShoppingList: { shoppingListId: string } }>(
        USERS.alice,
        'mutation($n: String!) { createShoppingList(name: $n) { shoppingListId } }',
        { n: name },
      );
      const listId = created.data!.createShoppingList.shoppingListId;
      await gql(
        USERS.alice,
        `mutation($l: ID!) { addOrUpdateItemsInShoppingList(shoppingListId: $l,
          items: [{ productId: "100-0001", quantityDesired: 2 }]) { shoppingListId } }`,
        { l: listId },
      );
      expectDenied(
        await gql(
          USERS.amy,
          'mutation($l: ID!) { updateShoppingList(shoppingListId: $l, name: "Taken") { shoppingListId } }',
          { l: listId },
        ),
      );
      expectDenied(
        await gql(
          USERS.amy,
          'mutation($l: ID!) { moveShoppingListItemsToCart(shoppingListId: $l) { list { shoppingListId } } }',
          { l: listId },
        ),
      );
      expect(
        code(
          await gql(
            USERS.amy,
            'mutation($l: ID!) { deleteShoppingList(shoppingListId: $l) { __typename } }',
            { l: listId },
          ),
        ),
      ).toBe('FORBIDDEN');
      const after = await gql<{
        shoppingList: { name: string; items: { itemId: string; quantity: number }[] };
      }>(
        USERS.alice,
        'query($l: ID!) { shoppingList(shoppingListId: $l) { name items { itemId quantity } } }',
        { l: listId },
      );
      expect(after.data!.shoppingList).toEqual({ name, items: [{ itemId: '100-0001', quantity: 2 }] });
    });
  });
});
