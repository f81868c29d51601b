// Issue 34 "The API withholds what the caller may not see": a business caller without
// B2B_See_Replacement_Parts_Pricing gets null prices marked priceWithheld on every operation that returns part
// prices (search tiles, part lookup, store home, item detail, getPrices, carts, shopping lists, the checkout's
// quote, the order confirmation and its e-mail, supply orders, the order history and the dashboard's recent
// orders), while the part stays purchasable and may still be ordered; a caller with the privilege, or a personal
// user, gets the prices. Sorting by price or by total is ignored for such a caller: the order would tell.
import { and, eq } from 'drizzle-orm';
import { mailOutbox, orders, quotes, shoppingCartItems, shoppingCarts, users } from '../../db/schema.js';
import { ADDRESS, ALL_B2B, createHarness, ORG, PAYMENT, USERS } from '../../http/test-harness.js';
import { PRICES_WITHHELD_NOTE } from '../../access/price-visibility.js';
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

  describe('checkout and orders', () => {
    const QUOTE = `mutation($c: QuoteInput!) { createQuote(cart: $c) {
      quoteId subtotal tax freight total priceWithheld lines { partNumber quantity unitPrice lineTotal } } }`;
    const SUBMIT = `mutation($q: ID!) { submitQuote(ebsQuote: { quoteId: $q }) {
      orderId orderNumber total priceWithheld } }`;
    const ORDER = `query($id: ID!) { supplyOrder(orderId: $id) {
      orderId subtotal tax freight total priceWithheld lines { partNumber unitPrice extendedPrice } } }`;
    const HISTORY = '/order/summary/ngSearch/sold/';
    const amountsWithheld = { subtotal: null, tax: null, freight: null, total: null, priceWithheld: true };

    /** Alice's fresh active supply cart holding three of 100-0001 (earlier active carts abandoned). */
    async function cartOfThree() {
      await h.db
        .update(shoppingCarts)
        .set({ status: 'ABANDONED' })
        .where(and(eq(shoppingCarts.userId, USERS.alice.id), eq(shoppingCarts.status, 'ACTIVE')));
      const [cart] = await h.db
        .insert(shoppingCarts)
        .values({ userId: USERS.alice.id, application: 'supply-store' })
        .returning({ id: shoppingCarts.shoppingCartId });
      await h.db
        .insert(shoppingCartItems)
        .values({ shoppingCartId: cart!.id, itemId: '100-0001', quantity: 3 });
      return cart!.id;
    }
    const quoteInput = (shoppingCartId: string) => ({
      c: {
        shoppingCartId,
        shipToAddressId: ADDRESS.alphaMain,
        billToAddressId: ADDRESS.alphaMain,
        paymentMethodId: PAYMENT.alice,
      },
    });
    const history = async (user: TestUser, body: Record<string, unknown>) => {
      const res = await h.integration(user, { endpoint: HISTORY, body });
      expect(res.statusCode).toBe(200);
      return res.json() as { content: Record<string, unknown>[] };
    };
    let orderId = '';
    const confirmationMail = async (orderNumber: string) => {
      const mails = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, USERS.alice.email));
      const found = mails.filter((m) => m.subject.endsWith(` order ${orderNumber}`));
      expect(found).toHaveLength(1);
      return found[0];
    };

    it('createQuote and submitQuote: every amount withheld, the order placed and stored priced; the e-mail names no price', async () => {
      const quote = (await gql(BUYER, QUOTE, quoteInput(await cartOfThree()))).createQuote as {
        quoteId: string;
      };
      expect(quote).toEqual({
        quoteId: expect.any(String),
        ...amountsWithheld,
        lines: [{ partNumber: '100-0001', quantity: 3, unitPrice: null, lineTotal: null }],
      });
      const [stored] = await h.db.select().from(quotes).where(eq(quotes.quoteId, quote.quoteId));
      expect(stored?.subtotal).toBe(127.5);

      const confirmation = (await gql(BUYER, SUBMIT, { q: quote.quoteId })).submitQuote as {
        orderId: string;
        orderNumber: string;
      };
      expect(confirmation).toEqual({
        orderId: expect.stringMatching(/^SO-/),
        orderNumber: expect.any(String),
        total: null,
        priceWithheld: true,
      });
      orderId = confirmation.orderId;
      const [order] = await h.db.select().from(orders).where(eq(orders.orderId, orderId));
      expect(order?.subtotal).toBe(127.5);
      const mail = await confirmationMail(confirmation.orderNumber);
      expect(mail?.text).toContain(`3 × 100-0001 Hydraulic Filter Element\n`);
      expect(mail?.text).toContain(PRICES_WITHHELD_NOTE);
      expect(mail?.text).not.toMatch(/\$|Total:/);
      expect(mail?.html).not.toContain('$');
      expect(mail?.templateData).toMatchObject({ total: null });
    });

    it('createQuote and submitQuote with the privilege: priced, and so is the e-mail', async () => {
      const quote = (await gql(PRICED, QUOTE, quoteInput(await cartOfThree()))).createQuote as {
        quoteId: string;
      };
      expect(quote).toMatchObject({
        subtotal: 127.5,
        priceWithheld: false,
        lines: [{ partNumber: '100-0001', quantity: 3, unitPrice: 42.5, lineTotal: 127.5 }],
      });
      const confirmation = (await gql(PRICED, SUBMIT, { q: quote.quoteId })).submitQuote as {
        orderNumber: string;
      };
      expect(confirmation).toMatchObject({ total: expect.any(Number), priceWithheld: false });
      const mail = await confirmationMail(confirmation.orderNumber);
      expect(mail?.text).toContain('3 × 100-0001 Hydraulic Filter Element at $42.50 = $127.50');
      expect(mail?.text).not.toContain(PRICES_WITHHELD_NOTE);
    });

    it('supplyOrder: totals and line prices withheld; with the privilege priced', async () => {
      expect((await gql(BUYER, ORDER, { id: orderId })).supplyOrder).toEqual({
        orderId,
        ...amountsWithheld,
        lines: [{ partNumber: '100-0001', unitPrice: null, extendedPrice: null }],
      });
      expect((await gql(PRICED, ORDER, { id: orderId })).supplyOrder).toMatchObject({
        subtotal: 127.5,
        priceWithheld: false,
        lines: [{ partNumber: '100-0001', unitPrice: 42.5, extendedPrice: 127.5 }],
      });
    });

    it('the order history: totals and line prices withheld; with the privilege priced', async () => {
      const mine = (page: { content: Record<string, unknown>[] }) =>
        page.content.find((o) => o['orderId'] === orderId);
      expect(mine(await history(BUYER, {}))).toMatchObject({
        ...amountsWithheld,
        lines: [expect.objectContaining({ partNumber: '100-0001', unitPrice: null, extendedPrice: null })],
      });
      expect(mine(await history(PRICED, {}))).toMatchObject({
        subtotal: 127.5,
        priceWithheld: false,
        lines: [expect.objectContaining({ unitPrice: 42.5, extendedPrice: 127.5 })],
      });
    });

    it('the dashboard’s recent orders: the total withheld; with the privilege the total', async () => {
      const recent = async (user: TestUser) => {
        const res = await h.integration(user, { endpoint: '/dashboard/summary', body: {} });
        expect(res.statusCode).toBe(200);
        const body = res.json() as { widgets: { orders: { recent: Record<string, unknown>[] } } };
        return body.widgets.orders.recent.find((o) => o['orderId'] === orderId);
      };
      expect(await recent(BUYER)).toMatchObject({ total: null, priceWithheld: true });
      expect(await recent(PRICED)).toMatchObject({ total: expect.any(Number), priceWithheld: false });
    });

    it('sorting the history by total is ignored for the caller who may not see prices', async () => {
      // three orders whose total order (ascending) is the reverse of their date order (newest first)
      const placed = new Date('2026-01-10T12:00:00Z').getTime();
      await h.db.insert(orders).values(
        [5, 300, 40].map((total, n) => ({
          orderId: `SO-SORT-${n}`,
          orderNumber: `99000${n}`,
          accountId: ORG.alpha,
          status: 'BOOKED',
          orderedAt: new Date(placed + n * 86_400_000),
          currency: 'USD',
          subtotal: total,
          total,
        })),
      );
      const sorted = { sortOptions: [{ fieldName: 'total', direction: 'ASC' }], includeLines: false };
      const ids = (page: { content: Record<string, unknown>[] }) =>
        page.content.map((o) => o['orderId']).filter((id) => String(id).startsWith('SO-SORT-'));
      expect(ids(await history(PRICED, sorted))).toEqual(['SO-SORT-0', 'SO-SORT-2', 'SO-SORT-1']);
      expect(ids(await history(BUYER, sorted))).toEqual(ids(await history(BUYER, { includeLines: false })));
      expect(ids(await history(BUYER, sorted))).toEqual(['SO-SORT-2', 'SO-SORT-1', 'SO-SORT-0']);
    });
  });

  it('sorting search results by price is ignored for the caller who may not see prices: relevance instead', async () => {
    const search = (sort: string) => `{ searchProducts(input: { size: 50, sort: ${sort} }) {
      hits { partNumber price } } }`;
    const order = async (user: TestUser, sort: string) =>
      (
        (await gql(user, search(sort))).searchProducts as {
          hits: { partNumber: string; price: number | null }[];
        }
      ).hits;
    const relevance = (await order(BUYER, 'RELEVANCE')).map((hit) => hit.partNumber);
    const priced = await order(PRICED, 'PRICE_ASC');
    // the test's data tells the two orders apart, so the price order would leak
    expect(priced.map((hit) => hit.partNumber)).not.toEqual(relevance);
    const prices = priced.map((hit) => hit.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const sort of ['PRICE_ASC', 'PRICE_DESC'])
      expect((await order(BUYER, sort)).map((hit) => hit.partNumber)).toEqual(relevance);
  });
});
