import { createContext, useContext } from 'react';
import type { ComponentType, CSSProperties, HTMLAttributes, Key, ReactElement, ReactNode } from 'react';
import type { Rec } from '../types';
import type { TableColumnType } from 'antd';
import { kitCell } from './kit-cell';
import type { CellPin } from './pins';
import type { KitRowProps } from './slot-rows';
import './pins.css';

/*
 * The rows of every kit table, drawn by the kit instead of rc-table's BodyRow.
 *
 * rc-table's rows cost, per cell, three context subscriptions and a deep-compared memo, and per
 * row a BodyRow that builds a Cell element for every column: the largest part of the script
 * between a list's data and its painted rows (the list's render budget: a 20-row page within
 * 50 ms of its data). The table's body wrapper (antd's `components.body.wrapper`) draws the rows
 * itself from what the list gave the table, through the columns' public props only: the row
 * components, plain `<td>`s (kit-cell.tsx) with antd's class names (`ant-table-row`,
 * `ant-table-row-selected`, `ant-table-selection-column`, `ant-table-column-sort`, and the pinned
 * cells' `ant-table-cell-fix-*` with their offsets, pins.ts). A list's records are never drawn as
 * a tree (categories have their tree editor), so these are all the rows a kit table has; rc-table
 * draws the table, its head and colgroup, and the empty state.
 */

/** A column as the table is given it. */
type TableColumn = TableColumnType<Rec> & { key: string };

export interface KitBodyRows {
  /** The records drawn, in order (the table's dataSource). */
  rows: readonly Rec[];
  /** The table's columns, as given to it. */
  columns: readonly TableColumn[];
  /** In a table wider than its box: the pins of the selection cell and of each column (pins.ts). */
  pins?: { select?: CellPin; columns: readonly (CellPin | undefined)[] };
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

const PREFIX = 'ant-table';
const ROW_CLASS = `${PREFIX}-row ${PREFIX}-row-level-0`;
const SELECTED_ROW_CLASS = `${ROW_CLASS} ${PREFIX}-row-selected`;
const SELECTION_CELL_CLASS = `${PREFIX}-cell ${PREFIX}-selection-column`;
const SORTED_CLASS = `${PREFIX}-column-sort`;

function cellsOf(b: KitBodyRows, record: Rec, index: number, checked: boolean): ReactNode[] {
  const cells: ReactNode[] = [];
  if (b.selection) {
    const pin = b.pins?.select;
    cells.push(
      <td key="__select" className={pin ? `${SELECTION_CELL_CLASS} ${pin.className}` : SELECTION_CELL_CLASS} style={pin?.style}>
        {b.selection.renderCell(checked, record, index)}
      </td>,
    );
  }
  b.columns.forEach((c, i) => {
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
          pin: b.pins?.columns[i],
        },
        c.key,
      ),
    );
  });
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
