const UNITS: readonly (readonly [number, string])[] = [
  [1e18, 'E'],
  [1e15, 'P'],
  [1e12, 'T'],
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'k'],
];

/** '1.50' → '1.5', '2.00' → '2'. */
const trimZeros = (s: string) => s.replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');

/**
 * Short form with the suffixes k, M, G, T, P, E (spec 9): 999 → '999', 1000 → '1k',
 * 1536 → '1.5k', 1e18 → '1E'. `digits` is the most decimals kept.
 */
export function formatNumber(n: number, digits = 1): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  for (let i = 0; i < UNITS.length; i++) {
    const [value, symbol] = UNITS[i];
    if (abs < value) continue;
    const text = trimZeros((abs / value).toFixed(digits));
    // 999 950 rounds to '1000k'; the next unit up says it better ('1M').
    if (Number(text) >= 1000 && i > 0) {
      const [bigger, biggerSymbol] = UNITS[i - 1];
      return `${sign}${trimZeros((abs / bigger).toFixed(digits))}${biggerSymbol}`;
    }
    return `${sign}${text}${symbol}`;
  }
  return String(n);
}
