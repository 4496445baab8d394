import { useMemo } from 'react';
import type { HTMLAttributes } from 'react';
import type { Rec } from '../types';
import { KitBody } from './kit-body';

/*
 * The table's rows are keyed by their place on the page, not by record. A page change, a search or
 * a reload then updates the 20 rows' cells in place. Keyed by record, React unmounted every row and
 * mounted new ones: new DOM for every cell, and antd's CSS-in-JS saw the use count of the cells'
 * components (switch, tag, image…) drop to 0 and back, so it removed their style tags, parsed their
 * styles again and re-inserted them, which made the browser recalculate the whole document's style
 * (measured: most of the 130–260 ms between a list's data and its painted rows).
 *
 * The <tr> still says which record it shows in `data-row-key` (tests, drag and drop and people
 * reading the DOM rely on it): the table's row component puts the record's key back there.
 */

/** The row prop (from `onRow`) that carries the record's key to the row component. */
export const RECORD_KEY = 'data-record-key';

export type KitRowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string | number; [RECORD_KEY]?: string };

/** `rowKey` for the table: each record's index in `items` (stable for a given array). */
export function useSlotKey(items: readonly Rec[]): (record: Rec) => number {
  return useMemo(() => {
    const slots = new Map(items.map((r, i) => [r, i]));
    return (record: Rec) => slots.get(record) ?? -1;
  }, [items]);
}

/** The row's props with `data-row-key` naming its record again (see above). */
export function recordRowProps({ [RECORD_KEY]: recordKey, ...props }: KitRowProps): HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string | number } {
  return { ...props, 'data-row-key': recordKey ?? props['data-row-key'] };
}

/** The kit table's plain row. */
export function KitRow({ children, ...props }: KitRowProps) {
  return <tr {...recordRowProps(props)}>{children}</tr>;
}

/**
 * The table's `components` for rows that are not reordered (one object, so the table never sees a
 * change). The body wrapper draws the rows itself when the list provides them (kit-body.tsx).
 */
export const SLOT_ROW_COMPONENTS = { body: { row: KitRow, wrapper: KitBody } };
