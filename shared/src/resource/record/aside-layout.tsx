import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Button } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { defineMessages } from '@admin/shared/i18n';
import { useKitI18n } from '../texts';

// In this module, not a file of texts alone: `sideEffects: false` would drop a bare import.
defineMessages({
  'resource.aside.show': ['显示预览', 'Show the preview'],
  'resource.aside.hide': ['收起预览', 'Hide the preview'],
});

/**
 * The narrowest box in which a tab's content keeps room beside its aside: the content needs about
 * 560 px (a floor card's grip, picture, name, switch and actions on one line), the asides are up
 * to 300 px wide, 24 px apart. Spec 9's mobile mode (below 1024 px) always leaves less, and so does
 * a desktop window whose sidebar takes its share.
 */
export const BESIDE_MIN_WIDTH = 900;

/** The box's width, followed as it resizes; 0 where nothing is laid out (jsdom). */
function useBoxWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Read before the first paint, so the aside is drawn in its place from the start.
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

const ROW = { display: 'flex', gap: 24, alignItems: 'flex-start' } as const;
const COLUMN = { display: 'flex', flexDirection: 'column', gap: 12 } as const;
const MAIN_BESIDE = { flex: 1, minWidth: 0 } as const;
const MAIN_BELOW = { minWidth: 0 } as const;

/**
 * A tab's content with what it shows beside it (a preview of the page its records make). Where the
 * box is narrower than BESIDE_MIN_WIDTH the aside would squeeze the content (a floor's name drawn
 * one character a line), so it waits behind a toggle above the content instead, and opens there
 * at its own width. The content keeps its place in the tree either way: a resize never remounts
 * it (a form in it keeps what was typed).
 */
export function AsideLayout({ main, aside }: { main: ReactNode; aside: ReactNode }) {
  const { t } = useKitI18n();
  const ref = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(ref);
  const narrow = width > 0 && width < BESIDE_MIN_WIDTH;
  const [open, setOpen] = useState(false);
  const asideId = useId();
  return (
    <div ref={ref} style={narrow ? COLUMN : ROW} data-aside={narrow ? (open ? 'open' : 'closed') : 'beside'}>
      {narrow ? (
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button icon={open ? <EyeInvisibleOutlined /> : <EyeOutlined />} aria-expanded={open} aria-controls={asideId} onClick={() => setOpen((o) => !o)}>
            {t(open ? 'resource.aside.hide' : 'resource.aside.show')}
          </Button>
        </div>
      ) : null}
      {narrow ? (
        <div id={asideId} hidden={!open} style={{ display: open ? 'flex' : 'none', justifyContent: 'center' }}>
          {open ? aside : null}
        </div>
      ) : null}
      <div style={narrow ? MAIN_BELOW : MAIN_BESIDE}>{main}</div>
      {narrow ? null : aside}
    </div>
  );
}
