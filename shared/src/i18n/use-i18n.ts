import { useCallback, useSyncExternalStore } from 'react';
import { getState, setLocale, subscribe, t as translate } from './store';
import type { Locale, Vars } from './store';

export interface I18n {
  t: (key: string, vars?: Vars) => string;
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

/** Re-renders the caller when the locale changes or new messages are registered. */
export function useI18n(): I18n {
  const snapshot = useSyncExternalStore(subscribe, getState, getState);
  const { locale, version } = snapshot;
  // `version` is a dependency on purpose: a new `t` identity tells memoised children to re-render.
  const t = useCallback((key: string, vars?: Vars) => translate(key, vars, locale), [locale, version]); // eslint-disable-line react-hooks/exhaustive-deps
  return { t, locale, setLocale };
}
