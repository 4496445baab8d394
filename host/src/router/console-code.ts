/*
 * The signed-in console's code: the router app (router, API client), the console chunk (layout,
 * menu, guard) and the home screen. The sign-in form starts loading all of it once someone types
 * in it (issue 15: click 登录 → home), so after the click only the token request and the home's
 * data stand between the user and the home page, instead of token → console chunk → home chunk
 * one after another. The sign-in page itself still downloads none of it until then.
 */
import { readRemoteListEarly } from '../federation/early-remote-list';
import { rememberedLoad } from '../gate/remembered-load';
import { loadAuth } from './sign-in';

export const loadRouterApp = () => import(/* webpackChunkName: "router-app" */ './router-app');
// Remembered too: the console is drawn without suspending once its chunk is here (app.tsx).
export const loadConsole = rememberedLoad(() => import(/* webpackChunkName: "console" */ '../console/console-app'));
// Remembered: once here, the home page is drawn in the same render as the layout.
export const loadHome = rememberedLoad(() => import(/* webpackChunkName: "dashboard" */ '../dashboard/dashboard-page'));

/**
 * Takes in the remote list once the console's chunk is there (console/guarded-console.tsx
 * startRemotes): called when someone is signed in, before the console is drawn. A chunk that
 * fails to load is reported by the console's own load.
 */
export function startConsoleRemotes(): Promise<void> {
  return loadConsole().then(
    (m) => m.startRemotes(),
    () => undefined,
  );
}

let warmed = false;

/** Starts the downloads once per page; a failure waits for the real load (which retries). */
export function warmConsole(): void {
  if (warmed) return;
  warmed = true;
  readRemoteListEarly();
  const forget = () => {
    warmed = false;
  };
  // The auth store first: a sign-in waiting on it sends its call before the console's own
  // chunks (already downloading, console-warm-plugin.cjs) take the main thread to run.
  loadAuth()
    .then(() => Promise.all([loadRouterApp(), loadConsole(), loadHome()]))
    .catch(forget);
}
