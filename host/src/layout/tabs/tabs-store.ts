import { create } from 'zustand';
import { HOME_PATH } from '../../router/public-paths';

/** One open page: its pathname is its identity, its query the state the URL last had in it. */
export interface OpenTab {
  path: string;
  search: string;
}

/** How many pages keep their React tree while hidden; older hidden ones remount when reopened. */
export const ALIVE_CAP = 10;
const STORAGE_PREFIX = 'admin-tabs:';
const HOME: OpenTab = { path: HOME_PATH, search: '' };

interface TabsState {
  /** Whose tabs these are: each user has their own saved set. */
  user: string | null;
  /** In bar order; the dashboard first and fixed. */
  tabs: OpenTab[];
  /** Pages whose tree is kept, least recently shown first. */
  alive: string[];
  /** Pages left with unsaved changes (their leave guard said so when they were hidden). */
  unsaved: string[];
  /** Loads the saved set of `user` (once per user). */
  restore(user: string): void;
  /** The page shown now: opened (or updated) and made the most recently shown. */
  show(path: string, search: string): void;
  remove(paths: readonly string[]): void;
  markUnsaved(path: string, unsaved: boolean): void;
}

const storageKey = (user: string) => `${STORAGE_PREFIX}${user}`;

function readSaved(user: string): OpenTab[] {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(storageKey(user)) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (t): t is OpenTab =>
        typeof t?.path === 'string' && t.path.startsWith('/') && typeof t.search === 'string' && (t.search === '' || t.search.startsWith('?')),
    );
  } catch {
    return []; // unreadable or blocked storage: start with the dashboard alone
  }
}

function save(user: string | null, tabs: readonly OpenTab[]): void {
  if (!user) return;
  try {
    globalThis.localStorage?.setItem(storageKey(user), JSON.stringify(tabs.map(({ path, search }) => ({ path, search }))));
  } catch {
    // Not saved: the tabs still work for this page.
  }
}

/** The dashboard first, each path once. */
function normalise(tabs: readonly OpenTab[]): OpenTab[] {
  const seen = new Set<string>([HOME_PATH]);
  const home = tabs.find((t) => t.path === HOME_PATH) ?? HOME;
  return [home, ...tabs.filter((t) => !seen.has(t.path) && seen.add(t.path))];
}

/**
 * Drops the least recently shown trees beyond the cap, never the current one nor one holding
 * unsaved changes (its tab stays; only its state goes).
 */
export function trimAlive(alive: readonly string[], current: string, unsaved: readonly string[], cap = ALIVE_CAP): string[] {
  const out = [...alive];
  for (let i = 0; out.length > cap && i < out.length;) {
    if (out[i] === current || unsaved.includes(out[i])) i++;
    else out.splice(i, 1);
  }
  return out;
}

export const useTabsStore = create<TabsState>((set, get) => ({
  user: null,
  tabs: [HOME],
  alive: [],
  unsaved: [],
  restore(user) {
    if (get().user === user) return;
    set({ user, tabs: normalise(readSaved(user)), alive: [], unsaved: [] });
  },
  show(path, search) {
    const { tabs, alive, unsaved, user } = get();
    const tab = tabs.find((t) => t.path === path);
    // Shown again (a new query of the page on screen): what it was already is kept as it was, so a
    // subscriber to the tabs or to the order of kept pages is not rendered for nothing.
    const nextTabs = tab?.search === search ? tabs : normalise(tab ? tabs.map((t) => (t === tab ? { path, search } : t)) : [...tabs, { path, search }]);
    const nextAlive = alive[alive.length - 1] === path ? alive : trimAlive([...alive.filter((p) => p !== path), path], path, unsaved);
    set({ tabs: nextTabs, alive: nextAlive });
    save(user, get().tabs);
  },
  remove(paths) {
    const gone = new Set(paths.filter((p) => p !== HOME_PATH));
    const { tabs, alive, unsaved, user } = get();
    set({
      tabs: tabs.filter((t) => !gone.has(t.path)),
      alive: alive.filter((p) => !gone.has(p)),
      unsaved: unsaved.filter((p) => !gone.has(p)),
    });
    save(user, get().tabs);
  },
  markUnsaved(path, isUnsaved) {
    const { unsaved } = get();
    if (isUnsaved === unsaved.includes(path)) return;
    set({ unsaved: isUnsaved ? [...unsaved, path] : unsaved.filter((p) => p !== path) });
  },
}));

/** Which tabs a close command takes away (the dashboard never goes). */
export type CloseCommand = 'close' | 'others' | 'right' | 'all';

export function tabsToClose(tabs: readonly OpenTab[], target: string, command: CloseCommand): string[] {
  const paths = tabs.map((t) => t.path).filter((p) => p !== HOME_PATH);
  switch (command) {
    case 'close':
      return paths.filter((p) => p === target);
    case 'others':
      return paths.filter((p) => p !== target);
    case 'right': {
      const at = tabs.findIndex((t) => t.path === target);
      return tabs
        .slice(at + 1)
        .map((t) => t.path)
        .filter((p) => p !== HOME_PATH);
    }
    case 'all':
      return paths;
  }
}
