import { memo, useMemo, useState } from 'react';
import { useI18n } from '@admin/shared/i18n';
import { Logo } from '../pages/shared/logo';
import { useAppStore } from './app-store';
import type { MenuNode, MenuSelection } from './menu/build-menu';
import { externalLinkKeys, SideMenu, type RemoteEntry } from './menu/side-menu';
import { useStableNavigate } from '../router/use-stable-navigate';

interface Props {
  menu: MenuNode[];
  remotes: RemoteEntry[];
  selection: MenuSelection;
  onRetry(name: string): void;
}

export const SIDEBAR_WIDTH = 220;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

/*
 * Memoised: the layout renders again on every change of the URL, and a list's page, filters and
 * sort live in its query string. The menu (~130 components) depends on the path only,
 * through `selection`, so a next page no longer draws it again between its data and its rows.
 */
export const Sidebar = memo(function Sidebar({ menu, remotes, selection, onRetry }: Props) {
  const { t } = useI18n();
  const opened = useAppStore((s) => s.sidebarOpened);
  const device = useAppStore((s) => s.device);
  const withoutAnimation = useAppStore((s) => s.withoutAnimation);
  const mobile = device === 'mobile';
  const collapsed = !opened;
  const externalKeys = useMemo(() => new Set(externalLinkKeys(menu)), [menu]);
  const navigate = useStableNavigate();
  const [openKeys, setOpenKeys] = useState<string[]>(collapsed ? [] : selection.openKeys);
  const selectedOpenKeys = selection.openKeys.join('\n');
  const [seen, setSeen] = useState({ collapsed, selectedOpenKeys });

  // Keep the current route's submenus open when the route changes, without closing others;
  // a collapsed (icon-only) menu shows submenus as flyouts, so nothing is forced open there.
  // (State adjusted while rendering, React's recommended alternative to a syncing effect.)
  if (seen.collapsed !== collapsed || seen.selectedOpenKeys !== selectedOpenKeys) {
    setSeen({ collapsed, selectedOpenKeys });
    setOpenKeys((keys) => (collapsed ? [] : Array.from(new Set([...keys, ...selection.openKeys]))));
  }

  // ant-layout-sider(-collapsed): the class names the browser tests read (no antd styles apply).
  const classes = [
    'ant-layout-sider',
    'hl-sider',
    collapsed ? 'ant-layout-sider-collapsed hl-sider--collapsed' : '',
    mobile ? 'hl-sider--mobile' : '',
    withoutAnimation ? 'hl-sider--instant' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const width = collapsed ? (mobile ? 0 : SIDEBAR_COLLAPSED_WIDTH) : SIDEBAR_WIDTH;

  return (
    <aside className={classes} style={{ width, minWidth: width, maxWidth: width, flex: `0 0 ${width}px` }} aria-hidden={mobile && collapsed ? true : undefined}>
      <div className="hl-logo">
        <Logo size={30} />
        {!collapsed && <span className="hl-logo-text">{t('app.title')}</span>}
      </div>
      <nav aria-label={t('layout.menu')}>
        <SideMenu
          nodes={menu}
          remotes={remotes}
          selectedKey={selection.selectedKey}
          openKeys={openKeys}
          onOpenChange={setOpenKeys}
          collapsed={collapsed && !mobile}
          onNavigate={(key) => {
            if (!externalKeys.has(key)) navigate(key);
          }}
          onRetry={onRetry}
          t={t}
        />
      </nav>
    </aside>
  );
});
