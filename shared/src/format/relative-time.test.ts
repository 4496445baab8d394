import { setLocale } from '@admin/shared/i18n';
import { toDate } from './date-time';
import { relativeTime } from './relative-time';

const NOW = new Date(2026, 4, 20, 12, 0, 0).getTime(); // local time, so the date form is zone-proof
const ago = (seconds: number) => NOW - seconds * 1000;

afterEach(() => setLocale('zh-CN'));

describe('relativeTime (spec 9)', () => {
  it.each([
    [0, '刚刚'],
    [29, '刚刚'],
    [30, '1分钟前'],
    [59, '1分钟前'],
    [5 * 60, '5分钟前'],
    [59 * 60, '59分钟前'],
    [115, '2分钟前'],
    [59 * 60 + 59, '60分钟前'],
    [3600, '1小时前'],
    [23 * 3600, '23小时前'],
    [3600 + 55 * 60, '2小时前'],
    [24 * 3600 - 1, '24小时前'],
    [24 * 3600, '1天前'],
    [2 * 24 * 3600 - 1, '1天前'],
  ])('%i s ago → %s', (seconds, text) => {
    expect(relativeTime(ago(seconds), NOW)).toBe(text);
  });

  it('shows the date from 2 days on', () => {
    expect(relativeTime(ago(2 * 24 * 3600), NOW)).toBe('2026-05-18 12:00:00');
    expect(relativeTime(new Date(2026, 0, 3, 8, 5), NOW)).toBe('2026-01-03 08:05:00');
  });

  it('shows another year’s date the same way', () => {
    expect(relativeTime(new Date(2025, 11, 31, 23, 59), NOW)).toBe('2025-12-31 23:59:00');
  });

  it('accepts ISO strings and epoch seconds', () => {
    expect(relativeTime(new Date(ago(90)).toISOString(), NOW)).toBe('2分钟前');
    expect(relativeTime(Math.floor(ago(7200) / 1000), NOW)).toBe('2小时前');
  });

  it('shows far-future times as a date and tolerates small clock skew', () => {
    expect(relativeTime(NOW + 10_000, NOW)).toBe('刚刚');
    expect(relativeTime(new Date(2026, 4, 21, 9, 30), NOW)).toBe('2026-05-21 09:30:00');
  });

  it('returns empty text for something that is not a date', () => {
    expect(relativeTime('not a date', NOW)).toBe('');
    expect(toDate('nope')).toBeNull();
  });

  it('follows the locale', () => {
    setLocale('en');
    expect(relativeTime(ago(10), NOW)).toBe('just now');
    expect(relativeTime(ago(600), NOW)).toBe('10 min ago');
    expect(relativeTime(ago(3 * 3600), NOW)).toBe('3 h ago');
    expect(relativeTime(ago(30 * 3600), NOW)).toBe('1 day ago');
    expect(relativeTime(ago(3 * 24 * 3600), NOW)).toBe('2026-05-17 12:00:00');
  });
});
