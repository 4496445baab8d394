import { formatNumber } from './number';

describe('formatNumber (spec 9)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1536, '1.5k'],
    [999_949, '999.9k'],
    [999_950, '1M'],
    [1e6, '1M'],
    [2.25e9, '2.3G'],
    [1e12, '1T'],
    [1e15, '1P'],
    [1e18, '1E'],
    [3.5e21, '3500E'],
    [-1200, '-1.2k'],
  ])('%d → %s', (n, text) => {
    expect(formatNumber(n)).toBe(text);
  });

  it('keeps up to `digits` decimals and drops trailing zeros', () => {
    expect(formatNumber(1234, 2)).toBe('1.23k');
    expect(formatNumber(1200, 2)).toBe('1.2k');
    expect(formatNumber(1234, 0)).toBe('1k');
  });
});
