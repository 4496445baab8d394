/*
 * What every remote screen needs from the host: the antd provider around screens (the
 * remote-screen chunk) and the screen kit (its chunk groups `kit` and `antd`, create-config.cjs).
 * Prefetched when a screen is about to be opened (the 'hover' trigger) and once the home page is
 * drawn (the 'home drawn' trigger, boot/prefetch.ts), so the click finds it loaded.
 */
import { loadRemoteScreen } from '../boot/loaders/remote-screen';
import { prefetch } from '../boot/prefetch';
import { prefetchRemoteEntries } from '../federation';

type Load = () => Promise<unknown>;

const SCREEN_KIT: Load[] = [loadRemoteScreen, () => import('@admin/shared/resource')];

let fetching: Promise<unknown> | null = null;

/** Starts the downloads once per page; a failure is forgotten, so the next hover tries again. */
export function prefetchScreenKit(loads: Load[] = SCREEN_KIT): Promise<unknown> {
  fetching ??= Promise.all(loads.map((load) => load())).catch(() => {
    fetching = null;
  });
  return fetching;
}

let homeDrawn = false;

/**
 * The 'home drawn' trigger, called by the home page once it is drawn (dashboard/work-panel.tsx):
 * the kit, and each remote's entry and routes module, come while the user reads it, so opening a
 * menu group needs only its screens' small chunks (one round trip) and the first list waits only
 * for its data. Not at the idle moment after the home page's data has been drawn: on a slow link
 * that is one round trip for the data plus 250–650 ms of drawing it at 4× CPU later, so the
 * download (~560 KB, ~3 s on Fast 3G) had hardly started when a user quick to open a menu
 * clicked, and their first list waited 4–7 s for it instead of ~0.8 s. A click within those ~3 s
 * still waits for the rest. Then, at the next idle moment, a list screen is drawn once where
 * nobody sees it (list-warm-up.tsx): the first list the user opens costs what a second one would.
 * Its module travels in antd's chunk, already loaded by then (create-config.cjs); a failure only
 * leaves the list cold. Once per page; nothing when the browser asks to save data.
 */
export function prefetchAfterHome(): void {
  if (homeDrawn) return;
  homeDrawn = true;
  void prefetch('home drawn', {
    'screen kit': () => prefetchScreenKit(),
    'remote entries and routes modules': () => void prefetchRemoteEntries(),
    'a list drawn once off the document': () => void import('./list-warm-up').then((m) => m.warmListScreen()).catch(() => undefined),
  }).catch(() => undefined);
}
