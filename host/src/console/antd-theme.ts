// The ES builds: antd/locale/* are CommonJS and would duplicate the locale modules.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { Locale } from '@admin/shared/i18n';

/** The console's one antd theme (remote screens and the API's toasts/dialogs alike). */
export const THEME = { token: { colorPrimary: '#1677ff', borderRadius: 6 } };

export const antdLocale = (locale: Locale) => (locale === 'en' ? enUS : zhCN);
