import { Breadcrumb, Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useI18n } from '@admin/shared/i18n';
import { useAppStore } from './app-store';
import { AvatarMenu } from './avatar-menu';
import type { Crumb } from './breadcrumb-items';
import { LanguageSwitch } from './language-switch';
import { LineSwitch } from './line-switch';
import { SiteSelector } from './site-selector';

interface Props {
  crumbs: Crumb[];
  /** The business-line switch is for holders of nav.system_config_abroad only (spec 1). */
  showLineSwitch: boolean;
}

export function Navbar({ crumbs, showLineSwitch }: Props) {
  const { t } = useI18n();
  const opened = useAppStore((s) => s.sidebarOpened);
  const toggle = useAppStore((s) => s.toggleSidebar);
  const mobile = useAppStore((s) => s.device === 'mobile');
  return (
    <Layout.Header className="hl-header">
      <Button
        type="text"
        className="hl-hamburger"
        icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        aria-label={t('layout.toggleSidebar')}
        aria-expanded={opened}
        onClick={toggle}
      />
      {!mobile && (
        <Breadcrumb
          className="hl-breadcrumb"
          aria-label={t('layout.breadcrumb')}
          items={crumbs.map((c) => ({ title: c.to ? <Link to={c.to}>{t(c.title)}</Link> : t(c.title) }))}
        />
      )}
      <div className="hl-header-right">
        {showLineSwitch && <LineSwitch compact={mobile} />}
        <SiteSelector compact={mobile} />
        <LanguageSwitch compact={mobile} />
        <AvatarMenu compact={mobile} />
      </div>
    </Layout.Header>
  );
}
