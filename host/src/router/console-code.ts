/*
 * The sign-in form's side of the console's code: typing on the form prefetches everything the
 * click will need (the 'sign-in typing' row of boot/prefetch.ts), so after the click only the
 * token request and the home's data stand between the user and the home page. The sign-in page
 * itself downloads none of it until then.
 */
import { loadAuth } from '../boot/loaders/auth';
import { loadConsole } from '../boot/loaders/console';
import { loadHome } from '../boot/loaders/home';
import { prefetch } from '../boot/prefetch';
import { readRemoteListEarly } from '../federation/early-remote-list';

/**
 * Takes in the remote list once the console's chunk is there (console/start-remotes.ts): called
 * when someone is signed in, before the console is drawn. A chunk that fails to load is reported
 * by the console's own load.
 */
export function startConsoleRemotes(): Promise<void> {
  return loadConsole().then(
    (m) => m.startRemotes(),
    () => undefined,
  );
}

let started = false;

/**
 * The sign-in form's `warm` action: the 'sign-in typing' prefetch, once per page (again after a
 * failure; the real load retries and reports). `loadRouterApp`: the router app's chunk, when the
 * form is drawn without it (boot/start.tsx, gate/console-bridge.tsx); the form inside the router
 * app has it already.
 */
export function warmConsole(loadRouterApp: () => Promise<unknown> = () => Promise.resolve()): void {
  if (started) return;
  started = true;
  prefetch('sign-in typing', {
    'remote list': () => readRemoteListEarly(),
    auth: loadAuth,
    'router app': loadRouterApp,
    console: loadConsole,
    home: loadHome,
  }).catch(() => {
    started = false;
  });
}
