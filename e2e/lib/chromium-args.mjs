// Headless Chromium's launch flags (DESIGN 10), one list for the browser suite and the
// benchmarks (scripts/lib/bench-args.mjs). Playwright gives each launch a fresh temporary
// profile itself (it refuses an explicit --user-data-dir with `launch`).
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
