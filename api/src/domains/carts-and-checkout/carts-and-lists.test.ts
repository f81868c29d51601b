// Server carts and shopping lists on POST /api/graphql against the real schema: one ACTIVE cart per user and
// application, absolute quantities, part and course checks, prices at the caller's locale, lists with their name
// rules, and other users' cart, list and list-item ids denied.
import { eq } from 'drizzle-orm';
import { courses, products, shoppingCarts } from '../../db/schema.js';
import { createHarness, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { COURSE_SEAT_MESSAGES } from '@portal/rules/validation';

const CART_FIELDS = `shoppingCartId userId application itemCount subtotal currency
  items { shoppingCartItemId shoppingCartId itemId quantity unitSerial
    item { partNumber productDisplayName displayPrice displayTotal quantity currency orderable showOnline } }`;
const GET_CART = `query($a: String!) { getCartByApplication(application: $a) { ${CART_FIELDS} } }`;
const CREATE_CART = `mutation($a: String!) { createShoppingCart(application: $a) { ${CART_FIELDS} } }`;
const UPDATE_CART = `mutation($id: ID!, $items: [CartItemInput!]!) {
  addOrUpdateItemsInShoppingCart(shoppingCartId: $id, items: $items) { ${CART_FIELDS} } }`;

const LIST_FIELDS = `shoppingListId userId name
  items { shoppingListItemId shoppingListId itemId quantity item { partNumber displayPrice currency } }`;
const LISTS = `query($page: Int, $size: Int) { shoppingLists(page: $page, size: $size) {
  totalRecords page size lists { ${LIST_FIELDS} } } }`;
const LIST = `query($id: ID!) { shoppingList(shoppingListId: $id) { ${LIST_FIELDS} } }`;
const CREATE_LIST = `mutation($name: String!) { createShoppingList(name: $name) { ${LIST_FIELDS} } }`;
const RENAME_LIST = `mutation($id: ID!, $name: String!) { updateShoppingList(shoppingListId: $id, name: $name) { ${LIST_FIELDS} } }`;
const DELETE_LIST = `mutation($id: ID!) { deleteShoppingList(shoppingListId: $id) { error lists { shoppingListId name } } }`;
const ADD_TO_LIST = `mutation($id: ID!, $items: [ShoppingListItemInput!]!) {
  addOrUpdateItemsInShoppingList(shoppingListId: $id, items: $items) { ${LIST_FIELDS} } }`;
const REMOVE_FROM_LISTS = `mutation($ids: [ID!]!) { removeItemsFromShoppingLists(shoppingListItemIds: $ids) { ${LIST_FIELDS} } }`;

interface GqlError {
  message: string;
  extensions: { code: string; exceptionMessages: string[]; userFriendlyMessage?: string; uuid: string };
}
interface GqlBody<T> {
  data?: T;
  errors?: GqlError[];
}

describe('server carts and shopping lists', () => {
  let h: Harness;
  const gql = async <T = Record<string, unknown>>(
    user: TestUser | null,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GqlBody<T>> => (await h.graphql(user, query, variables)).json() as GqlBody<T>;

  beforeAll(async () => {
    h = await createHarness();
    await h.db.insert(courses).values([
      {
        courseId: 'course-0001',
        externalCourseId: 'LMS-1',
        title: 'Boom Safety',
        priceUsd: 195,
        priceCad: 267.15,
      },
      {
        courseId: 'course-0002',
        externalCourseId: 'LMS-2',
        title: 'Retired Course',
        priceUsd: 49,
        active: false,
      },
    ]);
  });
  afterAll(async () => {
    await h.close();
  });

  describe('carts', () => {
    let aliceCart: string;

    it('getCartByApplication: null before the first cart; createShoppingCart makes one ACTIVE cart (idempotent)', async () => {
      expect((await gql(USERS.alice, GET_CART, { a: 'supply-store' })).data).toEqual({
        getCartByApplication: null,
      });
      const created = await gql<{ createShoppingCart: { shoppingCartId: string } }>(
        USERS.alice,
        CREATE_CART,
        {
          a: 'supply-store',
        },
      );
      expect(created.errors).toBeUndefined();
      expect(created.data!.createShoppingCart).toEqual({
        shoppingCartId: expect.any(String),
        userId: USERS.alice.id,
        application: 'supply-store',
        itemCount: 0,
        subtotal: 0,
        currency: 'USD',
        items: [],
      });
      aliceCart = created.data!.createShoppingCart.shoppingCartId;
      const again = await gql<{ createShoppingCart: { shoppingCartId: string } }>(USERS.alice, CREATE_CART, {
        a: 'supply-store',
      });
      expect(again.data!.createShoppingCart.shoppingCartId).toBe(aliceCart);
      const fetched = await gql<{ getCartByApplication: { shoppingCartId: string } }>(USERS.alice, GET_CART, {
        a: 'supply-store',
      });
      expect(fetched.data!.getCartByApplication.shoppingCartId).toBe(aliceCart);
      const rows = await h.db.select().from(shoppingCarts).where(eq(shoppingCarts.userId, USERS.alice.id));
      expect(rows).toHaveLength(1);
    });

    it('an application other than supply-store or training-store is a clear validation error', async () => {
      for (const query of [GET_CART, CREATE_CART]) {
        const body = await gql(USERS.alice, query, { a: 'hardware-store' });
        expect(body.errors?.[0]?.message).toBe("Application must be 'supply-store' or 'training-store'.");
        expect(body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
      }
      const wrongType = await h.graphql(USERS.alice, GET_CART, { a: 7 });
      // a variable of the wrong type is a request error (400) from GraphQL itself
      expect(wrongType.statusCode).toBe(400);
      expect((wrongType.json() as GqlBody<unknown>).errors?.[0]?.message).toMatch(/String cannot represent/);
    });

    it('guests have no server cart: a token is required', async () => {
      const res = await h.graphql(null, GET_CART, { a: 'supply-store' });
      expect(res.statusCode).toBe(401);
    });

    it('addOrUpdateItemsInShoppingCart: absolute quantities, part numbers as typed, count and subtotal', async () => {
      const body = await gql<{ addOrUpdateItemsInShoppingCart: Record<string, unknown> }>(
        USERS.alice,
        UPDATE_CART,
        {
          id: aliceCart,
          items: [
            { itemId: '1000001', quantity: 2, unitSerial: 'SN-A1' },
            { itemId: '100-0002', quantity: 3 },
          ],
        },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data!.addOrUpdateItemsInShoppingCart).toMatchObject({
        itemCount: 5,
        subtotal: 114.97, // 2 × 42.50 + 3 × 9.99
        currency: 'USD',
        items: [
          {
            itemId: '100-0001',
            quantity: 2,
            unitSerial: 'SN-A1',
            item: {
              partNumber: '100-0001',
              displayPrice: 42.5,
              displayTotal: 85,
              quantity: 2,
              currency: 'USD',
            },
          },
          {
            itemId: '100-0002',
            quantity: 3,
            unitSerial: null,
            item: { displayPrice: 9.99, displayTotal: 29.97 },
          },
        ],
      });
      // the quantity sent replaces the one in the cart; 0 removes the line
      const next = await gql<{ addOrUpdateItemsInShoppingCart: Record<string, unknown> }>(
        USERS.alice,
        UPDATE_CART,
        {
          id: aliceCart,
          items: [
            { itemId: '100-0001', quantity: 1 },
            { itemId: '100-0002', quantity: 0 },
          ],
        },
      );
      expect(next.data!.addOrUpdateItemsInShoppingCart).toMatchObject({
        itemCount: 1,
        subtotal: 42.5,
        items: [{ itemId: '100-0001', quantity: 1, unitSerial: null }],
      });
      const negative = await gql<{ addOrUpdateItemsInShoppingCart: { items: unknown[] } }>(
        USERS.alice,
        UPDATE_CART,
        { id: aliceCart, items: [{ itemId: '100-0001', quantity: -4 }] },
      );
      expect(negative.data!.addOrUpdateItemsInShoppingCart.items).toEqual([]);
    });

    it('refuses unknown, hidden and not-orderable parts, naming each; nothing changes', async () => {
      await h.db
        .update(products)
        .set({ planningCode: 'CALL-FOR-QUOTE' })
        .where(eq(products.partNumber, '100-0002'));
      try {
        const body = await gql(USERS.alice, UPDATE_CART, {
          id: aliceCart,
          items: [
            { itemId: '100-0001', quantity: 1 },
            { itemId: '999-9999', quantity: 1 },
            { itemId: '100-0003', quantity: 1 },
            { itemId: '100-0002', quantity: 1 },
          ],
        });
        expect(body.errors?.[0]?.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          userFriendlyMessage: 'Part 999-9999 does not exist.',
          exceptionMessages: [
            'Part 999-9999 does not exist.',
            'Part 100-0003 is not available online.',
            'Part 100-0002 cannot be ordered online.',
          ],
        });
        const cart = await gql<{ getCartByApplication: { items: unknown[] } }>(USERS.alice, GET_CART, {
          a: 'supply-store',
        });
        expect(cart.data!.getCartByApplication.items).toEqual([]);
        // removing a line is allowed whatever the part has become
        const removal = await gql(USERS.alice, UPDATE_CART, {
          id: aliceCart,
          items: [{ itemId: '100-0002', quantity: 0 }],
        });
        expect(removal.errors).toBeUndefined();
      } finally {
        await h.db.update(products).set({ planningCode: null }).where(eq(products.partNumber, '100-0002'));
      }
    });

    it('validates quantities, item ids, the cart id and the number of items', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [
          { id: aliceCart, items: [{ itemId: '100-0001', quantity: 10000 }] },
          'Quantity must be at most 9999.',
        ],
        [{ id: aliceCart, items: [{ itemId: '', quantity: 1 }] }, 'Item id is required.'],
        [
          { id: aliceCart, items: [{ itemId: 'x'.repeat(41), quantity: 1 }] },
          'Item id must be at most 40 characters.',
        ],
        [
          { id: aliceCart, items: [{ itemId: '<script>', quantity: 1 }] },
          'Item id contains invalid characters.',
        ],
        [{ id: aliceCart, items: [] }, 'At least one item is required.'],
        [
          { id: aliceCart, items: Array.from({ length: 101 }, () => ({ itemId: '100-0001', quantity: 1 })) },
          'At most 100 items can be changed at once.',
        ],
        [
          { id: 'not-a-uuid', items: [{ itemId: '100-0001', quantity: 1 }] },
          'Shopping cart id is not a valid id.',
        ],
        [
          { id: aliceCart, items: [{ itemId: '100-0001', quantity: 1, unitSerial: 'S'.repeat(41) }] },
          'Unit serial must be at most 40 characters.',
        ],
      ];
      for (const [variables, message] of cases) {
        const body = await gql(USERS.alice, UPDATE_CART, variables);
        expect({
          variables: JSON.stringify(variables).slice(0, 80),
          message: body.errors?.[0]?.message,
        }).toEqual({
          variables: JSON.stringify(variables).slice(0, 80),
          message,
        });
      }
      const typeError = await gql(USERS.alice, UPDATE_CART, {
        id: aliceCart,
        items: [{ itemId: '100-0001', quantity: 'two' }],
      });
      expect(typeError.errors?.[0]?.message).toMatch(/Int cannot represent/);
      const unknownCart = await gql(USERS.alice, UPDATE_CART, {
        id: '00000000-0000-4000-8000-00000000ffff',
        items: [{ itemId: '100-0001', quantity: 1 }],
      });
      expect(unknownCart.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    });

    it('another user’s cart id is denied with the standard error and the cart is untouched', async () => {
      const bobCart = await gql<{ createShoppingCart: { shoppingCartId: string } }>(USERS.bob, CREATE_CART, {
        a: 'supply-store',
      });
      const id = bobCart.data!.createShoppingCart.shoppingCartId;
      await gql(USERS.bob, UPDATE_CART, { id, items: [{ itemId: '100-0001', quantity: 1 }] });
      const body = await gql(USERS.alice, UPDATE_CART, { id, items: [{ itemId: '100-0001', quantity: 50 }] });
      expect(body.data).toBeNull();
      expect(body.errors?.[0]).toMatchObject({
        message: 'You do not have access to this resource.',
        extensions: {
          code: 'FORBIDDEN',
          exceptionMessages: ['You do not have access to this resource.'],
          userFriendlyMessage: 'You do not have access to this resource.',
          uuid: expect.any(String),
        },
      });
      const bob = await gql<{ getCartByApplication: { items: { quantity: number }[] } }>(
        USERS.bob,
        GET_CART,
        {
          a: 'supply-store',
        },
      );
      expect(bob.data!.getCartByApplication.items.map((i) => i.quantity)).toEqual([1]);
    });

    it('prices at the caller’s locale: a Canadian sees CAD and an unpriced line counts but adds nothing', async () => {
      const bob = await gql<{ getCartByApplication: { shoppingCartId: string } }>(USERS.bob, GET_CART, {
        a: 'supply-store',
      });
      const body = await gql<{ addOrUpdateItemsInShoppingCart: Record<string, unknown> }>(
        USERS.bob,
        UPDATE_CART,
        {
          id: bob.data!.getCartByApplication.shoppingCartId,
          items: [
            { itemId: '100-0001', quantity: 2 },
            { itemId: '100-0002', quantity: 1 }, // no Canadian price
          ],
        },
      );
      expect(body.data!.addOrUpdateItemsInShoppingCart).toMatchObject({
        currency: 'CAD',
        itemCount: 3,
        subtotal: 114.5,
        items: [
          { itemId: '100-0001', item: { displayPrice: 57.25, displayTotal: 114.5, currency: 'CAD' } },
          { itemId: '100-0002', item: { displayPrice: null, displayTotal: null } },
        ],
      });
    });

    it('training-store carts hold courses: unknown or retired courses are refused, prices come from the course', async () => {
      const cart = await gql<{ createShoppingCart: { shoppingCartId: string; application: string } }>(
        USERS.alice,
        CREATE_CART,
        { a: 'training-store' },
      );
      const id = cart.data!.createShoppingCart.shoppingCartId;
      expect(cart.data!.createShoppingCart.application).toBe('training-store');
      const supply = await gql<{ getCartByApplication: { shoppingCartId: string } }>(USERS.alice, GET_CART, {
        a: 'supply-store',
      });
      expect(id).not.toBe(supply.data!.getCartByApplication.shoppingCartId);
      const bad = await gql(USERS.alice, UPDATE_CART, {
        id,
        items: [
          { itemId: 'course-9999', quantity: 1 },
          { itemId: 'course-0002', quantity: 1 },
          { itemId: '100-0001', quantity: 1 },
        ],
      });
      expect(bad.errors?.[0]?.extensions.exceptionMessages).toEqual([
        'Course course-9999 does not exist.',
        'Course course-0002 does not exist.',
        'Course 100-0001 does not exist.',
      ]);
      // the seats checkout accepts, with checkout's own message
      const tooMany = await gql(USERS.alice, UPDATE_CART, {
        id,
        items: [{ itemId: 'course-0001', quantity: 1000 }],
      });
      expect(tooMany.errors?.[0]?.message).toBe(COURSE_SEAT_MESSAGES.tooMany);
      expect(tooMany.errors?.[0]?.extensions.exceptionMessages).toEqual([
        'A course can be ordered for at most 999 seats.',
      ]);
      const ok = await gql<{ addOrUpdateItemsInShoppingCart: Record<string, unknown> }>(
        USERS.alice,
        UPDATE_CART,
        {
          id,
          items: [{ itemId: 'course-0001', quantity: 2 }],
        },
      );
      expect(ok.data!.addOrUpdateItemsInShoppingCart).toMatchObject({
        itemCount: 2,
        subtotal: 390,
        items: [{ itemId: 'course-0001', quantity: 2, item: null }],
      });
    });

    it('a cart that has been ordered cannot change any more', async () => {
      const cart = await gql<{ createShoppingCart: { shoppingCartId: string } }>(USERS.amy, CREATE_CART, {
        a: 'supply-store',
      });
      const id = cart.data!.createShoppingCart.shoppingCartId;
      await h.db.update(shoppingCarts).set({ status: 'ORDERED' }).where(eq(shoppingCarts.shoppingCartId, id));
      const body = await gql(USERS.amy, UPDATE_CART, { id, items: [{ itemId: '100-0001', quantity: 1 }] });
      expect(body.errors?.[0]?.message).toBe('This cart has already been ordered or closed.');
      // and the next createShoppingCart starts a new one
      const fresh = await gql<{ createShoppingCart: { shoppingCartId: string } }>(USERS.amy, CREATE_CART, {
        a: 'supply-store',
      });
      expect(fresh.data!.createShoppingCart.shoppingCartId).not.toBe(id);
    });
  });

  describe('shopping lists', () => {
    let tools: string;
    let spares: string;

    it('createShoppingList: trims the name; empty, too long or taken (any case) names are refused', async () => {
      const created = await gql<{ createShoppingList: { shoppingListId: string } }>(
        USERS.alice,
        CREATE_LIST,
        {
          name: '  Truck 12 tools ',
        },
      );
      expect(created.data!.createShoppingList).toEqual({
        shoppingListId: expect.any(String),
        userId: USERS.alice.id,
        name: 'Truck 12 tools',
        items: [],
      });
      tools = created.data!.createShoppingList.shoppingListId;
      const required = await gql(USERS.alice, CREATE_LIST, { name: '   ' });
      expect(required.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        userFriendlyMessage: 'Name is required.',
      });
      const long = await gql(USERS.alice, CREATE_LIST, { name: 'n'.repeat(101) });
      expect(long.errors?.[0]?.message).toBe('Name must be at most 100 characters.');
      expect((await gql(USERS.alice, CREATE_LIST, { name: 'n'.repeat(100) })).errors).toBeUndefined();
      const taken = await gql(USERS.alice, CREATE_LIST, { name: 'TRUCK 12 TOOLS' });
      expect(taken.errors?.[0]).toMatchObject({
        message: 'A shopping list with this name already exists.',
        extensions: {
          code: 'CONFLICT',
          userFriendlyMessage: 'A shopping list with this name already exists.',
        },
      });
      // names are per user: Bob may use the same one
      expect((await gql(USERS.bob, CREATE_LIST, { name: 'Truck 12 tools' })).errors).toBeUndefined();
      const wrongType = await gql(USERS.alice, CREATE_LIST, { name: 12 });
      expect(wrongType.errors?.[0]?.message).toMatch(/String cannot represent/);
    });

    it('addOrUpdateItemsInShoppingList: adds, and adds to the quantity of an item already there', async () => {
      const first = await gql<{ addOrUpdateItemsInShoppingList: Record<string, unknown> }>(
        USERS.alice,
        ADD_TO_LIST,
        {
          id: tools,
          items: [
            { productId: '1000001', quantityDesired: 2 },
            { productId: '100-0003', quantityDesired: 1 },
          ],
        },
      );
      expect(first.errors).toBeUndefined();
      expect(first.data!.addOrUpdateItemsInShoppingList).toMatchObject({
        name: 'Truck 12 tools',
        items: [
          {
            itemId: '100-0001',
            quantity: 2,
            item: { partNumber: '100-0001', displayPrice: 42.5, currency: 'USD' },
          },
          { itemId: '100-0003', quantity: 1, item: { partNumber: '100-0003', displayPrice: null } },
        ],
      });
      const second = await gql<{
        addOrUpdateItemsInShoppingList: { items: { itemId: string; quantity: number }[] };
      }>(USERS.alice, ADD_TO_LIST, { id: tools, items: [{ productId: '100-0001', quantityDesired: 3 }] });
      expect(second.data!.addOrUpdateItemsInShoppingList.items.map((i) => [i.itemId, i.quantity])).toEqual([
        ['100-0001', 5],
        ['100-0003', 1],
      ]);
    });

    it('addOrUpdateItemsInShoppingList: unknown parts are named, bad quantities refused, nothing changes', async () => {
      const unknown = await gql(USERS.alice, ADD_TO_LIST, {
        id: tools,
        items: [
          { productId: '100-0002', quantityDesired: 1 },
          { productId: '555-5555', quantityDesired: 1 },
        ],
      });
      expect(unknown.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        exceptionMessages: ['Part 555-5555 does not exist.'],
      });
      for (const [quantityDesired, message] of [
        [0, 'Quantity must be at least 1.'],
        [10000, 'Quantity must be at most 9999.'],
      ] as const) {
        const body = await gql(USERS.alice, ADD_TO_LIST, {
          id: tools,
          items: [{ productId: '100-0002', quantityDesired }],
        });
        expect(body.errors?.[0]?.message).toBe(message);
      }
      const list = await gql<{ shoppingList: { items: { itemId: string }[] } }>(USERS.alice, LIST, {
        id: tools,
      });
      expect(list.data!.shoppingList.items.map((i) => i.itemId)).toEqual(['100-0001', '100-0003']);
    });

    it('shoppingLists: the caller’s lists by name, paged from 0', async () => {
      spares = (
        await gql<{ createShoppingList: { shoppingListId: string } }>(USERS.alice, CREATE_LIST, {
          name: 'boom spares',
        })
      ).data!.createShoppingList.shoppingListId;
      const page0 = await gql<{
        shoppingLists: { totalRecords: number; page: number; size: number; lists: { name: string }[] };
      }>(USERS.alice, LISTS, { page: 0, size: 2 });
      expect(page0.data!.shoppingLists).toMatchObject({ totalRecords: 3, page: 0, size: 2 });
      expect(page0.data!.shoppingLists.lists.map((l) => l.name)).toEqual(['boom spares', 'n'.repeat(100)]);
      const page1 = await gql<{ shoppingLists: { lists: { name: string }[] } }>(USERS.alice, LISTS, {
        page: 1,
        size: 2,
      });
      expect(page1.data!.shoppingLists.lists.map((l) => l.name)).toEqual(['Truck 12 tools']);
      const defaults = await gql<{ shoppingLists: { size: number; lists: unknown[] } }>(USERS.alice, LISTS);
      expect(defaults.data!.shoppingLists).toMatchObject({ size: 25 });
      expect(defaults.data!.shoppingLists.lists).toHaveLength(3);
      const bob = await gql<{ shoppingLists: { lists: { name: string }[] } }>(USERS.bob, LISTS);
      expect(bob.data!.shoppingLists.lists.map((l) => l.name)).toEqual(['Truck 12 tools']);
      expect((await gql(USERS.alice, LISTS, { page: -1 })).errors?.[0]?.message).toBe('page starts at 0.');
      expect((await gql(USERS.alice, LISTS, { size: 101 })).errors?.[0]?.message).toBe(
        'size must be at most 100.',
      );
    });

    it('updateShoppingList: renames (a change of case of its own name is fine), refuses a taken or empty name', async () => {
      const renamed = await gql<{ updateShoppingList: { name: string } }>(USERS.alice, RENAME_LIST, {
        id: spares,
        name: 'Boom Spares',
      });
      expect(renamed.data!.updateShoppingList.name).toBe('Boom Spares');
      const taken = await gql(USERS.alice, RENAME_LIST, { id: spares, name: 'truck 12 TOOLS' });
      expect(taken.errors?.[0]?.extensions.userFriendlyMessage).toBe(
        'A shopping list with this name already exists.',
      );
      const empty = await gql(USERS.alice, RENAME_LIST, { id: spares, name: '' });
      expect(empty.errors?.[0]?.message).toBe('Name is required.');
      const badId = await gql(USERS.alice, RENAME_LIST, { id: 'list-1', name: 'x' });
      expect(badId.errors?.[0]?.message).toBe('Shopping list id is not a valid id.');
    });

    it('other users’ lists and list items are denied; their lists are untouched', async () => {
      const bobLists = await gql<{ shoppingLists: { lists: { shoppingListId: string }[] } }>(
        USERS.bob,
        LISTS,
      );
      const bobList = bobLists.data!.shoppingLists.lists[0]!.shoppingListId;
      const added = await gql<{
        addOrUpdateItemsInShoppingList: { items: { shoppingListItemId: string }[] };
      }>(USERS.bob, ADD_TO_LIST, { id: bobList, items: [{ productId: '100-0001', quantityDesired: 1 }] });
      const bobItem = added.data!.addOrUpdateItemsInShoppingList.items[0]!.shoppingListItemId;
      const attempts: [string, Record<string, unknown>][] = [
        [LIST, { id: bobList }],
        [RENAME_LIST, { id: bobList, name: 'mine now' }],
        [DELETE_LIST, { id: bobList }],
        [ADD_TO_LIST, { id: bobList, items: [{ productId: '100-0002', quantityDesired: 1 }] }],
        [REMOVE_FROM_LISTS, { ids: [bobItem] }],
      ];
      for (const [query, variables] of attempts) {
        const body = await gql(USERS.alice, query, variables);
        expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      }
      const after = await gql<{ shoppingList: { name: string; items: { itemId: string }[] } }>(
        USERS.bob,
        LIST,
        {
          id: bobList,
        },
      );
      expect(after.data!.shoppingList).toMatchObject({
        name: 'Truck 12 tools',
        items: [{ itemId: '100-0001' }],
      });
      const unknown = await gql(USERS.alice, LIST, { id: '00000000-0000-4000-8000-00000000eeee' });
      expect(unknown.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    });

    it('removeItemsFromShoppingLists: removes the caller’s items and returns their lists', async () => {
      const list = await gql<{ shoppingList: { items: { shoppingListItemId: string; itemId: string }[] } }>(
        USERS.alice,
        LIST,
        { id: tools },
      );
      const filter = list.data!.shoppingList.items.find((i) => i.itemId === '100-0001')!;
      const body = await gql<{
        removeItemsFromShoppingLists: { shoppingListId: string; items: { itemId: string }[] }[];
      }>(USERS.alice, REMOVE_FROM_LISTS, { ids: [filter.shoppingListItemId] });
      expect(body.data!.removeItemsFromShoppingLists).toEqual([
        expect.objectContaining({
          shoppingListId: tools,
          items: [expect.objectContaining({ itemId: '100-0003' })],
        }),
      ]);
      // removing again is not an error: it is already gone
      const again = await gql<{ removeItemsFromShoppingLists: unknown[] }>(USERS.alice, REMOVE_FROM_LISTS, {
        ids: [filter.shoppingListItemId],
      });
      expect(again.data!.removeItemsFromShoppingLists).toEqual([]);
      expect((await gql(USERS.alice, REMOVE_FROM_LISTS, { ids: [] })).errors?.[0]?.message).toBe(
        'At least one shopping list item id is required.',
      );
    });

    it('deleteShoppingList: returns the remaining lists; a list already gone returns them with an error', async () => {
      const body = await gql<{
        deleteShoppingList: { error: string | null; lists: { shoppingListId: string }[] };
      }>(USERS.alice, DELETE_LIST, { id: spares });
      expect(body.data!.deleteShoppingList.error).toBeNull();
      expect(body.data!.deleteShoppingList.lists.map((l) => l.shoppingListId)).not.toContain(spares);
      expect(body.data!.deleteShoppingList.lists).toHaveLength(2);
      const again = await gql<{ deleteShoppingList: { error: string | null; lists: unknown[] } }>(
        USERS.alice,
        DELETE_LIST,
        { id: spares },
      );
      expect(again.data!.deleteShoppingList).toMatchObject({
        error: 'This shopping list no longer exists.',
        lists: expect.any(Array),
      });
      expect(again.data!.deleteShoppingList.lists).toHaveLength(2);
    });
  });
});
