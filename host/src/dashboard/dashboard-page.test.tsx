import { formatToday } from './dashboard-page';

describe('formatToday', () => {
  const day = new Date(2026, 10, 21, 9, 30);
  it('writes the date the Chinese way by default', () => {
    expect(formatToday(day, 'zh-CN')).toBe('2026年11月21日 星期六');
  });
  it('and the US English way in English', () => {
    expect(formatToday(day, 'en')).toBe('Saturday, November 21, 2026');
  });
});
