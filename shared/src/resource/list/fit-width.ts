import { useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';

/**
 * Whether a table of `columnsWidth` px fits the box it is drawn in, followed as the box resizes,
 * and where its header sticks.
 *
 * Why it matters: a table given scroll.x, fixed columns or antd's sticky header makes rc-table
 * render a measuring row and read the layout after every new page of data (offsetWidth of each
 * column, scrollWidth of the body), then render all rows a second time with the measured widths:
 * about half of the time from a list's data to its rows on screen. A table that fits needs none
 * of it: nothing scrolls sideways, so nothing has to stay pinned, and the header sticks with plain
 * CSS (stickyHeaderCell). Only a table wider than its box gets scroll.x, pinned columns and
 * rc-table's sticky header.
 *
 * No layout (as in jsdom: width 0) counts as not fitting, the behaviour that works everywhere.
 * Until the box has been measured (`measured`, in the layout effect of the first commit, before
 * anything is painted) the table is not drawn at all: drawn in the wrong mode it would be drawn
 * twice, and a list whose rows were read ahead (preload.ts) has them in its first render.
 */
export function useFitsWidth<E extends HTMLElement>(columnsWidth: number) {
  const ref = useRef<E>(null);
  const [box, setBox] = useState<{ width: number | null; stickyTop: number }>({ width: null, stickyTop: DEFAULT_STICKY_TOP });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Read once before the first paint, so the first rows are drawn in the right mode.
    const stickyTop = parseFloat(getComputedStyle(el).getPropertyValue(STICKY_TOP_VAR)) || DEFAULT_STICKY_TOP;
    setBox({ width: el.clientWidth, stickyTop });
    if (typeof ResizeObserver === 'undefined') return;
    // The box also grows and shrinks in height with its rows: only a new width is news (the same
    // state object makes React skip the list's render).
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry.contentRect.width); // as clientWidth rounds
      setBox((b) => (b.width === width ? b : { ...b, width }));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const width = box.width ?? 0;
  return { ref, measured: box.width !== null, fits: width > 0 && columnsWidth <= width, stickyTop: box.stickyTop };
}

/**
 * The host layout says where sticky parts of a page stick (below its top bar and tabs) in this
 * CSS variable; a page outside that layout sticks at the top bar's height.
 */
export const STICKY_TOP_VAR = '--admin-sticky-top';
const DEFAULT_STICKY_TOP = 56;

/**
 * A header cell that sticks while the page scrolls (the header of a table that fits; its cells
 * keep antd's opaque header background). z-index above the rows' cells (antd gives pinned and
 * hovered cells up to 2).
 */
export const stickyHeaderCell = (top: number): CSSProperties => ({ position: 'sticky', top, zIndex: 3 });
