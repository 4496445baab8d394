import { productClassify, productClassifyEnableSchema, productClassifySchemas } from '@admin/shared/contract/resources';
import type { Registry } from '../../http/registry';
import { paramsSchema } from '../../kit/scope';
import { registerCollection, repoOf, type CollectionDef } from '../../kit/collection';

const productClassifyDef: CollectionDef = { resource: productClassify, table: 'product_classify' };

/** Product classifications (nav/bc/product_classify/) with their enable toggle. */
export function productClassifyFamily(reg: Registry): void {
  registerCollection(reg, productClassifyDef, {
    // PUT is_enable/{id}/: the enable toggle (spec 4), with the version it read.
    toggle: (e, deps) => ({
      params: paramsSchema(e.path, {}, { param: 'id', kind: 'id' }),
      body: productClassifyEnableSchema,
      response: productClassifySchemas.item,
      summary: '启用或停用商品分类',
      handle: (c) => repoOf(productClassifyDef, deps).write({}, c.params.id, { is_enable: c.body.is_enable }, c.body.version, c.now),
    }),
  });
}
