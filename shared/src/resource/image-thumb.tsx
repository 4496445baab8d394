import { useState } from 'react';
import type { ReactElement } from 'react';
import { Image } from 'antd';
import { useKitI18n } from './texts';

// A fixed box (the picture fitted inside it): the row has its final height before the picture
// arrives, so nothing moves when it does, and the browser lays the row out once.
const THUMB_WIDTH = 64;
const THUMB_HEIGHT = 48;
const THUMB = { width: THUMB_WIDTH, height: THUMB_HEIGHT, objectFit: 'contain', display: 'block' } as const;
const BARE_BUTTON = { padding: 0, border: 0, background: 'none', cursor: 'zoom-in', lineHeight: 0 } as const;

/** The thumbnail as an element: a button that shows the picture and asks for its preview when pressed. */
export function thumbButton(src: string, label: string, name: string, onOpen: () => void): ReactElement {
  return (
    <button type="button" style={BARE_BUTTON} aria-label={name} onClick={onOpen}>
      <img src={src} alt={label} width={THUMB_WIDTH} height={THUMB_HEIGHT} style={THUMB} loading="lazy" decoding="async" />
    </button>
  );
}

/** antd's full-size preview of one picture, drawn hidden (only its preview shows). */
export function PicturePreview({ src, label, open, onOpenChange }: { src: string; label: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <span hidden>
      <Image src={src} alt={label} preview={{ open, onOpenChange }} />
    </span>
  );
}

/**
 * A list cell's picture: a plain thumbnail that opens antd's full-size preview when clicked.
 *
 * antd's Image builds its preview machinery (state, mask, portal, motion) for every picture it
 * shows; 20 rows paid for 20 previews nobody had opened, a good part of a page's render. Here the
 * preview is built on the first click only. The thumbnail is a button, so the preview is reachable
 * by keyboard too (antd's mask is mouse-only). A list's rows draw thumbButton instead and share
 * one preview (list/picture-preview.tsx).
 */
export function ImageThumb({ src, label }: { src: string; label: string }) {
  const { t } = useKitI18n();
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      {thumbButton(src, label, t('resource.image.enlarge', { label }), () => {
        setOpened(true);
        setOpen(true);
      })}
      {opened ? <PicturePreview src={src} label={label} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
