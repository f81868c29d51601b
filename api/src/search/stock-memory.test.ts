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
});
