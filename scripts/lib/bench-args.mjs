// What every benchmark script shares: its command line, the median and quantiles of its runs, and
// the flags Chromium is launched with (the browser suite's, e2e/lib/chromium-args.mjs).

export const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
export const flag = (name) => process.argv.includes(`--${name}`);
/** Every value of a repeatable option. */
export const options = (name) => process.argv.flatMap((a, i) => (a === `--${name}` ? [process.argv[i + 1]] : []));

export const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The value `q` (0..1) of the way up the sorted finite values (nearest rank): 0.9 is the 90th percentile. */
export const quantile = (xs, q) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};

export { CHROMIUM_ARGS } from '../../e2e/lib/chromium-args.mjs';
