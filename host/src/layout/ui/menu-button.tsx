import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useMenuKeys } from './use-menu-keys';

export interface MenuButtonItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Shown at the end of the row (e.g. a check mark). */
  extra?: ReactNode;
  /** A separator line before this item. */
  dividerBefore?: boolean;
  /** Shown, announced as unavailable, never chosen. */
  disabled?: boolean;
}

interface Props {
  /** What the button is (its menu's name, and its own when it shows no text). */
  label: string;
  /**
   * The text the button shows after its icon (the current value: a site, a language). The
   * button is then named `label: shown`, so what is seen is part of what is announced (WCAG 2.5.3).
   */
  shown?: string;
  /** What the button shows before `shown` (an icon). */
  children: ReactNode;
  className?: string;
  items: MenuButtonItem[];
  /** Makes the items radio items with this one checked. */
  selectedKey?: string;
  onSelect(key: string): void;
}

/*
 * A button opening a menu (WAI-ARIA menu button pattern) in plain HTML, for the top bar: it must
 * not need antd (DESIGN 9). Keyboard: Enter/Space/ArrowDown open and focus the checked or first
 * item; arrows, Home and End move; Enter/Space choose; Escape closes and returns focus to the
 * button; Tab or a click elsewhere closes. The ant-dropdown* class names keep the DOM the
 * browser tests and the old antd markup agreed on; antd's styles never apply to them (antd
 * scopes its CSS with a hash class these elements do not carry).
 */
export function MenuButton({ label, shown, children, className, items, selectedKey, onSelect }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const radio = selectedKey !== undefined;

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const choose = (key: string) => {
    if (items.find((i) => i.key === key)?.disabled) return;
    close(true);
    onSelect(key);
  };
  const keys = useMenuKeys(list, close, choose);

  useEffect(() => {
    if (!open) return;
    const els = keys.items();
    const start = Math.max(0, radio ? items.findIndex((i) => i.key === selectedKey) : 0);
    els[start]?.focus();
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
    // Focus once per opening; the item list does not change while open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    <div className="hl-menu-button" ref={root}>
      <button
        ref={button}
        type="button"
        className={`hl-tbtn${className ? ` ${className}` : ''}`}
        aria-label={shown ? `${label}: ${shown}` : label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {children}
        {shown ? <span>{shown}</span> : null}
      </button>
      {open && (
        <div className="ant-dropdown hl-dropdown">
          <ul ref={list} id={id} className="ant-dropdown-menu" role="menu" aria-label={label} onKeyDown={keys.onKeyDown}>
            {items.map((item) => {
              const checked = radio && item.key === selectedKey;
              return [
                item.dividerBefore && <li key={`${item.key}-divider`} role="separator" className="hl-dropdown-divider" />,
                <li
                  key={item.key}
                  data-key={item.key}
                  role={radio ? 'menuitemradio' : 'menuitem'}
                  aria-checked={radio ? checked : undefined}
                  aria-disabled={item.disabled || undefined}
                  tabIndex={-1}
                  className={`ant-dropdown-menu-item${checked ? ' ant-dropdown-menu-item-selected' : ''}${item.disabled ? ' ant-dropdown-menu-item-disabled' : ''}`}
                  onClick={() => choose(item.key)}
                >
                  {item.icon}
                  <span className="ant-dropdown-menu-title-content">{item.label}</span>
                  {item.extra}
                </li>,
              ];
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
