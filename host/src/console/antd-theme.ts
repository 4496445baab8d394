// The ES builds: antd/locale/* are CommonJS and would duplicate the locale modules.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { Locale } from '@admin/shared/i18n';

/**
 * The console's one antd theme (remote screens and the API's toasts/dialogs alike).
 * No motion: a page kept alive in a hidden tab (<Activity>) has its effects cleaned up, and
 * rc-motion then renders its first frame back as "not mounted yet" and drops its children, so an
 * open drawer's form would come back empty. Without motion there is no such frame.
 */
export const THEME = { token: { colorPrimary: '#1677ff', borderRadius: 6, motion: false } };

export const antdLocale = (locale: Locale) => (locale === 'en' ? enUS : zhCN);
