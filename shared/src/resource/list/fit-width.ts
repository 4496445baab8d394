import { useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, RefObject } from 'react';

interface Box {
  width: number | null;
  stickyTop: number;
}

/*
 * The box last measured for each kind of list ('page': a screen's own list; 'embedded': one in a
 * record page's tab). Lists of a kind sit in the same column of the layout, so the next one starts
 * from that box and draws its table in its first commit without the forced layout of measuring
 * (10–30 ms of a list's opening, 4× on a slow machine). If the window or the sidebar changed
 * meanwhile, the observer's first report (right after that frame's layout) redraws the table in the
 * other mode a frame later. A width of 0 (no layout, as in jsdom) is not remembered.
 */
const lastBox = new Map<string, Box>();

/** Forget the remembered boxes (tests that give the box different widths). */
export function forgetListBoxes(): void {
  lastBox.clear();
}

const readBox = (el: HTMLElement): Box => ({
  width: el.clientWidth,
  stickyTop: parseFloat(getComputedStyle(el).getPropertyValue(STICKY_TOP_VAR)) || DEFAULT_STICKY_TOP,
});

/**
 * Whether a table that needs `columnsWidth` px fits the box it is drawn in, the box's width, both
 * followed as the box resizes, and where its header sticks.
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
 * twice, and a list whose rows were read ahead (preload.ts) has them in its first render. A list
 * opened after another of its kind starts from that one's box (see lastBox).
 */
export function useFitsWidth(ref: RefObject<HTMLElement | null>, columnsWidth: number, kind = 'page') {
  const [box, setBox] = useState<Box>(() => lastBox.get(kind) ?? { width: null, stickyTop: DEFAULT_STICKY_TOP });
  const remembered = useRef(box.width !== null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const keep = (b: Box) => {
      if (b.width) lastBox.set(kind, b);
      // The box also grows and shrinks in height with its rows: only a new width (or sticking
      // point) is news (the same state object makes React skip the list's render).
      setBox((old) => (old.width === b.width && old.stickyTop === b.stickyTop ? old : b));
    };
    // Read once before the first paint, so the first rows are drawn in the right mode.
    if (!remembered.current) keep(readBox(el));
    if (typeof ResizeObserver === 'undefined') return;
    // Its reports come after layout, when reading the sticking point costs nothing.
    const observer = new ResizeObserver(([entry]) => {
      keep({ width: Math.round(entry.contentRect.width), stickyTop: readBox(el).stickyTop }); // width rounded as clientWidth is
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [kind, ref]);
  const width = box.width ?? 0;
  return { measured: box.width !== null, fits: width > 0 && columnsWidth <= width, width, stickyTop: box.stickyTop };
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
