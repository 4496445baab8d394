/**
 * Amounts are stored in cents (spec 9); shows yuan with two decimals: 1999 → '19.99'.
 * Integer arithmetic, so 0.1 + 0.2 style float errors cannot appear. '' for no amount.
 */
export function centsToYuan(cents: number | string | null | undefined): string {
  if (cents === null || cents === undefined || cents === '') return '';
  const n = typeof cents === 'string' ? Number(cents) : cents;
  if (!Number.isFinite(n)) return '';
  const whole = Math.round(n);
  const abs = Math.abs(whole);
  return `${whole < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The reverse, for forms: '19.99' → 1999; null when the text is not an amount. */
export function yuanToCents(yuan: string | number): number | null {
  const text = String(yuan).trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}
