import { inTransactionNow } from '../db/request-transaction';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

type Entry = { total: unknown; gen: string; at: number; weight: number };

/**
 * Totals of list queries, so a page of a 100 000-row list does not count every row on every
 * request. A total is kept with its table's write generation (`table_generation`, bumped by a
 * trigger on every committed write, whichever instance or tool made it) and reused only while
 * that generation is unchanged: one primary-key lookup instead of a count, correct across a
 * fleet. Tables without a generation row are counted every time. The time limit covers the one
 * thing a generation cannot see: filters relative to the clock ("active now"); values that do not
 * depend on the clock (`lasting`) are kept for as long as the generation holds.
 *
 * The same holds other things derived from a list's rows: page positions, and whole pages. Pages
 * (entries given a weight: their rows) are kept apart, the oldest going first once their rows
 * pass `maxRows`, so many distinct pages never push out the totals and positions they need.
 */
export class CountCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pages = new Map<string, Entry>();
  private readonly inFlight = new Map<string, { promise: Promise<unknown>; gen: string }>();
  private readonly generationOf: (table: string) => Promise<{ gen: unknown }[]>;
  private pageRows = 0;

  constructor(
    db: Db,
    private readonly maxAgeMs = 5000,
    private readonly maxEntries = 1000,
    private readonly maxRows = 10_000,
  ) {
    this.generationOf = prepared<{ gen: unknown }>(db, 1, (name) => db.selectFrom('table_generation').select('gen').where('name', '=', name));
  }

  /** Drops this process's totals (a write here; other processes notice by the generation). */
  invalidate(): void {
    this.entries.clear();
    this.pages.clear();
    this.inFlight.clear();
    this.pageRows = 0;
  }

  /**
   * The table's write generation now, to pass to several `get`s of one request (one lookup for
   * all). null when nothing may be kept: the table has no generation, or this is a write request's
   * transaction, which sees its own uncommitted writes (and generation): what it reads would be
   * wrong for everyone else after a rollback.
   */
  async generation(table: string): Promise<string | null> {
    if (inTransactionNow()) return null;
    const [row] = await this.generationOf(table);
    return row ? String(row.gen) : null;
  }

  /**
   * A total (or anything else derived from the rows of a list, e.g. page positions) of `table`'s
   * rows, reused while the table's write generation is unchanged (and, unless `lasting`, for at
   * most the time limit). `weigh` makes it a page entry (its weight: rows); `gen` is the
   * generation when the caller has just read it. `lasting`: the value depends on the table's rows
   * alone, not on the clock, so its generation says all about it.
   */
  async get<T = number>(
    table: string,
    key: string,
    count: () => Promise<T>,
    opts: { weigh?: (value: T) => number; gen?: string | null; lasting?: boolean } = {},
  ): Promise<T> {
    const { weigh, gen, lasting = false } = opts;
    // Read before counting: a write that commits meanwhile makes the next reader count again.
    const g = gen === undefined ? await this.generation(table) : gen;
    // No generation, or pages asked for while none may be kept (maxRows 0): read every time.
    if (g === null || (weigh && this.maxRows === 0)) return count();
    const store = weigh ? this.pages : this.entries;
    const now = Date.now();
    const hit = store.get(key);
    if (hit && hit.gen === g && (lasting || now - hit.at < this.maxAgeMs)) return hit.total as T;
    // Requests that miss together share one count instead of each running it.
    const flight = this.inFlight.get(key);
    if (flight && flight.gen === g) return flight.promise as Promise<T>;
    const mine: { promise: Promise<unknown>; gen: string } = { promise: Promise.resolve(), gen: g };
    const promise: Promise<T> = (async () => {
      try {
        const total = await count();
        if (this.inFlight.get(key) === mine) this.keep(store, key, { total, gen: g, at: now, weight: weigh ? Math.max(1, weigh(total)) : 1 });
        return total;
      } finally {
        if (this.inFlight.get(key) === mine) this.inFlight.delete(key);
      }
    })();
    mine.promise = promise;
    this.inFlight.set(key, mine);
    return promise;
  }

  private keep(store: Map<string, Entry>, key: string, entry: Entry): void {
    if (store === this.entries) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, entry);
      return;
    }
    const old = this.pages.get(key);
    if (old) {
      this.pageRows -= old.weight;
      this.pages.delete(key);
    }
    // Oldest first (a Map keeps insertion order).
    for (const [k, e] of this.pages) {
      if (this.pageRows + entry.weight <= this.maxRows) break;
      this.pages.delete(k);
      this.pageRows -= e.weight;
    }
    this.pages.set(key, entry);
    this.pageRows += entry.weight;
  }
}
