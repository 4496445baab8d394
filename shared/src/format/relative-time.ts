import { getLocale, t } from '@admin/shared/i18n';
import type { Locale } from '@admin/shared/i18n';

export type DateInput = Date | number | string;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const JUST_NOW = 30;

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

const pad = (n: number) => String(n).padStart(2, '0');

/** The absolute form: 'M月D日 HH:mm' this year, 'YYYY年M月D日' otherwise; 'YYYY-MM-DD HH:mm' in English. */
export function formatDate(date: Date, now: Date, locale: Locale = getLocale()): string {
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  if (locale === 'en') return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${time}`;
  if (date.getFullYear() === now.getFullYear()) return `${date.getMonth() + 1}月${date.getDate()}日 ${time}`;
  return `${date.getFullYear()}年${date.getMonth() + 1}月${date.getDate()}日`;
}

/**
 * Spec 9: under 30 s 'just now'; under 1 h minutes; under 1 day hours; under 2 days '1 day ago';
 * otherwise the date. Times in the future beyond the just-now window show the date.
 * Returns '' for a value that is not a date.
 */
export function relativeTime(input: DateInput, now: DateInput = Date.now()): string {
  const date = toDate(input);
  const reference = toDate(now);
  if (!date || !reference) return '';
  const seconds = (reference.getTime() - date.getTime()) / 1000;
  if (seconds > -JUST_NOW && seconds < JUST_NOW) return t('time.justNow');
  if (seconds < 0) return formatDate(date, reference);
  // Rounded up, as vue-element-admin's formatTime does: 1 min 55 s is "2 minutes ago".
  if (seconds < HOUR) return t('time.minutesAgo', { n: Math.ceil(seconds / MINUTE) });
  if (seconds < DAY) return t('time.hoursAgo', { n: Math.ceil(seconds / HOUR) });
  if (seconds < 2 * DAY) return t('time.oneDayAgo');
  return formatDate(date, reference);
}
