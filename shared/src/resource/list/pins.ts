import type { CSSProperties } from 'react';
import { DRAG_COLUMN_KEY } from './layout';

/*
 * Pinned columns of a table wider than its box, placed by the kit: the same classes and sticky
 * offsets antd gives a pinned cell (`ant-table-cell-fix-start` …, `inset-inline-start`), computed
 * from the columns' declared widths. A table wider than its box is exactly as wide as its
 * declared widths (scroll.x is their sum and its layout is fixed), so the offsets need no
 * measuring: the kit's body draws its rows with them, and the head's cells get them through each
 * column's public `onHeaderCell`. The shadow at a pinned edge shows while the table is scrolled
 * past it, from the classes antd puts on the table as it scrolls (pins.css).
 */

/** A column as the pins read it: antd's public `fixed` and `width`. */
export interface PinnedColumn {
  fixed?: boolean | 'left' | 'right' | 'start' | 'end';
  width?: number | string;
}

/** A pinned cell's look: antd's class names and its sticky offset. */
export interface CellPin {
  className: string;
  style: CSSProperties;
}

const FIX = 'ant-table-cell-fix';
/** A column without a declared width counts as layout.ts counts it. */
const DEFAULT_WIDTH = 140;

const sideOf = (c: PinnedColumn): 'start' | 'end' | null =>
  c.fixed === true || c.fixed === 'left' || c.fixed === 'start' ? 'start' : c.fixed === 'right' || c.fixed === 'end' ? 'end' : null;
const widthOf = (c: PinnedColumn) => (typeof c.width === 'number' ? c.width : DEFAULT_WIDTH);

/**
 * The pin of each column (undefined: not pinned), the selection column first when there is one
 * (`selectWidth` > 0, pinned to the start as the kit's lists pin it). Cells further from their
 * edge sit above nearer ones (`--z-offset-reverse`, which antd's CSS adds to the fixed z-index),
 * so a wide cell never shows through the pinned ones.
 */
export function pinsOf(columns: readonly PinnedColumn[], selectWidth: number): { select?: CellPin; columns: (CellPin | undefined)[] } {
  const all: PinnedColumn[] = selectWidth > 0 ? [{ fixed: 'start', width: selectWidth }, ...columns] : [...columns];
  const n = all.length;
  const sides = all.map(sideOf);
  const lastStart = sides.lastIndexOf('start');
  const firstEnd = sides.indexOf('end');
  const pins = all.map((c, i): CellPin | undefined => {
    const side = sides[i];
    if (!side) return undefined;
    let offset = 0;
    if (side === 'start') for (let j = 0; j < i; j++) offset += sides[j] === 'start' ? widthOf(all[j]) : 0;
    else for (let j = i + 1; j < n; j++) offset += sides[j] === 'end' ? widthOf(all[j]) : 0;
    const edge = side === 'start' ? i === lastStart : i === firstEnd;
    return {
      className: `${FIX} ${FIX}-${side}${edge ? ` ${FIX}-${side}-shadow` : ''}`,
      style: {
        [side === 'start' ? 'insetInlineStart' : 'insetInlineEnd']: offset,
        '--z-offset': side === 'start' ? 2 * n - i : i,
        '--z-offset-reverse': side === 'start' ? n + i : n - i,
      } as CSSProperties,
    };
  });
  return selectWidth > 0 ? { select: pins[0], columns: pins.slice(1) } : { columns: pins };
}

/** The columns with their head cells placed by their pins (the body's are drawn by kit-body.tsx). */
export function withPinnedHeads<C extends PinnedColumn & { onHeaderCell?: unknown }>(columns: readonly C[], selectWidth: number): C[] {
  const { columns: pins } = pinsOf(columns, selectWidth);
  return columns.map((c, i) => {
    const pin = pins[i];
    if (!pin) return c;
    const own = c.onHeaderCell as ((column: C) => { style?: CSSProperties } & Record<string, unknown>) | undefined;
    return {
      ...c,
      onHeaderCell: (column: C) => {
        const props = own?.(column);
        return { ...props, style: { ...props?.style, ...pin.style } };
      },
    };
  });
}

/** What a pinned table keeps unpinned at least: room to see the columns that scroll. */
export const SCROLL_ROOM = 160;

/**
 * The keys of the columns to unpin so that a box of `boxWidth` keeps SCROLL_ROOM for the columns
 * that scroll: pinned cells of both edges wider than the box would lie over each other (a list
 * beside a category tree at 800 px), hiding the row's actions under its title. Pins give way from
 * the start's innermost (the title) outwards, then the end's (the actions then scroll into view
 * like any column); the selection column and a drag handle stay pinned.
 */
export function pinsToDrop(columns: readonly (PinnedColumn & { key?: unknown })[], selectWidth: number, boxWidth: number): string[] {
  let pinned = selectWidth + columns.reduce((sum, c) => sum + (sideOf(c) ? widthOf(c) : 0), 0);
  const dropped: string[] = [];
  const drop = (c: PinnedColumn & { key?: unknown }) => {
    dropped.push(String(c.key));
    pinned -= widthOf(c);
  };
  for (let i = columns.length - 1; i >= 0 && pinned > boxWidth - SCROLL_ROOM; i--) {
    if (sideOf(columns[i]) === 'start' && columns[i].key !== DRAG_COLUMN_KEY) drop(columns[i]);
  }
  for (let i = 0; i < columns.length && pinned > boxWidth - SCROLL_ROOM; i++) if (sideOf(columns[i]) === 'end') drop(columns[i]);
  return dropped;
}
