import { useMemo, useState } from 'react';
import type { ReactElement } from 'react';
import { App } from 'antd';
import { isApiError } from '@admin/shared/api';
import { Code } from '@admin/shared/contract';
import type { ResourceAccess } from '../access';
import type { DataProvider, Rec, ResourceDef } from '../types';
import type { ResourceList } from '../use-resource-list';
import { rowRefs } from './row-refs';
import type { KitColumn } from './layout';
import { KitBody } from './kit-body';
import { handleColumn, SortableRow, SortableRows } from './sortable-rows';
import { useListI18n } from './texts';

export interface ReorderOptions {
  def: ResourceDef;
  provider: DataProvider;
  access: ResourceAccess;
  list: ResourceList;
  onDone: () => void;
}

export interface Reorder {
  /** The list can be reordered here: the module has the call, the user may make it, the list is in `sort` order. */
  enabled: boolean;
  /** The rows to show: the moved order while it is being saved, else the list's. */
  items: Rec[];
  saving: boolean;
  column: KitColumn;
  components: { body: { row: typeof SortableRow; wrapper: typeof KitBody } };
  wrap: (table: ReactElement) => ReactElement;
}

// The rows drawn by the body wrapper when the list provides them, as for plain rows (kit-body.tsx).
const SORTABLE_COMPONENTS = { body: { row: SortableRow, wrapper: KitBody } };

/** True when the list's order is ascending `sort` first, the order a reorder writes. */
export const orderedBySort = (ordering: string | undefined): boolean => (ordering ?? '').split(',')[0]?.trim() === 'sort';

/**
 * The moved rows as the reorder call saved them: their new versions (and sorts) matter until the
 * list's next reading comes, as a second move in that moment is built on them (else it is a 40900
 * for the person's own first move).
 */
export const asSaved = (def: Pick<ResourceDef, 'idKey'>, rows: readonly Rec[], saved: readonly Rec[]): Rec[] => {
  const idKey = def.idKey ?? 'id';
  const byId = new Map(saved.map((r) => [String(r[idKey]), r]));
  return rows.map((r) => byId.get(String(r[idKey])) ?? r);
};

/**
 * Reordering the page's rows by drag or keyboard: after a drop, one `reorder` request with the
 * page's rows in their new order (one transaction on the server); a stale row (40900) writes
 * nothing, and the list is read again and the user told.
 */
export function useReorder({ def, provider, access, list, onDone }: ReorderOptions): Reorder {
  const { t } = useListI18n();
  const { message } = App.useApp();
  const idKey = def.idKey ?? 'id';
  const enabled = access.reorder && !!provider.reorder && orderedBySort(list.state.ordering ?? def.contract?.defaultOrder);
  // The moved order of these rows while it is saved; the server's next answer replaces it.
  const [moved, setMoved] = useState<{ of: Rec[]; rows: Rec[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const items = moved && moved.of === list.items ? moved.rows : list.items;
  const ids = items.map((r) => String(r[idKey]));

  const onMove = async (next: string[]) => {
    const byId = new Map(items.map((r) => [String(r[idKey]), r]));
    const rows = next.map((id) => byId.get(id)!);
    const of = list.items;
    setMoved({ of, rows });
    setSaving(true);
    try {
      const saved = await provider.reorder!(rowRefs(def, rows));
      setMoved({ of, rows: asSaved(def, rows, saved.items) });
      message.success(t('resource.list.reordered'));
    } catch (e) {
      if (!isApiError(e)) throw e;
      message.error(e.code === Code.CONFLICT ? t('resource.list.reorderStale') : t('resource.list.bulkFailed', { msg: e.msg }));
    } finally {
      setSaving(false);
      list.reload();
      onDone();
    }
  };

  // The same column object while the texts stay the same, so the table's cells are not re-rendered.
  const column = useMemo(() => handleColumn(t, (r: Rec) => String(r[def.titleField ?? 'title'] ?? r[def.idKey ?? 'id'])), [t, def.titleField, def.idKey]);
  return {
    enabled,
    items,
    saving,
    column,
    components: SORTABLE_COMPONENTS,
    wrap: (table) => (
      <SortableRows ids={ids} onMove={(n) => void onMove(n)}>
        {table}
      </SortableRows>
    ),
  };
}
