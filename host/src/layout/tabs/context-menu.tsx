import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { MenuButtonItem } from '../ui/menu-button';

interface Props {
  label: string;
  items: MenuButtonItem[];
  /** Viewport position of the menu's top-left corner. */
  at: { x: number; y: number };
  onSelect(key: string): void;
  /** Closed without a choice; `refocus` when focus should go back where the menu was opened. */
  onClose(refocus: boolean): void;
}

/**
 * A right-click (or Shift+F10 / Menu key) menu in plain HTML, the WAI-ARIA menu pattern like the
 * top bar's menu buttons: focus starts on the first item; arrows, Home, End move; Enter/Space
 * choose; Escape closes and returns focus; Tab, a click elsewhere or scrolling closes.
 */
export function ContextMenu({ label, items, at, onSelect, onClose }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const itemEls = () => Array.from(list.current?.querySelectorAll<HTMLElement>('[data-key]') ?? []);
  const focusAt = (i: number) => {
    const els = itemEls();
    if (els.length) els[(i + els.length) % els.length].focus();
  };

  useEffect(() => {
    itemEls().find((el) => el.getAttribute('aria-disabled') !== 'true')?.focus();
    const onDown = (e: MouseEvent) => {
      if (!list.current?.contains(e.target as Node)) onClose(false);
    };
    const onScroll = () => onClose(false);
    document.addEventListener('mousedown', onDown);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('mousedown', onDown);
      window.removeEventListener('scroll', onScroll);
    };
  }, [onClose]);

  const choose = (key: string) => {
    if (items.find((i) => i.key === key)?.disabled) return;
    onSelect(key);
  };

  const onKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const els = itemEls();
    const i = els.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusAt(i + 1),
      ArrowUp: () => focusAt(i - 1),
      Home: () => focusAt(0),
      End: () => focusAt(els.length - 1),
      Escape: () => onClose(true),
      Tab: () => onClose(false),
    };
    const move = moves[e.key];
    if (move) {
      if (e.key !== 'Tab') e.preventDefault();
      move();
    } else if ((e.key === 'Enter' || e.key === ' ') && i >= 0) {
      e.preventDefault();
      choose(els[i].dataset.key!);
    }
  };

  return (
    <div className="ant-dropdown hl-dropdown hl-context-menu" style={{ left: at.x, top: at.y }}>
      <ul ref={list} className="ant-dropdown-menu" role="menu" aria-label={label} onKeyDown={onKey}>
        {items.map((item) => (
          <li
            key={item.key}
            data-key={item.key}
            role="menuitem"
            aria-disabled={item.disabled || undefined}
            tabIndex={-1}
            className={`ant-dropdown-menu-item${item.disabled ? ' ant-dropdown-menu-item-disabled' : ''}`}
            onClick={() => choose(item.key)}
          >
            {item.icon}
            <span className="ant-dropdown-menu-title-content">{item.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
