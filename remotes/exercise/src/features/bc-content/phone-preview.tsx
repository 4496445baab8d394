import { Empty, Flex, Spin, Typography, theme } from 'antd';
import { bcFloor, type BcBanner, type BcFloor, type BcFloorContent, type CsEntrance } from '@admin/shared/contract/resources';
import { api, useResourceQuery } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';

defineMessages({
  'exercise.bc.preview': ['页面预览', 'Page preview'],
  'exercise.bc.preview.hint': ['示意图：已启用的楼层按顺序显示，每层最多 3 条内容', 'Sketch: enabled floors in order, at most 3 items each'],
  'exercise.bc.preview.empty': ['这一年还没有启用的楼层', 'No enabled floor in this year yet'],
  'exercise.bc.preview.noItems': ['（无内容）', '(no items)'],
});

type Page<T> = { items: T[] };
interface Sketch {
  entrance: CsEntrance;
  banners: BcBanner[];
  floors: { floor: BcFloor; items: BcFloorContent[] }[];
}

const PREVIEW_ITEMS = 3;

/** What the app's page of one course and year holds: the enabled parts, in the modules' default (the app's) order. */
async function sketchOf(course: string, year: string): Promise<Sketch> {
  const scope = { course, year };
  const [entrance, banners, floors] = await Promise.all([
    api.bcCsEntrance.read<CsEntrance>(scope),
    api.bcBanner.list<Page<BcBanner>>(scope, { is_enable: true, limit: 10 }),
    api.bcFloor.list<Page<BcFloor>>(scope, { is_enable: true, limit: 50 }),
  ]);
  const items = await Promise.all(
    floors.items.map((f) => api.bcFloorContent.list<Page<BcFloorContent>>({ ...scope, id: String(f.uuid) }, { is_enable: true, limit: PREVIEW_ITEMS })),
  );
  return { entrance, banners: banners.items, floors: floors.items.map((floor, i) => ({ floor, items: items[i].items })) };
}

/**
 * A phone-sized sketch of a course's year page beside its floors: banners, the course-selection
 * entrance, then each enabled floor with its title and first items. It reads again whenever
 * `revision` changes (the screen bumps it after every save), so it follows the edits.
 */
export function PhonePreview({ course, year, revision }: { course: string; year: string; revision: number }) {
  const { t } = useI18n();
  const { token } = theme.useToken();
  // Read again with every `revision` and every write to the floors; a failed read keeps the last
  // sketch (the API client has told the user).
  const read = useResourceQuery({ queryKey: [bcFloor.name, 'preview', { course, year }, revision], queryFn: () => sketchOf(course, year) });
  const s = read.data;
  return (
    <aside aria-label={t('exercise.bc.preview')} style={{ width: 300, flex: 'none' }}>
      <Typography.Text type="secondary">{t('exercise.bc.preview.hint')}</Typography.Text>
      <div
        data-testid="phone-preview"
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
        {!s ? (
          <Spin />
        ) : (
          <Flex vertical gap={10}>
            {s.banners[0] ? (
              <img src={s.banners[0].image} alt={s.banners[0].title} style={{ width: '100%', height: 110, objectFit: 'cover', borderRadius: 8 }} />
            ) : null}
            {s.entrance.is_enable ? (
              <Flex justify="space-between" align="center" style={{ background: token.colorBgContainer, borderRadius: 8, padding: 8 }}>
                <Typography.Text strong>{s.entrance.title}</Typography.Text>
                <Typography.Text type="secondary">{s.entrance.button_text}</Typography.Text>
              </Flex>
            ) : null}
            {s.floors.length === 0 ? <Empty description={t('exercise.bc.preview.empty')} /> : null}
            {s.floors.map(({ floor, items }) => (
              <section
                key={String(floor.uuid)}
                aria-label={floor.title || floor.name}
                style={{ background: token.colorBgContainer, borderRadius: 8, padding: 8 }}
              >
                <Typography.Text strong>{floor.title || floor.name}</Typography.Text>
                {floor.subtitle ? <Typography.Text type="secondary"> {floor.subtitle}</Typography.Text> : null}
                {items.length === 0 ? (
                  <div>
                    <Typography.Text type="warning">{t('exercise.bc.preview.noItems')}</Typography.Text>
                  </div>
                ) : floor.floor_type === 'banner' || floor.floor_type === 'icon_grid' ? (
                  <Flex gap={6} wrap style={{ marginTop: 6 }}>
                    {items.map((c) => (
                      <Flex key={c.id} vertical align="center" style={{ width: floor.floor_type === 'banner' ? '100%' : 60 }}>
                        {c.image ? (
                          <img
                            src={c.image}
                            alt=""
                            style={{ width: '100%', height: floor.floor_type === 'banner' ? 80 : 40, objectFit: 'cover', borderRadius: 6 }}
                          />
                        ) : null}
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
