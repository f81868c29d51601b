// The checkout on the seeded world (test scale), as the seeded users of docs/seed-users.md would use it: each one's
// privileges come from their roles, as the identity provider puts them in the token.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  addresses,
  organizations,
  paymentMethods,
  products,
  shoppingCartItems,
  shoppingCarts,
} from '../../db/schema.js';
import { createHarness, seededTestUser } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { seedDatabase } from '../../seed/index.js';
import { CHECKOUT_MESSAGES, unitPriceFor } from './quote-service.js';

const CREATE = `mutation($c: QuoteInput!) { createQuote(cart: $c) { quoteId currency subtotal total lines { partNumber } } }`;
const SUBMIT = `mutation($q: ID!) { submitQuote(ebsQuote: { quoteId: $q }) { orderId orderNumber total } }`;

describe('checkout on the seeded world', () => {
  let h: Harness;
  let onlineParts: string[];

  beforeAll(async () => {
    h = await createHarness({ seed: false });
    await seedDatabase(h.db, { scale: 'test' });
    const rows = await h.db
      .select({ partNumber: products.partNumber })
      .from(products)
      .where(
        and(
          eq(products.showOnline, true),
          eq(products.status, 'ACTIVE'),
          isNotNull(products.priceUsd),
          isNotNull(products.priceCad),
        ),
      )
      .orderBy(products.partNumber)
      .limit(3);
    onlineParts = rows.map((r) => r.partNumber);
  }, 120_000);
  afterAll(async () => {
    await h.close();
  });

  const seeded = (email: string): Promise<TestUser> => seededTestUser(h.db, email);

  async function cartOf(user: TestUser): Promise<string> {
    await h.db
      .update(shoppingCarts)
      .set({ status: 'ABANDONED' })
      .where(
        and(
          eq(shoppingCarts.userId, user.id),
          eq(shoppingCarts.application, 'supply-store'),
          eq(shoppingCarts.status, 'ACTIVE'),
        ),
      );
    const [cart] = await h.db
      .insert(shoppingCarts)
      .values({ userId: user.id, application: 'supply-store', accountId: user.accountId })
      .returning();
    await h.db
      .insert(shoppingCartItems)
      .values(
        onlineParts
          .slice(0, 2)
          .map((itemId, i) => ({ shoppingCartId: cart!.shoppingCartId, itemId, quantity: i + 1 })),
      );
    return cart!.shoppingCartId;
  }

  /** The user's quote input: their account's first ship-to and bill-to address, their card or a PO. */
  async function quoteInput(user: TestUser, shoppingCartId: string) {
    const rows = await h.db
      .select()
      .from(addresses)
      .where(
        and(
          eq(addresses.accountId, user.accountId),
          sql`(${addresses.userId} is null or ${addresses.userId} = ${user.id})`,
        ),
      )
      .orderBy(addresses.addressId);
    const shipTo = rows.find((a) => a.shippingEnabled);
    const billTo = rows.find((a) => a.billingEnabled);
    const [card] = await h.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id));
    const [org] = await h.db.select().from(organizations).where(eq(organizations.accountId, user.accountId));
    return {
      shoppingCartId,
      shipToAddressId: shipTo?.addressId,
      billToAddressId: billTo?.addressId,
      ...(card
        ? { paymentMethodId: card.id }
        : org?.isCustomerPurchaseOrderEnabled
          ? { customerPo: 'E2E-PO-1' }
          : {}),
    };
  }

  /** The cart as the store fills it: createShoppingCart, then addOrUpdateItemsInShoppingCart (api-carts). */
  async function storeCart(user: TestUser): Promise<string> {
    const created = (
      await h.graphql(user, 'mutation { createShoppingCart(application: "supply-store") { shoppingCartId } }')
    ).json();
    const shoppingCartId = created.data.createShoppingCart.shoppingCartId as string;
    const items = onlineParts.slice(0, 2).map((itemId, i) => ({ itemId, quantity: i + 1 }));
    const filled = (
      await h.graphql(
        user,
        'mutation($id: ID!, $items: [CartItemInput!]!) { addOrUpdateItemsInShoppingCart(shoppingCartId: $id, items: $items) { itemCount } }',
        { id: shoppingCartId, items },
      )
    ).json();
    // the seed may have left items in the user's cart already
    expect(filled.data.addOrUpdateItemsInShoppingCart.itemCount).toBeGreaterThanOrEqual(3);
    return shoppingCartId;
  }

  async function checkOut(email: string, viaStore = false) {
    const user = await seeded(email);
    const input = await quoteInput(user, viaStore ? await storeCart(user) : await cartOf(user));
    const created = (await h.graphql(user, CREATE, { c: input })).json();
    return { user, input, created };
  }

  it.each([
    ['pat.morgan@mailbox.example', 'USD'],
    ['claire.tremblay@maplemail.example', 'CAD'],
    ['admin@keystone-electric.example', 'USD'],
    ['buyer@blueridge-line.example', 'USD'],
    ['admin@northern-lights.example', 'CAD'],
  ])('%s checks out and finds the order first in the history', async (email, currency) => {
    const first = await checkOut(email, true);
    const { user, input } = first;
    let created = first.created;
    // the seed's carts may hold parts that cannot be ordered online: the quote names each, and the buyer removes
    // them as the cart page would (quantity 0), then quotes again
    const cartParts = await h.db
      .select({ product: products })
      .from(shoppingCartItems)
      .innerJoin(products, eq(products.partNumber, shoppingCartItems.itemId))
      .where(eq(shoppingCartItems.shoppingCartId, input.shoppingCartId));
    const blocked = cartParts
      .map((r) => r.product)
      .filter((p) => unitPriceFor(p, currency as 'USD' | 'CAD') === null)
      .map((p) => p.partNumber)
      .sort();
    if (blocked.length > 0) {
      expect(created.errors?.[0]?.extensions?.exceptionMessages).toEqual(
        blocked.map((part) => CHECKOUT_MESSAGES.partNotOrderable(part)),
      );
      await h.graphql(
        user,
        'mutation($id: ID!, $items: [CartItemInput!]!) { addOrUpdateItemsInShoppingCart(shoppingCartId: $id, items: $items) { itemCount } }',
        { id: input.shoppingCartId, items: blocked.map((itemId) => ({ itemId, quantity: 0 })) },
      );
      created = (await h.graphql(user, CREATE, { c: input })).json();
    }
    expect(created.errors).toBeUndefined();
    expect(created.data.createQuote.currency).toBe(currency);
    expect(created.data.createQuote.lines).toEqual(
      expect.arrayContaining(onlineParts.slice(0, 2).map((partNumber) => ({ partNumber }))),
    );
    const submitted = (await h.graphql(user, SUBMIT, { q: created.data.createQuote.quoteId })).json();
    expect(submitted.errors).toBeUndefined();
    const res = await h.integration(user, {
      endpoint: '/order/summary/ngSearch/sold/',
      body: { page: 0, size: 10, sortOptions: [{ fieldName: 'orderedAt', direction: 'DESC' }] },
    });
    expect(res.statusCode).toBe(200);
    const page = res.json() as { content: { orderId: string }[]; totalRecords: number };
    expect(page.content[0]?.orderId).toBe(submitted.data.submitQuote.orderId);
    expect(page.totalRecords).toBeGreaterThan(1); // the seeded history is there too
    // the cart is closed: the store starts a new one next time
    const cart = (
      await h.graphql(user, '{ getCartByApplication(application: "supply-store") { shoppingCartId } }')
    ).json();
    expect(cart).toEqual({ data: { getCartByApplication: null } });
  });

  it.each([
    ['punchout@lakeshore-utilities.example', CHECKOUT_MESSAGES.punchout],
    ['associate@aerialco.example', CHECKOUT_MESSAGES.internalAssociate],
    ['fleet@cascade-crane.example', CHECKOUT_MESSAGES.noOrderPrivilege],
    ['viewer@keystone-electric.example', CHECKOUT_MESSAGES.noOrderPrivilege],
  ])('%s may not check out', async (email, message) => {
    const { created } = await checkOut(email);
    expect(created.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      userFriendlyMessage: message,
    });
  });

  it('the parent-holding user checks out for the parent company only', async () => {
    const user = await seeded('holding@summit-utility.example');
    const [child] = await h.db
      .select({ accountId: organizations.accountId })
      .from(organizations)
      .where(eq(organizations.parentAccountId, user.accountId))
      .limit(1);
    const cartId = await cartOf(user);
    const viewingChild = await h.graphql(
      user,
      CREATE,
      { c: { shoppingCartId: cartId, shipToAddressId: 'x', billToAddressId: 'x', customerPo: 'P' } },
      { 'x-selected-organization': child!.accountId },
    );
    expect(viewingChild.json().errors?.[0]?.extensions?.userFriendlyMessage).toBe(
      CHECKOUT_MESSAGES.changeCompany,
    );
    // viewing all (no selection) is the parent company: its own addresses and card or PO
    const { created } = await checkOut('holding@summit-utility.example');
    expect(created.errors).toBeUndefined();
    expect(created.data.createQuote.quoteId).toBeDefined();
  });
});
