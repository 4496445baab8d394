import type { TableColumnType } from 'antd';
import type { FieldDef, FieldType, Rec } from '../types';

/** A column of the kit's table, with what the column settings need to know about it. */
export interface KitColumn extends TableColumnType<Rec> {
  key: string;
  /** The column's name in the settings panel. */
  label: string;
  /** Off until the user turns it on (see ListConfig.defaultHidden). */
  defaultHidden?: boolean;
  /** Not offered in the settings (the action column). */
  locked?: boolean;
}

/*
 * Declared widths, so the table is only as wide as its columns (scroll.x is their sum) and the
 * default columns of every list can be checked against the screen without a browser.
 */
const WIDTH: Record<FieldType, number> = {
  text: 180,
  textarea: 200,
  number: 90,
  switch: 90,
  select: 120,
  radio: 110,
  checkboxes: 170,
  image: 96,
  dateTime: 150,
  dateRange: 160,
  idList: 140,
};
export const ID_WIDTH = 80;
export const UPDATED_WIDTH = 150;
export const ACTIONS_WIDTH = 160;
export const STATUS_WIDTH = 90;
export const SELECT_WIDTH = 48;
export const HANDLE_WIDTH = 44;

export const defaultWidth = (f: FieldDef): number => (typeof f.list === 'object' && f.list.width) || WIDTH[f.type] || 140;

/*
 * The content width a list has at 1440 px with the sidebar open: 1440 − sidebar 220 (host
 * layout/sidebar.tsx SIDEBAR_WIDTH) − content margin 2 × 16 (console-layout.css .hl-content) − page
 * card padding 2 × 24 (PageContainer, antd paddingLG) − a vertical scrollbar 15.
 */
export const CONTENT_WIDTH_AT_1440 = 1440 - 220 - 2 * 16 - 2 * 24 - 15;

/** The width of the given columns side by side (what scroll.x is set to). */
export const columnsWidth = (columns: readonly Pick<TableColumnType<Rec>, 'width'>[]): number =>
  columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 140), 0);
