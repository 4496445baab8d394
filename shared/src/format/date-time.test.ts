import { DATE_TIME_FORMAT, formatDateTime } from './date-time';

const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s);

it('writes every kind of time as local YYYY-MM-DD HH:mm:ss', () => {
  expect(DATE_TIME_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
  const t = local(2027, 6, 30, 23, 59, 59);
  expect(formatDateTime(t.toISOString())).toBe('2027-06-30 23:59:59');
  expect(formatDateTime(t)).toBe('2027-06-30 23:59:59');
  expect(formatDateTime(t.getTime())).toBe('2027-06-30 23:59:59');
  expect(formatDateTime(Math.floor(t.getTime() / 1000))).toBe('2027-06-30 23:59:59');
  expect(formatDateTime('2027-06-30T08:05:09')).toBe('2027-06-30 08:05:09');
  expect(formatDateTime('2027-06-30 08:05')).toBe('2027-06-30 08:05:00');
  expect(formatDateTime('2027-06-30')).toBe('2027-06-30 00:00:00');
});

it('writes nothing for what is no time', () => {
  for (const v of [null, undefined, '', 'soon', '2027/13/99', {}, true]) expect(formatDateTime(v)).toBe('');
});
