/*
 * The 'hover' and 'group open' triggers of boot/prefetch.ts: the pointer resting on a link to a
 * console screen (or keyboard focus reaching one) or on a menu group (the sidebar's group buttons
 * carry `data-menu-id="hl-menu-<path>"`), and a group clicked open. The menu is built from data
 * and needs no remote code, so the click that follows finds the code loaded or on its way. A
 * pointer sweeping across the menu prefetches nothing: it must rest HOVER_MS.
 */

export const HOVER_MS = 80;

/**
 * Listens on `doc` for links to console paths under `base`; returns the uninstaller. `opened` is
 * told the path of a collapsed menu group that is clicked open (pointer or keyboard): the user is
 * about to pick one of its screens.
 */
export function installPrefetch(
  prefetch: (path: string) => void,
  { doc = document, base = '/admin', opened }: { doc?: Document; base?: string; opened?: (path: string) => void } = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pathOf = (target: EventTarget | null): string | null => {
    const group = target instanceof Element ? target.closest('[aria-expanded][data-menu-id^="hl-menu-/"]') : null;
    if (group) return group.getAttribute('data-menu-id')!.slice('hl-menu-'.length);
    const a = target instanceof Element ? target.closest('a[href]') : null;
    if (!(a instanceof HTMLAnchorElement) || a.origin !== doc.location.origin) return null;
    return a.pathname.startsWith(`${base}/`) ? a.pathname.slice(base.length) : null;
  };
  const onOver = (e: Event) => {
    clearTimeout(timer);
    const path = pathOf(e.target);
    if (path) timer = setTimeout(() => prefetch(path), HOVER_MS);
  };
  const onOut = () => clearTimeout(timer);
  const onFocus = (e: Event) => {
    const path = pathOf(e.target);
    if (path) prefetch(path);
  };
  // Capture: read aria-expanded before the click's own handler opens the group.
  const onClick = (e: Event) => {
    const group = e.target instanceof Element ? e.target.closest('[aria-expanded="false"][data-menu-id^="hl-menu-/"]') : null;
    if (group && opened) opened(group.getAttribute('data-menu-id')!.slice('hl-menu-'.length));
  };
  doc.addEventListener('pointerover', onOver);
  doc.addEventListener('pointerout', onOut);
  doc.addEventListener('focusin', onFocus);
  doc.addEventListener('click', onClick, true);
  return () => {
    clearTimeout(timer);
    doc.removeEventListener('pointerover', onOver);
    doc.removeEventListener('pointerout', onOut);
    doc.removeEventListener('focusin', onFocus);
    doc.removeEventListener('click', onClick, true);
  };
}
