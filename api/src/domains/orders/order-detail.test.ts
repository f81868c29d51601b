// supplyOrder(orderId) on the real schema (PGlite): one order with its lines for the order-detail view, the light
// order list (includeLines: false), privileges, bad input and another organisation's order.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orderLines, orders } from '../../db/schema.js';
import { ADDRESS, ALL_B2B, createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { ORDER_DETAIL_MESSAGES } from './order-service.js';

const DETAIL = `query($o: ID!) { supplyOrder(orderId: $o) {
  orderId orderNumber accountId customerName orderedAt status customerPo currency total shippingMethod
  shipTo { address1 city country }
  lines { lineNumber partNumber description quantity shippedQuantity status promiseDate shippedDate carrier
    trackingNumbers } } }`;

interface GqlBody {
  data?: { supplyOrder: Record<string, unknown> } | null;
  errors?: { message: string; extensions?: { code?: string; status?: number } }[];
}

/** An order of the organisation with a shipped line (UPS tracking) and an open line. */
async function orderOf(h: Harness, accountId: string, addressId: string): Promise<string> {
  const n = String(Math.floor(Math.random() * 1e9));
  const orderId = `SO-T${randomUUID().slice(0, 8)}`;
  await h.db.insert(orders).values({
    orderId,
    orderNumber: `T${n}`,
    accountId,
    status: 'PARTIALLY_SHIPPED',
    orderedAt: new Date('2026-03-02T15:00:00Z'),
    customerPo: `PO-${n}`,
    subtotal: 60,
    total: 64.8,
    shipToAddressId: addressId,
    shippingMethod: 'Ground',
  });
  await h.db.insert(orderLines).values([
    {
      orderId,
      lineNumber: 1,
      partNumber: '100-0001',
      description: 'Hydraulic Filter Element',
      quantity: 1,
      shippedQuantity: 1,
      unitPrice: 42.5,
      extendedPrice: 42.5,
      status: 'SHIPPED',
      promiseDate: '2026-03-03',
      shippedDate: '2026-03-04',
      carrier: 'UPS',
      trackingNumbers: ['1Z999AA10123456784'],
    },
    {
      orderId,
      lineNumber: 2,
      partNumber: '100-0002',
      description: 'Boom Wear Pad',
      quantity: 2,
      unitPrice: 8.75,
      extendedPrice: 17.5,
      status: 'AWAITING_SHIPPING',
      promiseDate: '2026-03-20',
    },
  ]);
  return orderId;
}

describe('supplyOrder(orderId)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const detail = async (user: TestUser, orderId: unknown) => {
    const res = await h.graphql(user, DETAIL, { o: orderId });
    return { status: res.statusCode, body: res.json() as GqlBody };
  };

  it('returns one order of the caller’s organisation with its lines, ship dates and tracking', async () => {
    const orderId = await orderOf(h, ORG.alpha, ADDRESS.alphaMain);
    const { body } = await detail(USERS.alice, orderId);
    expect(body.errors).toBeUndefined();
    expect(body.data?.supplyOrder).toMatchObject({
      orderId,
      accountId: ORG.alpha,
      status: 'PARTIALLY_SHIPPED',
      orderedAt: '2026-03-02T15:00:00.000Z',
      total: 64.8,
      shippingMethod: 'Ground',
      shipTo: { country: expect.any(String) },
      lines: [
        {
          lineNumber: 1,
          shippedDate: '2026-03-04',
          carrier: 'UPS',
          trackingNumbers: ['1Z999AA10123456784'],
        },
        { lineNumber: 2, shippedDate: null, promiseDate: '2026-03-20', trackingNumbers: [] },
      ],
    });
  });

  it('refuses another organisation’s order (403) and says an unknown id is not found (404)', async () => {
    const bravoOrder = await orderOf(h, ORG.bravo, ADDRESS.bravoMain);
    const foreign = await detail(USERS.alice, bravoOrder);
    expect(foreign.body.data).toBeNull();
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(foreign.body)).not.toContain('Hydraulic');
    // Bob, its own organisation's user, reads it
    expect((await detail(USERS.bob, bravoOrder)).body.data?.supplyOrder).toMatchObject({
      orderId: bravoOrder,
    });

    const unknown = await detail(USERS.alice, 'SO-NOPE-1');
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: ORDER_DETAIL_MESSAGES.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('needs B2B_View_Orders for a business user, whatever the id', async () => {
    const orderId = await orderOf(h, ORG.alpha, ADDRESS.alphaMain);
    const noOrders = { ...USERS.alice, permissions: ALL_B2B.filter((p) => p !== 'B2B_View_Orders') };
    for (const id of [orderId, 'SO-NOPE-2']) {
      const { body } = await detail(noOrders, id);
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await h.graphql(null, DETAIL, { o: orderId })).statusCode).toBe(401);
  });

  it('refuses bad ids with a clear message and changes nothing', async () => {
    const orderId = await orderOf(h, ORG.alpha, ADDRESS.alphaMain);
    const before = await h.db.select().from(orders).where(eq(orders.orderId, orderId));
    for (const bad of ['', 'x'.repeat(65), 'SO 1; drop table orders']) {
      const { body } = await detail(USERS.alice, bad);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message).toMatch(/orderId/);
    }
    expect((await detail(USERS.alice, 42)).body.errors).toBeDefined();
    expect(await h.db.select().from(orders).where(eq(orders.orderId, orderId))).toEqual(before);
  });

  it('the order list leaves the lines out on request (the dashboard list stays light)', async () => {
    const orderId = await orderOf(h, ORG.alpha, ADDRESS.alphaMain);
    const search = async (body: Record<string, unknown>) =>
      (await h.integration(USERS.alice, { endpoint: '/order/summary/ngSearch/sold/', body })).json() as {
        content: { orderId: string; lineCount: number; lines: unknown[] }[];
      };
    const light = await search({ query: orderId, includeLines: false });
    expect(light.content).toEqual([expect.objectContaining({ orderId, lineCount: 2, lines: [] })]);
    const full = await search({ query: orderId });
    expect(full.content[0]?.lines).toHaveLength(2);
    const bad = await h.integration(USERS.alice, {
      endpoint: '/order/summary/ngSearch/sold/',
      body: { includeLines: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('includeLines must be true or false.');
  });
});
