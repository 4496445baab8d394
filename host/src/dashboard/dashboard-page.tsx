import { useMemo } from 'react';
import { filterRoutesByLine, useAuthStore } from '@admin/shared/auth';
import { BUSINESS_LINES } from '../contract-values';
import { useI18n, type Locale } from '@admin/shared/i18n';
import { allRemoteRoutes, useRemotesStore } from '../federation';
import { useAppStore } from '../layout/app-store';
import { Icon } from '../layout/icons';
import { buildMenu, type MenuNode } from '../layout/menu/build-menu';
import { RouteIcon } from '../layout/menu/route-icon';
import { allowedRoutes, effectiveLine } from '../layout/menu/visible-routes';
import { HOST_ROUTES } from '../router/host-routes';
import { HOME_PATH } from '../router/public-paths';
import { flattenRoutes } from '../router/route-lookup';
import type { RemoteGroup } from '../federation/types';
import { RecentChanges } from '@admin/shared/audit';
import { recentChangeHref } from './recent-change-href';
import { RecentChangesSlot } from './recent-changes-slot';
import { WorkPanel } from './work-panel';
import './dashboard-page.css';
import { PathLink } from '../router/path-link';

/*
 * Plain elements styled with CSS rather than antd (Card/Typography/Tag/Grid/Button): the dashboard
 * is the first screen after signing in and loads no antd at all (DESIGN 9).
 */

const leaves = (node: MenuNode): MenuNode[] => (node.children ? node.children.flatMap(leaves) : [node]);

function MenuCard({ node }: { node: MenuNode }) {
  const { t } = useI18n();
  const links = leaves(node);
  const id = `hd-group-${node.key.replace(/[^\w-]/g, '_')}`;
  return (
    <li className="hd-card">
      <section aria-labelledby={id}>
        <header className="hd-card-head">
          <span className="hd-card-icon" aria-hidden="true">
            <RouteIcon name={node.icon} />
          </span>
          <h3 id={id}>{t(node.title)}</h3>
          {node.children && <span className="hd-muted">{t('dashboard.pages', { n: links.length })}</span>}
        </header>
        <ul className="hd-links">
          {links.map((leaf) => (
            <li key={leaf.key}>
              {leaf.externalLink ? (
                <a href={leaf.externalLink} target="_blank" rel="noopener noreferrer">
                  {t(leaf.title)} ↗
                </a>
              ) : (
                <PathLink to={leaf.key}>{t(leaf.title)}</PathLink>
              )}
            </li>
          ))}
        </ul>
      </section>
    </li>
  );
}

const WEEKDAYS_ZH = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * 'Saturday, November 21, 2026' / '2026年11月21日 星期六'. Spelt out here rather than with
 * Intl.DateTimeFormat, whose first use in a page costs ~15 ms of set-up on the home page's first
 * render (and no date library is loaded here).
 */
export function formatToday(date: Date, locale: Locale): string {
  const [y, m, d, w] = [date.getFullYear(), date.getMonth(), date.getDate(), date.getDay()];
  return locale === 'en' ? `${WEEKDAYS_EN[w]}, ${MONTHS_EN[m]} ${d}, ${y}` : `${y}年${m + 1}月${d}日 ${WEEKDAYS_ZH[w]}`;
}

/**
 * The modules a user may act on: those holding a screen the user may open (their Retry brings
 * back the user's own screens). A module that has not loaded has no route table to tell, so it is
 * listed to every user who holds any permission; a user with none has nothing to act on.
 */
export function modulesToShow(groups: readonly RemoteGroup[], roles: readonly string[]): RemoteGroup[] {
  return groups.filter((g) => (g.status === 'ready' ? allowedRoutes(g.routes, roles).length > 0 : roles.length > 0));
}

const routerLink = (href: string, text: string) => <PathLink to={href}>{text}</PathLink>;

/** The home screen: who is signed in, the work waiting for them, where they can go, and the state of their modules. */
export default function DashboardPage() {
  const { t, locale } = useI18n();
  const name = useAuthStore((s) => s.name);
  const roles = useAuthStore((s) => s.roles);
  const businessLine = useAppStore((s) => s.businessLine);
  const groups = useRemotesStore((s) => s.groups);
  const retry = useRemotesStore((s) => s.retry);
  const line = effectiveLine(businessLine, roles);

  const menu = useMemo(() => {
    const routes = filterRoutesByLine(allowedRoutes([...HOST_ROUTES, ...allRemoteRoutes(groups)], roles), line);
    return buildMenu(routes).filter((n) => n.key !== HOME_PATH);
  }, [groups, roles, line]);

  const titles = useMemo(() => {
    const byPath = new Map<string, string>();
    for (const chain of flattenRoutes(allRemoteRoutes(groups))) {
      const r = chain[chain.length - 1];
      if (r.title) byPath.set(r.path, r.title);
    }
    return byPath;
  }, [groups]);
  const titleOf = (path: string) => {
    const title = titles.get(path);
    return title ? t(title) : path;
  };
  const modules = useMemo(() => modulesToShow(groups, roles), [groups, roles]);
  const changeHref = useMemo(() => recentChangeHref(allowedRoutes(allRemoteRoutes(groups), roles)), [groups, roles]);

  const today = formatToday(new Date(), locale);
  const lineInfo = BUSINESS_LINES.find((l) => l.value === line);

  return (
    <div className="hd-page">
      <section className="hd-hello">
        <h1>{t('dashboard.hello', { name: name || '—' })}</h1>
        <p>
          {t('dashboard.welcome', { date: today })}
          {lineInfo && <span className="hd-badge">{t('dashboard.line', { line: locale === 'en' ? lineInfo.labelEn : lineInfo.label })}</span>}
        </p>
      </section>

      <WorkPanel titleOf={titleOf} />

      <RecentChangesSlot>
        <RecentChanges hrefOf={changeHref} renderLink={routerLink} />
      </RecentChangesSlot>

      <h2 className="hd-section">{t('dashboard.menus')}</h2>
      {menu.length === 0 ? (
        <p className="hd-empty">{t(groups.some((g) => g.status !== 'ready') ? 'dashboard.menusPending' : 'dashboard.noMenus')}</p>
      ) : (
        <ul className="hd-grid">
          {menu.map((node) => (
            <MenuCard key={node.key} node={node} />
          ))}
        </ul>
      )}

      {modules.length > 0 && <h2 className="hd-section">{t('dashboard.remotes')}</h2>}
      {groups.length === 0 ? (
        <p className="hd-empty">{t('dashboard.noRemotes')}</p>
      ) : modules.length === 0 ? null : (
        <ul className="hd-remotes">
          {modules.map((g) => (
            <li key={g.name}>
              <span className="hd-remote-name">{t(g.title ?? g.name)}</span>
              <code className="hd-remote-id">{g.name}</code>
              <span className={`hd-status hd-status--${g.status}`}>{t(`dashboard.status.${g.status}`)}</span>
              {g.status === 'unavailable' && (
                <>
                  {g.error && <span className="hd-error">{t(`remote.kind.${g.error.kind}`)}</span>}
                  <button type="button" className="hl-btn hl-btn--small" onClick={() => void retry(g.name)}>
                    <Icon name="ReloadOutlined" /> {t('remote.retry')}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
