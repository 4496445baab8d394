import { productClassifySchemas } from '@admin/shared/contract/resources';
import { encoder, insertMany, type DemoSeed } from '../../seed/demo-seed';

const CLASSIFIES = [
  ['全程班', 1, 1],
  ['强化班', 1, 1],
  ['冲刺班', 1, 1],
  ['图书资料', 1, 1],
  ['1 对 1', 1, 1],
  ['限时特惠', 1, 0],
  ['语言培训', 2, 1],
] as const;

/** The product classifications the business courses' year products are grouped by. */
export const productClassifySeed: DemoSeed = {
  tables: ['product_classify'],
  async run({ db, images, meta }) {
    const enc = encoder(productClassifySchemas.create);
    await insertMany(
      db,
      'product_classify',
      CLASSIFIES.map(([name, business_line, en], i) => ({
        ...enc({ name, icon: images[i % images.length], business_line, sort: i * 10, is_enable: Boolean(en) }),
        ...meta(200),
      })),
    );
  },
};
