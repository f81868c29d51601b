import { createGuestProfile } from '../session/profile';
import { sessionStore, createInitialSessionState } from '../session/session-store';
import type { CartLine, CartServerApi, ServerCart, ServerCartInput } from './cart-types';
import {
  addToCart,
  cartStore,
  loadCart,
  mergeGuestCart,
  mergedCartItems,
  resetCarts,
  setCartDependencies,
  startCarts,
  updateCartQuantities,
  usesServerCart,
} from './cart-store';
import { createGuestCartStorage } from './guest-cart';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const line = (itemId: string, quantity: number, id = itemId): CartLine => ({
  shoppingCartItemId: id,
  itemId,
  quantity,
  unitSerial: null,
  unitPrice: 10,
});

/** An in-memory server cart with the contract's rules: absolute quantities, 0 or less removes. */
function fakeServer(initial: CartLine[] | null) {
  let cart: ServerCart | null = initial
    ? { shoppingCartId: 'cart-1', items: initial, count: 0, subtotal: 0 }
    : null;
  const calls: { op: string; items?: readonly ServerCartInput[] }[] = [];
  let failSetItems = false;
  const totals = (items: CartLine[]) => ({
    count: items.reduce((s, l) => s + l.quantity, 0),
    subtotal: items.reduce((s, l) => s + l.quantity * (l.unitPrice ?? 0), 0),
  });
  const api: CartServerApi = {
    getCart: async () => {
      calls.push({ op: 'get' });
      return cart ? { ...cart, ...totals(cart.items) } : null;
    },
    createCart: async () => {
      calls.push({ op: 'create' });
      cart = { shoppingCartId: 'cart-new', items: [], count: 0, subtotal: 0 };
      return cart;
    },
    setItems: async (_id, items) => {
      calls.push({ op: 'set', items });
      if (failSetItems) throw new Error('server down');
      if (!cart) throw new Error('no cart');
      let next = [...cart.items];
      for (const i of items) {
        const existing = next.find((l) => l.itemId === i.itemId);
        if (existing) existing.quantity = i.quantity;
        else next.push(line(i.itemId, i.quantity, `s-${i.itemId}`));
        next = next.filter((l) => l.quantity > 0);
      }
      cart = { ...cart, items: next };
      return { ...cart, ...totals(next) };
    },
  };
  return {
    api,
    calls,
    failNextSets: () => {
      failSetItems = true;
    },
  };
}

function signIn(privileges: string[] = []) {
  sessionStore.setState({
    profile: { ...createGuestProfile(), userStatus: 'REGISTERED', email: 'pat.morgan@mailbox.example' },
    privileges: privileges as never,
  });
}

let storage: ReturnType<typeof memoryStorage>;
let cookies: string[];

beforeEach(() => {
  sessionStore.setState(createInitialSessionState(), true);
  resetCarts();
  storage = memoryStorage();
  cookies = [];
  setCartDependencies({ guestStorage: createGuestCartStorage(storage, { write: (c) => cookies.push(c) }) });
});

describe('which cart', () => {
  it('guests keep local carts; a Demo_Only_Training_Store user keeps the training cart locally', () => {
    expect(usesServerCart('supply-store')).toBe(false);
    signIn(['Demo_Only_Training_Store']);
    expect(usesServerCart('supply-store')).toBe(true);
    expect(usesServerCart('training-store')).toBe(false);
    signIn();
    expect(usesServerCart('training-store')).toBe(true);
  });
});

describe('guest cart', () => {
  it('adds, sums, edits and removes with count and subtotal recomputed and the session count updated', async () => {
    setCartDependencies({ api: fakeServer(null).api });
    await addToCart('supply-store', [{ itemId: 'P-1', quantity: 2, unitPrice: 12.5 }]);
    await addToCart('supply-store', [
      { itemId: 'P-1', quantity: 1 },
      { itemId: 'P-2', quantity: 4, unitPrice: 1 },
    ]);
    let cart = cartStore.getState()['supply-store'];
    expect(cart.items.map((l) => [l.itemId, l.quantity])).toEqual([
      ['P-1', 3],
      ['P-2', 4],
    ]);
    expect(cart.count).toBe(7);
    expect(cart.subtotal).toBe(41.5);
    expect(sessionStore.getState().cartCounts['supply-store']).toBe(7);
    expect(cookies.at(-1)).toMatch(/^supplyStoreCartQuantity=7;/);

    await updateCartQuantities('supply-store', [{ itemId: 'P-2', quantity: 0 }]);
    cart = cartStore.getState()['supply-store'];
    expect(cart.items.map((l) => l.itemId)).toEqual(['P-1']);
    expect(cart.subtotal).toBe(37.5);
    expect(sessionStore.getState().cartCounts['supply-store']).toBe(3);
  });

  it('survives a reload: a new load reads the stored cart', async () => {
    await addToCart('supply-store', [{ itemId: 'P-9', quantity: 5, unitPrice: 2 }]);
    resetCarts();
    const cart = await loadCart('supply-store');
    expect(cart.count).toBe(5);
    expect(cart.kind).toBe('guest');
  });
});

describe('server cart', () => {
  it('sends absolute quantities: an add sends what the cart had plus what was added, in one call', async () => {
    signIn();
    const server = fakeServer([line('P-1', 2)]);
    setCartDependencies({ api: server.api });
    await loadCart('supply-store');
    server.calls.length = 0;
    const cart = await addToCart('supply-store', [{ itemId: 'P-1', quantity: 3 }]);
    expect(server.calls).toEqual([{ op: 'set', items: [{ itemId: 'P-1', unitSerial: null, quantity: 5 }] }]);
    expect(cart.count).toBe(5);
    expect(sessionStore.getState().cartCounts['supply-store']).toBe(5);
    expect(storage.data.size).toBe(0);
  });

  it('creates the cart when the user has none yet', async () => {
    signIn();
    const server = fakeServer(null);
    setCartDependencies({ api: server.api });
    const cart = await addToCart('supply-store', [{ itemId: 'P-1', quantity: 1 }]);
    expect(server.calls.map((c) => c.op)).toEqual(['get', 'create', 'set']);
    expect(cart.shoppingCartId).toBe('cart-new');
  });
});

describe('merge after sign-in (spec 4)', () => {
  it('reads "reset to 0 then stored quantities applied" so a part in both carts ends with the sum', () => {
    expect(mergedCartItems([line('A', 2), line('B', 1)], [line('A', 3), line('C', 4)])).toEqual([
      { itemId: 'A', unitSerial: null, quantity: 5 },
      { itemId: 'C', unitSerial: null, quantity: 4 },
    ]);
  });

  it('merges in one call, then deletes the stored cart and the cart-quantity cookie', async () => {
    await addToCart('supply-store', [
      { itemId: 'A', quantity: 3 },
      { itemId: 'C', quantity: 4 },
    ]);
    signIn();
    const server = fakeServer([line('A', 2), line('B', 1)]);
    setCartDependencies({ api: server.api });
    expect(await mergeGuestCart('supply-store')).toBe('merged');
    expect(server.calls.filter((c) => c.op === 'set')).toHaveLength(1);
    const cart = cartStore.getState()['supply-store'];
    expect(Object.fromEntries(cart.items.map((l) => [l.itemId, l.quantity]))).toEqual({ A: 5, B: 1, C: 4 });
    expect(cart.kind).toBe('server');
    expect(sessionStore.getState().cartCounts['supply-store']).toBe(10);
    expect(storage.data.has('supply-store-cart')).toBe(false);
    expect(cookies.at(-1)).toMatch(/^supplyStoreCartQuantity=; Path=\/; Max-Age=0;/);
  });

  it('keeps the local cart when the merge fails', async () => {
    await addToCart('supply-store', [{ itemId: 'A', quantity: 3 }]);
    signIn();
    const server = fakeServer([line('B', 1)]);
    server.failNextSets();
    setCartDependencies({ api: server.api });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await mergeGuestCart('supply-store')).toBe('failed');
    expect(storage.data.has('supply-store-cart')).toBe(true);
    expect(cookies.at(-1)).toMatch(/^supplyStoreCartQuantity=3;/);
    expect(cartStore.getState()['supply-store'].status).toBe('error');
  });

  it('startup: merges the supply cart, keeps a Demo_Only_Training_Store user training cart locally', async () => {
    await addToCart('supply-store', [{ itemId: 'A', quantity: 1 }]);
    await addToCart('training-store', [{ itemId: 'COURSE-1', quantity: 2 }]);
    signIn(['Demo_Only_Training_Store']);
    const server = fakeServer(null);
    setCartDependencies({ api: server.api });
    await startCarts();
    expect(storage.data.has('supply-store-cart')).toBe(false);
    expect(storage.data.has('training-store-cart')).toBe(true);
    expect(sessionStore.getState().cartCounts).toEqual({ 'supply-store': 1, 'training-store': 2 });
  });
});
