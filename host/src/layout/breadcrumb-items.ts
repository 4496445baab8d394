import type { ConsoleRoute } from '@admin/shared/contract';
import { matchRoute } from '../router/route-lookup';
import { HOME_PATH } from '../router/public-paths';

export interface Crumb {
  title: string;
  /** Set when the crumb leads somewhere: a screen other than the current one. */
  to?: string;
}

/**
 * Home first, then the route's ancestors. A hidden detail route that names an `activeMenu`
 * gets that entry before itself (题包管理 › 题目), the way staff reached it. A group that reads
 * as the page under it (学习互动 › 学习互动, its only page) is said once: `text` gives a title as
 * shown (the titles are i18n keys, and a group and its page have keys of their own).
 */
export function breadcrumbItems(routes: readonly ConsoleRoute[], pathname: string, text: (title: string) => string = (x) => x): Crumb[] {
  const home: Crumb = { title: '首页', to: HOME_PATH };
  const chain = matchRoute(routes, pathname);
  if (!chain) return [home];
  const steps = [...chain];
  const current = steps[steps.length - 1];
  if (current.activeMenu && current.activeMenu !== current.path) {
    const active = matchRoute(routes, current.activeMenu);
    const parent = active?.[active.length - 1];
    if (parent && !steps.includes(parent)) steps.splice(steps.length - 1, 0, parent);
  }
  const crumbs = steps
    .filter((r) => r.title && r.path !== '/' && r.path !== HOME_PATH)
    .filter((r, i, shown) => r.component || !shown[i + 1] || text(r.title!) !== text(shown[i + 1].title!))
    .map((r): Crumb => (r === current || !r.component ? { title: r.title! } : { title: r.title!, to: r.path }));
  return current.path === HOME_PATH ? [{ title: home.title }] : [home, ...crumbs];
}
