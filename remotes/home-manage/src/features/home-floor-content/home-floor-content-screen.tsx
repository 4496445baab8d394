import { Empty, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { homeFloorContent } from '@admin/shared/contract/resources';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { FloorItems, RecordPage, floorItemFields, resourceDef, scoped, type RecordContext, type RecordTab } from '@admin/shared/resource';
import { PageContainer } from '@admin/shared/ui';
import { resource as floorResource } from '../home-floor/home-floor-screen';

defineMessages({
  'home.floor.content': ['楼层内容', 'Floor items'],
  'home.floor.content.noFloor': ['请从首页楼层列表打开某个楼层的内容', 'Open a floor’s items from the home floor list'],
  'home.floor.content.preview': ['楼层预览', 'Floor preview'],
  'home.floor.content.preview.hint': ['App 中这一层按顺序显示的前几条', 'The first items the app shows on this floor, in order'],
});

/** A home floor's items (scoped to it: `id`), edited as every floor's items are. */
const contentResource = resourceDef(homeFloorContent, { title: 'home.floor.content', defaultOrdering: 'sort', fields: floorItemFields() });

function Preview({ ctx }: { ctx: RecordContext }) {
  const { t } = useI18n();
  return (
    <section aria-label={t('home.floor.content.preview')} style={{ width: 260 }}>
      <Typography.Text type="secondary">{t('home.floor.content.preview.hint')}</Typography.Text>
      <div style={{ marginTop: 8 }}>
        <FloorItems def={scoped(contentResource, { id: Number(ctx.id) })} revision={ctx.revision} />
      </div>
    </section>
  );
}

const TABS: RecordTab[] = [
  {
    key: 'content',
    label: 'home.floor.content',
    list: { def: contentResource, scope: (ctx) => ({ id: Number(ctx.id) }) },
    aside: (ctx) => <Preview ctx={ctx} />,
  },
];

/**
 * /homemanage/floormould?floor=<id> (楼层内容管理): one home floor and its items, added, edited,
 * dragged into order, switched and deleted with the kit's list, beside the floor's preview.
 */
export default function HomeFloorContentScreen() {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const floor = query.get('floor');
  if (!floor || !/^[1-9]\d{0,9}$/.test(floor)) {
    return (
      <PageContainer title={t('route./homemanage/floormould')}>
        <Empty description={t('home.floor.content.noFloor')} />
      </PageContainer>
    );
  }
  return <RecordPage def={floorResource} id={Number(floor)} tabs={TABS} back="/homemanage/floor" />;
}
