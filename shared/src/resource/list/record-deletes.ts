import { useMemo } from 'react';
import type { ResourceAccess } from '../access';
import { bulkDeleteUndo, deleteUndo, nameOf, useUndoableMutation } from '../history/undo';
import type { DataProvider, Rec, ResourceDef } from '../types';
import { rowRefs } from './row-refs';
import { useListI18n } from './texts';

export interface RecordDeletes {
  /** Deletes one row (its version guards it); the message offers 撤销 to holders of delete. */
  remove: (row: Rec) => Promise<void>;
  /** Deletes the rows in one request, all or none; the message offers 撤销 for every row. */
  removeMany: (rows: readonly Rec[]) => Promise<{ count: number }>;
}

/**
 * A list's deletes, each a write whose undo is stated with it (history/undo.tsx): the recycle bin
 * puts the rows back with their ids, and the resource's reads are invalidated, so every list and
 * panel showing it reads again. `onUndone` is for what else the screen shows.
 */
export function useRecordDeletes(def: ResourceDef, provider: DataProvider, access: ResourceAccess, onUndone?: () => void): RecordDeletes {
  const { t } = useListI18n();
  const idKey = def.idKey ?? 'id';
  const one = useUndoableMutation<Rec, void>({
    mutationFn: (r) => provider.remove(r[idKey] as string | number, r.version as number | undefined),
    undo: (_done, r) => deleteUndo(def, r[idKey] as string | number, nameOf(def, r), access.delete, onUndone),
  });
  const many = useUndoableMutation<readonly Rec[], { count: number }>({
    mutationFn: (rows) => provider.bulkDelete!(rowRefs(def, rows)),
    undo: ({ count }, rows) =>
      bulkDeleteUndo(
        def,
        rows.map((r) => r[idKey] as string | number),
        t('resource.list.bulkDeleted', { n: count }),
        access.bulkDelete,
        onUndone,
      ),
  });
  const { mutateAsync: remove } = one;
  const { mutateAsync: removeMany } = many;
  return useMemo(() => ({ remove, removeMany }), [remove, removeMany]);
}
