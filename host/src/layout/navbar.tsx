import { memo } from 'react';
import type { ConsoleRoute } from '@admin/shared/contract';
import { useI18n } from '@admin/shared/i18n';
import { PathLink } from '../router/path-link';
import { useAppStore } from './app-store';
import { AvatarMenu } from './avatar-menu';
import type { Crumb } from './breadcrumb-items';
import { Icon } from './icons';
import { LanguageSwitch } from './language-switch';
import { LineSwitch } from './line-switch';
import { SearchTrigger } from './search/search-trigger';
import { SiteSelector } from './site-selector';

interface Props {
  crumbs: Crumb[];
  /** The business-line switch is for holders of nav.system_config_abroad only (spec 1). */
  showLineSwitch: boolean;
  /** What Ctrl+K searches: the routes the menu is built from. */
  searchRoutes: readonly ConsoleRoute[];
}

/** Memoised as the sidebar is (sidebar.tsx): its props change with the path, not the query string. */
export const Navbar = memo(function Navbar({ crumbs, showLineSwitch, searchRoutes }: Props) {
  const { t } = useI18n();
  const opened = useAppStore((s) => s.sidebarOpened);
  const toggle = useAppStore((s) => s.toggleSidebar);
  const mobile = useAppStore((s) => s.device === 'mobile');
  return (
    <header className="hl-header">
      <button type="button" className="hl-tbtn hl-hamburger" aria-label={t('layout.toggleSidebar')} aria-expanded={opened} onClick={toggle}>
        <Icon name={opened ? 'MenuFoldOutlined' : 'MenuUnfoldOutlined'} />
      </button>
      {!mobile && (
        <nav className="hl-breadcrumb" aria-label={t('layout.breadcrumb')}>
          <ol>
            {crumbs.map((c, i) => {
              const last = i === crumbs.length - 1;
              return (
                <li key={`${i}-${c.title}`}>
                  {c.to && !last ? <PathLink to={c.to}>{t(c.title)}</PathLink> : <span aria-current={last ? 'page' : undefined}>{t(c.title)}</span>}
                </li>
              );
            })}
          </ol>
        </nav>
      )}
      <div className="hl-header-right">
        <SearchTrigger routes={searchRoutes} compact={mobile} />
        {showLineSwitch && <LineSwitch compact={mobile} />}
        <SiteSelector compact={mobile} />
        <LanguageSwitch compact={mobile} />
        <AvatarMenu compact={mobile} />
      </div>
    </header>
  );
});
