import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { ConsoleRoute } from '@admin/shared/contract';
import { useI18n } from '@admin/shared/i18n';
import { matchRoute } from '../../router/route-lookup';
import { HOME_PATH } from '../../router/public-paths';
import { Icon } from '../icons';
import { MenuButton, type MenuButtonItem } from '../ui/menu-button';
import { confirmClose } from './confirm-close';
import { ContextMenu } from './context-menu';
import './tabs.css';
import { registerTabsMessages } from './tabs-messages';
import { tabsToClose, useTabsStore, type CloseCommand, type OpenTab } from './tabs-store';
import { useCloseTabs } from './use-close-tabs';
import { useOverflow } from './use-overflow';
import { useUnsavedUnload } from './use-unsaved-unload';

registerTabsMessages();

const COMMANDS: CloseCommand[] = ['close', 'others', 'right', 'all'];
const COMMAND_TEXT: Record<CloseCommand, string> = {
  close: 'tabs.closeThis',
  others: 'tabs.closeOthers',
  right: 'tabs.closeRight',
  all: 'tabs.closeAll',
};

export const normalisePath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The title of an open page's route, or null while its remote's routes are not known. */
export function tabTitleKey(routes: readonly ConsoleRoute[], path: string): string | null {
  const chain = matchRoute(routes, path);
  const route = chain?.[chain.length - 1];
  return route?.component ? (route.title ?? route.path) : null;
}

interface MenuState {
  path: string;
  at: { x: number; y: number };
}

/**
 * The tabs of open pages under the top bar (tags-view): a link per page, a close button (the
 * dashboard's tab stays), middle-click closes; a context menu (right-click, Shift+F10 or the Menu
 * key on a tab, or the ⋯ button for the current tab) closes this, others, to the right or all.
 */
export function TabBar({ routes }: { routes: readonly ConsoleRoute[] }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const tabs = useTabsStore((s) => s.tabs);
  const [menu, setMenu] = useState<MenuState | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const navigate = useNavigate();

  const shown = useMemo(
    () =>
      tabs.flatMap((tab) => {
        const key = tabTitleKey(routes, tab.path);
        return key ? [{ tab, key }] : [];
      }),
    [tabs, routes],
  );
  const titleOf = useCallback(
    (path: string) => {
      const key = tabTitleKey(routes, path);
      return key ? t(key) : path;
    },
    [routes, t],
  );
  const current = shown.some((s) => s.tab.path === normalisePath(pathname)) ? normalisePath(pathname) : null;

  const confirmUnsaved = useCallback((paths: string[]) => confirmClose(t, paths.map(titleOf)), [t, titleOf]);
  const close = useCloseTabs(current, confirmUnsaved);
  useUnsavedUnload(current);
  const run = (command: CloseCommand, target: string) => void close(tabsToClose(tabs, target, command));
  const overflowing = useOverflow(listRef, shown.length);
  useEffect(() => {
    // The shown page's tab in view, wherever it is in a long bar. A bar that fits shows every tab:
    // no scrolling, and no layout forced before the page is painted.
    if (current && overflowing)
      listRef.current?.querySelector(`[data-tab-path="${CSS.escape(current)}"]`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current, shown.length, overflowing]);
  const items = (target: string): MenuButtonItem[] =>
    COMMANDS.map((command) => ({
      key: command,
      label: t(COMMAND_TEXT[command]),
      disabled: tabsToClose(tabs, target, command).length === 0,
    }));
  const closeMenu = useCallback((refocus: boolean) => {
    setMenu((open) => {
      if (open && refocus) document.querySelector<HTMLElement>(`[data-tab-path="${CSS.escape(open.path)}"]`)?.focus();
      return null;
    });
  }, []);

  const onTabKey = (e: KeyboardEvent<HTMLAnchorElement>, tab: OpenTab) => {
    if (e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey)) {
      e.preventDefault();
      const r = e.currentTarget.getBoundingClientRect();
      setMenu({ path: tab.path, at: { x: r.left, y: r.bottom + 4 } });
    } else if (e.key === 'Delete' && tab.path !== HOME_PATH) {
      e.preventDefault();
      run('close', tab.path);
    }
  };
  const onContextMenu = (e: MouseEvent, tab: OpenTab) => {
    e.preventDefault();
    setMenu({ path: tab.path, at: { x: e.clientX, y: e.clientY } });
  };
  const onAuxClick = (e: MouseEvent, tab: OpenTab) => {
    if (e.button !== 1) return;
    e.preventDefault(); // not the browser's "open in a new tab"
    if (tab.path !== HOME_PATH) run('close', tab.path);
  };

  return (
    <nav className="hl-tabs" aria-label={t('tabs.label')}>
      <ul className="hl-tabs-list" ref={listRef}>
        {shown.map(({ tab, key }) => {
          const active = tab.path === current;
          const title = t(key);
          return (
            <li
              key={tab.path}
              className={`hl-tab${active ? ' hl-tab--active' : ''}`}
              data-testid="open-tab"
              onContextMenu={(e) => onContextMenu(e, tab)}
              onAuxClick={(e) => onAuxClick(e, tab)}
              onMouseDown={(e) => e.button === 1 && e.preventDefault() /* no autoscroll on middle-click */}
            >
              <Link
                to={`${tab.path}${tab.search}`}
                className="hl-tab-link"
                data-tab-path={tab.path}
                aria-current={active ? 'page' : undefined}
                title={title}
                onKeyDown={(e) => onTabKey(e, tab)}
              >
                {title}
              </Link>
              {tab.path !== HOME_PATH && (
                <button type="button" className="hl-tab-close" aria-label={t('tabs.close', { title })} onClick={() => run('close', tab.path)}>
                  <Icon name="CloseOutlined" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {overflowing && (
        // Every open page, for when the bar cannot show them all.
        <MenuButton
          label={t('tabs.all', { n: shown.length })}
          className="hl-tabs-more"
          items={shown.map(({ tab, key }) => ({ key: tab.path, label: t(key) }))}
          selectedKey={current ?? ''}
          onSelect={(path) => {
            const tab = shown.find((s) => s.tab.path === path)?.tab;
            if (tab) navigate(`${tab.path}${tab.search}`);
          }}
        >
          <Icon name="DownOutlined" />
        </MenuButton>
      )}
      {current && (
        <MenuButton label={t('tabs.actions')} className="hl-tabs-more" items={items(current)} onSelect={(k) => run(k as CloseCommand, current)}>
          <Icon name="MoreOutlined" />
        </MenuButton>
      )}
      {menu && (
        <ContextMenu
          label={t('tabs.menu', { title: titleOf(menu.path) })}
          items={items(menu.path)}
          at={menu.at}
          onClose={closeMenu}
          onSelect={(k) => {
            setMenu(null);
            run(k as CloseCommand, menu.path);
          }}
        />
      )}
    </nav>
  );
}
