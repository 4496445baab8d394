import { useEffect, useRef } from 'react';
import type { CSSProperties, FocusEvent, KeyboardEvent, ReactNode } from 'react';

/** What a toolbar's arrows move between: its enabled controls, whoever draws them. */
const ITEMS = 'button:not([disabled]), [role="button"]:not([aria-disabled="true"]), a[href]';
/** Its controls, disabled ones too (a control disabled while it was the stop gives the stop up). */
const CONTROLS = 'button, [role="button"], a[href]';

const MOVES: Record<string, (i: number, last: number) => number> = {
  ArrowRight: (i, last) => (i >= last ? 0 : i + 1),
  ArrowLeft: (i, last) => (i <= 0 ? last : i - 1),
  Home: () => 0,
  End: (_i, last) => last,
};

// Left and right only, as a horizontal toolbar's: up and down stay with the control (a dropdown's
// trigger opens its menu with them).

export interface RovingToolbarProps {
  /** The toolbar's accessible name (what its buttons act on: 列表工具, 正文 工具栏). */
  label: string;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** The element the toolbar acts on (aria-controls). */
  controls?: string;
}

/**
 * A WAI-ARIA toolbar: one tab stop, the control last used in it (the first at the start); the
 * left and right arrows (wrapping), Home and End move between its controls. It works on the controls as they
 * are drawn, whoever draws them (antd's buttons, a dropdown's or a popover's trigger), by their
 * `tabindex`, and keeps exactly one of them reachable by Tab as controls come, go or are disabled.
 * A toolbar of many controls (a list's refresh, export and columns; a rich-text editor's tools)
 * is then one stop on the way from the filters to the rows, not one per button.
 */
export function RovingToolbar({ label, children, className, style, controls }: RovingToolbarProps) {
  const box = useRef<HTMLDivElement>(null);
  const current = useRef<HTMLElement | null>(null);

  const items = () => [...(box.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
  const settle = () => {
    const all = items();
    if (!current.current || !all.includes(current.current)) current.current = all[0] ?? null;
    for (const el of box.current?.querySelectorAll<HTMLElement>(CONTROLS) ?? []) el.setAttribute('tabindex', el === current.current ? '0' : '-1');
  };

  useEffect(() => {
    settle();
    // Controls drawn later, removed or disabled by their own components (an export under way).
    const watch = new MutationObserver(settle);
    watch.observe(box.current!, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'aria-disabled'] });
    return () => watch.disconnect();
    // settle reads only refs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    const el = (e.target as Element).closest<HTMLElement>(ITEMS);
    if (!el || !items().includes(el) || el === current.current) return;
    current.current = el;
    settle();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[e.key];
    if (!move || e.altKey || e.ctrlKey || e.metaKey) return;
    const all = items();
    const at = all.indexOf((e.target as Element).closest<HTMLElement>(ITEMS)!);
    if (at < 0) return;
    e.preventDefault();
    current.current = all[move(at, all.length - 1)];
    settle();
    current.current.focus();
  };

  return (
    <div ref={box} role="toolbar" aria-label={label} aria-controls={controls} className={className} style={style} onFocus={onFocus} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
