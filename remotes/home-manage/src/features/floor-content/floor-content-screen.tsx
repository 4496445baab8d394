import { Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { FloorItems, RecordPage, scoped, type RecordContext, type RecordTab } from '@admin/shared/resource';
import { contentResource, floorResource } from '../app-page/app-page-resources';

defineMessages({
  'pickSchool.floorContent.page': ['回到页面', 'Back to the page'],
  'pickSchool.floorContent.preview': ['楼层预览', 'Floor preview'],
  'pickSchool.floorContent.preview.hint': ['App 中这一层按顺序显示的前几条', 'The first items the app shows on this floor, in order'],
});

function Preview({ ctx }: { ctx: RecordContext }) {
  const { t } = useI18n();
  return (
    <section aria-label={t('pickSchool.floorContent.preview')} style={{ width: 240, flex: 'none' }}>
      <Typography.Text type="secondary">{t('pickSchool.floorContent.preview.hint')}</Typography.Text>
      <div style={{ marginTop: 8 }}>
        <FloorItems def={scoped(contentResource, { id: String(ctx.id) })} revision={ctx.revision} />
      </div>
    </section>
  );
}

const TABS: RecordTab[] = [
  {
    key: 'content',
    label: 'pickSchool.floor.content',
    list: { def: contentResource, scope: (ctx) => ({ id: String(ctx.id) }) },
    aside: (ctx) => <Preview ctx={ctx} />,
  },
];

/**
 * /pick-school/floor-content/:floor_uuid (楼层内容): one floor of a school-picking page and its
 * items, added, edited, dragged into order, switched and deleted with the kit's list, beside the
 * floor's preview; the header leads back to the floor's page.
 */
export default function FloorContentScreen() {
  const { t } = useI18n();
  const { floor_uuid: uuid = '' } = useParams();
  return (
    <RecordPage
      key={uuid}
      def={floorResource}
      id={uuid}
      tabs={TABS}
      back="/pick-school/app-page"
      extra={(ctx) => <Link to={`/pick-school/app-page?page=${String(ctx.record.page_id)}`}>{t('pickSchool.floorContent.page')}</Link>}
    />
  );
}
