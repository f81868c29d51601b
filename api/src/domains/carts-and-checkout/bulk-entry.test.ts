// bulkOrderEntry on the real schema (PGlite, or PostgreSQL on TEST_DATABASE_URL): quick order's bulk entry checks
// every line in one call — part numbers in any displayed form, the organisation's own customer part numbers (not
// another organisation's), each bad line with its reason — and adds the good lines to the cart only when asked.
import { BULK_ENTRY_MAX_LINES, PART_NUMBER_MESSAGES, QUICK_ORDER_MESSAGES } from '@portal/rules/validation';
import { ALL_B2B, cartLinesOf, createHarness, emptyCarts, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { BULK_ENTRY_MESSAGES } from './bulk-entry-service.js';
import { ORDER_REFUSAL_MESSAGES } from './orderability.js';

// the test customers' buyers may order parts (B2B_Order_Replacement_Parts is not among ALL_B2B)
const ALICE = { ...USERS.alice, permissions: [...ALL_B2B, 'B2B_Order_Replacement_Parts'] };

const BULK = `mutation($l: [BulkEntryLineInput!]!, $a: Boolean!) { bulkOrderEntry(lines: $l, addToCart: $a) {
  accepted rejected
  lines { row reference partNumber quantity problem }
  cart { items { itemId quantity } } } }`;

interface LineResult {
  row: number;
  reference: string;
  partNumber: string | null;
  quantity: number | null;
  problem: string | null;
}
interface BulkBody {
  data?: {
    bulkOrderEntry: {
      accepted: number;
      rejected: number;
      lines: LineResult[];
      cart: { items: { itemId: string; quantity: number }[] } | null;
    };
  } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const MIXED = [
  { partNumber: '100-0001', quantity: '2' },
  // the displayed form of the same part: the quantities are summed
  { partNumber: '001000001', quantity: '1' },
  // Alpha's customer part number for 100-0001, typed in lower case
  { partNumber: 'alpha-flt-1', quantity: '1' },
  { partNumber: '100-0002', quantity: 'abc' },
  { partNumber: '999-9999', quantity: '1' },
  { partNumber: '100-0003', quantity: '1' },
  // Bravo's customer part number: not Alpha's to use
  { partNumber: 'BRAVO-SECRET', quantity: '1' },
  { partNumber: '', quantity: '1' },
  { partNumber: '%%%', quantity: '1' },
  { partNumber: '100-0002', quantity: '10000' },
];

describe('bulkOrderEntry(lines, addToCart)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(() => emptyCarts(h.db, [USERS.alice.id]));

  const bulk = async (user: TestUser, lines: unknown, addToCart: boolean) =>
    (await h.graphql(user, BULK, { l: lines, a: addToCart })).json() as BulkBody;
  const cartOf = () => cartLinesOf(h.db, USERS.alice.id);

  it('checks every line with its reason, and only adds when asked', async () => {
    const checked = await bulk(ALICE, MIXED, false);
    expect(checked.errors).toBeUndefined();
    const answer = checked.data!.bulkOrderEntry;
    expect(answer.lines).toEqual([
      { row: 1, reference: '100-0001', partNumber: '100-0001', quantity: 2, problem: null },
      { row: 2, reference: '001000001', partNumber: '100-0001', quantity: 1, problem: null },
      { row: 3, reference: 'alpha-flt-1', partNumber: '100-0001', quantity: 1, problem: null },
      {
        row: 4,
        reference: '100-0002',
        partNumber: '100-0002',
        quantity: null,
        problem: QUICK_ORDER_MESSAGES.quantity,
      },
      {
        row: 5,
        reference: '999-9999',
        partNumber: null,
        quantity: null,
        problem: BULK_ENTRY_MESSAGES.unknown('999-9999'),
      },
      {
        row: 6,
        reference: '100-0003',
        partNumber: '100-0003',
        quantity: 1,
        problem: ORDER_REFUSAL_MESSAGES.NOT_SOLD_ONLINE('100-0003'),
      },
      {
        row: 7,
        reference: 'BRAVO-SECRET',
        partNumber: null,
        quantity: null,
        problem: BULK_ENTRY_MESSAGES.unknown('BRAVO-SECRET'),
      },
      { row: 8, reference: '', partNumber: null, quantity: null, problem: PART_NUMBER_MESSAGES.required },
      { row: 9, reference: '%%%', partNumber: null, quantity: null, problem: PART_NUMBER_MESSAGES.invalid },
      {
        row: 10,
        reference: '100-0002',
        partNumber: '100-0002',
        quantity: null,
        problem: QUICK_ORDER_MESSAGES.quantityTooLarge,
      },
    ]);
    expect(answer).toMatchObject({ accepted: 3, rejected: 7, cart: null });
    expect(await cartOf()).toEqual([]);

    const added = await bulk(ALICE, MIXED, true);
    expect(added.data?.bulkOrderEntry.accepted).toBe(3);
    expect(added.data?.bulkOrderEntry.cart?.items).toEqual([{ itemId: '100-0001', quantity: 4 }]);
    expect(await cartOf()).toEqual([{ itemId: '100-0001', quantity: 4 }]);
  });

  it(`takes ${BULK_ENTRY_MAX_LINES} lines in one call and refuses more, or none`, async () => {
    const full = Array.from({ length: BULK_ENTRY_MAX_LINES }, (_, i) => ({
      partNumber: i % 2 === 0 ? '100-0001' : '1000002',
      quantity: '1',
    }));
    const body = await bulk(ALICE, full, true);
    expect(body.data?.bulkOrderEntry).toMatchObject({ accepted: BULK_ENTRY_MAX_LINES, rejected: 0 });
    expect(await cartOf()).toEqual([
      { itemId: '100-0001', quantity: BULK_ENTRY_MAX_LINES / 2 },
      { itemId: '100-0002', quantity: BULK_ENTRY_MAX_LINES / 2 },
    ]);

    const tooMany = await bulk(ALICE, [...full, { partNumber: '100-0001', quantity: '1' }], true);
    expect(tooMany.data).toBeNull();
    expect(tooMany.errors?.[0]).toMatchObject({
      message: BULK_ENTRY_MESSAGES.tooMany,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const none = await bulk(ALICE, [], true);
    expect(none.errors?.[0]).toMatchObject({
      message: BULK_ENTRY_MESSAGES.empty,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // the refused calls added nothing
    expect(await cartOf()).toEqual([
      { itemId: '100-0001', quantity: BULK_ENTRY_MAX_LINES / 2 },
      { itemId: '100-0002', quantity: BULK_ENTRY_MAX_LINES / 2 },
    ]);
    expect((await h.graphql(null, BULK, { l: full.slice(0, 1), a: true })).statusCode).toBe(401);
  });

  it('rejects every line of a buyer who may not order parts, and leaves the cart alone', async () => {
    // Alice as the harness makes her: a business user without B2B_Order_Replacement_Parts
    const body = await bulk(USERS.alice, [{ partNumber: '100-0001', quantity: '1' }], true);
    expect(body.data?.bulkOrderEntry).toEqual({
      accepted: 0,
      rejected: 1,
      cart: null,
      lines: [
        {
          row: 1,
          reference: '100-0001',
          partNumber: '100-0001',
          quantity: 1,
          problem: ORDER_REFUSAL_MESSAGES.NOT_ORDERABLE_FOR_USER('100-0001'),
        },
      ],
    });
    expect(await cartOf()).toEqual([]);
  });
});
