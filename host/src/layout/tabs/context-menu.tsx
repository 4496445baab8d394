import { useEffect, useRef } from 'react';
import type { MenuButtonItem } from '../ui/menu-button';
import { useMenuKeys } from '../ui/use-menu-keys';

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
  const choose = (key: string) => {
    if (items.find((i) => i.key === key)?.disabled) return;
    onSelect(key);
  };
  const keys = useMenuKeys(list, onClose, choose);

  useEffect(() => {
    keys
      .items()
      .find((el) => el.getAttribute('aria-disabled') !== 'true')
      ?.focus();
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
    // Focus once per opening (keys.items reads the list as it is).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onClose]);

  return (
    <div className="ant-dropdown hl-dropdown hl-context-menu" style={{ left: at.x, top: at.y }}>
      <ul ref={list} className="ant-dropdown-menu" role="menu" aria-label={label} onKeyDown={keys.onKeyDown}>
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
