/*
 * Route-table builders for the remotes' `./routes` modules (DESIGN 3.2). Kept free of React, antd
 * and zod: a remote's route table is loaded just to build the menu, so it must stay small.
 */
import type { ConsoleRoute, LazyScreen } from '@admin/shared/contract';
import { defineMessages } from '@admin/shared/i18n';

/** A route's title in both languages; its i18n key is `route.<path>`. */
export type Title = readonly [zh: string, en: string];

function titleKey(path: string, title: Title): string {
  const key = `route.${path}`;
  defineMessages({ [key]: title });
  return key;
}

const PLACEHOLDERS = new WeakSet<LazyScreen>();

/** A screen that is not built yet: its route and menu entry work and say so under its title. */
export function placeholder(title: string): LazyScreen {
  const screen: LazyScreen = () => import('@admin/shared/ui').then((m) => ({ default: m.notAvailable(title) }));
  PLACEHOLDERS.add(screen);
  return screen;
}

/** True for a route's screen that is the placeholder (tests tell real screens apart with it). */
export const isPlaceholder = (screen: LazyScreen): boolean => PLACEHOLDERS.has(screen);

/** A menu group (spec 2), e.g. /course with its screens, or a submenu inside one. */
export const group = (path: string, title: Title, extra: Partial<ConsoleRoute>, children: ConsoleRoute[]): ConsoleRoute => ({
  path,
  title: titleKey(path, title),
  ...extra,
  children,
});

/** A menu entry; without a screen it shows the placeholder. */
export function page(path: string, title: Title, roles: string[], screen?: LazyScreen, extra: Partial<ConsoleRoute> = {}): ConsoleRoute {
  const key = titleKey(path, title);
  return { path, title: key, roles, component: screen ?? placeholder(key), ...extra };
}

/** A screen reached from another one (not in the menu), keeping `activeMenu` highlighted. */
export const hidden = (path: string, title: Title, roles: string[], activeMenu: string, screen?: LazyScreen, extra: Partial<ConsoleRoute> = {}): ConsoleRoute =>
  page(path, title, roles, screen, { hidden: true, activeMenu, ...extra });

/** A menu entry that opens an external site. */
export const link = (path: string, title: Title, roles: string[], externalLink: string): ConsoleRoute => ({
  path,
  title: titleKey(path, title),
  icon: 'LinkOutlined',
  roles,
  externalLink,
});
