import { centsToYuan, yuanToCents } from './money';

it.each([
  [0, '0.00'],
  [1, '0.01'],
  [99, '0.99'],
  [100, '1.00'],
  [1999, '19.99'],
  [123456789, '1234567.89'],
  [-250, '-2.50'],
  ['1999', '19.99'],
])('centsToYuan(%j) → %s', (cents, yuan) => {
  expect(centsToYuan(cents)).toBe(yuan);
});

it('gives empty text for no amount', () => {
  expect(centsToYuan(null)).toBe('');
  expect(centsToYuan(undefined)).toBe('');
  expect(centsToYuan('')).toBe('');
  expect(centsToYuan('abc')).toBe('');
});

it('converts typed yuan back to cents', () => {
  expect(yuanToCents('19.99')).toBe(1999);
  expect(yuanToCents('0.1')).toBe(10);
  expect(yuanToCents(3)).toBe(300);
  expect(yuanToCents('1.999')).toBeNull();
  expect(yuanToCents('abc')).toBeNull();
});
