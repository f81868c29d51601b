// reorderSupplyOrder on the real schema (PGlite, or PostgreSQL on TEST_DATABASE_URL): a past order's lines go into
// the caller's supply-store cart, each line that cannot be ordered now is named with its reason, chosen lines only,
// another organisation's order refused, and a buyer who may not order parts gets every line refused.
import { randomUUID } from 'node:crypto';
import { orderLines, orders, products } from '../../db/schema.js';
import {
  ADDRESS,
  ALL_B2B,
  cartLinesOf,
  createHarness,
  emptyCarts,
  ORG,
  USERS,
} from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { REORDER_MESSAGES } from './reorder-service.js';

// the test customers' buyers may order parts (B2B_Order_Replacement_Parts is not among ALL_B2B)
const ALICE = { ...USERS.alice, permissions: [...ALL_B2B, 'B2B_Order_Replacement_Parts'] };
const BOB = { ...USERS.bob, permissions: [...ALL_B2B, 'B2B_Order_Replacement_Parts'] };

const REORDER = `mutation($o: ID!, $l: [Int!]) { reorderSupplyOrder(orderId: $o, lineNumbers: $l) {
  addedLineNumbers
  refused { lineNumber partNumber quantity reason message }
  cart { items { itemId quantity } } } }`;

interface Refusal {
  lineNumber: number;
  partNumber: string;
  quantity: number;
  reason: string;
  message: string;
}
interface ReorderBody {
  data?: {
    reorderSupplyOrder: {
      addedLineNumbers: number[];
      refused: Refusal[];
      cart: { items: { itemId: string; quantity: number }[] };
    };
  } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

// parts made for this file: one withdrawn by the billing system, one sold by phone, one without a USD price
const OBSOLETE = '771-0001';
const PHONE = '771-0002';
const UNPRICED = '771-0003';

/** An order with one line of every kind: two orderable parts (one twice), and one line per refusal reason. */
async function pastOrder(h: Harness, accountId: string, addressId: string): Promise<string> {
  const orderId = `SO-RE${randomUUID().slice(0, 8)}`;
  await h.db.insert(orders).values({
    orderId,
    orderNumber: orderId,
    accountId,
    status: 'SHIPPED',
    orderedAt: new Date('2026-02-02T15:00:00Z'),
    subtotal: 100,
    total: 100,
    shipToAddressId: addressId,
  });
  const line = (lineNumber: number, partNumber: string, quantity: number) => ({
    orderId,
    lineNumber,
    partNumber,
    description: `Part ${partNumber}`,
    quantity,
    unitPrice: 1,
    extendedPrice: quantity,
    status: 'SHIPPED',
  });
  await h.db
    .insert(orderLines)
    .values([
      line(1, '100-0001', 2),
      line(2, '100-0002', 3),
      line(3, '100-0003', 1),
      line(4, '999-9999', 1),
      line(5, OBSOLETE, 1),
      line(6, PHONE, 1),
      line(7, UNPRICED, 1),
      line(8, '100-0001', 1),
    ]);
  return orderId;
}

describe('reorderSupplyOrder(orderId, lineNumbers)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    const part = (partNumber: string, n: number) => ({
      partNumber,
      inventoryId: 7710 + n,
      partNumberCompact: partNumber.replace('-', ''),
      name: `Reorder part ${n}`,
      priceUsd: 5,
      priceCad: 7,
    });
    await h.db.insert(products).values([
      { ...part(OBSOLETE, 1), status: 'OBSOLETE' },
      { ...part(PHONE, 2), planningCode: 'CALL-FOR-QUOTE' },
      { ...part(UNPRICED, 3), priceUsd: null },
    ]);
  });
  afterAll(async () => {
    await h.close();
  });
  // every case starts from an empty cart
  beforeEach(() => emptyCarts(h.db, [USERS.alice.id, USERS.bob.id]));

  const reorder = async (user: TestUser, orderId: unknown, lineNumbers?: unknown) => {
    const res = await h.graphql(user, REORDER, { o: orderId, l: lineNumbers ?? null });
    return res.json() as ReorderBody;
  };
  const cartOf = (userId: string) => cartLinesOf(h.db, userId);

  it('puts the orderable lines into the cart and names every other line with its reason', async () => {
    const orderId = await pastOrder(h, ORG.alpha, ADDRESS.alphaMain);
    const body = await reorder(ALICE, orderId);
    expect(body.errors).toBeUndefined();
    const answer = body.data!.reorderSupplyOrder;
    expect(answer.addedLineNumbers).toEqual([1, 2, 8]);
    expect(answer.refused).toEqual([
      {
        lineNumber: 3,
        partNumber: '100-0003',
        quantity: 1,
        reason: 'NOT_SOLD_ONLINE',
        message: 'Part 100-0003 is no longer sold online.',
      },
      {
        lineNumber: 4,
        partNumber: '999-9999',
        quantity: 1,
        reason: 'NO_LONGER_IN_CATALOGUE',
        message: 'Part 999-9999 is no longer in the catalogue.',
      },
      {
        lineNumber: 5,
        partNumber: OBSOLETE,
        quantity: 1,
        reason: 'DISCONTINUED',
        message: `Part ${OBSOLETE} has been discontinued.`,
      },
      {
        lineNumber: 6,
        partNumber: PHONE,
        quantity: 1,
        reason: 'PHONE_ORDER_ONLY',
        message: `Part ${PHONE} can only be ordered by phone.`,
      },
      {
        lineNumber: 7,
        partNumber: UNPRICED,
        quantity: 1,
        reason: 'NO_PRICE',
        message: `Part ${UNPRICED} has no price for your account's currency.`,
      },
    ]);
    // the two lines of 100-0001 are summed
    const expected = [
      { itemId: '100-0001', quantity: 3 },
      { itemId: '100-0002', quantity: 3 },
    ];
    expect(await cartOf(USERS.alice.id)).toEqual(expected);
    expect([...answer.cart.items].sort((a, b) => a.itemId.localeCompare(b.itemId))).toEqual(expected);

    // reordering again adds to what the cart already holds
    await reorder(ALICE, orderId);
    expect(await cartOf(USERS.alice.id)).toEqual([
      { itemId: '100-0001', quantity: 6 },
      { itemId: '100-0002', quantity: 6 },
    ]);
  });

  it('reorders only the chosen lines, and refuses a line number the order does not have', async () => {
    const orderId = await pastOrder(h, ORG.alpha, ADDRESS.alphaMain);
    const chosen = await reorder(ALICE, orderId, [2, 5]);
    expect(chosen.data?.reorderSupplyOrder.addedLineNumbers).toEqual([2]);
    expect(chosen.data?.reorderSupplyOrder.refused.map((r) => r.lineNumber)).toEqual([5]);
    expect(await cartOf(USERS.alice.id)).toEqual([{ itemId: '100-0002', quantity: 3 }]);

    const unknown = await reorder(ALICE, orderId, [1, 99]);
    expect(unknown.data).toBeNull();
    expect(unknown.errors?.[0]).toMatchObject({
      message: REORDER_MESSAGES.unknownLine(99),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const none = await reorder(ALICE, orderId, []);
    expect(none.errors?.[0]).toMatchObject({
      message: REORDER_MESSAGES.noLines,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    for (const bad of [[0], [-2]]) {
      const res = await reorder(ALICE, orderId, bad);
      expect(res.errors?.[0]).toMatchObject({
        message: 'Line numbers start at 1.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    // not whole numbers: refused by the schema's Int before the service runs
    for (const bad of [['x'], [1.5]]) expect((await reorder(ALICE, orderId, bad)).errors).toBeDefined();
    // nothing was added by the refused calls
    expect(await cartOf(USERS.alice.id)).toEqual([{ itemId: '100-0002', quantity: 3 }]);
  });

  it('refuses another organisation’s order and an unknown one, and the cart stays as it was', async () => {
    const bravoOrder = await pastOrder(h, ORG.bravo, ADDRESS.bravoMain);
    const foreign = await reorder(ALICE, bravoOrder);
    expect(foreign.data).toBeNull();
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(foreign)).not.toContain('100-0001');
    const unknown = await reorder(ALICE, 'SO-NOPE-9');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await cartOf(USERS.alice.id)).toEqual([]);
    // Bob, of the order's own organisation, reorders it — in CAD (en_CA): 100-0002 has no CAD price, the part
    // without a USD price has one
    const bobs = (await reorder(BOB, bravoOrder)).data?.reorderSupplyOrder;
    expect(bobs?.addedLineNumbers).toEqual([1, 7, 8]);
    expect(bobs?.refused.find((r) => r.lineNumber === 2)).toMatchObject({
      reason: 'NO_PRICE',
      message: REORDER_MESSAGES.reason.NO_PRICE('100-0002'),
    });
    expect((await h.graphql(null, REORDER, { o: bravoOrder })).statusCode).toBe(401);
  });

  it('names every line as not orderable for a buyer who may read orders but not order parts', async () => {
    const orderId = await pastOrder(h, ORG.alpha, ADDRESS.alphaMain);
    // Alice as the harness makes her: B2B_View_Orders without B2B_Order_Replacement_Parts
    const body = await reorder(USERS.alice, orderId, [1, 2]);
    expect(body.data?.reorderSupplyOrder.addedLineNumbers).toEqual([]);
    expect(body.data?.reorderSupplyOrder.refused).toEqual([
      expect.objectContaining({ lineNumber: 1, reason: 'NOT_ORDERABLE_FOR_USER' }),
      expect.objectContaining({ lineNumber: 2, reason: 'NOT_ORDERABLE_FOR_USER' }),
    ]);
    expect(body.data?.reorderSupplyOrder.refused[0]?.message).toBe(
      REORDER_MESSAGES.reason.NOT_ORDERABLE_FOR_USER('100-0001'),
    );
    expect(await cartOf(USERS.alice.id)).toEqual([]);
  });
});
