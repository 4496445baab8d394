import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether an element's content is wider than the element (again when it resizes or `changes`
 * changes). Measured by the ResizeObserver, which reports once the browser has laid the page out
 * (before it paints): measuring in the effect itself forced a layout of the whole console in the
 * middle of its first commit.
 */
export function useOverflow(ref: RefObject<HTMLElement | null>, changes: unknown): boolean {
  const [over, setOver] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOver(el.scrollWidth > el.clientWidth + 1);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // A change of `changes` alone (a tab opened) does not resize the element: observe anew, the
    // first report comes after the next layout.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, changes]);
  return over;
}
