import type { ComponentType } from 'react';
import type { PreloadableScreen } from '@admin/shared/contract';

/*
 * A screen's first reads start as soon as its code is here, and the screen is drawn once they have
 * arrived or WAIT_MS has passed, whichever is first (open a list → first row in one drawing). The kit's
 * lists then draw their rows in the same render as their frame, instead of drawing the frame,
 * asking after it is on screen, and drawing again. A slow server only delays the frame by WAIT_MS;
 * the screen then shows its own loading state and takes the read under way.
 */

export const WAIT_MS = 500;

type ScreenModule = { default: ComponentType };

const preloadOf = (mod: ScreenModule) => (mod.default as PreloadableScreen).preload;

/** Starts the first reads of the screen in `mod`, if it has any (a no-op for other screens). */
export function startFirstReads(mod: ScreenModule, search: string): Promise<void> {
  return preloadOf(mod)?.(search).catch(() => undefined) ?? Promise.resolve();
}

/** `mod`, once the first reads of its screen have arrived or `wait` ms have passed. */
export async function withFirstReads(mod: ScreenModule, search: string, wait = WAIT_MS): Promise<ScreenModule> {
  if (!preloadOf(mod)) return mod;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([startFirstReads(mod, search), new Promise<void>((resolve) => (timer = setTimeout(resolve, wait)))]);
  clearTimeout(timer);
  return mod;
}
