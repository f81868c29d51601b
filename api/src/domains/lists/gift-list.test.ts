// The gift-list shape of a shopping list (spec 3) through the gateway (/shoppingList/giftList): the adapter's
// output for a real list, other users' lists refused as the list itself is, bad input refused.
import { createHarness, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { toGiftList } from './gift-list.js';

const CREATE_LIST = `mutation($name: String!) { createShoppingList(name: $name) { shoppingListId } }`;
const ADD_TO_LIST = `mutation($id: ID!, $items: [ShoppingListItemInput!]!) {
  addOrUpdateItemsInShoppingList(shoppingListId: $id, items: $items) { items { shoppingListItemId itemId quantity } } }`;

describe('shopping list as a gift list', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  /** a new list of the user with the given parts: its id and items */
  async function listOf(user: TestUser, parts: [string, number][]) {
    const created = (await h.graphql(user, CREATE_LIST, { name: `Gift ${crypto.randomUUID()}` })).json() as {
      data: { createShoppingList: { shoppingListId: string } };
    };
    const id = created.data.createShoppingList.shoppingListId;
    const added = (
      await h.graphql(user, ADD_TO_LIST, {
        id,
        items: parts.map(([productId, quantityDesired]) => ({ productId, quantityDesired })),
      })
    ).json() as {
      data: {
        addOrUpdateItemsInShoppingList: {
          items: { shoppingListItemId: string; itemId: string; quantity: number }[];
        };
      };
    };
    return { id, items: added.data.addOrUpdateItemsInShoppingList.items };
  }

  const giftList = (user: TestUser | null, body: Record<string, unknown>) =>
    h.integration(user, { endpoint: '/shoppingList/giftList', body });

  it('answers the caller’s list as { repositoryId, name, giftlistItems }', async () => {
    const list = await listOf(USERS.alice, [
      ['100-0001', 2],
      ['100-0002', 5],
    ]);
    const res = await giftList(USERS.alice, { shoppingListId: list.id });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { repositoryId: string; name: string; giftlistItems: unknown[] };
    expect(Object.keys(body).sort()).toEqual(['giftlistItems', 'name', 'repositoryId']);
    expect(body.repositoryId).toBe(list.id);
    expect(body.name).toMatch(/^Gift /);
    expect(body.giftlistItems).toHaveLength(2);
    expect(body.giftlistItems).toEqual(
      expect.arrayContaining(
        list.items.map((item) => ({
          repositoryId: item.shoppingListItemId,
          productId: item.itemId,
          quantityDesired: item.quantity,
        })),
      ),
    );
    expect(body.giftlistItems).toContainEqual(
      expect.objectContaining({ productId: '100-0002', quantityDesired: 5 }),
    );
  });

  it("refuses another user's list, and a guest", async () => {
    const bobs = await listOf(USERS.bob, [['100-0001', 1]]);
    const res = await giftList(USERS.alice, { shoppingListId: bobs.id });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(res.json())).not.toContain('100-0001');
    expect((await giftList(null, { shoppingListId: bobs.id })).statusCode).toBe(401);
  });

  it('refuses a malformed or missing list id', async () => {
    for (const body of [{ shoppingListId: 'not-a-uuid' }, {}, { shoppingListId: 42 }]) {
      const res = await giftList(USERS.alice, body);
      expect(res.statusCode).toBe(400);
    }
  });

  it('adapts an empty list to an empty giftlistItems', () => {
    expect(toGiftList({ shoppingListId: 'L1', name: 'Spare parts', items: [] })).toEqual({
      repositoryId: 'L1',
      name: 'Spare parts',
      giftlistItems: [],
    });
  });
});
