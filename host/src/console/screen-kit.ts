/*
 * What every remote screen needs from the host, fetched when a screen is about to be opened (the
 * pointer rests on a menu group or a screen link, or focus reaches one: federation/prefetch.ts),
 * so the click finds it loaded (issue 15 item 3, "preload of the group the menu click will need"):
 * the antd provider around screens (antd-core) and the screen kit (its chunk groups `kit` and
 * `antd`, create-config.cjs). The home page fetches it only once its own work is done, at the
 * next idle moment (warmScreenKitWhenIdle).
 */
import { prefetchRemoteEntries } from '../federation';
import { whenIdle } from './when-idle';

type Load = () => Promise<unknown>;

const SCREEN_KIT: Load[] = [
  () => import(/* webpackChunkName: "remote-screen" */ './remote-screen'),
  () => import('@admin/shared/resource'),
];

let warming: Promise<unknown> | null = null;

/** Starts the downloads once per page; a failure is forgotten, so the next hover tries again. */
export function warmScreenKit(loads: Load[] = SCREEN_KIT): Promise<unknown> {
  warming ??= Promise.all(loads.map((load) => load())).catch(() => {
    warming = null;
  });
  return warming;
}

let idleStarted = false;

/**
 * Called by the home page once its data has arrived (dashboard/work-panel.tsx): the kit, and each
 * remote's entry and routes module, come while the user reads it, so opening a menu group needs
 * only its screens' small chunks (one round trip) and the first list waits only for its data,
 * without taking bandwidth or main thread from the home page itself. Once per page.
 */
export function warmScreenKitWhenIdle(): void {
  if (idleStarted) return;
  idleStarted = true;
  whenIdle(() => {
    void warmScreenKit().then(() => whenIdle(warmListScreen, undefined, { needsIdleCallback: true }));
    void prefetchRemoteEntries();
  });
}

/**
 * Then, at the next idle moment, a list screen is drawn once where nobody sees it
 * (list-warm-up.tsx): the first list the user opens costs what a second one would. Its module
 * travels in antd's chunk, already loaded by then (create-config.cjs); a failure only leaves the
 * list cold.
 */
function warmListScreen(): void {
  import('./list-warm-up').then((m) => m.warmListScreen()).catch(() => undefined);
}
