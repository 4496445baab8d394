import type { ConsoleRoute } from '@admin/shared/contract';
import { HOME_PATH } from './public-paths';

/**
 * The host's own guarded routes, as data; merged with every remote's routes (DESIGN 3.1). Their
 * screens are attached by the console (console/host-screens.ts), so this table imports no code
 * and the dashboard, the menu and the screen search can read it.
 */
export const HOST_ROUTES: readonly ConsoleRoute[] = [
  // The root redirects to the dashboard (spec 2); hidden, so it never shows in the menu.
  { path: '/', hidden: true, lines: [1, 2] },
  { path: HOME_PATH, title: '首页', icon: 'dashboard', lines: [1, 2] },
];
