// Issue 34 "The API withholds what the caller may not see": a business caller without
// B2B_See_Replacement_Parts_Pricing gets null prices marked priceWithheld on every operation that returns part
// prices (search tiles, part lookup, store home, item detail, getPrices, carts, shopping lists), while the part
// stays purchasable and may still go in the cart; a caller with the privilege, or a personal user, gets the prices.
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { ALL_B2B, createHarness, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';

const PRICING = 'B2B_See_Replacement_Parts_Pricing';
/** a Parts Buyer who may order but not see prices */
const BUYER: TestUser = {
  ...USERS.alice,
  permissions: [...ALL_B2B.filter((p) => p !== PRICING), 'B2B_Order_Replacement_Parts'],
};
/** the same user holding the pricing privilege */
const PRICED: TestUser = { ...USERS.alice, permissions: [...ALL_B2B, 'B2B_Order_Replacement_Parts'] };

const SEARCH = '{ searchProducts(input: {}) { hits { partNumber price priceWithheld } } }';
const LOOKUP = '{ partLookup(partNumber: "1000001") { partNumber price priceWithheld } }';
const FEATURED = '{ storeFeatured { products { partNumber price priceWithheld } } }';
const ITEMS = `{ itemDetail(partNumbers: ["100-0001"]) {
  partNumber isPurchasable displayPrice displayTotal priceWithheld } }`;
const PRICES = '{ getPrices(items: [{ partNumber: "100-0001" }]) { partNumber price priceWithheld } }';
const CART_FIELDS = `subtotal priceWithheld itemCount
  items { itemId quantity item { partNumber isPurchasable displayPrice displayTotal priceWithheld } }`;
const CREATE_CART = `mutation { createShoppingCart(application: "supply-store") { shoppingCartId } }`;
const ADD_TO_CART = `mutation($id: ID!) {
  addOrUpdateItemsInShoppingCart(shoppingCartId: $id, items: [{ itemId: "100-0001", quantity: 2 }]) { ${CART_FIELDS} } }`;
const GET_CART = `{ getCartByApplication(application: "supply-store") { ${CART_FIELDS} } }`;
const LIST_FIELDS = 'items { itemId item { partNumber isPurchasable displayPrice priceWithheld } }';
const CREATE_LIST = `mutation { createShoppingList(name: "Withheld") { shoppingListId } }`;
const ADD_TO_LIST = `mutation($id: ID!) {
  addOrUpdateItemsInShoppingList(shoppingListId: $id, items: [{ productId: "100-0001", quantityDesired: 1 }]) {
    ${LIST_FIELDS} } }`;
const GET_LIST = `query($id: ID!) { shoppingList(shoppingListId: $id) { ${LIST_FIELDS} } }`;

interface GqlBody {
  data?: Record<string, unknown>;
  errors?: { message: string }[];
}

describe('prices withheld from business callers without B2B_See_Replacement_Parts_Pricing', () => {
  let h: Harness;
  const gql = async (user: TestUser, query: string, variables: Record<string, unknown> = {}) => {
    const body = (await h.graphql(user, query, variables)).json() as GqlBody;
    expect(body.errors).toBeUndefined();
    return body.data!;
  };

  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('searchProducts, partLookup and storeFeatured: null prices marked withheld; with the privilege the prices', async () => {
    const withheld = { price: null, priceWithheld: true };
    const search = (await gql(BUYER, SEARCH)).searchProducts as { hits: unknown[] };
    expect(search.hits.length).toBeGreaterThan(0);
    for (const hit of search.hits) expect(hit).toMatchObject(withheld);
    expect((await gql(BUYER, LOOKUP)).partLookup).toEqual([{ partNumber: '100-0001', ...withheld }]);
    const featured = (await gql(BUYER, FEATURED)).storeFeatured as { products: unknown[] };
    expect(featured.products.length).toBeGreaterThan(0);
    for (const product of featured.products) expect(product).toMatchObject(withheld);

    expect((await gql(PRICED, SEARCH)).searchProducts).toEqual({
      hits: expect.arrayContaining([{ partNumber: '100-0001', price: 42.5, priceWithheld: false }]),
    });
    expect((await gql(PRICED, LOOKUP)).partLookup).toEqual([
      { partNumber: '100-0001', price: 42.5, priceWithheld: false },
    ]);
    expect((await gql(PRICED, FEATURED)).storeFeatured).toEqual({
      products: expect.arrayContaining([{ partNumber: '100-0001', price: 42.5, priceWithheld: false }]),
    });
  });

  it('itemDetail and getPrices: withheld, yet the part stays purchasable; with the privilege the prices', async () => {
    expect((await gql(BUYER, ITEMS)).itemDetail).toEqual([
      {
        partNumber: '100-0001',
        isPurchasable: true,
        displayPrice: null,
        displayTotal: null,
        priceWithheld: true,
      },
    ]);
    expect((await gql(BUYER, PRICES)).getPrices).toEqual([
      { partNumber: '100-0001', price: null, priceWithheld: true },
    ]);
    expect((await gql(PRICED, ITEMS)).itemDetail).toEqual([
      {
        partNumber: '100-0001',
        isPurchasable: true,
        displayPrice: 42.5,
        displayTotal: 42.5,
        priceWithheld: false,
      },
    ]);
    expect((await gql(PRICED, PRICES)).getPrices).toEqual([
      { partNumber: '100-0001', price: 42.5, priceWithheld: false },
    ]);
  });

  it('a personal user (not a validated business user) sees prices without the privilege', async () => {
    await h.db.update(users).set({ isValidatedB2BUser: false }).where(eq(users.id, USERS.amy.id));
    try {
      expect((await gql(USERS.amy, ITEMS)).itemDetail).toEqual([
        expect.objectContaining({ displayPrice: 42.5, priceWithheld: false }),
      ]);
    } finally {
      await h.db.update(users).set({ isValidatedB2BUser: true }).where(eq(users.id, USERS.amy.id));
    }
  });

  it('the cart: the buyer may add the part; its lines and subtotal are withheld; with the privilege priced', async () => {
    const created = (await gql(BUYER, CREATE_CART)).createShoppingCart as { shoppingCartId: string };
    const added = (await gql(BUYER, ADD_TO_CART, { id: created.shoppingCartId }))
      .addOrUpdateItemsInShoppingCart;
    const withheldCart = {
      subtotal: null,
      priceWithheld: true,
      itemCount: 2,
      items: [
        {
          itemId: '100-0001',
          quantity: 2,
          item: {
            partNumber: '100-0001',
            isPurchasable: true,
            displayPrice: null,
            displayTotal: null,
            priceWithheld: true,
          },
        },
      ],
    };
    expect(added).toEqual(withheldCart);
    expect((await gql(BUYER, GET_CART)).getCartByApplication).toEqual(withheldCart);
    expect((await gql(PRICED, GET_CART)).getCartByApplication).toEqual({
      subtotal: 85,
      priceWithheld: false,
      itemCount: 2,
      items: [
        {
          itemId: '100-0001',
          quantity: 2,
          item: {
            partNumber: '100-0001',
            isPurchasable: true,
            displayPrice: 42.5,
            displayTotal: 85,
            priceWithheld: false,
          },
        },
      ],
    });
  });

  it('shopping lists: the items’ prices are withheld; with the privilege priced', async () => {
    const created = (await gql(BUYER, CREATE_LIST)).createShoppingList as { shoppingListId: string };
    const item = (displayPrice: number | null, priceWithheld: boolean) => ({
      items: [
        {
          itemId: '100-0001',
          item: { partNumber: '100-0001', isPurchasable: true, displayPrice, priceWithheld },
        },
      ],
    });
    expect(
      (await gql(BUYER, ADD_TO_LIST, { id: created.shoppingListId })).addOrUpdateItemsInShoppingList,
    ).toEqual(item(null, true));
    expect((await gql(BUYER, GET_LIST, { id: created.shoppingListId })).shoppingList).toEqual(
      item(null, true),
    );
    expect((await gql(PRICED, GET_LIST, { id: created.shoppingListId })).shoppingList).toEqual(
      item(42.5, false),
    );
  });
});
