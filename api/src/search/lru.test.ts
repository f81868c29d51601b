import { Lru } from './lru.js';

describe('the least-recently-used cache', () => {
  it('keeps at most `max` entries, dropping the least recently used', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.has('b')).toBe(false);
    expect([lru.get('a'), lru.get('c'), lru.size]).toEqual([1, 3, 2]);
  });

  it('keeps the total weight within its bound, the newest entry always kept', () => {
    const lru = new Lru<string, Int32Array>(100, (v) => v.byteLength, 64);
    lru.set('a', new Int32Array(8));
    lru.set('b', new Int32Array(8));
    expect([lru.size, lru.weight]).toEqual([2, 64]);
    lru.get('a');
    lru.set('c', new Int32Array(4));
    expect([lru.has('a'), lru.has('b'), lru.has('c'), lru.weight]).toEqual([true, false, true, 48]);
    // replacing an entry counts its new weight only
    lru.set('a', new Int32Array(2));
    expect(lru.weight).toBe(24);
    lru.set('big', new Int32Array(100));
    expect([lru.size, lru.has('big'), lru.weight]).toEqual([1, true, 400]);
    lru.clear();
    expect([lru.size, lru.weight]).toEqual([0, 0]);
  });
});
