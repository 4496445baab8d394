import type { ExportColumn } from '@admin/shared/contract/resources';

/**
 * Values of an export as people read them: 是/否, local times, option labels, lists joined, names
 * for references; and CSV cells (RFC 4180 quoting, spreadsheet formulas neutralised).
 */

type Rec = Record<string, unknown>;
export type Lang = 'zh' | 'en';
/** A moment as the list shows it (local `YYYY-MM-DD HH:mm:ss`): text in a CSV, a date cell in a sheet. */
export interface TimeCell {
  time: string;
}
/** An amount in yuan (from cents), with two decimals. */
export interface MoneyCell {
  yuan: number;
}
export type Cell = string | number | TimeCell | MoneyCell;

/** The text of a cell, as a CSV holds it. */
export const cellText = (v: Cell): string | number => (typeof v === 'object' ? ('time' in v ? v.time : v.yuan.toFixed(2)) : v);

/** Excel's serial day number of a local `YYYY-MM-DD HH:mm:ss` (days since 1899-12-30). */
export function excelSerial(local: string): number {
  const [y, mo, d, h, mi, se] = local.split(/[- :]/).map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, se) / 86_400_000 + 25_569;
}

const WORDS = {
  zh: { yes: '是', no: '否', sep: '、' },
  en: { yes: 'Yes', no: 'No', sep: ', ' },
} as const;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `YYYY-MM-DD HH:mm:ss` in a time zone. Intl is slow per call (about 5 µs), so the zone's offset
 * is looked up per day (twice: a day whose two ends differ holds a DST change and is looked up per
 * hour instead) and the digits are written by hand: 100 000 rows × several time columns.
 */
export function localTime(tz: string): (iso: string) => string {
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;
  const offsetOf = (at: number): number => {
    const p = Object.fromEntries(fmt.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
    return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) - at;
  };
  const cache = new Map<number, number | null>();
  const cached = (key: number, make: () => number | null) => {
    let v = cache.get(key);
    if (v === undefined) {
      if (cache.size > 50_000) cache.clear();
      cache.set(key, (v = make()));
    }
    return v;
  };
  const offsetAt = (ms: number): number => {
    const day = Math.floor(ms / DAY);
    const whole = cached(day, () => {
      const start = offsetOf(day * DAY);
      return start === offsetOf(day * DAY + DAY - 1000) ? start : null;
    });
    if (whole !== null) return whole;
    // Negative keys for hours, so they never meet the day keys.
    const hour = Math.floor(ms / HOUR);
    return cached(-1 - hour, () => offsetOf(hour * HOUR))!;
  };
  return (iso) => {
    const ms = Date.parse(iso);
    if (Number.isNaN(ms)) return iso;
    const d = new Date(ms + offsetAt(ms));
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  };
}

/** `yyyyMMdd-HHmm` of a moment in a time zone (the file name's stamp). */
export const fileStamp = (now: Date, tz: string) => localTime(tz)(now.toISOString()).replace(/[-:]/g, '').replace(' ', '-').slice(0, 13);

export interface ColumnFormat {
  /** The cell of one record; `names` maps a reference field's ids to names. */
  (rec: Rec, names: ReadonlyMap<string, ReadonlyMap<string, string>>): Cell;
}

/** How one column turns a record's value into a cell. */
export function columnFormat(col: ExportColumn, opts: { lang: Lang; time: (iso: string) => string; isRef: boolean }): ColumnFormat {
  const w = WORDS[opts.lang];
  const labels = col.options ? new Map(col.options.map((o) => [String(o.value), o.label])) : null;
  const one = (v: unknown, names: ReadonlyMap<string, string> | undefined): Cell => {
    if (v === null || v === undefined) return '';
    if (labels?.has(String(v))) return labels.get(String(v))!;
    if (names) return names.get(String(v)) ?? String(v);
    if (typeof v === 'boolean') return v ? w.yes : w.no;
    if (typeof v === 'number') return col.money ? { yuan: v / 100 } : v;
    if (typeof v === 'string') return ISO_TIME.test(v) ? { time: opts.time(v) } : v;
    return JSON.stringify(v);
  };
  return (rec, names) => {
    // What the list shows in the column's place (a user's nickname beside the id), when the record has it.
    const shown = col.shows === undefined ? undefined : rec[col.shows];
    const v = shown !== undefined && shown !== null && shown !== '' ? shown : rec[col.field];
    const refNames = opts.isRef && v === rec[col.field] ? names.get(col.field) : undefined;
    if (Array.isArray(v)) return v.map((x) => String(cellText(one(x, refNames)))).join(w.sep);
    return one(v, refNames);
  };
}

/** A CSV cell: text a spreadsheet would run as a formula gets a leading ', then RFC 4180 quoting. */
export function csvCell(cell: Cell): string {
  const v = cellText(cell);
  if (typeof v === 'number') return String(v);
  const s = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (cells: readonly Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;
