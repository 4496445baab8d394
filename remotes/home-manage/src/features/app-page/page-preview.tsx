import { appPageFloor, type AppPageFloor, type AppPageFloorContent } from '@admin/shared/contract/resources';
import { api } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { PhonePreview, previewItemOf, previewLimit, productPrices, type PreviewPage } from '@admin/shared/resource';

defineMessages({
  'pickSchool.preview.hint': [
    '示意图：已启用的楼层按顺序显示，轮播图全部显示，其他每层最多 4 条内容',
    'Sketch: enabled floors in order, every carousel image, at most 4 items of the others',
  ],
  'pickSchool.preview.empty': ['这个页面还没有启用的楼层', 'No enabled floor on this page yet'],
});

type Page<T> = { items: T[] };

/** The enabled floors of a page in order, each with its first enabled items and their courses' prices: what the app draws. */
async function sketchOf(page: number): Promise<PreviewPage> {
  const floors = (await api.appPageFloor.list<Page<AppPageFloor>>({ page }, { is_enable: true, limit: 50 })).items;
  const items = await Promise.all(
    floors.map(
      async (f) =>
        (await api.appPageFloorContent.list<Page<AppPageFloorContent>>({ id: f.uuid }, { is_enable: true, limit: previewLimit(f.floor_type) })).items,
    ),
  );
  const prices = await productPrices(items.flat());
  return {
    floors: floors.map((f, i) => ({
      key: f.uuid,
      type: f.floor_type,
      label: f.title || f.name,
      heading: f.title || undefined,
      subtitle: f.subtitle || undefined,
      items: items[i].map((c) => previewItemOf(c, prices)),
    })),
  };
}

/**
 * The kit's phone preview of a school-picking page beside its floors. It reads again whenever
 * `revision` changes (the page bumps it after every write), so it follows the edits.
 */
export function PagePreview({ page, revision }: { page: number; revision: number }) {
  const { t } = useI18n();
  return (
    <PhonePreview
      queryKey={[appPageFloor.name, 'preview', { page }, revision]}
      load={() => sketchOf(page)}
      hint={t('pickSchool.preview.hint')}
      emptyText={t('pickSchool.preview.empty')}
    />
  );
}
