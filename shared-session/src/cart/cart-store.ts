// The carts of the page, one per store application, in a store shared by every area (like the session store, it
// is created once at module top level and the package is a federation singleton). Guests (and, for the training
// store, Demo_Only_Training_Store users) keep a local cart; other signed-in users the server cart (spec 4).
// Every change recomputes count and subtotal and puts the count in the session (the header badge reads it).
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { sessionStore } from '../session/session-store';
import type { SessionState, StoreApplication } from '../session/session-store';
import { setCartCount } from '../session/session-actions';
import { isGuest } from '../session/profile';
import type {
  CartItemChange,
  CartLine,
  CartServerApi,
  CartSnapshot,
  ServerCart,
  ServerCartInput,
} from './cart-types';
import type { GuestCartStorage } from './guest-cart';
import { applyGuestChanges, cartTotals, createGuestCartStorage } from './guest-cart';

export const STORE_APPLICATIONS: readonly StoreApplication[] = ['supply-store', 'training-store'];

function emptyCart(application: StoreApplication): CartSnapshot {
  return {
    application,
    kind: 'guest',
    shoppingCartId: null,
    items: [],
    count: 0,
    subtotal: 0,
    status: 'idle',
  };
}

export const cartStore = createStore<Record<StoreApplication, CartSnapshot>>()(() => ({
  'supply-store': emptyCart('supply-store'),
  'training-store': emptyCart('training-store'),
}));

interface CartDependencies {
  api: CartServerApi;
  guestStorage: GuestCartStorage;
}

const notRegistered = (): Promise<never> =>
  Promise.reject(new Error('The server cart is not available yet (setCartServerApi was not called)'));

let deps: CartDependencies = {
  api: { getCart: notRegistered, createCart: notRegistered, setItems: notRegistered },
  guestStorage: createGuestCartStorage(),
};

/** Tests (and a standalone remote) swap the server API or the browser storage. */
export function setCartDependencies(next: Partial<CartDependencies>): void {
  deps = { ...deps, ...next };
}

/** The shell (or a standalone remote) hands the store the server cart's calls at startup. */
export function setCartServerApi(api: CartServerApi): void {
  setCartDependencies({ api });
}

/** Spec 4: guests keep local carts; a Demo_Only_Training_Store user keeps the training-store cart locally. */
export function usesServerCart(
  application: StoreApplication,
  session: Pick<SessionState, 'profile' | 'privileges'> = sessionStore.getState(),
): boolean {
  if (isGuest(session.profile)) return false;
  return !(application === 'training-store' && session.privileges.includes('Demo_Only_Training_Store'));
}

// One change at a time per cart: a second add waits for the first, so absolute quantities never race.
const queues: Record<StoreApplication, Promise<unknown>> = {
  'supply-store': Promise.resolve(),
  'training-store': Promise.resolve(),
};

function serialised<T>(application: StoreApplication, task: () => Promise<T>): Promise<T> {
  const run = queues[application].then(task, task);
  queues[application] = run.catch(() => undefined);
  return run;
}

function publish(application: StoreApplication, changes: Partial<CartSnapshot>): CartSnapshot {
  const next = { ...cartStore.getState()[application], ...changes };
  cartStore.setState({ [application]: next } as Partial<Record<StoreApplication, CartSnapshot>>);
  setCartCount(application, next.count);
  return next;
}

function publishGuest(application: StoreApplication, items: CartLine[]): CartSnapshot {
  return publish(application, {
    kind: 'guest',
    shoppingCartId: null,
    items,
    ...cartTotals(items),
    status: 'ready',
  });
}

function publishServer(application: StoreApplication, cart: ServerCart | null): CartSnapshot {
  return publish(application, {
    kind: 'server',
    shoppingCartId: cart?.shoppingCartId ?? null,
    items: cart?.items ?? [],
    count: cart?.count ?? 0,
    subtotal: cart?.subtotal ?? 0,
    status: 'ready',
  });
}

async function withServerErrors<T>(application: StoreApplication, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    cartStore.setState({
      [application]: { ...cartStore.getState()[application], status: 'error' },
    } as Partial<Record<StoreApplication, CartSnapshot>>);
    throw error;
  }
}

/** The server cart as it is now, from this page's copy when it has one. */
async function currentServerCart(application: StoreApplication): Promise<ServerCart | null> {
  const snapshot = cartStore.getState()[application];
  if (snapshot.kind === 'server' && snapshot.status === 'ready' && snapshot.shoppingCartId) {
    return {
      shoppingCartId: snapshot.shoppingCartId,
      items: snapshot.items,
      count: snapshot.count,
      subtotal: snapshot.subtotal,
    };
  }
  return deps.api.getCart(application);
}

async function setServerItems(
  application: StoreApplication,
  base: ServerCart | null,
  items: readonly ServerCartInput[],
): Promise<CartSnapshot> {
  const cart = base ?? (await deps.api.createCart(application));
  return publishServer(application, await deps.api.setItems(cart.shoppingCartId, items));
}

const lineKey = (itemId: string, unitSerial: string | null | undefined) =>
  `${itemId}\u0000${unitSerial ?? ''}`;

/** Loads the cart (local or server) into the store and the session's count. */
export function loadCart(application: StoreApplication): Promise<CartSnapshot> {
  return serialised(application, async () => {
    if (!usesServerCart(application)) return publishGuest(application, deps.guestStorage.read(application));
    publish(application, { status: 'loading' });
    return withServerErrors(application, async () =>
      publishServer(application, await deps.api.getCart(application)),
    );
  });
}

/** Adds quantities to the cart (the cart keeps the sum), all changes in one call. */
export function addToCart(
  application: StoreApplication,
  changes: readonly CartItemChange[],
): Promise<CartSnapshot> {
  return serialised(application, async () => {
    if (!usesServerCart(application)) {
      const items = applyGuestChanges(deps.guestStorage.read(application), changes, 'add');
      deps.guestStorage.write(application, items);
      return publishGuest(application, items);
    }
    return withServerErrors(application, async () => {
      const cart = await currentServerCart(application);
      const have = new Map(cart?.items.map((l) => [lineKey(l.itemId, l.unitSerial), l.quantity]) ?? []);
      const totals = new Map<string, ServerCartInput>();
      for (const change of changes) {
        const key = lineKey(change.itemId, change.unitSerial);
        const before = totals.get(key)?.quantity ?? have.get(key) ?? 0;
        totals.set(key, {
          itemId: change.itemId,
          unitSerial: change.unitSerial ?? null,
          quantity: before + change.quantity,
        });
      }
      return setServerItems(application, cart, [...totals.values()]);
    });
  });
}

/** Sets lines' quantities (absolute); 0 or less removes the line. */
export function updateCartQuantities(
  application: StoreApplication,
  changes: readonly CartItemChange[],
): Promise<CartSnapshot> {
  return serialised(application, async () => {
    if (!usesServerCart(application)) {
      const items = applyGuestChanges(deps.guestStorage.read(application), changes, 'set');
      deps.guestStorage.write(application, items);
      return publishGuest(application, items);
    }
    return withServerErrors(application, async () => {
      const cart = await currentServerCart(application);
      return setServerItems(
        application,
        cart,
        changes.map((c) => ({ itemId: c.itemId, quantity: c.quantity, unitSerial: c.unitSerial ?? null })),
      );
    });
  });
}

export function removeFromCart(application: StoreApplication, line: Pick<CartLine, 'itemId' | 'unitSerial'>) {
  return updateCartQuantities(application, [
    { itemId: line.itemId, unitSerial: line.unitSerial, quantity: 0 },
  ]);
}

/** A guest cart's prices as the page now knows them (e.g. after a locale change); recomputes the subtotal. */
export function setGuestCartPrices(
  application: StoreApplication,
  prices: ReadonlyMap<string, number | null>,
): void {
  if (usesServerCart(application)) return;
  const items = deps.guestStorage
    .read(application)
    .map((line) =>
      prices.has(line.itemId) ? { ...line, unitPrice: prices.get(line.itemId) ?? null } : line,
    );
  deps.guestStorage.write(application, items);
  publishGuest(application, items);
}

/**
 * The merge quantities of spec 4: 'Quantities are reset to 0 then stored quantities applied'. Read with the
 * original's increment-style add: every stored line starts from 0 in the request and the stored quantity is then
 * applied on top of what the server line already holds. Our API takes absolute quantities, so the one request
 * carries server + stored for each stored line. Nothing is lost: a part in both carts ends with the sum; server
 * lines the guest cart does not name are left as they are.
 */
export function mergedCartItems(server: readonly CartLine[], stored: readonly CartLine[]): ServerCartInput[] {
  const totals = new Map<string, ServerCartInput>();
  for (const line of stored) {
    const key = lineKey(line.itemId, line.unitSerial);
    const entry = totals.get(key) ?? {
      itemId: line.itemId,
      unitSerial: line.unitSerial,
      quantity: server.find((s) => lineKey(s.itemId, s.unitSerial) === key)?.quantity ?? 0,
    };
    entry.quantity += Math.max(0, line.quantity);
    totals.set(key, entry);
  }
  return [...totals.values()];
}

export type MergeOutcome = 'merged' | 'nothing-to-merge' | 'kept-locally' | 'failed';

/**
 * After sign-in: merges the stored guest cart into the server cart, then deletes the stored cart and its
 * cart-quantity cookie. On failure the local cart stays (and merges on the next start); the server cart, if it
 * could be read, is what the page shows meanwhile.
 */
export function mergeGuestCart(application: StoreApplication): Promise<MergeOutcome> {
  return serialised(application, async () => {
    if (!usesServerCart(application)) {
      publishGuest(application, deps.guestStorage.read(application));
      return 'kept-locally';
    }
    const stored = deps.guestStorage.read(application);
    if (stored.length === 0) {
      // an empty or unreadable stored cart: nothing to merge, nothing to keep
      deps.guestStorage.clear(application);
      publish(application, { status: 'loading' });
      try {
        publishServer(application, await deps.api.getCart(application));
      } catch {
        publish(application, { status: 'error' });
      }
      return 'nothing-to-merge';
    }
    publish(application, { status: 'loading' });
    let server: ServerCart | null = null;
    try {
      server = await deps.api.getCart(application);
      await setServerItems(application, server, mergedCartItems(server?.items ?? [], stored));
    } catch (error) {
      console.warn(`[cart] the ${application} guest cart could not be merged; it is kept locally`, error);
      if (server) publishServer(application, server);
      publish(application, { status: 'error' });
      return 'failed';
    }
    deps.guestStorage.clear(application);
    return 'merged';
  });
}

/**
 * Called once the session knows who the user is (shell startup): guests' counts come from the local carts;
 * signed-in users' guest carts are merged and the server carts' counts loaded for the header badge.
 */
export async function startCarts(): Promise<void> {
  await Promise.all(
    STORE_APPLICATIONS.map(async (application) => {
      if (!usesServerCart(application)) {
        await loadCart(application);
        return;
      }
      await mergeGuestCart(application);
    }),
  );
}

/** Forget the page's carts (tests; sign-out reloads the page anyway). */
export function resetCarts(): void {
  cartStore.setState({
    'supply-store': emptyCart('supply-store'),
    'training-store': emptyCart('training-store'),
  });
}

export function useCart(application: StoreApplication): CartSnapshot {
  return useStore(cartStore, (state) => state[application]);
}
