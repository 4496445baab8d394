import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { Rec } from '../types';

/*
 * A column's `render` runs inside its row's render (kit-cell.tsx), so a hook called there would
 * belong to the row and break it as soon as the number of hooks differs between rows or pages.
 * In development the list calls each column's render once more outside any component, on the
 * first row shown: a hook called there throws (React: hooks can only be called inside the body of
 * a function component), and the list throws a message naming the column instead. A render that
 * needs state returns a component that holds it. Production builds drop the check.
 */

/** A column as the list gives it to the table. */
interface RenderedColumn {
  key?: unknown;
  dataIndex?: unknown;
  // antd's column types its render's value as `any`; any function is called the same way here.
  render?: unknown;
}
type Render = (value: unknown, record: Rec, index: number) => ReactNode;

/** How React reports a hook called outside a component (the dispatcher is missing or refuses). */
const HOOK_OUTSIDE_COMPONENT = /Invalid hook call|reading 'use[A-Za-z]*'/;

const valueOf = (record: Rec, dataIndex: unknown): unknown =>
  (Array.isArray(dataIndex) ? dataIndex : dataIndex === undefined || dataIndex === '' ? [] : [dataIndex]).reduce<unknown>(
    (v, k) => (v == null ? undefined : (v as Record<string, unknown>)[k as string]),
    record,
  );

/**
 * The keys of the columns whose render calls a hook, tried on `record` outside any component.
 * Columns named in `checked` are skipped, and those found pure are added to it.
 */
export function impureRenders(columns: readonly RenderedColumn[], record: Rec, checked: Set<string> = new Set()): string[] {
  const impure: string[] = [];
  for (const c of columns) {
    const render = c.render as Render | undefined;
    const key = String(c.key ?? c.dataIndex);
    if (typeof render !== 'function' || checked.has(key)) continue;
    try {
      render(valueOf(record, c.dataIndex), record, 0);
      checked.add(key);
    } catch (e) {
      // Any other failure is the render's own business (it shows when the row draws).
      if (HOOK_OUTSIDE_COMPONENT.test(String((e as Error)?.message))) impure.push(key);
    }
  }
  return impure;
}

/**
 * In development, throws when a column's render calls a hook (see above). Each column is tried once
 * per list, on the first row it shows, so later pages call no render more than they draw.
 */
export function usePureRenders(columns: readonly RenderedColumn[], record: Rec | undefined, list: string): void {
  const checked = useRef(new Set<string>());
  useEffect(() => {
    if (process.env.NODE_ENV === 'production' || !record) return;
    const impure = impureRenders(columns, record, checked.current);
    if (impure.length > 0)
      throw new Error(
        `${list}: the render of column ${impure.join(', ')} calls a hook. A column's render runs inside its row's render and must not call hooks; return a component that calls them instead.`,
      );
  }, [columns, record, list]);
}
