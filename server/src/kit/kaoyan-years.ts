import type { KaoyanYearItem } from '@admin/shared/contract/resources';
import type { Db } from '../db/database';

/**
 * The kaoyan years (考研年份) content may name, worked out on every use, never a fixed list:
 * - the calendar's: in calendar year Y (Beijing time) students prepare for the exam of December Y,
 *   kaoyan year Y + 1 (the current one), and year Y + 2 opens for content (year N opens in N − 2);
 * - years an admin added ahead of the calendar (table `kaoyan_year`), until their exam is over;
 * - every year a record uses, for as long as one does: a past year stays while content names it.
 * Any other year is refused wherever a record or a path names one (refs.ts, scope.ts).
 */

/** The years an admin added (migration 002). Databases made before the calendar rule also hold the three years the seed wrote, which the calendar has covered since. */
export const KAOYAN_YEAR_TABLE = 'kaoyan_year';

/** The calendar year turns at midnight in Beijing, where the staff and the exam are. */
const BEIJING_MS = 8 * 3_600_000;

/** The calendar's kaoyan years at `now`: the current one (its exam is this December) and the next. */
export function calendarYears(now: Date): { current: number; last: number } {
  const y = new Date(now.getTime() + BEIJING_MS).getUTCFullYear();
  return { current: y + 1, last: y + 2 };
}

export const yearName = (year: number) => `${year} 考研`;

/**
 * A place where records keep a kaoyan year: a column, or the years at `path` inside a column of
 * JSON (a document's `data`, a list field), e.g. `['years', 'year']` for `data.years[].year`.
 */
export interface YearUse {
  table: string;
  column: string;
  path?: readonly string[];
}

type Rec = Record<string, unknown>;

/** The values at `path` in a JSON value; lists on the way are walked element by element. */
function valuesAt(v: unknown, path: readonly string[]): unknown[] {
  if (Array.isArray(v)) return v.flatMap((x) => valuesAt(x, path));
  if (!path.length) return [v];
  if (v === null || typeof v !== 'object') return [];
  return valuesAt((v as Rec)[path[0]], path.slice(1));
}

const isYear = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** The open years and the checks of a year a record names, over the places the resources keep years. */
export class KaoyanYears {
  constructor(readonly uses: readonly YearUse[]) {}

  /** The years records use, among `only` when given (else all of them). */
  async used(db: Db, only?: readonly number[]): Promise<Set<number>> {
    const out = new Set<number>();
    if (only && !only.length) return out;
    for (const u of this.uses) {
      if (u.path) {
        for (const r of await db.selectFrom(u.table).select(u.column).execute()) {
          const text = r[u.column];
          if (typeof text !== 'string' || !text) continue;
          for (const y of valuesAt(JSON.parse(text) as unknown, u.path)) if (isYear(y) && (!only || only.includes(y))) out.add(y);
        }
        continue;
      }
      let q = db.selectFrom(u.table).select(u.column).distinct().where(u.column, 'is not', null);
      if (only) q = q.where(u.column, 'in', only);
      for (const r of await q.execute()) if (isYear(Number(r[u.column]))) out.add(Number(r[u.column]));
    }
    return out;
  }

  /** The years an admin added that are still ahead of their exam. */
  async added(db: Db, now: Date, only?: readonly number[]): Promise<Set<number>> {
    if (only && !only.length) return new Set();
    let q = db.selectFrom(KAOYAN_YEAR_TABLE).select('year').where('year', '>=', calendarYears(now).current);
    if (only) q = q.where('year', 'in', only);
    return new Set((await q.execute()).map((r) => Number(r.year)));
  }

  /** Every open year, oldest first, with why it is open (the calendar before an addition before a use). */
  async list(db: Db, now: Date): Promise<KaoyanYearItem[]> {
    const { current, last } = calendarYears(now);
    const source = new Map<number, KaoyanYearItem['source']>();
    for (const y of await this.used(db)) source.set(y, 'in_use');
    for (const y of await this.added(db, now)) source.set(y, 'added');
    for (let y = current; y <= last; y++) source.set(y, 'calendar');
    return [...source].sort(([a], [b]) => a - b).map(([year, s]) => ({ year, name: yearName(year), is_current: year === current, source: s }));
  }

  /** Those of `years` that are not open: the calendar's and added years need no look at the records. */
  async closed(db: Db, now: Date, years: readonly unknown[]): Promise<unknown[]> {
    const { current, last } = calendarYears(now);
    let left = [...new Set(years)].filter((y) => !(isYear(y) && y >= current && y <= last));
    const ints = () => left.filter(isYear).filter((y) => Math.abs(y) <= 2_147_483_647);
    const added = await this.added(db, now, ints());
    left = left.filter((y) => !added.has(y as number));
    const used = await this.used(db, ints());
    return left.filter((y) => !used.has(y as number));
  }

  /** What a refusal of `closed` years says: which are open, and how another one opens. */
  async refusal(db: Db, now: Date, closed: readonly unknown[]): Promise<string> {
    const open = (await this.list(db, now)).map((y) => y.year);
    return `考研年份 ${closed.join('、')} 未开放（开放的年份：${open.join('、')}；新的年份每年随日历开放，管理员也可在“业务课管理 → 考研年份”中提前添加）`;
  }
}

/** The places of `storages` that keep kaoyan years, each once. */
export function yearUsesOf(storages: Iterable<{ years?: readonly YearUse[] }>): YearUse[] {
  const seen = new Map<string, YearUse>();
  for (const s of storages) for (const u of s.years ?? []) seen.set(`${u.table}.${u.column}:${(u.path ?? []).join('.')}`, u);
  return [...seen.values()];
}
