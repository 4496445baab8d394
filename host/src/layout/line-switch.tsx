import { Segmented } from 'antd';
import { useNavigate } from 'react-router-dom';
import { BUSINESS_LINES } from '@admin/shared/contract';
import { useI18n } from '@admin/shared/i18n';
import { HOME_PATH } from '../router/public-paths';
import { useAppStore, type MenuSet } from './app-store';

/**
 * Business-line switch (spec 1): 国内考研 / 留学. Saving the choice (cookie menuNavBar) selects the
 * menu set; the user then starts again from the dashboard. The caller shows it only to holders of
 * nav.system_config_abroad.
 */
export function LineSwitch({ compact = false }: { compact?: boolean }) {
  const { t, locale } = useI18n();
  const navBar = useAppStore((s) => s.navBar);
  const setNavBar = useAppStore((s) => s.setNavBar);
  const navigate = useNavigate();
  return (
    <Segmented<MenuSet>
      aria-label={t('layout.line')}
      size={compact ? 'small' : 'middle'}
      value={navBar}
      options={BUSINESS_LINES.map((l) => ({ value: l.value, label: locale === 'en' ? l.labelEn : l.label }))}
      onChange={(value) => {
        setNavBar(value);
        navigate(HOME_PATH);
      }}
    />
  );
}
