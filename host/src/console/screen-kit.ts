/*
 * What every remote screen needs from the host, fetched when a screen is about to be opened (the
 * pointer rests on a menu group or a screen link, or focus reaches one: federation/prefetch.ts),
 * so the click finds it loaded (issue 15 item 3, "preload of the group the menu click will need"):
 * the antd provider around screens (antd-core) and the screen kit (its chunk groups `kit` and
 * `antd`, create-config.cjs). The home page fetches it once it is drawn (warmScreenKitAfterHome).
 */
import { prefetchRemoteEntries } from '../federation';
import { loadRemoteScreen } from './load-remote-screen';
import { savingData, whenIdle } from './when-idle';

type Load = () => Promise<unknown>;

const SCREEN_KIT: Load[] = [
  loadRemoteScreen,
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

let homeStarted = false;

/**
 * Called by the home page once it is drawn (dashboard/work-panel.tsx): the kit, and each remote's
 * entry and routes module, come while the user reads it, so opening a menu group needs only its
 * screens' small chunks (one round trip) and the first list waits only for its data. Not at the
 * idle moment after the home page's data has been drawn, as before: on a slow link that is one
 * round trip for the data plus 250–650 ms of drawing it at 4× CPU later, so the download (~560 KB,
 * ~3 s on Fast 3G) had hardly started when a user quick to open a menu clicked, and their first
 * list waited 4–7 s for it instead of ~0.8 s (issue 15). It is now that much further along; a
 * click within its ~3 s still waits for the rest. The home page's title and menus are drawn by
 * then; on a fast link its data may be drawn a few frames later. Once per page; nothing when the
 * browser asks to save data.
 */
export function warmScreenKitAfterHome(): void {
  if (homeStarted || savingData()) return;
  homeStarted = true;
  void warmScreenKit().then(() => whenIdle(warmListScreen, undefined, { needsIdleCallback: true }));
  void prefetchRemoteEntries();
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
