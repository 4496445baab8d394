import { useEffect, useState } from 'react';
import type { History } from '@admin/shared/contract/resources';
import { fetchHistory } from './api';

/** Who created and last changed a record (null until read, or without a resource name, or when the history cannot be read). */
export function useRecordAuthors(
  resource: string | undefined,
  id: string | number | undefined,
  version?: unknown,
): Pick<History, 'created_by' | 'updated_by'> | null {
  const [authors, setAuthors] = useState<{ key: string; value: Pick<History, 'created_by' | 'updated_by'> } | null>(null);
  const key = `${resource}:${id}:${String(version)}`;
  useEffect(() => {
    if (!resource || id === undefined) return;
    let live = true;
    // Quietly: a reader without the history still sees the record.
    fetchHistory(resource, id, { silent: true }).then(
      (h) => live && setAuthors({ key, value: { created_by: h.created_by, updated_by: h.updated_by } }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [resource, id, key]);
  return authors && authors.key === key ? authors.value : null;
}
