// Result tiles' stock remembered exactly. On the embedded database (ADR 0011's mechanism, for product_stock) PGlite
// lives in the API's process: every write to it passes through here, and product_stock's trigger (migration 0021)
// notifies channel portal_product_stock at commit, before the writing call returns. So a remembered quantity is
// forgotten by the change itself, and a page sends no statement. A PostgreSQL server has other writers and delivers
// notices late: there the memory is kept under product_stock_version's counter (migration 0022, bumped in the
// writing transaction), which each page reads in the same statement as the stock it does not remember; a counter
// that moved forgets everything (`observe`).
import { listenOnEmbeddedDatabase, type Executor } from '../db/client.js';

export const PRODUCT_STOCK_CHANNEL = 'portal_product_stock';

const UNKNOWN = 0;
const KNOWN = 1;
/** known: the product has no stock row (deleted since the version was read) */
const ABSENT = 2;

/**
 * The stock of the documents of one build (numbered as its posting index numbers them) until the next change to
 * product_stock. A read takes a `ticket()` before it queries and hands it to `remember`: a row read while a change
 * was committing is then not stored (the change's notice came between the two).
 */
export class StockMemory {
  readonly #qty: Int32Array;
  readonly #state: Uint8Array;
  #generation = 0;
  /** product_stock_version's counter the remembered rows were read under (a server), null until one is seen */
  #version: string | null = null;

  constructor(readonly size: number) {
    this.#qty = new Int32Array(size);
    this.#state = new Uint8Array(size);
  }

  ticket(): number {
    return this.#generation;
  }

  /** the quantity on hand, null when the product has no stock row, undefined when not remembered */
  recall(ord: number): number | null | undefined {
    const state = this.#state[ord];
    if (state === KNOWN) return this.#qty[ord];
    return state === ABSENT ? null : undefined;
  }

  remember(ticket: number, ord: number, qty: number | null): void {
    if (ticket !== this.#generation || !(ord >= 0 && ord < this.size)) return;
    if (qty === null) this.#state[ord] = ABSENT;
    else {
      this.#qty[ord] = qty;
      this.#state[ord] = KNOWN;
    }
  }

  /**
   * A statement read product_stock under this counter: when it differs from the one the memory holds, every
   * remembered quantity may be stale and is forgotten ('moved': a ticket taken before is stale, and rows read under
   * this counter may be remembered with a new one). 'first': the first counter seen, nothing was remembered before.
   */
  observe(version: string): 'same' | 'first' | 'moved' {
    if (version === this.#version) return 'same';
    const first = this.#version === null;
    if (!first) this.forget();
    this.#version = version;
    return first ? 'first' : 'moved';
  }

  /** product_stock changed: every remembered quantity may be stale. */
  forget(): void {
    this.#generation += 1;
    this.#state.fill(UNKNOWN);
  }
}

/**
 * Calls `onChange` whenever product_stock changes, on the embedded database; returns how to stop, or null on a
 * PostgreSQL server (where remembering would not be exact).
 */
export async function watchProductStock(
  db: Executor,
  onChange: () => void,
): Promise<(() => Promise<void>) | null> {
  return listenOnEmbeddedDatabase(db, PRODUCT_STOCK_CHANNEL, onChange);
}
