import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { PicturePreview } from '../image-thumb';
import { useListOverlay } from './list-overlay';

/*
 * The full-size preview of a list's pictures: one for the whole list, opened for the thumbnail
 * that was pressed, instead of an ImageThumb (a component with two states) in every row. The rows
 * draw plain thumbnails (image-thumb.tsx thumbButton) in their render: 20 components fewer in
 * every page's render between the data and the painted rows (the list's render budget: a 20-row page within 50 ms of its data), as history/
 * list-history.tsx does for 历史.
 */

export interface ListPicturePreview {
  open: (src: string, label: string) => void;
  /** The preview, mounted once first asked for (so it can animate its closing), or null. */
  element: ReactNode;
}

export function usePicturePreview(): ListPicturePreview {
  const { shown, open, show, setOpen } = useListOverlay<{ src: string; label: string }>();
  const openFor = useCallback((src: string, label: string) => show({ src, label }), [show]);
  const element = useMemo(
    () => (shown ? <PicturePreview src={shown.src} label={shown.label} open={open} onOpenChange={setOpen} /> : null),
    [shown, open, setOpen],
  );
  return { open: openFor, element };
}
