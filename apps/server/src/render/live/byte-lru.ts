/**
 * A least-recently-used map bounded by the total size of its values, not their number. A read
 * moves its key to the recent end only when the key has aged past a quarter of the map: hot keys
 * (a send's repeated opens) never reach the end that is evicted, and most reads of them cost one
 * lookup instead of a delete and an insert.
 */
export class ByteLru<V> {
  private readonly map = new Map<string, { value: V; size: number; tick: number }>();
  private total = 0;
  /** Counts inserts and moves: an entry's `tick` is its place in that order. */
  private tick = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.map.size;
  }

  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (!entry) return undefined;
    // Re-inserting moves the key to the end: Map iteration order is the recency order.
    if (this.tick - entry.tick > this.map.size / 4) {
      this.map.delete(key);
      entry.tick = ++this.tick;
      this.map.set(key, entry);
    }
    return entry.value;
  }

  /** The value without making it recent. */
  peek(key: string): V | undefined {
    return this.map.get(key)?.value;
  }

  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    this.delete(key);
    if (size > this.maxBytes) return;
    this.map.set(key, { value, size, tick: ++this.tick });
    this.total += size;
    for (const [oldest, entry] of this.map) {
      if (this.total <= this.maxBytes) break;
      this.map.delete(oldest);
      this.total -= entry.size;
    }
  }

  delete(key: string): void {
    const entry = this.map.get(key);
    if (!entry) return;
    this.map.delete(key);
    this.total -= entry.size;
  }

  /** Drops every key starting with `prefix` (a design's renders when it changes). */
  deletePrefix(prefix: string): void {
    for (const key of [...this.map.keys()]) if (key.startsWith(prefix)) this.delete(key);
  }
}
