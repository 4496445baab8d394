import type { ReactNode } from 'react';
import { ConfirmDelete, linkButton } from '@admin/shared/ui';
import type { ResourceAccess } from './access';
import { formatTime, isMarked, rowMarks, ToggleCell, valueContent } from './cells';
import {
  actionsShrinkTo,
  ACTIONS_WIDTH,
  defaultWidth,
  hiddenByDefault,
  idWidth,
  shrinkTo,
  STATUS_WIDTH,
  UPDATED_SHRINK_TO,
  UPDATED_WIDTH,
} from './list/layout';
import type { KitColumn } from './list/layout';
import { liveStatusTag, scheduleFields } from './list/live-status';
import { hasViewCopy, viewCopyButtons } from './form/row-actions';
import { HistoryButton } from './history/history-button';
import { historyButton } from './history/list-history';
import { deleteButton, type RowDeletes } from './list/row-deletes';
import { deleteConfirmTexts } from './recycle-bin/texts';
import { toggleSwitch, type RowToggles } from './list/row-toggles';
import type { DataProvider, Rec, ResourceDef } from './types';

export interface ColumnContext {
  def: ResourceDef;
  provider: DataProvider;
  access: ResourceAccess;
  t: (key: string, vars?: Record<string, string | number>) => string;
  ordering?: string;
  onEdit: (record: Rec) => void;
  onDelete: (record: Rec) => Promise<void>;
  onChanged: (record: Rec) => void;
  onStale: () => void;
  rowActions?: (record: Rec) => ReactNode;
  /** 查看 (read-only drawer) and 复制 (duplicate into a new form). */
  onView?: (record: Rec) => void;
  onDuplicate?: (record: Rec) => void;
  /** 历史 of a row in the list's one drawer (history/list-history.tsx); without it each row has a HistoryButton. */
  onHistory?: (record: Rec) => void;
  /** A picture's full-size preview in the list's one preview (list/picture-preview.tsx); without it each picture has its own. */
  onPreview?: (src: string, label: string) => void;
  /** What a click on a sortable column's heading does next, as its native tooltip (see SortHints). */
  sortHints?: SortHints;
  /** The list's switch writes (list/row-toggles.ts); without it each switch is a ToggleCell. */
  toggles?: RowToggles;
  /** The list's armed 删除 (list/row-deletes.tsx); without it each row has a ConfirmDelete. */
  deletes?: RowDeletes;
}

/**
 * The texts of antd's sorter tooltip (its locale's Table.triggerAsc / triggerDesc / cancelSort).
 * The kit's tables show them as the heading's `title` instead of antd's Tooltip: antd rebuilds
 * the head's columns with every page of data (its row selection's transform depends on the rows),
 * and a Tooltip with its trigger per sortable heading was about a tenth of the script of a page
 * change (the list's render budget: a 20-row page within 50 ms of its data). A `title` is also announced by screen readers, which antd's
 * hover-only tooltip is not.
 */
export interface SortHints {
  asc?: string;
  desc?: string;
  cancel?: string;
}

const DIMMED = { color: 'var(--ant-color-text-tertiary, rgba(0, 0, 0, 0.57))' } as const;
// A plain flex row: antd's Space wraps every button in an item component of its own, 20 rows × 4
// buttons of extra work on each page for a layout CSS gives for free.
const ROW_ACTIONS = { display: 'flex', flexWrap: 'wrap', alignItems: 'center' } as const;

const sortOrderOf = (ordering: string | undefined, name: string) =>
  ordering === name ? ('ascend' as const) : ordering === `-${name}` ? ('descend' as const) : null;

/**
 * Table columns from the declaration: id, the `list` fields (marks beside the first; a live status
 * after each schedule), updated time, actions. Every column has a width; id and the title column
 * are pinned left and actions right (the column settings keep the pinning only while they lead).
 */
export function buildColumns(c: ColumnContext): KitColumn[] {
  const { def, access, t } = c;
  const idKey = def.idKey ?? 'id';
  const orderable = def.orderable ?? [];
  const sorter = (name: string) => {
    if (!orderable.includes(name)) return {};
    const sortOrder = sortOrderOf(c.ordering, name);
    // antd's default directions: none → ascending → descending → none.
    const hint = sortOrder === 'ascend' ? c.sortHints?.desc : sortOrder === 'descend' ? c.sortHints?.cancel : c.sortHints?.asc;
    // A new object per call: antd adds its handlers and aria attributes to what this returns.
    return { sorter: true, sortOrder, onHeaderCell: () => (hint ? { title: hint } : {}) };
  };
  const listed = def.fields.filter((f) => f.list);
  // A marked row (e.g. expired) is dimmed in its data, not in its actions, which stay usable: in
  // the theme's tertiary text colour, which still reads at 4.5:1 (an opacity took every colour in
  // the cell, tags included, below it).
  const dim = { onCell: (r: Rec) => (isMarked(def, r) ? { style: DIMMED } : {}) };
  const titleKey = def.titleField ?? 'title';
  const schedules = scheduleFields(def.fields);
  // A provider without the reorder call (a custom one) has no drag handle, so its sort number shows.
  const hidden = (f: (typeof listed)[number]) => hiddenByDefault(def, f, !!def.routes.reorder && !!c.provider.reorder);
  // A declaration that lists its id field itself (own label or width) replaces the default ID column.
  const columns: KitColumn[] = listed.some((f) => f.name === idKey)
    ? []
    : [
        {
          key: idKey,
          label: 'ID',
          dataIndex: idKey,
          title: 'ID',
          width: idWidth(def),
          defaultHidden: idKey === 'uuid',
          fixed: 'left',
          ...sorter(idKey),
          ...dim,
        },
      ];
  listed.forEach((f, i) => {
    const cfg = f.list === true ? {} : f.list || {};
    columns.push({
      key: f.name,
      label: t(f.label),
      defaultHidden: hidden(f),
      dataIndex: f.name,
      title: t(f.label),
      width: defaultWidth(f),
      shrinkTo: shrinkTo(f),
      fixed: f.name === titleKey || f.name === idKey ? 'left' : undefined,
      ...sorter(f.name),
      ...dim,
      render: (_v: unknown, record: Rec) => {
        const cell =
          cfg.render?.(record[f.name], record) ??
          (f.toggle && access.toggle[f.name] && (def.rowEditable?.(record) ?? true) ? (
            c.toggles ? (
              toggleSwitch(c.toggles, def, f, record, t)
            ) : (
              <ToggleCell def={def} provider={c.provider} field={f} record={record} onChanged={c.onChanged} onStale={c.onStale} />
            )
          ) : (
            valueContent(f, record, t, c.onPreview)
          ));
        return i === 0 ? (
          <>
            {cell}
            {rowMarks(def, record, t)}
          </>
        ) : (
          cell
        );
      },
    });
    if (schedules.includes(f)) {
      columns.push({
        key: `${f.name}__status`,
        label: t('resource.list.status'),
        defaultHidden: hidden(f),
        title: t('resource.list.status'),
        width: STATUS_WIDTH,
        render: (_v: unknown, record: Rec) => liveStatusTag(f, record, t),
      });
    }
  });
  columns.push({
    key: 'updated_at',
    label: t('resource.updatedAt'),
    dataIndex: 'updated_at',
    title: t('resource.updatedAt'),
    width: UPDATED_WIDTH,
    shrinkTo: UPDATED_SHRINK_TO,
    ...sorter('updated_at'),
    ...dim,
    render: (v: unknown) => formatTime(v),
  });
  if (access.edit || access.delete || c.rowActions || hasViewCopy(c) || access.view) {
    columns.push({
      key: '__actions',
      label: t('resource.actions'),
      locked: true,
      title: t('resource.actions'),
      fixed: 'right',
      width: ACTIONS_WIDTH,
      // A screen's own row actions have labels the kit cannot weigh: their column keeps its width.
      shrinkTo: c.rowActions
        ? undefined
        : actionsShrinkTo([t('resource.edit'), t('form.view'), t('form.duplicate'), t('history.button'), t('confirmDelete.trigger')]),
      render: (_v: unknown, record: Rec) => {
        // What every action of the row is named after, and whether the row may be changed.
        const name = String(record[titleKey] ?? record[idKey]);
        const editable = access.edit && (def.rowEditable?.(record) ?? true);
        return (
          <div style={ROW_ACTIONS}>
            {editable ? linkButton({ onClick: () => c.onEdit(record), 'aria-label': `${t('resource.edit')} ${name}`, children: t('resource.edit') }) : null}
            {viewCopyButtons(c, record)}
            {!access.view ? null : c.onHistory ? (
              historyButton(name, () => c.onHistory!(record))
            ) : (
              <HistoryButton def={def} id={record[idKey] as string | number} name={name} canRestore={editable} onRestored={c.onChanged} />
            )}
            {!access.delete || !(def.rowDeletable?.(record) ?? true) ? null : c.deletes ? (
              deleteButton(c.deletes, record[idKey], name, () => c.onDelete(record), t)
            ) : (
              <ConfirmDelete itemName={name} {...deleteConfirmTexts(name)} onConfirm={() => c.onDelete(record)} />
            )}
            {c.rowActions?.(record)}
          </div>
        );
      },
    });
  }
  return columns;
}
