/*
 * What every remote screen needs from the host, fetched when a screen is about to be opened (the
 * pointer rests on a menu group or a screen link, or focus reaches one: federation/prefetch.ts),
 * so the click finds it loaded (issue 15 item 3, "preload of the group the menu click will need"):
 * the antd provider around screens (antd-core) and the screen kit (its chunk groups `kit` and
 * `antd`, create-config.cjs). Nothing of it is fetched for the home page.
 */
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
