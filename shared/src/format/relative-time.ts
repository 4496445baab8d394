import { t } from '@admin/shared/i18n';
import { formatDateTime, toDate, type DateInput } from './date-time';
import type { Locale } from '@admin/shared/i18n';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const JUST_NOW = 30;

/**
 * The absolute form, past the relative range: the console's one way of writing a time
 * (date-time.ts), whatever the year and the language. `now` and `locale` are kept for callers.
 */
export function formatDate(date: Date, _now?: Date, _locale?: Locale): string {
  return formatDateTime(date);
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
