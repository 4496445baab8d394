import type { Db } from '../db/database';

type Rec = Record<string, unknown>;

/**
 * A region: the rows a bulk write (copying a year) replaces or fills, described as data so that
 * the write's audit row can keep it and the write can be undone from that row alone. Parts come
 * parents first; each part is the rows of one table that have every `where` value, and, with
 * `within`, whose `column` holds a key of an earlier part's rows (a floor's items), and, with
 * `among`, whose `column` holds one of `values` (the codes a copy brought).
 */
export interface RegionPart {
  table: string;
  key: 'id' | 'uuid';
  where?: Rec;
  within?: { column: string; part: number };
  among?: { column: string; values: readonly unknown[] };
}
export type Region = readonly RegionPart[];

/** A region's rows, one list per part, each ordered by key. */
export async function readRegion(db: Db, region: Region): Promise<Rec[][]> {
  const out: Rec[][] = [];
  for (const part of region) {
    let q = db.selectFrom(part.table).selectAll();
    for (const [c, v] of Object.entries(part.where ?? {})) q = q.where(c, '=', v);
    if (part.among) q = part.among.values.length ? q.where(part.among.column, 'in', part.among.values) : q.where(part.key, 'is', null);
    if (part.within) {
      const keys = out[part.within.part].map((r) => r[region[part.within!.part].key]);
      q = keys.length ? q.where(part.within.column, 'in', keys) : q.where(part.key, 'is', null);
    }
    out.push((await q.orderBy(part.key).execute()) as Rec[]);
  }
  return out;
}

/** Each part's rows as `key@version`: what tells whether the region changed. */
export const regionMarks = (region: Region, rows: readonly Rec[][]): string[][] =>
  rows.map((part, i) => part.map((r) => `${String(r[region[i].key])}@${String(r.version)}`));

/** How many rows differ between two markings of a region: added, removed or changed, each row once. */
export function regionChanges(a: readonly string[][], b: readonly string[][]): number {
  const keys = (marks: readonly string[]) => new Map(marks.map((m) => [m.slice(0, m.lastIndexOf('@')), m]));
  let changed = 0;
  for (const [i, part] of a.entries()) {
    const mine = keys(part);
    const other = keys(b[i] ?? []);
    for (const k of new Set([...mine.keys(), ...other.keys()])) if (mine.get(k) !== other.get(k)) changed += 1;
  }
  return changed;
}

/**
 * Replaces the region's rows (`current`, as just read) with `rows`, on the caller's transaction:
 * children are deleted before their parents and put back after them, every row with its own key,
 * times and version, as it was.
 */
export async function replaceRegion(db: Db, region: Region, current: readonly Rec[][], rows: readonly Rec[][]): Promise<void> {
  for (let i = region.length - 1; i >= 0; i--) {
    const keys = current[i].map((r) => r[region[i].key]);
    for (let at = 0; at < keys.length; at += 500)
      await db
        .deleteFrom(region[i].table)
        .where(region[i].key, 'in', keys.slice(at, at + 500))
        .execute();
  }
  for (const [i, part] of region.entries()) for (const row of rows[i]) await db.insertInto(part.table).values(row).execute();
}
