import { startTransition, useEffect, useMemo, useState } from 'react';
import type { Density } from './column-prefs';

/*
 * A list's first rows are drawn in two steps: those that can be in view, then the rest in a
 * transition right after that drawing is committed (open a list → first row). A row with
 * a picture is ~80 px tall and a list's rows start ~350 px down, so 6 of 20 rows show in an 800 px
 * window; drawing the 14 others (~60 components each) before the first paint only delays it, most
 * of all on a slow CPU and when a click interrupts the drawing of a screen ahead of its opening
 * (drawn-ahead.ts in the host: a hidden drawing a click cuts short is thrown away). Later pages are
 * drawn whole in one step, as before (list/render-once.test.tsx).
 */

/** antd's table row at one line of text, per density (cell padding, line, border), the least a row takes. */
const ROW_HEIGHT: Record<Density, number> = { large: 55, middle: 47, small: 39 };
/** Less than the console's top bar, tabs, page title, search bar and table head above a list's rows. */
const ROWS_TOP_MIN = 200;

/** How many rows of `density` the window can show below the least a list's rows start at. */
export function rowsInView(density: Density, windowHeight: number = window.innerHeight): number {
  return Math.max(1, Math.ceil((windowHeight - ROWS_TOP_MIN) / ROW_HEIGHT[density]));
}

/**
 * The rows a list draws: the first time it has rows, only those `rowsInView` allows, then all of
 * them in a transition once that drawing is committed (for a list drawn hidden, once it is shown:
 * a hidden page runs no effects). From then on always all of them.
 */
export function useRowsInViewFirst<T>(items: readonly T[], density: Density): readonly T[] {
  const [whole, setWhole] = useState(false);
  const first = whole ? items.length : rowsInView(density);
  const cut = first < items.length;
  const shown = useMemo(() => (cut ? items.slice(0, first) : items), [cut, items, first]);
  useEffect(() => {
    if (!whole && items.length > 0) startTransition(() => setWhole(true));
  }, [whole, items.length]);
  return shown;
}
