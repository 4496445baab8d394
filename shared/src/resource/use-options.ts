import { useEffect, useState } from 'react';
import type { Option, OptionSource } from './types';

const cache = new WeakMap<() => Promise<readonly Option[]>, Promise<readonly Option[]>>();

/** A loader runs once per page load and is shared by every control that uses it. */
export function loadOptions(source: () => Promise<readonly Option[]>): Promise<readonly Option[]> {
  let p = cache.get(source);
  if (!p) {
    p = source().catch((e: unknown) => {
      cache.delete(source); // a failed load is retried by the next control that needs it
      throw e;
    });
    cache.set(source, p);
  }
  return p;
}

/** The options of a source, loading them when it is a loader (empty until they arrive). */
export function useOptions(source: OptionSource | undefined): readonly Option[] {
  const isLoader = typeof source === 'function';
  const [loaded, setLoaded] = useState<readonly Option[]>([]);
  useEffect(() => {
    if (typeof source !== 'function') return;
    let live = true;
    loadOptions(source).then(
      (o) => live && setLoaded(o),
      () => {}, // the API client has already told the user
    );
    return () => {
      live = false;
    };
  }, [source]);
  if (!source) return [];
  return isLoader ? loaded : (source as readonly Option[]);
}

export const optionLabelOf = (options: readonly Option[], value: unknown): string =>
  options.find((o) => o.value === value)?.label ?? (value === null || value === undefined ? '' : String(value));
