import { inRequestTransactionNow } from '../audit/request-transaction';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

/**
 * Totals of list queries, so a page of a 100 000-row list does not count every row on every
 * request. A total is kept with its table's write generation (`table_generation`, bumped by a
 * trigger on every committed write, whichever instance or tool made it) and reused only while
 * that generation is unchanged: one primary-key lookup instead of a count, correct across a
 * fleet. Tables without a generation row are counted every time. The time limit covers the one
 * thing a generation cannot see: filters relative to the clock ("active now").
 *
 * The same holds other things derived from a list's rows (page positions, a page's rows). Each
 * entry weighs 1, or what `weigh` says (a page: its rows); the cache starts over when the weights
 * pass `maxWeight`, which bounds its memory.
 */
export class CountCache {
  private readonly entries = new Map<string, { total: unknown; gen: string; at: number; weight: number }>();
  private readonly inFlight = new Map<string, { promise: Promise<unknown>; gen: string }>();
  private readonly generationOf: (table: string) => Promise<{ gen: unknown }[]>;
  private weight = 0;

  constructor(
    db: Db,
    private readonly maxAgeMs = 5000,
    private readonly maxWeight = 10_000,
  ) {
    this.generationOf = prepared<{ gen: unknown }>(db, 1, (name) => db.selectFrom('table_generation').select('gen').where('name', '=', name));
  }

  /** Drops this process's totals (a write here; other processes notice by the generation). */
  invalidate(): void {
    this.entries.clear();
    this.inFlight.clear();
    this.weight = 0;
  }

  /**
   * A total (or anything else derived from the rows of a list, e.g. page positions) of `table`'s
   * rows, reused while the table's write generation is unchanged.
   */
  async get<T = number>(table: string, key: string, count: () => Promise<T>, weigh?: (value: T) => number): Promise<T> {
    // A write request's transaction sees its own uncommitted writes (and generation): what it
    // counts is its own, and would be wrong for everyone else after a rollback.
    if (inRequestTransactionNow()) return count();
    const [row] = await this.generationOf(table);
    if (!row) return count();
    // Read before counting: a write that commits meanwhile makes the next reader count again.
    const gen = String(row.gen);
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.gen === gen && now - hit.at < this.maxAgeMs) return hit.total as T;
    // Requests that miss together share one count instead of each running it.
    const flight = this.inFlight.get(key);
    if (flight && flight.gen === gen) return flight.promise as Promise<T>;
    const mine: { promise: Promise<unknown>; gen: string } = { promise: Promise.resolve(), gen };
    const promise: Promise<T> = (async () => {
      try {
        const total = await count();
        const weight = weigh ? Math.max(1, weigh(total)) : 1;
        if (this.inFlight.get(key) === mine) {
          const old = this.entries.get(key);
          if (old) this.weight -= old.weight;
          if (this.weight + weight > this.maxWeight) {
            this.entries.clear();
            this.weight = 0;
          }
          this.entries.set(key, { total, gen, at: now, weight });
          this.weight += weight;
        }
        return total;
      } finally {
        if (this.inFlight.get(key) === mine) this.inFlight.delete(key);
      }
    })();
    mine.promise = promise;
    this.inFlight.set(key, mine);
    return promise;
  }
}
