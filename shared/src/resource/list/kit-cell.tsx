import { isValidElement } from 'react';
import type { CSSProperties, Key, ReactElement, ReactNode } from 'react';
import type { Rec } from '../types';
import type { CellPin } from './pins';

/*
 * One body cell of a kit table whose rows the kit draws (kit-body.tsx): a plain `<td>` with antd's
 * class names, made from the column as antd's public Column API describes it (dataIndex, render,
 * onCell, className, align), so the look is antd's and nothing of rc-table's is read.
 *
 * The `<td>` is the row's own child, with no component of its own around it: a memo component per
 * cell was two fibers per cell, 400 of a 20-row page's ~1 600, rendered on every page for nothing
 * (a new page's records always differ). The memo's job is kept by handing React the very element
 * drawn last time while the cell's inputs are the same, which React skips without a call. So a
 * column's `render` runs inside the row's render, as any function that returns elements: it must
 * not call hooks (a component it returns may). pure-render.ts checks that in development.
 */

/** What a cell is drawn from: its column's public props, the record and its index. */
export interface KitCellProps {
  /** The column's className (with antd's sorted-column class when it is sorted). */
  className?: string;
  align?: 'left' | 'right' | 'center';
  record: Rec;
  dataIndex?: string | number | ReadonlyArray<string | number>;
  index: number;
  render?: (value: unknown, record: Rec, index: number) => ReactNode;
  /** What the column's `onCell` returned for this record. */
  cellProps?: Record<string, unknown> & { style?: CSSProperties; className?: string };
  /** The column's pin in a table wider than its box (pins.ts). */
  pin?: CellPin;
}

const CELL_CLASS = 'ant-table-cell';

const valueOf = (record: Rec, dataIndex: KitCellProps['dataIndex']): unknown => {
  // As antd: no dataIndex means the whole record.
  if (dataIndex === undefined || dataIndex === null || dataIndex === '') return record;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex as string | number];
  let v: unknown = record;
  for (const k of path) v = v == null ? undefined : (v as Record<string | number, unknown>)[k];
  return v;
};

/** Not something React can draw (antd draws nothing for it either). */
const notANode = (node: unknown) => typeof node === 'object' && node !== null && !Array.isArray(node) && !isValidElement(node);

const EMPTY: Record<string, unknown> = {};

/**
 * Whether `a` and `b` hold the same values under the same keys, `skip` aside. Without building
 * anything: the compare runs for every cell of every row on each page (and on each selection),
 * and its rest objects and key arrays were the kit's largest allocation of a page change.
 */
function sameProps(a: Record<string, unknown>, b: Record<string, unknown>, skip?: string): boolean {
  let keys = 0;
  for (const k in a) {
    if (k === skip) continue;
    if (!Object.is(a[k], b[k])) return false;
    keys++;
  }
  for (const k in b) if (k !== skip) keys--;
  return keys === 0;
}

const sameStyle = (a: CSSProperties | undefined, b: CSSProperties | undefined) =>
  a === b || (a !== undefined && b !== undefined && sameProps(a as Record<string, unknown>, b as Record<string, unknown>));

/** What a cell was drawn from and the `<td>` drawn, per record and column. */
interface Drawn {
  props: KitCellProps;
  td: ReactElement | null;
}
const drawnCells = new WeakMap<Rec, Map<Key, Drawn>>();

/**
 * The same cell as before when what it shows cannot differ: a selection change re-renders every
 * row, but only the selection cells change. `onCell` makes a new props object (and style) per
 * call, so those are compared one level down.
 */
function sameCell(a: KitCellProps, b: KitCellProps): boolean {
  if (!sameProps(a as unknown as Record<string, unknown>, b as unknown as Record<string, unknown>, 'cellProps')) return false;
  const pa = a.cellProps ?? EMPTY;
  const pb = b.cellProps ?? EMPTY;
  return pa === pb || (sameProps(pa, pb, 'style') && sameStyle(pa.style as CSSProperties | undefined, pb.style as CSSProperties | undefined));
}

/** The `<td>` antd draws for this cell (null for a cell spanned over). */
function drawCell(p: KitCellProps, key: Key): ReactElement | null {
  const { className: extraClass, style, colSpan, rowSpan, ...rest } = p.cellProps ?? {};
  if (colSpan === 0 || rowSpan === 0) return null;
  const value = valueOf(p.record, p.dataIndex);
  const rendered = p.render ? p.render(value, p.record, p.index) : (value as ReactNode);
  const className = [CELL_CLASS, p.className, p.pin?.className, extraClass].filter(Boolean).join(' ');
  const cellStyle = p.align || style || p.pin ? { ...p.pin?.style, ...(p.align ? { textAlign: p.align } : null), ...style } : undefined;
  return (
    <td key={key} {...rest} colSpan={colSpan as number | undefined} rowSpan={rowSpan as number | undefined} className={className} style={cellStyle}>
      {notANode(rendered) ? null : rendered}
    </td>
  );
}

/** The `<td>` of one cell: the one drawn last time for the same record and column while its inputs are the same, else a new one. */
export function kitCell(p: KitCellProps, key: Key): ReactElement | null {
  let byColumn = drawnCells.get(p.record);
  const before = byColumn?.get(key);
  if (before && sameCell(before.props, p)) return before.td;
  const td = drawCell(p, key);
  if (!byColumn) drawnCells.set(p.record, (byColumn = new Map()));
  byColumn.set(key, { props: p, td });
  return td;
}
