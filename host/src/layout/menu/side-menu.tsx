import { useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { Icon } from '../icons';
import type { MenuNode } from './build-menu';
import { RouteIcon } from './route-icon';
import { PathLink } from '../../router/path-link';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** A remote whose routes are not (yet) in the menu: shown by name so staff know it exists. */
export interface RemoteEntry {
  name: string;
  title: string;
  status: 'loading' | 'unavailable';
  message?: string;
}

export const REMOTE_KEY_PREFIX = 'remote:';

interface Props {
  nodes: readonly MenuNode[];
  remotes: readonly RemoteEntry[];
  selectedKey: string | null;
  openKeys: readonly string[];
  onOpenChange(keys: string[]): void;
  /** Icon-only sidebar: submenus open as flyouts beside it. */
  collapsed: boolean;
  onNavigate(path: string): void;
  onRetry(name: string): void;
  t: Translate;
}

/*
 * The sidebar menu in plain HTML (the shell's first screen needs no antd, DESIGN 9): a list of
 * links; groups are buttons with aria-expanded controlling their sub-list. A click anywhere on
 * a row navigates, the label stays a real link (middle-click, copy address). The ant-menu*
 * class names and data-menu-id ("<prefix>-<route path>") keep the DOM the browser tests read;
 * antd's styles never apply to them (antd scopes its CSS with a hash class).
 */

const menuId = (key: string) => `hl-menu-${key}`;
const contains = (node: MenuNode, key: string | null): boolean => node.key === key || (node.children ?? []).some((c) => contains(c, key));

interface ItemProps extends Omit<Props, 'nodes' | 'remotes' | 'onRetry'> {
  node: MenuNode;
  depth: number;
}

function Leaf({ node, depth, selectedKey, onNavigate, t }: ItemProps) {
  const selected = node.key === selectedKey;
  const title = t(node.title);
  const onRow = (e: MouseEvent<HTMLLIElement>) => {
    if ((e.target as Element).closest('a') || node.externalLink) return;
    onNavigate(node.key);
  };
  return (
    <li
      className={`ant-menu-item hl-menu-item${selected ? ' ant-menu-item-selected' : ''}`}
      data-menu-id={menuId(node.key)}
      style={{ paddingLeft: 24 + depth * 24 }}
      onClick={onRow}
    >
      {depth === 0 && <RouteIcon name={node.icon} />}
      <span className="ant-menu-title-content">
        {node.externalLink ? (
          <a href={node.externalLink} target="_blank" rel="noopener noreferrer" title={title}>
            {title}
          </a>
        ) : (
          <PathLink to={node.key} aria-current={selected ? 'page' : undefined} title={title}>
            {title}
          </PathLink>
        )}
      </span>
    </li>
  );
}

function SubMenu(props: ItemProps) {
  const { node, depth, openKeys, onOpenChange, collapsed, selectedKey, t } = props;
  const open = openKeys.includes(node.key);
  const title = t(node.title);
  const button = useRef<HTMLButtonElement>(null);
  const [popup, setPopup] = useState<CSSProperties | undefined>();
  const flyout = collapsed && depth === 0;
  const toggle = () => {
    if (flyout && !open) {
      const r = button.current!.getBoundingClientRect();
      setPopup({ position: 'fixed', left: r.right + 4, top: r.top });
    }
    onOpenChange(open ? openKeys.filter((k) => k !== node.key) : [...(flyout ? [] : openKeys), node.key]);
  };
  const listId = `${menuId(node.key)}-list`;
  return (
    <li className={`ant-menu-submenu hl-submenu${open ? ' ant-menu-submenu-open' : ''}${contains(node, selectedKey) ? ' ant-menu-submenu-selected' : ''}`}>
      <button
        ref={button}
        type="button"
        className="ant-menu-submenu-title hl-menu-item"
        data-menu-id={menuId(node.key)}
        style={{ paddingLeft: 24 + depth * 24 }}
        aria-expanded={open}
        aria-controls={listId}
        title={collapsed ? title : undefined}
        onClick={toggle}
      >
        {depth === 0 && <RouteIcon name={node.icon} />}
        <span className="ant-menu-title-content">{title}</span>
        <span className="hl-submenu-arrow" aria-hidden="true" />
      </button>
      {open && (
        <ul id={listId} className={`ant-menu ant-menu-sub hl-menu-sub${flyout ? ' hl-menu-flyout' : ''}`} style={flyout ? popup : undefined}>
          {node.children!.map((child) => (
            <MenuEntry key={child.key} {...props} node={child} depth={flyout ? 0 : depth + 1} collapsed={false} />
          ))}
        </ul>
      )}
    </li>
  );
}

function MenuEntry(props: ItemProps) {
  return props.node.children ? <SubMenu {...props} /> : <Leaf {...props} />;
}

function RemoteRow({ remote, onRetry, t }: { remote: RemoteEntry; onRetry(name: string): void; t: Translate }) {
  const id = menuId(`${REMOTE_KEY_PREFIX}${remote.name}`);
  if (remote.status === 'loading') {
    return (
      <li className="ant-menu-item ant-menu-item-disabled hl-menu-item hl-menu-item--muted" data-menu-id={id} aria-disabled="true" style={{ paddingLeft: 24 }}>
        <Icon name="LoadingOutlined" spin />
        <span className="ant-menu-title-content">{t('remote.loading', { title: remote.title })}</span>
      </li>
    );
  }
  return (
    // The whole row retries (also the icon alone in the collapsed menu); the button is its keyboard handle.
    <li
      className="ant-menu-item hl-menu-item hl-menu-item--danger"
      data-menu-id={id}
      title={remote.message ?? ''}
      style={{ paddingLeft: 24 }}
      onClick={() => onRetry(remote.name)}
    >
      <Icon name="WarningOutlined" />
      <span className="ant-menu-title-content">
        <button type="button" className="hl-remote-down">
          <span className="hl-remote-title">
            {remote.title}
            <span className="hl-sr-only">{t('remote.unavailableSr')}</span>
          </span>
          <span className="hl-remote-retry">
            <Icon name="ReloadOutlined" /> {t('remote.retry')}
          </span>
        </button>
      </span>
    </li>
  );
}

export function SideMenu({ nodes, remotes, onRetry, ...rest }: Props) {
  const { collapsed, openKeys, onOpenChange } = rest;
  const root = useRef<HTMLUListElement>(null);

  // Flyouts of the collapsed menu close on Escape and on a click elsewhere.
  const flyoutOpen = collapsed && openKeys.length > 0;
  useEffect(() => {
    if (!flyoutOpen) return;
    const close = () => onOpenChange([]);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    const onDown = (e: globalThis.MouseEvent) => !root.current?.contains(e.target as Node) && close();
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [flyoutOpen, onOpenChange]);

  return (
    <ul ref={root} className={`ant-menu hl-menu${collapsed ? ' hl-menu--collapsed' : ''}`}>
      {nodes.map((node) => (
        <MenuEntry key={node.key} {...rest} node={node} depth={0} />
      ))}
      {remotes.map((r) => (
        <RemoteRow key={r.name} remote={r} onRetry={onRetry} t={rest.t} />
      ))}
    </ul>
  );
}

/** Keys of entries that open an external site (never navigated to inside the console). */
export function externalLinkKeys(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((n) => [...(n.externalLink ? [n.key] : []), ...externalLinkKeys(n.children ?? [])]);
}
