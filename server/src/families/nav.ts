import {
  productClassifyEnableSchema,
  productClassifyListQuerySchema,
  productClassifySchemas,
  specialTopicListQuerySchema,
  specialTopicPageSchemas,
  specialTopicUpsertSchema,
} from '@admin/shared/contract';
import type { Registry } from '../http/registry';
import { paramsSchema } from '../resources/scope';
import { registerCollection, repoOf, type CollectionDef } from '../resources/collection';

const productClassifyDef: CollectionDef = {
  name: 'bc.product_classify',
  label: '商品分类',
  table: 'product_classify',
  schemas: productClassifySchemas,
  listQuery: productClassifyListQuerySchema,
  filters: { name: { op: 'like' }, is_enable: { op: 'eq' }, business_line: { op: 'eq' } },
  defaultOrder: 'sort,created_at',
};

const specialTopicDef: CollectionDef = {
  name: 'bc.special_topic_page',
  label: '专题页',
  table: 'special_topic_page',
  schemas: specialTopicPageSchemas,
  listQuery: specialTopicListQuerySchema,
  filters: { title: { op: 'like' }, bc_uuid: { op: 'eq' }, is_enable: { op: 'eq' } },
  defaultOrder: '-updated_at',
  refs: [{ field: 'bc_uuid', table: 'business_course', key: 'uuid', label: '业务课' }],
};

/** Product classifications and special-topic pages under nav/bc/ (spec 7). */
export function navFamily(reg: Registry): void {
  registerCollection(reg, productClassifyDef, {
    // PUT is_enable/{id}/: the enable toggle (spec 4), with the version it read.
    toggle: (e, deps) => ({
      params: paramsSchema(e.path, [], { param: 'id', kind: 'id' }),
      body: productClassifyEnableSchema,
      response: productClassifySchemas.item,
      summary: '启用或停用商品分类',
      handle: (c) => repoOf(productClassifyDef, deps).write({}, c.params.id, { is_enable: c.body.is_enable }, c.body.version, c.now),
    }),
  });
  registerCollection(reg, specialTopicDef, {
    // POST creator_or_update/: creates without `id`, updates (with `version`) with one.
    upsert: (_e, deps) => ({
      body: specialTopicUpsertSchema,
      response: specialTopicPageSchemas.item,
      summary: '新建或修改专题页（带 id 与 version 时为修改）',
      handle: async (c) => {
        const repo = repoOf(specialTopicDef, deps);
        const { id, ...rest } = c.body as Record<string, unknown>;
        return id === undefined ? repo.create({}, rest, c.now) : repo.update({}, id, rest, c.now);
      },
    }),
  });
}
