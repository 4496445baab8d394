import { Space, Tag } from 'antd';
import { courseAggregation } from '@admin/shared/contract/resources';
import { centsToYuan } from '@admin/shared/format';
import { defineMessages } from '@admin/shared/i18n';
import { enableField, imageField, ReferenceCell, resourceDef, resourceScreen, sortField, type Rec } from '@admin/shared/resource';
import { pricedProducts } from './priced-products';

defineMessages({
  'course.aggregation.name': ['商品名称', 'Product'],
  'course.aggregation.cover': ['封面', 'Cover'],
  'course.aggregation.skus': ['SKU', 'SKUs'],
  'course.aggregation.skus.help': ['至少 2 个；每个 SKU 是一门课程商品，价格取自该商品', 'At least 2; each SKU is a course product and takes its price'],
  'course.aggregation.sku': ['课程商品', 'Course product'],
  'course.aggregation.skuLabel': ['SKU 名称（如 全程班）', 'Option (e.g. Full course)'],
  'course.aggregation.default': ['默认 SKU', 'Default SKU'],
  'course.aggregation.default.help': ['打开商品页时选中的 SKU，必须是上面的 SKU 之一', 'Chosen when the page opens; one of the SKUs above'],
  'course.aggregation.price': ['价格（元）', 'Price (yuan)'],
});

/** "¥199.00 – ¥399.00" from the server's range in cents; one price when all SKUs cost the same. */
export function priceRange(r: Rec): string {
  const [min, max] = [r.price_min, r.price_max] as (number | null)[];
  if (min === null || min === undefined) return '';
  return min === max ? `¥${centsToYuan(min)}` : `¥${centsToYuan(min)} – ¥${centsToYuan(max)}`;
}

/** /course/aggregation: one product page over several SKUs, with a default SKU and prices in yuan. */
export const resource = resourceDef(courseAggregation, {
  title: 'route./course/aggregation',
  titleField: 'name',
  defaultOrdering: 'sort',
  fields: [
    { name: 'name', label: 'course.aggregation.name', type: 'text', list: { width: 180 }, search: true },
    imageField({ name: 'cover', label: 'course.aggregation.cover', list: { width: 100, defaultHidden: true } }),
    {
      name: 'skus',
      label: 'course.aggregation.skus',
      type: 'list',
      form: { help: 'course.aggregation.skus.help' },
      list: {
        width: 210,
        render: (v, r) => (
          <Space size={[0, 4]} wrap>
            {((v as { product_id: number; label: string }[] | null) ?? []).map((s) => (
              <Tag key={s.product_id} color={s.product_id === r.default_product_id ? 'blue' : undefined}>
                {s.label}
              </Tag>
            ))}
          </Space>
        ),
      },
      item: {
        fields: [
          { name: 'product_id', label: 'course.aggregation.sku', type: 'reference', reference: pricedProducts },
          { name: 'label', label: 'course.aggregation.skuLabel', type: 'text' },
        ],
      },
    },
    {
      name: 'default_product_id',
      label: 'course.aggregation.default',
      type: 'reference',
      reference: pricedProducts,
      form: { help: 'course.aggregation.default.help' },
      list: { width: 260, defaultHidden: true, render: (v) => <ReferenceCell source={pricedProducts} value={v} /> },
    },
    {
      name: 'price_min',
      label: 'course.aggregation.price',
      type: 'text',
      form: false,
      list: { width: 180, render: (_v, r) => <span style={{ whiteSpace: 'nowrap' }}>{priceRange(r)}</span> },
    },
    sortField(),
    enableField(),
  ],
});

/** List, search, create, edit, reorder, enable and delete aggregate products. */
export default resourceScreen(resource);
