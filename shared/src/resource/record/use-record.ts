import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@admin/shared/api';
import { Code } from '@admin/shared/contract';
import type { DataProvider, Rec } from '../types';

export interface RecordLoad {
  record?: Rec;
  /** The last read failed; `notFound` when the record does not exist (or not in this scope). */
  error?: { message: string; notFound: boolean };
  reload: () => void;
}

/** One record read by its key; a failed re-read keeps the record shown before. */
export function useRecord(provider: DataProvider, id: string | number): RecordLoad {
  const [tick, setTick] = useState(0);
  const [state, setState] = useState<{ record?: Rec; error?: RecordLoad['error'] }>({});
  useEffect(() => {
    let live = true;
    provider.get(id).then(
      (record) => live && setState({ record }),
      (e: unknown) =>
        live &&
        setState((s) => ({
          ...s,
          error: { message: isApiError(e) ? e.msg : String(e), notFound: isApiError(e) && e.code === Code.NOT_FOUND },
        })),
    );
    return () => {
      live = false;
    };
  }, [provider, id, tick]);
  return { ...state, reload: useCallback(() => setTick((n) => n + 1), []) };
}
