import { useMemo, useState } from 'react';
import { Layout, Menu } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '@admin/shared/i18n';
import { Logo } from '../pages/shared/logo';
import { useAppStore } from './app-store';
import type { MenuNode, MenuSelection } from './menu/build-menu';
import { externalLinkKeys, menuItems, REMOTE_KEY_PREFIX, type RemoteEntry } from './menu/menu-items';

interface Props {
  menu: MenuNode[];
  remotes: RemoteEntry[];
  selection: MenuSelection;
  onRetry(name: string): void;
}

export const SIDEBAR_WIDTH = 220;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

export function Sidebar({ menu, remotes, selection, onRetry }: Props) {
  const { t } = useI18n();
  const opened = useAppStore((s) => s.sidebarOpened);
  const device = useAppStore((s) => s.device);
  const withoutAnimation = useAppStore((s) => s.withoutAnimation);
  const mobile = device === 'mobile';
  const collapsed = !opened;
  const items = useMemo(() => menuItems(menu, remotes, t), [menu, remotes, t]);
  const externalKeys = useMemo(() => new Set(externalLinkKeys(menu)), [menu]);
  const navigate = useNavigate();
  const [openKeys, setOpenKeys] = useState<string[]>(collapsed ? [] : selection.openKeys);
  const selectedOpenKeys = selection.openKeys.join('\n');
  const [seen, setSeen] = useState({ collapsed, selectedOpenKeys });

  // Keep the current route's submenus open when the route changes, without closing others;
  // a collapsed (icon-only) menu shows submenus as popups, so nothing is forced open there.
  // (State adjusted while rendering, React's recommended alternative to a syncing effect.)
  if (seen.collapsed !== collapsed || seen.selectedOpenKeys !== selectedOpenKeys) {
    setSeen({ collapsed, selectedOpenKeys });
    setOpenKeys((keys) => (collapsed ? [] : Array.from(new Set([...keys, ...selection.openKeys]))));
  }

  const classes = ['hl-sider', mobile ? 'hl-sider--mobile' : '', withoutAnimation ? 'hl-sider--instant' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <Layout.Sider
      className={classes}
      width={SIDEBAR_WIDTH}
      collapsedWidth={mobile ? 0 : SIDEBAR_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      theme="dark"
      aria-hidden={mobile && collapsed ? true : undefined}
    >
      <div className="hl-logo">
        <Logo size={30} />
        {!collapsed && <span className="hl-logo-text">{t('app.title')}</span>}
      </div>
      <nav aria-label={t('layout.menu')}>
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={selection.selectedKey ? [selection.selectedKey] : []}
          openKeys={openKeys}
          onOpenChange={setOpenKeys}
          onClick={({ key, domEvent }) => {
            if (key.startsWith(REMOTE_KEY_PREFIX)) return onRetry(key.slice(REMOTE_KEY_PREFIX.length));
            // The label is a real link (middle-click, copy address); a click or Enter elsewhere
            // on the row navigates too. A click on the link itself is the link's own business.
            const onLink = (domEvent.target as Element | null)?.closest?.('a');
            if (!onLink && !externalKeys.has(key)) navigate(key);
          }}
        />
      </nav>
    </Layout.Sider>
  );
}
