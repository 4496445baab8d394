import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useI18n } from '@admin/shared/i18n';
import { antdLocale, THEME } from './antd-theme';

/**
 * Where toasts (已保存, 已删除 …) appear: below the top bar (56 px) and the tab bar (36 px) of the
 * console layout (console-layout.css), so they never cover the breadcrumb, the tabs or the account
 * menu; antd's default (8 px from the top) put them over the header.
 */
export const MESSAGE_TOP = 56 + 36 + 8;
const MESSAGE = { top: MESSAGE_TOP };

/**
 * The antd provider of the console (a lazy chunk): the one ConfigProvider + App every remote
 * screen renders inside (remotes use App.useApp() and never render their own). The shell itself
 * is plain HTML, so a user who only sees the dashboard never downloads antd (DESIGN 9).
 */
export default function AntdScope({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  // dayjs (antd's date pickers, the screens' date formatting) follows the console language. Set
  // while rendering, not in an effect: the screens below format dates in their first render.
  const dayjsLocale = locale === 'en' ? 'en' : 'zh-cn';
  if (dayjs.locale() !== dayjsLocale) dayjs.locale(dayjsLocale);
  return (
    <ConfigProvider locale={antdLocale(locale)} theme={THEME}>
      <App component={false} message={MESSAGE}>
        {children}
      </App>
    </ConfigProvider>
  );
}
