import { useEffect } from 'react';
import { App, ConfigProvider } from 'antd';
// The ES builds: antd/locale/* are CommonJS and would duplicate the locale modules.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useI18n } from '@admin/shared/i18n';
import { ApiUiBridge } from './api-ui-bridge';
import { GuardedConsole } from './guarded-console';

const THEME = { token: { colorPrimary: '#1677ff', borderRadius: 6 } };

/**
 * The lazy, antd half of the host: the one ConfigProvider + App of the whole console (remotes
 * use App.useApp() and never render their own), then the guard and the layout.
 */
export default function ConsoleApp() {
  const { locale } = useI18n();
  useEffect(() => {
    dayjs.locale(locale === 'en' ? 'en' : 'zh-cn');
  }, [locale]);
  return (
    <ConfigProvider locale={locale === 'en' ? enUS : zhCN} theme={THEME}>
      <App>
        <ApiUiBridge />
        <GuardedConsole />
      </App>
    </ConfigProvider>
  );
}
