import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { useI18n } from '@admin/shared/i18n';
import { antdLocale, THEME } from './antd-theme';

/**
 * The antd provider of the console (a lazy chunk): the one ConfigProvider + App every remote
 * screen renders inside (remotes use App.useApp() and never render their own). The shell itself
 * is plain HTML, so a user who only sees the dashboard never downloads antd (DESIGN 9).
 */
export default function AntdScope({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  return (
    <ConfigProvider locale={antdLocale(locale)} theme={THEME}>
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}
