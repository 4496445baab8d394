import type { ConsoleRoute } from '@admin/shared/contract';
import { loadHome } from './console-code';
import { HOME_PATH } from './public-paths';

/** The host's own guarded routes; merged with every remote's routes (DESIGN 3.1). */
export const HOST_ROUTES: ConsoleRoute[] = [
  // The root redirects to the dashboard (spec 2); hidden, so it never shows in the menu.
  { path: '/', hidden: true, lines: [1, 2] },
  {
    path: HOME_PATH,
    title: '首页',
    icon: 'dashboard',
    lines: [1, 2],
    component: loadHome,
  },
];
