// Guest carts kept in the browser (spec 3 'Client storage', 4 'Guest carts'): the items in localStorage under
// 'supply-store-cart' / 'training-store-cart', the count in a cart-quantity cookie that lives 1 day. Everything
// here is a pure rule or a small storage adapter, so each rule is unit-tested.
import type { StoreApplication } from '../session/session-store';
import type { CartItemChange, CartLine } from './cart-types';

export const GUEST_CART_STORAGE_KEYS: Record<StoreApplication, string> = {
  'supply-store': 'supply-store-cart',
  'training-store': 'training-store-cart',
};

/** The guest cart-quantity cookies (spec 3 'Cookies: ... guest cart quantity (1 day)'). */
export const GUEST_CART_QUANTITY_COOKIES: Record<StoreApplication, string> = {
  'supply-store': 'supplyStoreCartQuantity',
  'training-store': 'trainingStoreCartQuantity',
};

export const GUEST_CART_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

/** Spec 4: 'Guest cart ids are random integers below 1e9.' Unique within the cart. */
export function newGuestItemId(existing: readonly CartLine[], random: () => number = Math.random): string {
  const taken = new Set(existing.map((line) => line.shoppingCartItemId));
  for (;;) {
    const id = String(Math.floor(random() * 1e9));
    if (!taken.has(id)) return id;
  }
}

/** Spec 4: 'Cart count is the sum of item quantities.' Subtotal: the priced lines at their unit prices. */
export function cartTotals(items: readonly CartLine[]): { count: number; subtotal: number } {
  let count = 0;
  let cents = 0;
  for (const line of items) {
    count += line.quantity;
    if (line.unitPrice !== null) cents += Math.round(line.unitPrice * 100) * line.quantity;
  }
  return { count, subtotal: cents / 100 };
}

const sameLine = (line: CartLine, change: CartItemChange) =>
  line.itemId === change.itemId && (line.unitSerial ?? null) === (change.unitSerial ?? null);

/**
 * Applies changes to a guest cart. mode 'add' adds the quantity to the line's; 'set' makes it the line's
 * quantity. Spec 4: 'Guest cart items with quantity 0 or less are removed.'
 */
export function applyGuestChanges(
  items: readonly CartLine[],
  changes: readonly CartItemChange[],
  mode: 'add' | 'set',
  random: () => number = Math.random,
): CartLine[] {
  let next = [...items];
  for (const change of changes) {
    const index = next.findIndex((line) => sameLine(line, change));
    const current = index >= 0 ? next[index] : undefined;
    const quantity = mode === 'add' ? (current?.quantity ?? 0) + change.quantity : change.quantity;
    const unitPrice = change.unitPrice !== undefined ? change.unitPrice : (current?.unitPrice ?? null);
    if (current) {
      next[index] = { ...current, quantity, unitPrice };
    } else {
      next.push({
        shoppingCartItemId: newGuestItemId(next, random),
        itemId: change.itemId,
        quantity,
        unitSerial: change.unitSerial ?? null,
        unitPrice,
      });
    }
    next = next.filter((line) => line.quantity > 0);
  }
  return next;
}

/** Drops anything in storage that is not a well-formed line, and lines at 0 or less. */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  const list = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === 'object' && Array.isArray((parsed as { items?: unknown }).items)
      ? (parsed as { items: unknown[] }).items
      : [];
  const lines: CartLine[] = [];
  for (const entry of list) {
    if (!entry || typeof entry !== 'object') continue;
    const e = entry as Record<string, unknown>;
    const quantity = Number(e['quantity']);
    if (typeof e['itemId'] !== 'string' || !Number.isInteger(quantity) || quantity <= 0) continue;
    const price = e['unitPrice'];
    lines.push({
      shoppingCartItemId: String(e['shoppingCartItemId'] ?? ''),
      itemId: e['itemId'],
      quantity,
      unitSerial: typeof e['unitSerial'] === 'string' ? e['unitSerial'] : null,
      unitPrice: typeof price === 'number' && Number.isFinite(price) ? price : null,
    });
  }
  return lines;
}

export interface GuestCartStorage {
  read(application: StoreApplication): CartLine[];
  /** stores the lines and the cart-quantity cookie; an empty cart removes both */
  write(application: StoreApplication, items: readonly CartLine[]): void;
  /** after a successful merge: the stored cart and the cart-quantity cookie are deleted */
  clear(application: StoreApplication): void;
  /** whether anything is stored (a cart to merge) */
  has(application: StoreApplication): boolean;
}

export interface CookieWriter {
  write(cookie: string): void;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

const documentCookies: CookieWriter = {
  write: (cookie) => {
    if (typeof document !== 'undefined') document.cookie = cookie;
  },
};

export function createGuestCartStorage(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = safeLocalStorage(),
  cookies: CookieWriter = documentCookies,
): GuestCartStorage {
  const writeCookie = (application: StoreApplication, count: number | null) => {
    const name = GUEST_CART_QUANTITY_COOKIES[application];
    const maxAge = count === null ? 0 : GUEST_CART_COOKIE_MAX_AGE_SECONDS;
    cookies.write(`${name}=${count ?? ''}; Path=/; Max-Age=${maxAge}; SameSite=Lax`);
  };
  return {
    read: (application) => parseStoredCart(storage?.getItem(GUEST_CART_STORAGE_KEYS[application]) ?? null),
    write: (application, items) => {
      if (items.length === 0) {
        storage?.removeItem(GUEST_CART_STORAGE_KEYS[application]);
        writeCookie(application, null);
        return;
      }
      storage?.setItem(GUEST_CART_STORAGE_KEYS[application], JSON.stringify({ items }));
      writeCookie(application, cartTotals(items).count);
    },
    clear: (application) => {
      storage?.removeItem(GUEST_CART_STORAGE_KEYS[application]);
      writeCookie(application, null);
    },
    has: (application) => storage?.getItem(GUEST_CART_STORAGE_KEYS[application]) != null,
  };
}
