import { SHARED_MESSAGES } from './messages';

/** Locales the console ships. Simplified Chinese is the default (COMMON: UI text). */
export type Locale = 'zh-CN' | 'en';
export type Messages = Record<string, string>;
export type Vars = Record<string, string | number>;

export const LOCALES: readonly Locale[] = ['zh-CN', 'en'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const LOCALE_STORAGE_KEY = 'admin-locale';

interface State {
  locale: Locale;
  /** Bumped when registered messages change a text that may be on screen: subscribed components re-render. */
  version: number;
}

const dictionaries: Record<Locale, Messages> = {
  'zh-CN': { ...SHARED_MESSAGES['zh-CN'] },
  en: { ...SHARED_MESSAGES.en },
};
const listeners = new Set<() => void>();

const isLocale = (v: unknown): v is Locale => LOCALES.includes(v as Locale);

function readStoredLocale(): Locale {
  try {
    const saved = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(saved) ? saved : DEFAULT_LOCALE;
  } catch {
    // Storage can throw (privacy mode, sandboxed iframes); the default locale is fine then.
    return DEFAULT_LOCALE;
  }
}

/** Screen readers pick their pronunciation from <html lang>. */
function markDocument(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

let state: State = { locale: readStoredLocale(), version: 0 };
markDocument(state.locale);

function emit(next: State): void {
  state = next;
  listeners.forEach((l) => l());
}

export const getState = (): State => state;

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getLocale = (): Locale => state.locale;

export function setLocale(locale: Locale): void {
  if (!isLocale(locale)) throw new Error(`Unknown locale: ${String(locale)}`);
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not persisted, still switched for this page.
  }
  markDocument(locale);
  if (locale !== state.locale) emit({ ...state, locale });
}

/**
 * Keys asked for (t) in a locale that had no text for them: what was drawn then (the Chinese text
 * or the key itself) changes when that text is registered.
 */
const missed = new Set<string>();

/**
 * Adds (or overrides) keys for one locale; remotes and the host call this for their own texts.
 * Subscribed components re-render only when a text that may be on screen changed: a key asked for
 * without a text, or a new text for a key that had one. A screen's chunk registering its own texts
 * as it loads (most registrations: keys nothing has asked for yet) then no longer re-renders every
 * component of the console that shows a text (menu, top bar, kept pages) in the middle of that
 * screen's opening.
 */
export function registerMessages(locale: Locale, dict: Messages): void {
  if (!isLocale(locale)) throw new Error(`Unknown locale: ${String(locale)}`);
  const known = dictionaries[locale];
  const shown = Object.entries(dict).some(([key, text]) => missed.has(key) || (key in known && known[key] !== text));
  Object.assign(known, dict);
  if (shown) emit({ ...state, version: state.version + 1 });
}

/**
 * Texts in both locales side by side, one line each, so no English is forgotten:
 * `defineMessages({ 'course.tag.name': ['标签名称', 'Tag'] })`.
 */
export function defineMessages(entries: Readonly<Record<string, readonly [zh: string, en: string]>>): void {
  const zh: Messages = {};
  const en: Messages = {};
  for (const [key, [z, e]] of Object.entries(entries)) {
    zh[key] = z;
    en[key] = e;
  }
  registerMessages('zh-CN', zh);
  registerMessages('en', en);
}

const interpolate = (text: string, vars?: Vars): string =>
  vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : text;

/**
 * The text of `key` in the current locale, falling back to Chinese (the complete locale) and
 * finally to the key itself so a missing text is visible rather than blank.
 */
export function t(key: string, vars?: Vars, locale: Locale = state.locale): string {
  const own = dictionaries[locale][key];
  if (own === undefined) missed.add(key);
  const text = own ?? dictionaries[DEFAULT_LOCALE][key] ?? key;
  return interpolate(text, vars);
}
