// The ES builds: antd/locale/* are CommonJS and would duplicate the locale modules.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { Locale } from '@admin/shared/i18n';
import theme from './antd-theme.json';
import './antd-static-styles';

/**
 * The console's one antd theme (remote screens and the API's toasts/dialogs alike).
 * Colours meet WCAG 2.1 AA where antd draws text with them (antd-theme.test.ts): antd's own blue,
 * red, green and gold seeds give 1.8-4.1:1 on white, so each is a shade darker (the primary between
 * antd's blue-6 and blue-7, hover a step darker instead of lighter), the text tints for secondary
 * text and placeholders are 0.57 black, and the preset tag colours that fail draw their 8th or 9th
 * shade as their text (each under both of antd's names, `green7` and `green-7`: both become the one
 * variable --ant-green-7, the second written last). The console's own CSS (host/src/layout, the public pages) uses the same values.
 * No motion: a page kept alive in a hidden tab (<Activity>) has its effects cleaned up, and
 * rc-motion then renders its first frame back as "not mounted yet" and drops its children, so an
 * open drawer's form would come back empty. Without motion there is no such frame.
 * In JSON because the build renders antd with this same theme to make its styles ahead of time
 * (scripts/antd-styles, antd-static-styles.ts). With antd 6's CSS variables the token values live
 * in blocks antd still writes at run time, so today the made styles do not depend on them; reading
 * the one file keeps it so should a theme option ever reach the style text.
 * A fixed CSS-variable key (antd makes one per provider from useId otherwise): every provider of
 * this theme (the screens', the API's dialogs', the list warm-up's in its own root) then shares the
 * same variable blocks, so one drawn earlier spares the next the work (list-warm-up.tsx).
 */
export const THEME = theme;

export const antdLocale = (locale: Locale) => (locale === 'en' ? enUS : zhCN);
