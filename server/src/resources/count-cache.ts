import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

/**
 * Totals of list queries, so a page of a 100 000-row list does not count every row on every
 * request. A total is kept with its table's write generation (`table_generation`, bumped by a
 * trigger on every committed write, whichever instance or tool made it) and reused only while
 * that generation is unchanged: one primary-key lookup instead of a count, correct across a
 * fleet. Tables without a generation row are counted every time. The time limit covers the one
 * thing a generation cannot see: filters relative to the clock ("active now").
 */
export class CountCache {
  private readonly entries = new Map<string, { total: number; gen: string; at: number }>();
  private readonly generationOf: (table: string) => Promise<{ gen: unknown }[]>;

  constructor(
    db: Db,
    private readonly maxAgeMs = 5000,
    private readonly maxEntries = 1000,
  ) {
    this.generationOf = prepared<{ gen: unknown }>(db, 1, (name) => db.selectFrom('table_generation').select('gen').where('name', '=', name));
  }

  /** Drops this process's totals (a write here; other processes notice by the generation). */
  invalidate(): void {
    this.entries.clear();
  }

  async get(table: string, key: string, count: () => Promise<number>): Promise<number> {
    const [row] = await this.generationOf(table);
    if (!row) return count();
    // Read before counting: a write that commits meanwhile makes the next reader count again.
    const gen = String(row.gen);
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.gen === gen && now - hit.at < this.maxAgeMs) return hit.total;
    const total = await count();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { total, gen, at: now });
    return total;
  }
}
