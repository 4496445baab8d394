import { useMemo, useRef, type ReactNode } from 'react';

/**
 * Props for an antd Drawer that put focus inside its dialog once it is open. antd focuses the
 * drawer's outer container, which is not the `role="dialog"` element: a screen reader then hears
 * no dialog, and the first Tab starts from outside it. The dialog itself takes the focus (not its
 * first field: a drawer that is read before it is filled starts at its title).
 */
export function useDrawerFocus(): { drawerRender: (node: ReactNode) => ReactNode; afterOpenChange: (open: boolean) => void } {
  const box = useRef<HTMLDivElement>(null);
  return useMemo(
    () => ({
      // A box without a layout box of its own, only to find the dialog in.
      drawerRender: (node: ReactNode) => (
        <div ref={box} style={{ display: 'contents' }}>
          {node}
        </div>
      ),
      afterOpenChange: (open: boolean) => {
        const dialog = open ? box.current?.querySelector<HTMLElement>('[role="dialog"]') : null;
        if (!dialog || dialog.contains(document.activeElement)) return;
        dialog.tabIndex = -1;
        dialog.focus({ preventScroll: true });
      },
    }),
    [],
  );
}
