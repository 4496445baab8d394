import type { KeyboardEvent, RefObject } from 'react';

export interface MenuKeys {
  /** The menu's items, in order. */
  items(): HTMLElement[];
  /** Focuses the item at `i`, wrapping around at both ends. */
  focusAt(i: number): void;
  /** The menu list's keydown handler. */
  onKeyDown(e: KeyboardEvent<HTMLUListElement>): void;
}

/**
 * The keyboard of a WAI-ARIA menu with roving focus over the `[data-key]` items of `list`:
 * arrows move (wrapping), Home and End go to the ends, Enter and Space choose, Escape closes and
 * asks for focus back where the menu was opened, Tab closes and lets focus move on.
 */
export function useMenuKeys(list: RefObject<HTMLElement | null>, close: (refocus: boolean) => void, choose: (key: string) => void): MenuKeys {
  const items = () => Array.from(list.current?.querySelectorAll<HTMLElement>('[data-key]') ?? []);
  const focusAt = (i: number) => {
    const els = items();
    if (els.length) els[(i + els.length) % els.length].focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const els = items();
    const i = els.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusAt(i + 1),
      ArrowUp: () => focusAt(i - 1),
      Home: () => focusAt(0),
      End: () => focusAt(els.length - 1),
      Escape: () => close(true),
      Tab: () => close(false),
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
  return { items, focusAt, onKeyDown };
}
