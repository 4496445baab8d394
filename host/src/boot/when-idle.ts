/*
 * When a prefetch step runs (prefetch.ts, its `at`): right after the next frame is drawn, or at
 * the next idle moment. Nothing is fetched ahead when the browser asks to save data (metered or
 * slow connections): there the hover prefetch still fetches just in time.
 */

interface IdleWindow {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  requestAnimationFrame?: (run: () => void) => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  navigator: { connection?: { saveData?: boolean } };
}

/** The browser asks to save data (a metered or slow connection): nothing is fetched ahead. */
export const savingData = (win: Pick<IdleWindow, 'navigator'> = window as unknown as IdleWindow): boolean => Boolean(win.navigator.connection?.saveData);

/** Longest wait for an idle moment: a page that is never idle still gets the code. */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `work` at the next idle moment unless the user asked to save data; true when scheduled.
 * `needsIdleCallback`: only where the browser says when it is idle (not Safari), for work long
 * enough that, started at a guessed moment, it could hold up the user's next click.
 */
export function whenIdle(work: () => void, win: IdleWindow = window as unknown as IdleWindow, { needsIdleCallback = false } = {}): boolean {
  if (savingData(win)) return false;
  if (win.requestIdleCallback) win.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
  else if (needsIdleCallback) return false;
  else win.setTimeout(work, 200);
  return true;
}

/**
 * Runs `work` right after the next frame is drawn unless the user asked to save data; true when
 * scheduled. For work the user has just asked for in effect (a menu group opened: one of its
 * screens comes next), which must not wait for an idle moment that other background work (the
 * list warm-up) may hold off for a second on a slow machine.
 */
export function whenDrawn(work: () => void, win: IdleWindow = window as unknown as IdleWindow): boolean {
  if (savingData(win)) return false;
  const later = () => void win.setTimeout(work, 0);
  if (win.requestAnimationFrame) win.requestAnimationFrame(later);
  else later();
  return true;
}
