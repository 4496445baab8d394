import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { APP_PAGE_FLOOR_TYPES } from '@admin/shared/contract/resources';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { FloorBuilder, RecordPage, ResourceList, scoped, type Floor, type Rec, type RecordContext, type RecordTab } from '@admin/shared/resource';
import { FED_BY_ITEMS, contentResource, floorResource, pageResource } from './app-page-resources';
import { CopyPageButton } from './copy-page';
import { PagePreview } from './page-preview';

defineMessages({
  'pickSchool.page.build': ['搭建页面', 'Build'],
  'pickSchool.page.build.label': ['搭建页面“{name}”', 'Build the page “{name}”'],
  'pickSchool.page.floors.tab': ['楼层', 'Floors'],
  'pickSchool.page.floors.none': ['这个页面还没有楼层', 'This page has no floors yet'],
});

/** The kit's page builder over one page's floors, each floor's items opened on /pick-school/floor-content/{uuid}. */
function PageFloors({ ctx }: { ctx: RecordContext }) {
  const { t } = useI18n();
  const page = Number(ctx.id);
  const def = useMemo(() => scoped(floorResource, { page }), [page]);
  return (
    <FloorBuilder
      def={def}
      itemsOf={(floor) => scoped(contentResource, { id: String(floor.uuid) })}
      types={APP_PAGE_FLOOR_TYPES}
      fedByItems={FED_BY_ITEMS}
      contentLink={(floor: Floor) => ({ to: `/pick-school/floor-content/${String(floor.uuid)}`, label: t('pickSchool.floor.content') })}
      revision={ctx.revision}
      onChanged={ctx.changed}
      label={t('pickSchool.page.floors.tab')}
      emptyText={t('pickSchool.page.floors.none')}
    />
  );
}

/** The screen's own resource: its list, and the record the builder opens. */
export const resource = pageResource;

const TABS: RecordTab[] = [
  {
    key: 'floors',
    label: 'pickSchool.page.floors.tab',
    render: (ctx) => <PageFloors ctx={ctx} />,
    aside: (ctx) => <PagePreview page={Number(ctx.id)} revision={ctx.revision} />,
  },
];

/**
 * /pick-school/app-page (择校页面): the school-picking pages by category and kaoyan year; a row's
 * 搭建页面 opens the page (?page=<id>) as the kit's floor builder beside a phone preview, with
 * "copy to another year".
 */
export default function AppPageScreen() {
  const { t } = useI18n();
  const [query, setQuery] = useSearchParams();
  const page = query.get('page');
  if (page && /^[1-9]\d{0,9}$/.test(page)) {
    return (
      <RecordPage
        key={page}
        def={pageResource}
        id={Number(page)}
        tabs={TABS}
        back="/pick-school/app-page"
        extra={(ctx) => <CopyPageButton page={ctx.record} onCopied={(id) => setQuery({ page: String(id) })} />}
      />
    );
  }
  return (
    <ResourceList
      def={pageResource}
      rowActions={(row: Rec) => (
        <Link to={`/pick-school/app-page?page=${String(row.id)}`} aria-label={t('pickSchool.page.build.label', { name: String(row.name) })}>
          {t('pickSchool.page.build')}
        </Link>
      )}
    />
  );
}
