/** A time as callers hold it: a Date, epoch milliseconds or seconds, or text. */
export type DateInput = Date | number | string;

/**
 * Numbers are epoch milliseconds; 10-digit numbers (below 1e12) are epoch seconds, which some
 * back ends send. Digit-only strings are treated the same way; other strings go to Date.parse.
 */
export function toDate(input: DateInput): Date | null {
  let date: Date;
  if (input instanceof Date) date = new Date(input.getTime());
  else if (typeof input === 'number' || /^\d+$/.test(input)) {
    const n = Number(input);
    date = new Date(n < 1e12 ? n * 1000 : n);
  } else date = new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The one way the console writes a point in time: local, to the second, as the date inputs take
 * it. Every list cell, drawer, history line and dashboard line says times this way.
 */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

// A full ISO 8601 time with its zone, as the API sends them: the browser's Date reads it exactly.
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
// A day alone is that day's start where the operator is (Date would read it as UTC).
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

const write = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/**
 * A time (ISO text with or without a zone, a day, epoch milliseconds or seconds, a Date) as
 * DATE_TIME_FORMAT in the browser's zone; '' for none or what is no time. Written by hand: a list
 * formats three times a row, and dayjs's parse and format were a few ms of every 20-row page.
 */
export function formatDateTime(v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'string') {
    const day = DAY.exec(v);
    if (day) return write(new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    if (!ISO_WITH_ZONE.test(v) && !/^\d+$/.test(v) && !/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(v)) return '';
    // ISO text without a zone is local time, as Date reads it; with a space instead of T, too.
    const d = toDate(v.replace(' ', 'T'));
    return d ? write(d) : '';
  }
  if (typeof v !== 'number' && !(v instanceof Date)) return '';
  const d = toDate(v);
  return d ? write(d) : '';
}
