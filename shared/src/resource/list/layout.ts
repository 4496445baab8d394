import type { TableColumnType } from 'antd';
import type { FieldDef, FieldType, Rec, ResourceDef } from '../types';

/** A column of the kit's table, with what the column settings need to know about it. */
export interface KitColumn extends TableColumnType<Rec> {
  key: string;
  /** The column's name in the settings panel. */
  label: string;
  /** Off until the user turns it on (see ListConfig.defaultHidden). */
  defaultHidden?: boolean;
  /** Not offered in the settings (the action column). */
  locked?: boolean;
  /** How narrow the column may be drawn for the table to fit its box (see fitColumns); none: its width. */
  shrinkTo?: number;
}

/*
 * Declared widths, so the table is only as wide as its columns (scroll.x is their sum) and the
 * default columns of every list can be checked against the screen without a browser.
 */
// Types not named here (the structured ones: lists, trees, references…) get 140.
const WIDTH: Partial<Record<FieldType, number>> = {
  text: 170,
  textarea: 200,
  number: 90,
  switch: 80, // a small switch under a header of up to four characters
  select: 120,
  radio: 110,
  checkboxes: 170,
  image: 80, // the 64 px thumbnail and the cell's padding
  dateTime: 166, // YYYY-MM-DD HH:mm:ss: 130 px of text at 14 px (Chromium), the cell's 32 of padding, 4 to spare
  dateRange: 166, // two of them on two lines
  idList: 140,
  tags: 200,
};
export const ID_WIDTH = 70;
/** A uuid is 36 characters nobody reads: its column is wide, and off by default (the title names the row). */
export const UUID_WIDTH = 290;
export const idWidth = (def: Pick<ResourceDef, 'idKey'>): number => (def.idKey === 'uuid' ? UUID_WIDTH : ID_WIDTH);
export const UPDATED_WIDTH = 140;
export const ACTIONS_WIDTH = 160;
export const STATUS_WIDTH = 90;
export const SELECT_WIDTH = 48;
export const HANDLE_WIDTH = 40;
/** The key of a reorderable list's drag-handle column. */
export const DRAG_COLUMN_KEY = '__drag';

export const defaultWidth = (f: FieldDef): number => (typeof f.list === 'object' && f.list.width) || WIDTH[f.type] || 140;

/*
 * How narrow a column may be drawn so that a table a little wider than its box (1280 and 1366 px
 * screens) fits it instead of scrolling sideways with columns hidden behind the pinned ones.
 * Only columns whose text wraps give way: free text (down to about 8 characters a line), the last
 * change (date and time on two lines) and the actions (two links a line: Chinese labels; English
 * ones need the whole width). Dates, pictures, switches and tags keep their widths, and so does a
 * width a declaration chose.
 */
const SHRINK_TO: Partial<Record<FieldType, number>> = { text: 120, textarea: 140 };
export const UPDATED_SHRINK_TO = 112;
export const shrinkTo = (f: FieldDef): number | undefined => (typeof f.list === 'object' && f.list.width ? undefined : SHRINK_TO[f.type]);

/** About how wide a label is drawn at 14 px: a CJK character 14 px, any other 8 (over Latin's average). */
const labelWidth = (label: string): number => [...label].reduce((w, ch) => w + (/[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/.test(ch) ? 14 : 8), 0);

/**
 * The actions column's narrowest: any two of its links side by side (each pads its label by 16 px,
 * the cell by 32, 8 to spare), never wider than its declared width. Two-character Chinese labels
 * give 128; English ones (Duplicate, History) need the whole 160, so an English list keeps it.
 */
export function actionsShrinkTo(labels: readonly string[]): number {
  const [a = 0, b = 0] = labels.map(labelWidth).sort((x, y) => y - x);
  return Math.min(ACTIONS_WIDTH, a + b + 2 * 16 + 32 + 8);
}

/** The narrowest the given columns can be drawn side by side (fitColumns). */
export const columnsMinWidth = (columns: readonly Pick<KitColumn, 'width' | 'shrinkTo'>[]): number =>
  columns.reduce((sum, c) => sum + Math.min(c.shrinkTo ?? Infinity, typeof c.width === 'number' ? c.width : 140), 0);

/**
 * The columns narrowed to fit `width`, each column that can give way losing its share of the
 * difference in proportion to how much it can give (the others unchanged); the same columns when
 * they already fit. The caller checks that `width` is at least columnsMinWidth.
 */
export function fitColumns<C extends Pick<KitColumn, 'width' | 'shrinkTo'>>(columns: readonly C[], width: number): C[] {
  const declared = columnsWidth(columns);
  if (declared <= width) return [...columns];
  const room = (c: C) => (typeof c.width === 'number' && c.shrinkTo !== undefined ? Math.max(0, c.width - c.shrinkTo) : 0);
  const total = columns.reduce((sum, c) => sum + room(c), 0);
  const deficit = Math.min(declared - width, total);
  let left = deficit;
  let rest = total;
  return columns.map((c) => {
    const r = room(c);
    if (r === 0) return c;
    // Whole pixels; the rounding is carried, so the columns lose exactly the deficit.
    const cut = Math.min(r, Math.round((left * r) / rest));
    left -= cut;
    rest -= r;
    return { ...c, width: (c.width as number) - cut };
  });
}

/**
 * Hidden until turned on: what the declaration says, and the `sort` number of a list that can be
 * reordered by drag (the handle column does its job; the number is one click away).
 */
export const hiddenByDefault = (def: Pick<ResourceDef, 'routes'>, f: FieldDef, reorderable = !!def.routes.reorder): boolean =>
  typeof f.list === 'object' && f.list.defaultHidden !== undefined ? f.list.defaultHidden : f.name === 'sort' && reorderable;

/*
 * The content width a list has at 1440 px with the sidebar open: 1440 − sidebar 220 (host
 * layout/sidebar.tsx SIDEBAR_WIDTH) − content margin 2 × 16 (console-layout.css .hl-content) − page
 * card padding 2 × 24 (PageContainer, antd paddingLG) − a vertical scrollbar 15.
 */
export const CONTENT_WIDTH_AT_1440 = 1440 - 220 - 2 * 16 - 2 * 24 - 15;

/** The width of the given columns side by side (what scroll.x is set to). */
export const columnsWidth = (columns: readonly Pick<TableColumnType<Rec>, 'width'>[]): number =>
  columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 140), 0);

/**
 * The width of a list's default columns for a user who may do everything (selection, drag handle,
 * actions): what must fit CONTENT_WIDTH_AT_1440. The same columns buildColumns makes, without rendering.
 */
export function defaultListWidth(def: Pick<ResourceDef, 'fields' | 'routes' | 'idKey' | 'defaultOrdering' | 'contract'>): number {
  const listed = def.fields.filter((f) => f.list && !hiddenByDefault(def, f));
  const idListed = listed.some((f) => f.name === (def.idKey ?? 'id'));
  const statuses = listed.filter((f) => f.type === 'dateRange' && !(typeof f.list === 'object' && f.list.liveStatus === false));
  const ordering = (def.defaultOrdering ?? def.contract?.defaultOrder ?? '').split(',')[0];
  return (
    (def.routes.bulkPatch || def.routes.bulkDelete ? SELECT_WIDTH : 0) +
    (def.routes.reorder && ordering === 'sort' ? HANDLE_WIDTH : 0) +
    (idListed || def.idKey === 'uuid' ? 0 : ID_WIDTH) +
    listed.reduce((sum, f) => sum + defaultWidth(f), 0) +
    statuses.length * STATUS_WIDTH +
    UPDATED_WIDTH +
    ACTIONS_WIDTH
  );
}
