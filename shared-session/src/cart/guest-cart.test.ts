import type { CartLine } from './cart-types';
import {
  applyGuestChanges,
  cartTotals,
  createGuestCartStorage,
  newGuestItemId,
  parseStoredCart,
} from './guest-cart';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const line = (itemId: string, quantity: number, unitPrice: number | null = 10): CartLine => ({
  shoppingCartItemId: `id-${itemId}`,
  itemId,
  quantity,
  unitSerial: null,
  unitPrice,
});

describe('guest cart ids', () => {
  it('are integers below 1e9', () => {
    for (const r of [0, 0.5, 0.999999999999]) {
      const id = Number(newGuestItemId([], () => r));
      expect(Number.isInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(0);
      expect(id).toBeLessThan(1e9);
    }
  });

  it('never repeat an id already in the cart', () => {
    const randoms = [0.25, 0.25, 0.5];
    const existing = [{ ...line('A', 1), shoppingCartItemId: '250000000' }];
    expect(newGuestItemId(existing, () => randoms.shift() ?? 0)).toBe('500000000');
  });
});

describe('applyGuestChanges', () => {
  it('adds to an existing line and creates new lines with a fresh id', () => {
    const items = applyGuestChanges(
      [line('A', 2)],
      [
        { itemId: 'A', quantity: 3 },
        { itemId: 'B', quantity: 1, unitPrice: 4 },
      ],
      'add',
    );
    expect(items.map((l) => [l.itemId, l.quantity])).toEqual([
      ['A', 5],
      ['B', 1],
    ]);
    expect(Number(items[1]?.shoppingCartItemId)).toBeLessThan(1e9);
    expect(items[1]?.unitPrice).toBe(4);
  });

  it('sets absolute quantities and removes lines at 0 or less', () => {
    const items = applyGuestChanges(
      [line('A', 2), line('B', 3), line('C', 1)],
      [
        { itemId: 'A', quantity: 7 },
        { itemId: 'B', quantity: 0 },
        { itemId: 'C', quantity: -1 },
      ],
      'set',
    );
    expect(items.map((l) => [l.itemId, l.quantity])).toEqual([['A', 7]]);
  });

  it('keeps lines for different unit serials apart', () => {
    const items = applyGuestChanges([line('A', 1)], [{ itemId: 'A', quantity: 1, unitSerial: 'SN1' }], 'add');
    expect(items).toHaveLength(2);
  });
});

describe('cartTotals', () => {
  it('counts the sum of quantities and the subtotal of priced lines, in cents', () => {
    expect(cartTotals([line('A', 3, 0.1), line('B', 2, null), line('C', 1, 19.99)])).toEqual({
      count: 6,
      subtotal: 20.29,
    });
  });
});

describe('parseStoredCart', () => {
  it('drops malformed entries and lines at 0 or less', () => {
    const raw = JSON.stringify({
      items: [line('A', 1), { itemId: 'B', quantity: 0 }, { quantity: 3 }, { itemId: 'C', quantity: 'x' }],
    });
    expect(parseStoredCart(raw).map((l) => l.itemId)).toEqual(['A']);
    expect(parseStoredCart('not json')).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
  });
});

describe('guest cart storage', () => {
  it("writes 'supply-store-cart' and a 1-day cart-quantity cookie holding the count", () => {
    const storage = memoryStorage();
    const cookies: string[] = [];
    const guest = createGuestCartStorage(storage, { write: (c) => cookies.push(c) });
    guest.write('supply-store', [line('A', 2), line('B', 3)]);
    expect(storage.data.has('supply-store-cart')).toBe(true);
    expect(guest.read('supply-store').map((l) => l.quantity)).toEqual([2, 3]);
    expect(cookies.at(-1)).toMatch(/^supplyStoreCartQuantity=5; Path=\/; Max-Age=86400;/);
  });

  it("keeps the training-store cart under 'training-store-cart' with its own cookie", () => {
    const storage = memoryStorage();
    const cookies: string[] = [];
    const guest = createGuestCartStorage(storage, { write: (c) => cookies.push(c) });
    guest.write('training-store', [line('COURSE-1', 1)]);
    expect(storage.data.has('training-store-cart')).toBe(true);
    expect(cookies.at(-1)).toMatch(/^trainingStoreCartQuantity=1;/);
  });

  it('clear deletes the stored cart and expires the cookie', () => {
    const storage = memoryStorage();
    const cookies: string[] = [];
    const guest = createGuestCartStorage(storage, { write: (c) => cookies.push(c) });
    guest.write('supply-store', [line('A', 2)]);
    guest.clear('supply-store');
    expect(storage.data.has('supply-store-cart')).toBe(false);
    expect(cookies.at(-1)).toMatch(/^supplyStoreCartQuantity=; Path=\/; Max-Age=0;/);
  });
});
