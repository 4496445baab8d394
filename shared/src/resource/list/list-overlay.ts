import { useCallback, useState } from 'react';

export interface ListOverlay<T> {
  /** What the overlay shows; null until it is first opened (it is not mounted before). */
  shown: T | null;
  open: boolean;
  show: (what: T) => void;
  setOpen: (open: boolean) => void;
}

/**
 * The state of an overlay a list keeps once for all its rows (the history drawer, the picture
 * preview) instead of one per row: what it shows and whether it is open. What it showed last stays
 * after it closes, so it closes with its content.
 */
export function useListOverlay<T>(): ListOverlay<T> {
  const [shown, setShown] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((what: T) => {
    setShown(what);
    setOpen(true);
  }, []);
  return { shown, open, show, setOpen };
}
