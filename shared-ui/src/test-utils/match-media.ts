/**
 * Test helper: jsdom has no `window.matchMedia`. This installs one that evaluates `min-width` / `max-width`
 * queries against a width the test controls, and fires `change` events when `setWidth` crosses a threshold.
 * Not exported from the package.
 */

type Listener = (event: MediaQueryListEvent) => void;

interface FakeList {
  list: MediaQueryList;
  listeners: Set<Listener>;
  last: boolean;
}

export interface MatchMediaMock {
  setWidth(width: number): void;
  /** How many change listeners are attached right now (to check subscriptions are cleaned up). */
  listenerCount(): number;
  restore(): void;
}

export function evaluateQuery(query: string, width: number): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const match = /\(\s*(min|max)-width:\s*([\d.]+)px\s*\)/.exec(part);
    if (!match) throw new Error(`matchMedia mock cannot evaluate "${part}"`);
    const limit = Number(match[2]);
    return match[1] === 'min' ? width >= limit : width <= limit;
  });
}

export function installMatchMedia(initialWidth: number): MatchMediaMock {
  let width = initialWidth;
  const lists: FakeList[] = [];
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');

  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => {
      const listeners = new Set<Listener>();
      const list = {
        media: query,
        get matches() {
          return evaluateQuery(query, width);
        },
        onchange: null,
        addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
        removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
        addListener: (listener: Listener) => listeners.add(listener),
        removeListener: (listener: Listener) => listeners.delete(listener),
        dispatchEvent: () => true,
      } as unknown as MediaQueryList;
      lists.push({ list, listeners, last: evaluateQuery(query, width) });
      return list;
    },
  });

  return {
    setWidth(next: number) {
      width = next;
      for (const entry of lists) {
        const now = entry.list.matches;
        if (now === entry.last) continue;
        entry.last = now;
        const event = { matches: now, media: entry.list.media } as MediaQueryListEvent;
        for (const listener of [...entry.listeners]) listener(event);
      }
    },
    listenerCount() {
      return lists.reduce((sum, entry) => sum + entry.listeners.size, 0);
    },
    restore() {
      if (original) Object.defineProperty(window, 'matchMedia', original);
      else delete (window as { matchMedia?: unknown }).matchMedia;
    },
  };
}
