// A small least-recently-used map (Map keeps insertion order: a hit moves the entry to the end).
// Bounded by a count of entries and, when a weight is given, by their total weight (e.g. bytes).
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  private total = 0;

  constructor(
    private readonly max: number,
    private readonly weigh: ((value: V) => number) | null = null,
    private readonly maxWeight = Number.POSITIVE_INFINITY,
  ) {}

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  set(key: K, value: V): void {
    this.remove(key);
    this.map.set(key, value);
    if (this.weigh) this.total += this.weigh(value);
    // the newest entry stays even when it alone weighs more than the bound
    while (this.map.size > 1 && (this.map.size > this.max || this.total > this.maxWeight)) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value);
    }
  }

  private remove(key: K): void {
    const value = this.map.get(key);
    if (value === undefined) return;
    if (this.weigh) this.total -= this.weigh(value);
    this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }

  get size(): number {
    return this.map.size;
  }

  /** the total weight of the entries (0 without a weight function) */
  get weight(): number {
    return this.total;
  }
}
