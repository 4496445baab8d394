import { createContext, useContext } from 'react';
import type { ComponentType, CSSProperties, HTMLAttributes, Key, ReactElement, ReactNode } from 'react';
import type { Rec } from '../types';
import type { TableColumnType } from 'antd';
import { kitCell } from './kit-cell';
import type { KitRowProps } from './slot-rows';

/*
 * The rows of a kit table that fits its box, drawn by the kit instead of rc-table's BodyRow.
 *
 * rc-table's rows cost, per cell, three context subscriptions and a deep-compared memo, and per
 * row a BodyRow that builds a Cell element for every column: the largest part of the script
 * between a list's data and its painted rows (the list's render budget: a 20-row page within
 * 50 ms of its data). The table's body wrapper (antd's `components.body.wrapper`) draws the rows
 * itself from what the list gave the table, through the columns' public props only: the row
 * components, plain `<td>`s (kit-cell.tsx) with antd's class names (`ant-table-row`,
 * `ant-table-row-selected`, `ant-table-selection-column`, `ant-table-column-sort`).
 *
 * Only for what these rows can draw: columns not pinned and no tree data. A table that pins its
 * columns (wider than its box) or whose records have `children` is drawn by antd as it is, rows
 * and cells, through the same row components.
 */

/** A column as the table is given it. */
type TableColumn = TableColumnType<Rec> & { key: string };

export interface KitBodyRows {
  /** The records drawn, in order (the table's dataSource). */
  rows: readonly Rec[];
  /** The table's columns, as given to it (no pinned column among them). */
  columns: readonly TableColumn[];
  /** The table's row key of a record (its place, see slot-rows.tsx). */
  keyOf: (record: Rec) => string | number;
  onRow: (record: Rec) => object;
  /** The row component (components.body.row). */
  Row: ComponentType<KitRowProps>;
  /** The selection column's cell (rowSelection.renderCell) and the keys selected, when rows can be selected. */
  selection?: { renderCell: (checked: boolean, record: Rec, index: number) => ReactNode; selectedKeys: readonly Key[] };
}

const KitBodyContext = createContext<KitBodyRows | null>(null);
export const KitBodyProvider = KitBodyContext.Provider;

/** Whether these rows can be drawn by KitBody: no pinned column, no tree records. */
export const kitBodyDraws = (columns: readonly TableColumn[], rows: readonly Rec[]) =>
  !columns.some((c) => c.fixed) && !rows.some((r) => Array.isArray(r.children));

const PREFIX = 'ant-table';
const ROW_CLASS = `${PREFIX}-row ${PREFIX}-row-level-0`;
const SELECTED_ROW_CLASS = `${ROW_CLASS} ${PREFIX}-row-selected`;
const SELECTION_CELL_CLASS = `${PREFIX}-cell ${PREFIX}-selection-column`;
const SORTED_CLASS = `${PREFIX}-column-sort`;

function cellsOf(b: KitBodyRows, record: Rec, index: number, checked: boolean): ReactNode[] {
  const cells: ReactNode[] = [];
  if (b.selection) {
    cells.push(
      <td key="__select" className={SELECTION_CELL_CLASS}>
        {b.selection.renderCell(checked, record, index)}
      </td>,
    );
  }
  for (const c of b.columns) {
    const className = c.sortOrder ? (c.className ? `${c.className} ${SORTED_CLASS}` : SORTED_CLASS) : c.className;
    cells.push(
      kitCell(
        {
          className,
          align: c.align as 'left' | 'right' | 'center' | undefined,
          record,
          dataIndex: c.dataIndex as string | undefined,
          index,
          render: c.render as (value: unknown, record: Rec, index: number) => ReactNode,
          cellProps: c.onCell?.(record, index) as (Record<string, unknown> & { style?: CSSProperties; className?: string }) | undefined,
        },
        c.key,
      ),
    );
  }
  return cells;
}

/**
 * The table's body wrapper (components.body.wrapper): the `<tbody>` with the kit's rows when a
 * KitBodyProvider gives them, else what rc-table rendered (its rows, or its empty-state row).
 */
export function KitBody({ children, ...props }: HTMLAttributes<HTMLTableSectionElement>): ReactElement {
  const b = useContext(KitBodyContext);
  if (!b || b.rows.length === 0) return <tbody {...props}>{children}</tbody>;
  const selected = b.selection ? new Set(b.selection.selectedKeys) : null;
  return (
    <tbody {...props}>
      {b.rows.map((record, index) => {
        const key = b.keyOf(record);
        const checked = selected?.has(key) ?? false;
        const rowProps = b.onRow(record) as KitRowProps;
        return (
          <b.Row key={key} {...rowProps} data-row-key={key} className={checked ? SELECTED_ROW_CLASS : ROW_CLASS}>
            {cellsOf(b, record, index, checked)}
          </b.Row>
        );
      })}
    </tbody>
  );
}
