import { Empty, Flex, Spin, Typography, theme } from 'antd';
import { appPageFloor, type AppPageFloor, type AppPageFloorContent } from '@admin/shared/contract/resources';
import { api, useResourceQuery } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';

defineMessages({
  'pickSchool.preview': ['页面预览', 'Page preview'],
  'pickSchool.preview.hint': ['示意图：已启用的楼层按顺序显示，每层最多 4 条内容', 'Sketch: enabled floors in order, at most 4 items each'],
  'pickSchool.preview.phone': ['手机屏幕（可滚动）', 'Phone screen (scrolls)'],
  'pickSchool.preview.empty': ['这个页面还没有启用的楼层', 'No enabled floor on this page yet'],
  'pickSchool.preview.noItems': ['（无内容）', '(no items)'],
});

type Page<T> = { items: T[] };
const SHOWN = 4;

/** The enabled floors of a page in order, each with its first enabled items: what the app draws. */
async function sketchOf(page: number) {
  const floors = (await api.appPageFloor.list<Page<AppPageFloor>>({ page }, { is_enable: true, limit: 50 })).items;
  const items = await Promise.all(
    floors.map((f) => api.appPageFloorContent.list<Page<AppPageFloorContent>>({ id: f.uuid }, { is_enable: true, limit: SHOWN })),
  );
  return floors.map((floor, i) => ({ floor, items: items[i].items }));
}

/**
 * A phone-sized sketch of a school-picking page beside its floors. It reads again whenever
 * `revision` changes (the page bumps it after every write), so it follows the edits.
 */
export function PagePreview({ page, revision }: { page: number; revision: number }) {
  const { t } = useI18n();
  const { token } = theme.useToken();
  const read = useResourceQuery({ queryKey: [appPageFloor.name, 'preview', { page }, revision], queryFn: () => sketchOf(page) });
  const floors = read.data;
  return (
    <aside aria-label={t('pickSchool.preview')} style={{ width: 280, flex: 'none' }}>
      <Typography.Text type="secondary">{t('pickSchool.preview.hint')}</Typography.Text>
      {/* Scrolls when the page is longer than the phone: focusable, so the keyboard scrolls it too. */}
      <div
        data-testid="phone-preview"
        tabIndex={0}
        role="group"
        aria-label={t('pickSchool.preview.phone')}
        style={{
          marginTop: 8,
          border: `8px solid ${token.colorText}`,
          borderRadius: 28,
          height: 540,
          overflowY: 'auto',
          background: token.colorBgLayout,
          padding: 10,
        }}
      >
        {!floors ? (
          <Spin />
        ) : (
          <Flex vertical gap={10}>
            {floors.length === 0 ? <Empty description={t('pickSchool.preview.empty')} /> : null}
            {floors.map(({ floor, items }) => (
              <section key={floor.uuid} aria-label={floor.title || floor.name} style={{ background: token.colorBgContainer, borderRadius: 8, padding: 8 }}>
                {floor.title ? <Typography.Text strong>{floor.title}</Typography.Text> : null}
                {floor.subtitle ? <Typography.Text type="secondary"> {floor.subtitle}</Typography.Text> : null}
                {items.length === 0 ? (
                  <div>
                    <Typography.Text type="warning">{t('pickSchool.preview.noItems')}</Typography.Text>
                  </div>
                ) : floor.floor_type === 'banner' ? (
                  <div style={{ marginTop: 6, position: 'relative' }}>
                    {items[0].image ? <img src={items[0].image} alt="" style={{ width: '100%', height: 100, objectFit: 'cover', borderRadius: 6 }} /> : null}
                    <Typography.Text style={{ fontSize: 12 }}>{items[0].title}</Typography.Text>
                  </div>
                ) : floor.floor_type === 'icon_grid' ? (
                  <Flex gap={6} wrap style={{ marginTop: 6 }}>
                    {items.map((c) => (
                      <Flex key={c.id} vertical align="center" style={{ width: 54 }}>
                        {c.image ? <img src={c.image} alt="" style={{ width: 32, height: 32, objectFit: 'cover', borderRadius: 16 }} /> : null}
                        <Typography.Text style={{ fontSize: 12 }} ellipsis>
                          {c.title}
                        </Typography.Text>
                      </Flex>
                    ))}
                  </Flex>
                ) : (
                  <ul style={{ margin: '6px 0 0', paddingInlineStart: 18 }}>
                    {items.map((c) => (
                      <li key={c.id}>
                        <Typography.Text style={{ fontSize: 12 }}>{c.title}</Typography.Text>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </Flex>
        )}
      </div>
    </aside>
  );
}
