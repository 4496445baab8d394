import { specialTopicPage, specialTopicPageSchemas, specialTopicUpsertSchema } from '@admin/shared/contract/resources';
import type { Registry } from '../../http/registry';
import { registerCollection, repoOf, type CollectionDef } from '../../kit/collection';

const specialTopicDef: CollectionDef = {
  resource: specialTopicPage,
  table: 'special_topic_page',
};

/** Special-topic pages (nav/bc/sepcial_topic_page/): a list and one create-or-update call. */
export function specialTopicPageFamily(reg: Registry): void {
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
