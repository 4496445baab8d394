/*
 * Prefetch of a remote screen's code when the pointer rests on a link to it (or keyboard focus
 * reaches one), and of a remote's routes module when it rests on one of its menu groups (the
 * sidebar's group buttons carry `data-menu-id="hl-menu-<path>"`), so the click that follows
 * finds the code loaded or on its way (issue 15 item 2:
 * with the menu built from data, nothing of a remote is downloaded before one of its screens is
 * wanted). A pointer sweeping across the menu prefetches nothing: it must rest HOVER_MS.
 */

export const HOVER_MS = 80;

/** Listens on `doc` for links to console paths under `base`; returns the uninstaller. */
export function installPrefetch(prefetch: (path: string) => void, doc: Document = document, base = '/admin'): () => void {
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
  doc.addEventListener('pointerover', onOver);
  doc.addEventListener('pointerout', onOut);
  doc.addEventListener('focusin', onFocus);
  return () => {
    clearTimeout(timer);
    doc.removeEventListener('pointerover', onOver);
    doc.removeEventListener('pointerout', onOut);
    doc.removeEventListener('focusin', onFocus);
  };
}
