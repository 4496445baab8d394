/**
 * Totals of list queries, so a page of a 100 000-row list does not count every row on every
 * request. Any write through this process invalidates all totals at once (writes are rare next
 * to reads); the time limit bounds how stale a total can be when another process (a second
 * server on the same PostgreSQL, the CLI) wrote.
 */
export class CountCache {
  private generation = 0;
  private readonly entries = new Map<string, { total: unknown; generation: number; at: number }>();
  private readonly inFlight = new Map<string, { promise: Promise<unknown>; generation: number }>();

  constructor(
    private readonly maxAgeMs = 5000,
    private readonly maxEntries = 1000,
  ) {}

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** A total (or anything else derived from the rows of a list, e.g. page positions) under the same rules. */
  async get<T = number>(key: string, count: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation && now - hit.at < this.maxAgeMs) return hit.total as T;
    // Requests that miss together share one count instead of each running it.
    const flight = this.inFlight.get(key);
    if (flight && flight.generation === this.generation) return flight.promise as Promise<T>;
    const generation = this.generation;
    const mine = { promise: undefined as Promise<unknown> | undefined, generation };
    const promise: Promise<T> = (async () => {
      try {
        const total = await count();
        // A write that happened while counting makes this total suspect: do not keep it.
        if (generation === this.generation) {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { total, generation, at: now });
        }
        return total;
      } finally {
        if (this.inFlight.get(key) === mine) this.inFlight.delete(key);
      }
    })();
    mine.promise = promise;
    this.inFlight.set(key, mine as { promise: Promise<unknown>; generation: number });
    return promise;
  }
}
