import { useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** What Tab stops at. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex], [contenteditable="true"]';

/** The controls of `root` that Tab reaches, in order: not disabled, not hidden, not taken out by tabindex -1. */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => {
    if (el.tabIndex < 0 || el.closest('[hidden], [aria-hidden="true"], [inert]')) return false;
    for (let n: HTMLElement | null = el; n && n !== root; n = n.parentElement) {
      const style = getComputedStyle(n);
      if (style.display === 'none' || style.visibility === 'hidden') return false;
    }
    return true;
  });
}

/**
 * Props for an antd Drawer that keep the keyboard inside it while it is open.
 *
 * The dialog itself takes the focus once open (not its first field: a drawer that is read before
 * it is filled starts at its title); antd focuses the drawer's outer container, which is not the
 * `role="dialog"` element, so a screen reader heard no dialog and the first Tab started outside.
 *
 * Tab from the last control goes to the first, Shift+Tab from the first (or from the dialog) to
 * the last. antd's own lock pulls the focus back only once it has landed on the page behind; the
 * drawer is the end of the document, so Tab from its last control left the page for the browser's
 * toolbar, where no event brings it back.
 */
export function useDrawerFocus(): { drawerRender: (node: ReactNode) => ReactNode; afterOpenChange: (open: boolean) => void } {
  const box = useRef<HTMLDivElement>(null);
  return useMemo(() => {
    const dialogOf = () => box.current?.querySelector<HTMLElement>('[role="dialog"]') ?? null;
    const wrap = (e: KeyboardEvent<HTMLDivElement>) => {
      if (e.key !== 'Tab' || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const dialog = dialogOf();
      // A dialog opened from the drawer (a confirmation) is another layer: its keys are its own.
      if (!dialog || !dialog.contains(e.target as Node)) return;
      const stops = tabStops(dialog);
      if (!stops.length) return;
      const at = document.activeElement;
      const first = stops[0];
      const last = stops[stops.length - 1];
      const to = e.shiftKey ? (at === first || at === dialog ? last : null) : at === last ? first : null;
      if (!to) return;
      e.preventDefault();
      to.focus();
    };
    return {
      // A box without a layout box of its own, only to find the dialog in and hear its keys.
      drawerRender: (node: ReactNode) => (
        <div ref={box} style={{ display: 'contents' }} onKeyDown={wrap}>
          {node}
        </div>
      ),
      afterOpenChange: (open: boolean) => {
        const dialog = open ? dialogOf() : null;
        if (!dialog || dialog.contains(document.activeElement)) return;
        dialog.tabIndex = -1;
        dialog.focus({ preventScroll: true });
      },
    };
  }, []);
}
