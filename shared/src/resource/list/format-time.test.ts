import dayjs from 'dayjs';
import { formatTime, TIME_FORMAT } from './format-time';

describe('a list cell’s time', () => {
  it('reads as dayjs shows it, in the local zone, for the API’s ISO times and anything else', () => {
    const values = [
      '2026-11-24T09:05:07Z',
      '2026-11-24T09:05:07.123Z',
      '2026-01-01T00:00:00+08:00',
      '2026-06-30T23:59:59.999-05:30',
      '2026-03-08T02:30:00+0000',
      '2026-11-24T09:05Z',
      '2026-11-24 09:05:07', // no zone: local
      '2026-11-24', // date only
    ];
    for (const v of values) expect([v, formatTime(v)]).toEqual([v, dayjs(v).format(TIME_FORMAT)]);
  });

  it('is empty for no time', () => {
    expect(formatTime('')).toBe('');
    expect(formatTime(null)).toBe('');
    expect(formatTime(undefined)).toBe('');
  });
});
