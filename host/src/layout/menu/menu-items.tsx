import type { MenuProps } from 'antd';
import { LoadingOutlined, ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { MenuNode } from './build-menu';
import { RouteIcon } from './route-icon';

type Item = NonNullable<MenuProps['items']>[number];
type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** A remote whose routes are not (yet) in the menu: shown by name so staff know it exists. */
export interface RemoteEntry {
  name: string;
  title: string;
  status: 'loading' | 'unavailable';
  message?: string;
}

export const REMOTE_KEY_PREFIX = 'remote:';

function toItem(node: MenuNode, t: Translate, depth: number): Item {
  const title = t(node.title);
  const icon = depth === 0 ? <RouteIcon name={node.icon} /> : undefined;
  if (node.children) {
    return { key: node.key, icon, label: title, children: node.children.map((c) => toItem(c, t, depth + 1)) };
  }
  if (node.externalLink) {
    return {
      key: node.key,
      icon,
      label: (
        <a href={node.externalLink} target="_blank" rel="noopener noreferrer">
          {title}
        </a>
      ),
    };
  }
  return { key: node.key, icon, label: <Link to={node.key}>{title}</Link> };
}

/** antd Menu items: links for screens, new-tab anchors for external links, remote status rows. */
export function menuItems(nodes: readonly MenuNode[], remotes: readonly RemoteEntry[], t: Translate): Item[] {
  const items = nodes.map((n) => toItem(n, t, 0));
  for (const r of remotes) {
    if (r.status === 'loading') {
      items.push({ key: `${REMOTE_KEY_PREFIX}${r.name}`, disabled: true, icon: <LoadingOutlined />, label: t('remote.loading', { title: r.title }) });
    } else {
      items.push({
        key: `${REMOTE_KEY_PREFIX}${r.name}`,
        danger: true,
        icon: <WarningOutlined />,
        title: r.message ?? '',
        label: (
          <span className="hl-remote-down">
            <span className="hl-remote-title">
              {r.title}
              <span className="hl-sr-only">{t('remote.unavailableSr')}</span>
            </span>
            <span className="hl-remote-retry">
              <ReloadOutlined /> {t('remote.retry')}
            </span>
          </span>
        ),
      });
    }
  }
  return items;
}

/** Keys of entries that open an external site (never navigated to inside the console). */
export function externalLinkKeys(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((n) => [...(n.externalLink ? [n.key] : []), ...externalLinkKeys(n.children ?? [])]);
}
