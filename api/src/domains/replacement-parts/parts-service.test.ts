// /parts/bomCheck/{id}: the unit's BOM as product rows; prices and ordering by privilege; spec 5 messages; onBom
// for a query's parts; other organisations' units refused; bad input refused.
import { eq } from 'drizzle-orm';
import { modelBomParts, products } from '../../db/schema.js';
import { createHarness, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';

const VIEW = ['B2B_Dashboard', 'B2B_View_Replacement_Parts'];
const as = (permissions: string[]): TestUser => ({ ...USERS.alice, permissions });

describe('/parts/bomCheck/{id}', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    // TL-50 (units U-ALPHA-1 and U-BRAVO-1): the filter in stock, the pad out of stock, the hidden valve
    await h.db
      .update(products)
      .set({ priceUsd: 42.5, priceCad: 57.25 })
      .where(eq(products.partNumber, '100-0001'));
    await h.db.update(products).set({ priceUsd: 9.99 }).where(eq(products.partNumber, '100-0002'));
    await h.db.update(products).set({ priceUsd: 120 }).where(eq(products.partNumber, '100-0003'));
    await h.db.insert(modelBomParts).values([
      { model: 'TL-50', partNumber: '100-0001', quantity: 2, position: 1 },
      { model: 'TL-50', partNumber: '100-0002', quantity: 4, position: 2 },
      { model: 'TL-50', partNumber: '100-0003', quantity: 1, position: 3 },
    ]);
  });
  afterAll(async () => {
    await h.close();
  });

  const check = (user: TestUser, id: string, body: Record<string, unknown> = {}) =>
    h.integration(user, { endpoint: `/parts/bomCheck/${id}`, body });

  it('lists the BOM with prices and ordering for a buyer who may see and order them', async () => {
    const res = await check(
      as([...VIEW, 'B2B_See_Replacement_Parts_Pricing', 'B2B_Order_Replacement_Parts']),
      'U-ALPHA-1',
      { integrationLocale: 'UNITED_STATES' },
    );
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.unit).toEqual({
      instanceId: 'U-ALPHA-1',
      unitSerial: 'SN-A1',
      model: 'TL-50',
      accountId: 'T-ALPHA',
    });
    expect(result.totalRecords).toBe(3);
    const [filter, pad, valve] = result.content;
    expect(filter).toMatchObject({
      parentId: 'U-ALPHA-1',
      partNumber: '100-0001',
      customerPartNumber: 'ALPHA-FLT-1',
      partPrice: 42.5,
      currency: 'USD',
      inStock: true,
      orderable: true,
      onBom: true,
      quantityOnBom: 2,
      selectedUnitSerial: 'SN-A1',
      orderQuantity: 1,
      availabilityMessage: 'Available, expect to ship within 1 business day.',
      notOrderableMessage: null,
    });
    expect(pad).toMatchObject({
      partNumber: '100-0002',
      inStock: false,
      orderable: true,
      availabilityMessage: 'Please call 1-877-GO ALTURA, Option 1, to check availability.',
    });
    // not shown online: no price, not orderable, the domestic message
    expect(valve).toMatchObject({
      partNumber: '100-0003',
      partPrice: null,
      orderable: false,
      notOrderableMessage:
        'This item cannot be ordered online but please call us at 1-877-GO-ALTURA, Option 1 to place an order.',
    });
  });

  it('hides prices without the pricing privilege and ordering without the ordering privilege', async () => {
    const res = await check(as(VIEW), 'SN-A1');
    const result = res.json();
    expect(result.showPrice).toBe(false);
    expect(result.canOrderParts).toBe(false);
    for (const row of result.content) {
      expect(row.partPrice).toBeNull();
      expect(row.orderable).toBe(false);
      expect(row.notOrderableMessage).toBeNull();
    }
    const disallowed = await check(
      as([...VIEW, 'B2B_Order_Replacement_Parts', 'B2B_Disallow_Order_Supply']),
      'U-ALPHA-1',
    );
    expect(disallowed.json().canOrderParts).toBe(false);
  });

  it('prices in CAD for CANADA and gives international callers the e-mail message', async () => {
    const buyer = as([...VIEW, 'B2B_See_Replacement_Parts_Pricing', 'B2B_Order_Replacement_Parts']);
    const ca = (await check(buyer, 'U-ALPHA-1', { integrationLocale: 'CANADA' })).json();
    expect(ca.content[0]).toMatchObject({ partPrice: 57.25, currency: 'CAD' });
    const aww = (await check(buyer, 'U-ALPHA-1', { integrationLocale: 'AWW' })).json();
    expect(aww.content[2].notOrderableMessage).toBe(
      'This item cannot be ordered online. Please contact international@altura-aerial.example to place an order.',
    );
  });

  it('a query finds catalogue parts and says which are on the unit’s BOM', async () => {
    await h.db.delete(modelBomParts).where(eq(modelBomParts.partNumber, '100-0002'));
    const res = await check(as(VIEW), 'U-ALPHA-1', { query: 'Boom' });
    expect(
      res.json().content.map((r: { partNumber: string; onBom: boolean }) => [r.partNumber, r.onBom]),
    ).toEqual([['100-0002', false]]);
    const byNumber = await check(as(VIEW), 'U-ALPHA-1', { query: '1000001' });
    expect(byNumber.json().content[0]).toMatchObject({ partNumber: '100-0001', onBom: true });
    // every form a part number is shown in finds it: the catalogue's and the store's nine-digit one
    for (const query of ['100-0001', '001000001'])
      expect((await check(as(VIEW), 'U-ALPHA-1', { query })).json().content[0]).toMatchObject({
        partNumber: '100-0001',
      });
    await h.db
      .insert(modelBomParts)
      .values({ model: 'TL-50', partNumber: '100-0002', quantity: 4, position: 2 });
  });

  it('refuses another organisation’s unit, callers without the privilege and bad input', async () => {
    expect((await check(as(VIEW), 'U-BRAVO-1')).statusCode).toBe(403);
    expect((await check(as(['B2B_Dashboard']), 'U-ALPHA-1')).statusCode).toBe(403);
    expect((await check(as(VIEW), 'U-NOPE')).statusCode).toBe(404);
    const bad = await check(as(VIEW), 'U-ALPHA-1', { integrationLocale: 'MARS', size: 0, query: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().exceptionMessages).toEqual(
      expect.arrayContaining([
        'integrationLocale must be UNITED_STATES, CANADA or AWW.',
        'size must be at least 1.',
        'query must be a string.',
      ]),
    );
  });
});
