import type { ConsoleRoute } from '@admin/shared/contract';
import { t } from '@admin/shared/i18n';
import { CHARS_BY_SYLLABLE } from './pinyin';

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
  /** Per character of the Chinese title, the pinyin syllables it may be read as (titleSyllables). */
  syllables: string[][];
}

let syllablesOf: Map<string, string[]> | null = null;
function syllableTable(): Map<string, string[]> {
  if (syllablesOf) return syllablesOf;
  syllablesOf = new Map();
  for (const [syllable, chars] of Object.entries(CHARS_BY_SYLLABLE)) {
    // ü is typed v (lv), and often u (lu) where that is no other syllable's spelling too.
    const spellings = syllable.includes('v') ? [syllable, syllable.replace('v', 'u')] : [syllable];
    for (const ch of chars) syllablesOf.set(ch, [...(syllablesOf.get(ch) ?? []), ...spellings]);
  }
  return syllablesOf;
}

/**
 * "PC 弹窗" → [['p'], ['c'], ['dan', 'tan'], ['chuang']]: per character of a title, the pinyin
 * syllables it may be read as (polyphones have several); letters and digits stand for themselves.
 */
export function titleSyllables(text: string): string[][] {
  const table = syllableTable();
  const out: string[][] = [];
  for (const ch of text.toLowerCase()) {
    if (/[a-z0-9]/.test(ch)) out.push([ch]);
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
      syllables: titleSyllables(zh),
    };
    return [entry, ...below];
  });
}

/**
 * Whether `letters` spell the characters from `k` on, each by the start of one of its syllables
 * (白名单: "baimingdan", "bmd", "baimd", "bmingd"), every letter used.
 */
function spells(syllables: readonly string[][], letters: string, k: number, at: number, seen: Set<number>): boolean {
  if (at === letters.length) return true;
  if (k >= syllables.length) return false;
  const key = k * 1000 + at;
  if (seen.has(key)) return false;
  seen.add(key);
  for (const s of syllables[k]) {
    for (let n = Math.min(s.length, letters.length - at); n >= 1; n--) {
      if (letters.startsWith(s.slice(0, n), at) && spells(syllables, letters, k + 1, at + n, seen)) return true;
    }
  }
  return false;
}

/** The first character from which `letters` spell the title in pinyin (full or initials): -1 when none. */
function pinyinAt(syllables: readonly string[][], letters: string): number {
  for (let k = 0; k < syllables.length; k++) if (spells(syllables, letters, k, 0, new Set())) return k;
  return -1;
}

/** Lower is better; null when the entry does not match. */
function rank(entry: ScreenEntry, query: string): number | null {
  if (entry.names.some((n) => n.startsWith(query))) return 0;
  if (entry.names.some((n) => n.includes(query))) return 1;
  const compact = query.replace(/\s+/g, '');
  if (/^[a-z0-9]+$/.test(compact)) {
    const at = pinyinAt(entry.syllables, compact);
    if (at === 0) return 2;
    if (at > 0) return 3;
  }
  if (entry.path.toLowerCase().includes(query)) return 4;
  if (entry.groups.some((g) => g.includes(query))) return 5;
  return null;
}

/** The entries matching `query` (title in either language, its pinyin in full or by initials, path, group), best first. */
export function searchScreens(entries: readonly ScreenEntry[], query: string): ScreenEntry[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...entries];
  return entries
    .map((entry, order) => ({ entry, order, score: rank(entry, q) }))
    .filter((r): r is { entry: ScreenEntry; order: number; score: number } => r.score !== null)
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .map((r) => r.entry);
}
