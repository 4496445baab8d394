import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import type { TableColumnType } from 'antd';
import { ConfirmDelete } from '@admin/shared/ui';
import type { ResourceAccess } from './access';
import { formatTime, isMarked, RowMarks, ToggleCell, ValueCell } from './cells';
import { hasViewCopy, ViewCopyButtons } from './form/row-actions';
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
}

const sortOrderOf = (ordering: string | undefined, name: string) =>
  ordering === name ? ('ascend' as const) : ordering === `-${name}` ? ('descend' as const) : null;

/** Table columns from the declaration: id, the `list` fields (marks beside the first), updated time, actions. */
export function buildColumns(c: ColumnContext): TableColumnType<Rec>[] {
  const { def, access, t } = c;
  const idKey = def.idKey ?? 'id';
  const orderable = def.orderable ?? [];
  const sorter = (name: string) => (orderable.includes(name) ? { sorter: true, sortOrder: sortOrderOf(c.ordering, name) } : {});
  const listed = def.fields.filter((f) => f.list);
  // A marked row (e.g. expired) is dimmed in its data, not in its actions, which stay usable.
  const dim = { onCell: (r: Rec) => (isMarked(def, r) ? { style: { opacity: 0.55 } } : {}) };
  const columns: TableColumnType<Rec>[] = [{ key: idKey, dataIndex: idKey, title: 'ID', width: 80, ...sorter(idKey), ...dim }];
  listed.forEach((f, i) => {
    const cfg = f.list === true ? {} : f.list || {};
    columns.push({
      key: f.name,
      dataIndex: f.name,
      title: t(f.label),
      width: cfg.width,
      ...sorter(f.name),
      ...dim,
      render: (_v: unknown, record: Rec) => {
        const cell =
          cfg.render?.(record[f.name], record) ??
          (f.toggle && access.toggle[f.name] && (def.rowEditable?.(record) ?? true) ? (
            <ToggleCell def={def} provider={c.provider} field={f} record={record} onChanged={c.onChanged} onStale={c.onStale} />
          ) : (
            <ValueCell field={f} record={record} />
          ));
        return i === 0 ? (
          <>
            {cell}
            <RowMarks def={def} record={record} />
          </>
        ) : (
          cell
        );
      },
    });
  });
  columns.push({
    key: 'updated_at',
    dataIndex: 'updated_at',
    title: t('resource.updatedAt'),
    width: 150,
    ...sorter('updated_at'),
    ...dim,
    render: (v: unknown) => formatTime(v),
  });
  if (access.edit || access.delete || c.rowActions || hasViewCopy(c)) {
    const titleField = def.titleField ?? 'title';
    columns.push({
      key: '__actions',
      title: t('resource.actions'),
      fixed: 'right',
      width: 160,
      render: (_v: unknown, record: Rec) => (
        <Space size={0} wrap>
          {access.edit && (def.rowEditable?.(record) ?? true) ? (
            <Button type="link" size="small" onClick={() => c.onEdit(record)} aria-label={`${t('resource.edit')} ${String(record[titleField] ?? record[idKey])}`}>
              {t('resource.edit')}
            </Button>
          ) : null}
          <ViewCopyButtons {...c} record={record} />
          {access.delete && (def.rowDeletable?.(record) ?? true) ? <ConfirmDelete itemName={String(record[titleField] ?? record[idKey])} onConfirm={() => c.onDelete(record)} /> : null}
          {c.rowActions?.(record)}
        </Space>
      ),
    });
  }
  return columns;
}
