export { t, getLocale, setLocale, registerMessages, defineMessages, subscribe, LOCALES, DEFAULT_LOCALE, LOCALE_STORAGE_KEY } from './store';
export type { Locale, Messages, Vars } from './store';
export { SHARED_MESSAGES } from './messages';
export { useI18n } from './use-i18n';
export type { I18n } from './use-i18n';
