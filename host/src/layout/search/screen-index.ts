import type { ConsoleRoute } from '@admin/shared/contract';
import { t } from '@admin/shared/i18n';
import { CHARS_BY_INITIAL } from './pinyin-initials';

/** A screen the user may open, as Ctrl+K finds it. */
export interface ScreenEntry {
  path: string;
  /** The route's title key (translated when shown). */
  title: string;
  /** Title keys of the menu groups above it, outermost first. */
  trail: string[];
  /** Lower-case texts matched as typed: Chinese and English title. */
  names: string[];
  /** Lower-case texts of the groups above, matched last. */
  groups: string[];
  /** Per character of the Chinese title, the letters that start it (polyphones have several). */
  initials: string[];
}

let initialsOf: Map<string, string> | null = null;
function initialTable(): Map<string, string> {
  if (initialsOf) return initialsOf;
  initialsOf = new Map();
  for (const [letter, chars] of Object.entries(CHARS_BY_INITIAL)) {
    for (const ch of chars) initialsOf.set(ch, (initialsOf.get(ch) ?? '') + letter);
  }
  return initialsOf;
}

/** "PC 弹窗广告" → ['p', 'c', 't', 'c', 'g', 'g']: letters and digits stand for themselves. */
export function titleInitials(text: string): string[] {
  const table = initialTable();
  const out: string[] = [];
  for (const ch of text.toLowerCase()) {
    if (/[a-z0-9]/.test(ch)) out.push(ch);
    else if (table.has(ch)) out.push(table.get(ch)!);
  }
  return out;
}

const bothLocales = (key: string) => [t(key, undefined, 'zh-CN'), t(key, undefined, 'en')];

/**
 * Every screen of `routes` (already filtered by role and business line, as the menu's are) that
 * can be opened from a search: hidden routes and everything below them, group paths, screens that
 * need an id in their path and external links are left out.
 */
export function screenIndex(routes: readonly ConsoleRoute[], trail: string[] = []): ScreenEntry[] {
  return routes.flatMap((route) => {
    if (route.hidden || route.externalLink) return [];
    const title = route.title ?? route.path;
    const below = screenIndex(route.children ?? [], [...trail, title]);
    if (!route.component || route.path.includes(':') || route.path === '/') return below;
    const [zh, en] = bothLocales(title);
    const entry: ScreenEntry = {
      path: route.path,
      title,
      trail,
      names: [zh.toLowerCase(), en.toLowerCase()],
      groups: trail.flatMap(bothLocales).map((s) => s.toLowerCase()),
      initials: titleInitials(zh),
    };
    return [entry, ...below];
  });
}

/** Where `letters` match the initials in a row: -1 when nowhere. */
function initialsAt(initials: readonly string[], letters: string): number {
  for (let i = 0; i + letters.length <= initials.length; i++) {
    let j = 0;
    while (j < letters.length && initials[i + j].includes(letters[j])) j++;
    if (j === letters.length) return i;
  }
  return -1;
}

/** Lower is better; null when the entry does not match. */
function rank(entry: ScreenEntry, query: string): number | null {
  if (entry.names.some((n) => n.startsWith(query))) return 0;
  if (entry.names.some((n) => n.includes(query))) return 1;
  const compact = query.replace(/\s+/g, '');
  if (/^[a-z0-9]+$/.test(compact)) {
    const at = initialsAt(entry.initials, compact);
    if (at === 0) return 2;
    if (at > 0) return 3;
  }
  if (entry.path.toLowerCase().includes(query)) return 4;
  if (entry.groups.some((g) => g.includes(query))) return 5;
  return null;
}

/** The entries matching `query` (title in either language, pinyin initials, path, group), best first. */
export function searchScreens(entries: readonly ScreenEntry[], query: string): ScreenEntry[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...entries];
  return entries
    .map((entry, order) => ({ entry, order, score: rank(entry, q) }))
    .filter((r): r is { entry: ScreenEntry; order: number; score: number } => r.score !== null)
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .map((r) => r.entry);
}
