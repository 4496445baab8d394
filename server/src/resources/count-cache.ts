/**
 * Totals of list queries, so a page of a 100 000-row list does not count every row on every
 * request. Any write through this process invalidates all totals at once (writes are rare next
 * to reads); the time limit bounds how stale a total can be when another process (a second
 * server on the same PostgreSQL, the CLI) wrote.
 */
export class CountCache {
  private generation = 0;
  private readonly entries = new Map<string, { total: number; generation: number; at: number }>();

  constructor(
    private readonly maxAgeMs = 5000,
    private readonly maxEntries = 1000,
  ) {}

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation && now - hit.at < this.maxAgeMs) return hit.total;
    const generation = this.generation;
    const total = await count();
    // A write that happened while counting makes this total suspect: do not keep it.
    if (generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { total, generation, at: now });
    }
    return total;
  }
}
