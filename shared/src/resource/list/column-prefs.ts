import { useCallback, useEffect, useRef, useState } from 'react';
import { http, isApiError } from '@admin/shared/api';
import { Code } from '@admin/shared/contract';
import type { KitColumn } from './layout';
import { peekPreloaded, takePreloaded } from './preload';

export type Density = 'large' | 'middle' | 'small';

/** What a user chose for a list's columns, as stored in the preference `columns:<resource name>`. */
export interface ColumnPrefs {
  /** Column keys in the chosen order (the keys known when saved). */
  order: string[];
  /** Keys of the columns turned off. */
  hidden: string[];
  density: Density;
}

export const DEFAULT_DENSITY: Density = 'large';

/** A stored value that is not of the expected shape (another version of the kit, a hand edit) counts as none. */
export function parsePrefs(value: unknown): ColumnPrefs | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<ColumnPrefs>;
  const strings = (x: unknown) => Array.isArray(x) && x.every((s) => typeof s === 'string');
  if (!strings(v.order) || !strings(v.hidden)) return null;
  const density = v.density === 'middle' || v.density === 'small' ? v.density : DEFAULT_DENSITY;
  return { order: v.order as string[], hidden: v.hidden as string[], density };
}

export interface ColumnState {
  key: string;
  label: string;
  visible: boolean;
}

/**
 * The configurable columns in the chosen order with their visibility. Columns the preference does
 * not know (added to the screen since) keep their default visibility and come after the known ones.
 */
export function columnStates(columns: readonly KitColumn[], prefs: ColumnPrefs | null): ColumnState[] {
  const configurable = columns.filter((c) => !c.locked);
  const rank = (c: KitColumn, i: number) => {
    const at = prefs ? prefs.order.indexOf(c.key) : -1;
    return at >= 0 ? at : (prefs?.order.length ?? 0) + i;
  };
  return configurable
    .map((c, i) => ({ c, r: rank(c, i) }))
    .sort((a, b) => a.r - b.r)
    .map(({ c }) => ({
      key: c.key,
      label: c.label,
      visible: prefs && prefs.order.includes(c.key) ? !prefs.hidden.includes(c.key) : !c.defaultHidden,
    }));
}

/** The preference that describes these states. */
export const prefsOf = (states: readonly ColumnState[], density: Density): ColumnPrefs => ({
  order: states.map((s) => s.key),
  hidden: states.filter((s) => !s.visible).map((s) => s.key),
  density,
});

/**
 * The table's columns as the user chose them: visible ones in order, locked ones (actions) last.
 * Left pinning stays only on the columns that lead the table (pinned columns in the middle would
 * overlap their neighbours while scrolling).
 */
export function applyPrefs(columns: readonly KitColumn[], prefs: ColumnPrefs | null): KitColumn[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const shown = columnStates(columns, prefs)
    .filter((s) => s.visible)
    .map((s) => byKey.get(s.key)!);
  let leading = true;
  const placed = shown.map((c) => {
    leading = leading && c.fixed === 'left';
    return c.fixed === 'left' && !leading ? { ...c, fixed: undefined } : c;
  });
  return [...placed, ...columns.filter((c) => c.locked)];
}

const SAVE_DELAY_MS = 600;
const pathOf = (key: string) => `/account/preferences/${key}/`;
const preloadKeyOf = (key: string) => ['account.preference', key];

/** The read of a list's column settings, as preload() takes it (list/preload.ts). */
export function columnPrefsRead(resourceName: string) {
  const key = `columns:${resourceName}`;
  return { key: preloadKeyOf(key), read: () => http.get<Stored>(pathOf(key), { silent: true }) };
}

interface Stored {
  key: string;
  value: unknown;
  version: number;
}

export interface ColumnPrefsStore {
  prefs: ColumnPrefs | null;
  /** Applies at once; saved to the server after a short pause (several clicks, one request). */
  save: (prefs: ColumnPrefs | null) => void;
  /** The last save failed with this message. */
  error: string | null;
}

/**
 * A user's column settings of one list, kept on the server (`account/preferences/columns:<name>`).
 * A stale version (the user changed them in another tab) re-reads the stored version and writes
 * this tab's choice over it: the last choice made wins, as it would on one screen.
 */
export function useColumnPrefs(resourceName: string): ColumnPrefsStore {
  const key = `columns:${resourceName}`;
  // Settings read ahead of the screen (list/preload.ts) shape its first render.
  const [ahead] = useState(() => ({ key, stored: peekPreloaded<Stored>(preloadKeyOf(key))?.value }));
  const [prefs, setPrefs] = useState<ColumnPrefs | null>(() => (ahead.stored ? parsePrefs(ahead.stored.value) : null));
  const [error, setError] = useState<string | null>(null);
  const version = useRef(ahead.stored?.version ?? 0);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; value: ColumnPrefs | null } | null>(null);
  const touched = useRef(false);

  useEffect(() => {
    let live = true;
    touched.current = false;
    const taken = takePreloaded<Stored>(preloadKeyOf(key));
    if (taken && ahead.stored && ahead.key === key) return; // drawn from the read ahead
    (taken ?? http.get<Stored>(pathOf(key), { silent: true })).then(
      (stored) => {
        if (!live) return;
        version.current = stored.version;
        // A choice made while the read was under way is newer than what the read returns.
        if (!touched.current) setPrefs(parsePrefs(stored.value));
      },
      () => {
        /* no stored settings (or no server support yet): the defaults */
      },
    );
    return () => {
      live = false;
    };
  }, [key, ahead]);

  const write = useCallback(
    async (value: ColumnPrefs | null): Promise<void> => {
      for (let attempt = 0; ; attempt++) {
        try {
          const stored = await http.put<Stored>(pathOf(key), { value, version: version.current }, { silent: true });
          version.current = stored.version;
          setError(null);
          return;
        } catch (e) {
          if (attempt === 0 && isApiError(e) && e.code === Code.CONFLICT) {
            const fresh = await http.get<Stored>(pathOf(key), { silent: true }).catch(() => null);
            if (fresh) {
              version.current = fresh.version;
              continue;
            }
          }
          setError(isApiError(e) ? e.msg : String(e));
          return;
        }
      }
    },
    [key],
  );

  useEffect(
    () => () => {
      // Leaving the screen within the pause still saves the last choice.
      if (pending.current) {
        clearTimeout(pending.current.timer);
        void write(pending.current.value);
        pending.current = null;
      }
    },
    [write],
  );

  const save = useCallback(
    (value: ColumnPrefs | null) => {
      touched.current = true;
      setPrefs(value);
      if (pending.current) clearTimeout(pending.current.timer);
      const timer = setTimeout(() => {
        pending.current = null;
        void write(value);
      }, SAVE_DELAY_MS);
      pending.current = { timer, value };
    },
    [write],
  );

  return { prefs, save, error };
}
