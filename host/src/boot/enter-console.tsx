import type { ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { startConsoleRemotes } from '../router/console-code';
import { HOME_PATH, routerPathOf } from '../router/public-paths';
import { loadHome } from './loaders/home';
import { loadRouterApp } from './loaders/router-app';

/** How long the console's code may take before the page says it is loading (a fast load never flashes it). */
const SAY_LOADING_AFTER_MS = 300;

/**
 * Where the page comes from: a signed-in cold start (boot/start.tsx), or a sign-in on the form
 * start.tsx drew or on the sign-in page's own bundle (gate/console-bridge.tsx), whose form shows
 * its own busy state until the router app is drawn.
 */
export type EnteredFrom = 'cold start' | 'sign-in form' | 'sign-in page';

/**
 * The one way into the console: draws the router app into `root`, once its code is here, and
 * `loading` there first should that take more than 300 ms (none on the sign-in page's bundle,
 * which keeps the gate's loading screen out of the files it loads before the click).
 *
 * On a cold start it also waits for the console's code and, on the home's address, the home's
 * code (the remote list starting beside them): a part that suspends on its first drawing shows its
 * loading screen, and React then holds the part back until 300 ms after that screen appeared (its
 * reveal throttle); a direct visit to the home waited twice so, ~280 ms each, with nothing left to
 * load. After a sign-in the router app is drawn as soon as it is here, so its first drawing
 * overlaps the console's download (the gate draws the console the moment its code arrives,
 * gate/reloadable-lazy.tsx). Rejects when the router app's code cannot be had.
 */
export async function enterConsole(root: Root, from: EnteredFrom, loading?: ReactNode): Promise<void> {
  const slow = loading === undefined ? undefined : setTimeout(() => root.render(loading), SAY_LOADING_AFTER_MS);
  try {
    const [{ RouterApp }] = await Promise.all([loadRouterApp(), from === 'cold start' ? consoleCode() : undefined]);
    root.render(<RouterApp />);
  } finally {
    clearTimeout(slow);
  }
}

/** The console's code and the remote list, and the home's code on the home's address. */
function consoleCode(): Promise<unknown> {
  const path = routerPathOf(window.location.pathname);
  const home = path === HOME_PATH || path === '/' ? loadHome().catch(() => undefined) : undefined;
  return Promise.all([startConsoleRemotes(), home]);
}
