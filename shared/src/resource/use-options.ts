import { useEffect, useState } from 'react';
import { getLocale, useI18n } from '@admin/shared/i18n';
import type { Option, OptionSource } from './types';

/** Per loader, per language: a loader's labels are texts (政治（politics） / 政治 (politics)). */
const cache = new WeakMap<() => Promise<readonly Option[]>, Map<string, Promise<readonly Option[]>>>();
/** The controls showing a loader's options, told when it is to run again. */
const showing = new WeakMap<() => Promise<readonly Option[]>, Set<() => void>>();

/**
 * Runs a loader again for every control that shows it, now and later: after a write that changes
 * its options (a kaoyan year added). Its earlier answer is forgotten.
 */
export function reloadOptions(source: () => Promise<readonly Option[]>): void {
  cache.delete(source);
  for (const tell of showing.get(source) ?? []) tell();
}

/**
 * A loader runs once per page load and language, and is shared by every control that uses it. Its
 * labels are made in the language in force when it runs, so a switch runs it again.
 */
export function loadOptions(source: () => Promise<readonly Option[]>): Promise<readonly Option[]> {
  const locale = getLocale();
  let byLocale = cache.get(source);
  if (!byLocale) cache.set(source, (byLocale = new Map()));
  let p = byLocale.get(locale);
  if (!p) {
    p = source().catch((e: unknown) => {
      byLocale.delete(locale); // a failed load is retried by the next control that needs it
      throw e;
    });
    byLocale.set(locale, p);
  }
  return p;
}

/** The options of a source, loading them when it is a loader (empty until they arrive). */
export function useOptions(source: OptionSource | undefined): readonly Option[] {
  const isLoader = typeof source === 'function';
  const { locale } = useI18n();
  const [loaded, setLoaded] = useState<readonly Option[]>([]);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (typeof source !== 'function') return;
    let tellers = showing.get(source);
    if (!tellers) showing.set(source, (tellers = new Set()));
    const tell = () => setRound((n) => n + 1);
    tellers.add(tell);
    return () => {
      tellers.delete(tell);
    };
  }, [source]);
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
    // locale: the labels of the language switched to; round: the loader was told to run again
  }, [source, locale, round]);
  if (!source) return [];
  return isLoader ? loaded : (source as readonly Option[]);
}

export const optionLabelOf = (options: readonly Option[], value: unknown): string =>
  options.find((o) => o.value === value)?.label ?? (value === null || value === undefined ? '' : String(value));
