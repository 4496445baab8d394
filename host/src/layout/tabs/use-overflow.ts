import { useLayoutEffect, useState, type RefObject } from 'react';

/** Whether an element's content is wider than the element (again when it resizes or `changes` changes). */
export function useOverflow(ref: RefObject<HTMLElement | null>, changes: unknown): boolean {
  const [over, setOver] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOver(el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, changes]);
  return over;
}
