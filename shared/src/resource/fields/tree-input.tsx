import { useMemo, useState } from 'react';
import { Space, Tag, TreeSelect } from 'antd';
import type { TreeNode } from '@admin/shared/contract/resources';
import { storedNames, treeNames, useTree } from './names';
import type { TreeSource } from './types';
import { rt } from '../texts';
import { useFieldI18n } from './texts';

interface TreeData {
  value: number | string;
  title: string;
  selectable?: boolean;
  disabled?: boolean;
  children: TreeData[];
}

/**
 * API tree nodes as TreeSelect data; groups that cannot be picked get a value of their own that
 * never collides with an id, except a group already stored (`kept`): it keeps its id, so the
 * control names it, and stays unpickable once changed.
 */
function toTreeData(nodes: readonly TreeNode[], groupsSelectable: boolean, kept: ReadonlySet<number>, root = true): TreeData[] {
  return nodes.map((n) => {
    const group = root || n.children.length > 0;
    const pickable = groupsSelectable || !group;
    return {
      value: pickable || kept.has(n.id) ? n.id : `group:${n.id}`,
      title: n.code ? rt('resource.option.coded', { name: n.name, code: n.code }) : n.name,
      ...(pickable ? {} : { selectable: false, disabled: false }),
      children: toTreeData(n.children, groupsSelectable, kept, false),
    };
  });
}

export interface TreeInputProps {
  source: TreeSource;
  multiple?: boolean;
  value?: number | number[] | null;
  onChange?: (value: number | number[] | null) => void;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  allowClear?: boolean;
}

/** Picks one or several ids from an API tree, searchable by name; shows names for stored ids. */
export function TreeInput({ source, multiple, value, onChange, id, disabled, placeholder, allowClear, 'aria-label': ariaLabel }: TreeInputProps) {
  const { t, locale } = useFieldI18n();
  const tree = useTree(source);
  const groupsSelectable = source.groupsSelectable ?? true;
  // The value an edit starts from, not each change: a stored group keeps its name while the form is open.
  const [stored] = useState(() => (Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]).map(Number));
  const data = useMemo(() => {
    if (!tree) return [];
    const values = treeNames(tree, groupsSelectable);
    return toTreeData(tree, groupsSelectable, new Set(stored.filter((id) => !values.has(id))));
    // The titles are texts of the language in force ("政治 (politics)"): made again on a switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tree, groupsSelectable, stored, locale]);
  return (
    <TreeSelect
      id={id}
      aria-label={ariaLabel}
      disabled={disabled}
      loading={!tree}
      treeData={data}
      value={value ?? undefined}
      multiple={multiple}
      onChange={(v: unknown) => onChange?.(multiple ? ((v as number[] | undefined) ?? []) : ((v as number | undefined) ?? null))}
      showSearch
      treeNodeFilterProp="title"
      allowClear={allowClear ?? true}
      placeholder={placeholder ?? t('resource.picker.search')}
      notFoundContent={t('resource.picker.noMatch')}
      style={{ minWidth: 240 }}
      popupMatchSelectWidth={false}
    />
  );
}

/** The names of the stored ids of a tree field, in a list or a read-only view. */
export function TreeCell({ source, value }: { source: TreeSource; value: unknown }) {
  const { t } = useFieldI18n();
  const tree = useTree(source);
  // A stored id is named whatever node it is: which nodes may be picked is the picker's concern.
  const names = useMemo(() => (tree ? storedNames(tree, source.groupsSelectable ?? true) : null), [tree, source.groupsSelectable]);
  const ids = (Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value]).map(Number);
  const name = (v: number) => (names ? (names.get(v) ?? t('resource.picker.missing', { id: v })) : `#${v}`);
  if (!Array.isArray(value)) return <>{ids.length ? name(ids[0]) : ''}</>;
  return (
    <Space size={[0, 4]} wrap>
      {ids.map((v) => (
        <Tag key={v}>{name(v)}</Tag>
      ))}
    </Space>
  );
}
