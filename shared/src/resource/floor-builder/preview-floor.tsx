import type { CSSProperties } from 'react';
import { Flex, Tag, Typography, theme } from 'antd';
import { centsToYuan } from '@admin/shared/format';
import { useFloorI18n } from './texts';
import type { PreviewFloor, PreviewItem } from './preview-data';

const SMALL = { fontSize: 12 } as const;

/** A picture of the app, or a grey box where the item has none (the app's placeholder). */
function Picture({ src, style }: { src?: string; style: CSSProperties }) {
  const { token } = theme.useToken();
  const box = { objectFit: 'cover', borderRadius: 6, flex: 'none', ...style } as const;
  return src ? <img src={src} alt="" style={box} /> : <span aria-hidden="true" style={{ ...box, display: 'block', background: token.colorFillSecondary }} />;
}

/** Every image of a carousel side by side, scrolled sideways as the app swipes them. */
function Carousel({ items }: { items: PreviewItem[] }) {
  const { t } = useFloorI18n();
  return (
    <div>
      {/* Scrolled sideways: focusable, so the keyboard swipes it too. */}
      <div
        tabIndex={0}
        role="group"
        aria-label={t('resource.preview.images', { n: items.length })}
        style={{ display: 'flex', gap: 6, overflowX: 'auto', scrollSnapType: 'x mandatory' }}
      >
        {items.map((c) => (
          <figure key={c.key} style={{ margin: 0, flex: '0 0 100%', scrollSnapAlign: 'start' }}>
            <Picture src={c.image} style={{ width: '100%', height: 96 }} />
            <figcaption>
              <Typography.Text style={SMALL} ellipsis>
                {c.title}
              </Typography.Text>
            </figcaption>
          </figure>
        ))}
      </div>
      {items.length > 1 ? (
        <Typography.Text type="secondary" style={SMALL}>
          {t('resource.preview.images', { n: items.length })}
        </Typography.Text>
      ) : null}
    </div>
  );
}

function IconGrid({ items }: { items: PreviewItem[] }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 6 }}>
      {items.map((c) => (
        <Flex key={c.key} vertical align="center" style={{ minWidth: 0 }}>
          <Picture src={c.image} style={{ width: 32, height: 32, borderRadius: 16 }} />
          <Typography.Text style={{ ...SMALL, maxWidth: '100%' }} ellipsis>
            {c.title}
          </Typography.Text>
        </Flex>
      ))}
    </div>
  );
}

/** Course cards: cover, title, and the linked course's price. */
function CourseList({ items }: { items: PreviewItem[] }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={8}>
      {items.map((c) => (
        <Flex key={c.key} gap={8} align="center">
          <Picture src={c.image} style={{ width: 72, height: 44 }} />
          <div style={{ minWidth: 0, flex: 1 }}>
            <Typography.Text style={{ ...SMALL, display: 'block' }} ellipsis>
              {c.title}
            </Typography.Text>
            {typeof c.price === 'number' ? <Typography.Text style={{ ...SMALL, color: token.colorError }}>¥{centsToYuan(c.price)}</Typography.Text> : null}
          </div>
        </Flex>
      ))}
    </Flex>
  );
}

/** Cards with a picture, a title and a line under it (clock-in activities, live rooms, articles). */
function Cards({ items, live }: { items: PreviewItem[]; live?: boolean }) {
  const { t } = useFloorI18n();
  return (
    <Flex vertical gap={8}>
      {items.map((c) => (
        <Flex key={c.key} gap={8} align="center">
          {live ? <Tag color="red">{t('resource.preview.live')}</Tag> : <Picture src={c.image} style={{ width: 56, height: 40 }} />}
          <div style={{ minWidth: 0, flex: 1 }}>
            <Typography.Text style={{ ...SMALL, display: 'block' }} ellipsis>
              {c.title}
            </Typography.Text>
            {c.note ? (
              <Typography.Text type="secondary" style={SMALL}>
                {c.note}
              </Typography.Text>
            ) : null}
          </div>
        </Flex>
      ))}
    </Flex>
  );
}

/** A course-selection entrance: its title and its button. */
function Entrance({ item }: { item: PreviewItem }) {
  const { token } = theme.useToken();
  return (
    <Flex justify="space-between" align="center" gap={8}>
      <Typography.Text strong>{item.title}</Typography.Text>
      {item.note ? <span style={{ ...SMALL, color: token.colorPrimary, whiteSpace: 'nowrap' }}>{item.note}</span> : null}
    </Flex>
  );
}

function Body({ floor }: { floor: PreviewFloor }) {
  const { items } = floor;
  switch (floor.type) {
    case 'banner':
      return <Carousel items={items} />;
    case 'icon_grid':
      return <IconGrid items={items} />;
    case 'course_list':
      return <CourseList items={items} />;
    case 'entrance':
      return <Entrance item={items[0]} />;
    default:
      return <Cards items={items} live={floor.type === 'live'} />;
  }
}

/** One block of the phone preview, drawn the way the app draws its type. */
export function PreviewBlock({ floor, as: Element = 'section' }: { floor: PreviewFloor; as?: 'section' | 'div' }) {
  const { t } = useFloorI18n();
  const { token } = theme.useToken();
  return (
    <Element aria-label={floor.label} style={{ background: token.colorBgContainer, borderRadius: 8, padding: 8 }}>
      {floor.heading ? (
        <div style={{ marginBottom: 6 }}>
          <Typography.Text strong>{floor.heading}</Typography.Text>
          {floor.subtitle ? <Typography.Text type="secondary"> {floor.subtitle}</Typography.Text> : null}
        </div>
      ) : null}
      {floor.items.length ? <Body floor={floor} /> : <Typography.Text type="warning">{floor.emptyText ?? t('resource.preview.noItems')}</Typography.Text>}
    </Element>
  );
}
