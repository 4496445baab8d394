import { HOME_FLOOR_TYPES } from '@admin/shared/contract/resources';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { FloorBuilder, scoped } from '@admin/shared/resource';
import { PageContainer } from '@admin/shared/ui';
import { FED_BY_ITEMS, floorContentResource, floorResource } from './homepagesetting-resources';

defineMessages({
  'system.homepagesetting.none': ['留学首页还没有楼层', 'The study-abroad home has no floors yet'],
  'system.homepagesetting.floors': ['楼层', 'Floors'],
});

/**
 * /homepagesetting/index: the study-abroad home page (business line 2) as the kit's page builder:
 * its floors in page order, added by type at any position, moved, switched, expanded to their
 * first items, each opening its items' page.
 */
export default function HomepagesettingScreen() {
  const { t } = useI18n();
  return (
    <PageContainer title={t('route./homepagesetting/index')}>
      <FloorBuilder
        def={floorResource}
        itemsOf={(floor) => scoped(floorContentResource, { id: Number(floor.id) })}
        types={HOME_FLOOR_TYPES}
        fedByItems={FED_BY_ITEMS}
        contentLink={(floor) =>
          FED_BY_ITEMS.has(floor.floor_type) ? { to: `/homepagesetting/floor-content/${String(floor.id)}`, label: t('system.homepagesetting.content') } : null
        }
        label={t('system.homepagesetting.floors')}
        emptyText={t('system.homepagesetting.none')}
      />
    </PageContainer>
  );
}
