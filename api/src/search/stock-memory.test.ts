import { StockMemory } from './stock-memory.js';

describe('StockMemory', () => {
  it('recalls what it was told until it forgets', () => {
    const memory = new StockMemory(4);
    const ticket = memory.ticket();
    memory.remember(ticket, 0, 5);
    memory.remember(ticket, 1, null);
    expect([0, 1, 2].map((ord) => memory.recall(ord))).toEqual([5, null, undefined]);
    memory.forget();
    expect([0, 1, 2].map((ord) => memory.recall(ord))).toEqual([undefined, undefined, undefined]);
  });

  it('does not keep a row read while a change was committing (its ticket is older than the change)', () => {
    const memory = new StockMemory(4);
    const ticket = memory.ticket();
    memory.forget(); // the change's notice, between the read's ticket and its answer
    memory.remember(ticket, 2, 9);
    expect(memory.recall(2)).toBeUndefined();
    memory.remember(memory.ticket(), 2, 9);
    expect(memory.recall(2)).toBe(9);
  });

  it('ignores document numbers outside its build', () => {
    const memory = new StockMemory(2);
    memory.remember(memory.ticket(), 2, 1);
    memory.remember(memory.ticket(), -1, 1);
    expect(memory.recall(2)).toBeUndefined();
  });

  it("forgets when a server's change counter moves, and keeps what it knows while the counter stays", () => {
    const memory = new StockMemory(4);
    expect(memory.observe('7')).toBe('first');
    const ticket = memory.ticket();
    memory.remember(ticket, 0, 3);
    expect(memory.observe('7')).toBe('same');
    expect(memory.recall(0)).toBe(3);
    // a change committed in another process: the counter moved, every remembered quantity may be stale
    expect(memory.observe('8')).toBe('moved');
    expect(memory.recall(0)).toBeUndefined();
    // a row read under the old counter is refused; one read under the new counter is kept
    memory.remember(ticket, 1, 4);
    expect(memory.recall(1)).toBeUndefined();
    memory.remember(memory.ticket(), 1, 4);
    expect(memory.recall(1)).toBe(4);
  });
});
