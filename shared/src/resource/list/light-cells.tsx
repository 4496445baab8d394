import { Children, isValidElement } from 'react';
import type { CSSProperties, Key, ReactElement, ReactNode } from 'react';
import type { Rec } from '../types';

/*
 * The body cells of the kit's tables, drawn without rc-table's cell component.
 *
 * rc-table hands a row component its cells as elements of its own `Cell`: per cell three
 * context subscriptions (fixed-column shadows, hover range, the "all columns fixed" flag), two
 * event hooks and a deep-compared memo around the column's render. A 20-row page has ~240 of
 * them, and they were the largest part of the script that runs between a list's data and its
 * painted rows (issue 9's 50 ms budget). The kit's row components read what rc-table computed for
 * each cell (its class, alignment, `onCell` props, record, render) from those elements and draw a
 * plain `<td>` with antd's class names instead, so the look is antd's.
 *
 * A cell that needs rc-table's machinery is left to it: pinned columns (their offsets and
 * scroll shadows; only tables wider than their box pin columns, see fit-width.ts), ellipsis,
 * row-header cells and cells with rc-table's tree indent. A render's result is drawn as rc-table
 * draws it, except the legacy `{ children, props }` form, which the kit's column type does not
 * allow (like any object that is not an element, it draws nothing).
 */

/** What rc-table's BodyRow passes to each Cell element (the part the light cell reads). */
export interface RcCellProps {
  prefixCls: string;
  className?: string;
  style?: CSSProperties;
  align?: 'left' | 'right' | 'center';
  ellipsis?: unknown;
  scope?: unknown;
  component?: unknown;
  record: Rec;
  dataIndex?: string | number | ReadonlyArray<string | number>;
  renderIndex: number;
  render?: (value: unknown, record: Rec, index: number) => ReactNode;
  fixStart?: number | false;
  fixEnd?: number | false;
  appendNode?: ReactNode;
  additionalProps?: Record<string, unknown> & { style?: CSSProperties; className?: string };
}

const valueOf = (record: Rec, dataIndex: RcCellProps['dataIndex']): unknown => {
  // As rc-table: no dataIndex means the whole record.
  if (dataIndex === undefined || dataIndex === null || dataIndex === '') return record;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex as string | number];
  let v: unknown = record;
  for (const k of path) v = v == null ? undefined : (v as Record<string | number, unknown>)[k];
  return v;
};

/** Not something React can draw (rc-table draws nothing for it either). */
const notANode = (node: unknown) => typeof node === 'object' && node !== null && !Array.isArray(node) && !isValidElement(node);

const pinned = (p: RcCellProps) => typeof p.fixStart === 'number' || typeof p.fixEnd === 'number';

const EMPTY: Record<string, unknown> = {};

/**
 * Whether `a` and `b` hold the same values under the same keys, `skip` aside. Without building
 * anything: the compare runs for every cell of every row on each page (and on each selection),
 * and its rest objects and key arrays were the kit's largest allocation of a page change.
 */
function sameProps(a: Record<string, unknown>, b: Record<string, unknown>, skip?: string, skip2?: string): boolean {
  let keys = 0;
  for (const k in a) {
    if (k === skip || k === skip2) continue;
    if (!Object.is(a[k], b[k])) return false;
    keys++;
  }
  for (const k in b) if (k !== skip && k !== skip2) keys--;
  return keys === 0;
}

const sameStyle = (a: CSSProperties | undefined, b: CSSProperties | undefined) =>
  a === b || (a !== undefined && b !== undefined && sameProps(a as Record<string, unknown>, b as Record<string, unknown>));

/** What a cell was drawn from and the `<td>` drawn, per record and column (see lightCells). */
interface Drawn {
  props: RcCellProps;
  td: ReactElement | null;
}
const drawnCells = new WeakMap<Rec, Map<Key, Drawn>>();

/**
 * The same cell as before when what it shows cannot differ (as rc-table's memo did): a selection
 * change re-renders every row, but only the selection cells change. `onCell` makes a new props
 * object (and style) per call, so those are compared one level down.
 */
function sameCell(a: RcCellProps, b: RcCellProps): boolean {
  if (!sameProps(a as unknown as Record<string, unknown>, b as unknown as Record<string, unknown>, 'additionalProps', 'style') || !sameStyle(a.style, b.style)) return false;
  const pa = a.additionalProps ?? EMPTY;
  const pb = b.additionalProps ?? EMPTY;
  return pa === pb || (sameProps(pa, pb, 'style') && sameStyle(pa.style as CSSProperties | undefined, pb.style as CSSProperties | undefined));
}

/** The `<td>` rc-table's Cell would draw for these props (null for a cell spanned over). */
function drawCell(p: RcCellProps, key: Key | null): ReactElement | null {
  const { className: extraClass, style: extraStyle, colSpan, rowSpan, ...rest } = p.additionalProps ?? {};
  if (colSpan === 0 || rowSpan === 0) return null;
  const value = valueOf(p.record, p.dataIndex);
  const rendered = p.render ? p.render(value, p.record, p.renderIndex) : (value as ReactNode);
  const className = [`${p.prefixCls}-cell`, p.className, extraClass].filter(Boolean).join(' ');
  const style = p.align || extraStyle || p.style ? { ...(p.align ? { textAlign: p.align } : null), ...extraStyle, ...p.style } : undefined;
  return (
    <td key={key} {...rest} colSpan={colSpan as number | undefined} rowSpan={rowSpan as number | undefined} className={className} style={style}>
      {notANode(rendered) ? null : rendered}
    </td>
  );
}

/**
 * A row's cells from rc-table, each drawn as a plain `<td>` where it can be (see above).
 *
 * The `<td>` is the row's own child, with no component of its own around it: a memo component per
 * cell (what this drew before) was two fibers per cell, 400 of a 20-row page's ~1 600, rendered on
 * every page for nothing (a new page's records always differ). The memo's job is kept by handing
 * React the very element it drew last time while the cell's props are the same, which React skips
 * without a call. So a column's `render` runs inside the row's render, as any function that returns
 * elements: it must not call hooks (a component it returns may).
 */
export function lightCells(children: ReactNode): ReactNode {
  return Children.map(children, (child) => {
    if (!isValidElement(child)) return child;
    const p = child.props as RcCellProps;
    if (typeof p.prefixCls !== 'string' || !('record' in p) || pinned(p) || p.ellipsis || p.scope || p.appendNode || p.component !== 'td') return child;
    return lightCell(p, child.key ?? '');
  }) as ReactElement[];
}

/**
 * The `<td>` of one plain cell (not pinned, no ellipsis, a `td`): the one drawn last time for the
 * same record and column while its props are the same (see lightCells), else a new one.
 */
export function lightCell(p: RcCellProps, key: Key): ReactElement | null {
  let byColumn = drawnCells.get(p.record);
  const before = byColumn?.get(key);
  if (before && sameCell(before.props, p)) return before.td;
  const td = drawCell(p, key);
  if (!byColumn) drawnCells.set(p.record, (byColumn = new Map()));
  byColumn.set(key, { props: p, td });
  return td;
}
