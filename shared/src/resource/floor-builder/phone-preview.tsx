import type { QueryKey } from '@tanstack/react-query';
import { Empty, Flex, Spin, Typography, theme } from 'antd';
import { useResourceQuery } from '@admin/shared/data';
import { useFloorI18n } from './texts';
import type { PreviewPage } from './preview-data';
import { PreviewBlock } from './preview-floor';

export interface PhonePreviewProps {
  /** What the page holds, read again whenever `queryKey` changes (put the page's revision in it). */
  queryKey: QueryKey;
  load: () => Promise<PreviewPage>;
  /** The line above the phone: what the sketch shows. */
  hint: string;
  /** Said when the page has no enabled floor. */
  emptyText: string;
}

/** The phone's width: the asides of a record page are up to 300 px wide (record/aside-layout.tsx). */
const WIDTH = 300;

/**
 * A phone-sized sketch of a page built from floors, beside its floor builder: the parts above the
 * floors, then each enabled floor drawn as the app draws its type (carousel images side by side,
 * course cards with cover and price, clock-in activities, live rooms). A failed read keeps the
 * last sketch (the API client has told the user).
 */
export function PhonePreview({ queryKey, load, hint, emptyText }: PhonePreviewProps) {
  const { t } = useFloorI18n();
  const { token } = theme.useToken();
  const page = useResourceQuery({ queryKey, queryFn: load }).data;
  return (
    <aside aria-label={t('resource.preview')} style={{ width: WIDTH, flex: 'none' }}>
      <Typography.Text type="secondary">{hint}</Typography.Text>
      {/* Scrolls when the page is longer than the phone: focusable, so the keyboard scrolls it too. */}
      <div
        data-testid="phone-preview"
        tabIndex={0}
        role="group"
        aria-label={t('resource.preview.phone')}
        style={{
          marginTop: 8,
          border: `8px solid ${token.colorText}`,
          borderRadius: 28,
          height: 560,
          overflowY: 'auto',
          background: token.colorBgLayout,
          padding: 10,
        }}
      >
        {!page ? (
          <Spin />
        ) : (
          <Flex vertical gap={10}>
            {page.head?.map((part) => (
              <PreviewBlock key={part.key} floor={part} as="div" />
            ))}
            {page.floors.length === 0 ? <Empty description={emptyText} /> : null}
            {page.floors.map((floor) => (
              <PreviewBlock key={floor.key} floor={floor} />
            ))}
          </Flex>
        )}
      </div>
    </aside>
  );
}
