import {
  COURSE_NAVIGATION_MAX_DEPTH,
  courseNavigation,
  courseNavigationDeleteBody,
  courseNavigationMoveBody,
  courseNavigationNodeSchema,
  courseNavigationSchemas,
} from '@admin/shared/contract/resources';
import type { Registry } from '../../http/registry';
import { registerCollection, type CollectionDef } from '../../kit/collection';
import { countsBy, treeOps, type TreeFamily } from '../../kit/tree';

/**
 * Course categories (/course/navigation): the editable tree over the table GET course/classify/full
 * reads. Besides the plain calls: the tree with versions and counts, a move that rewrites one
 * parent's children in one versioned batch, and a delete that refuses a category with children
 * unless the client confirmed the whole branch.
 */
export const courseNavigationDef: CollectionDef = {
  resource: courseNavigation,
  table: 'course_classify',
};

/** The course categories as a kit tree: products become unclassified with their category, recommendations go with it. */
export const courseNavigationTree: TreeFamily = {
  def: courseNavigationDef,
  label: '课程分类',
  maxDepth: COURSE_NAVIGATION_MAX_DEPTH,
  counts: async (db) => {
    const [products, recommends] = await Promise.all([countsBy(db, 'course_product'), countsBy(db, 'course_recommend')]);
    return { product_count: products, recommend_count: recommends };
  },
  beforeDelete: async (trx, ids) => {
    // Products stay on sale, unclassified; recommendations belong to the category and go with it.
    await trx.updateTable('course_product').set({ classify_id: null }).where('classify_id', 'in', ids).execute();
    await trx.deleteFrom('course_recommend').where('classify_id', 'in', ids).execute();
  },
};

export function courseNavigationFamily(reg: Registry): void {
  registerCollection(
    reg,
    courseNavigationDef,
    treeOps(
      courseNavigationTree,
      {
        node: courseNavigationNodeSchema,
        create: courseNavigationSchemas.create,
        item: courseNavigationSchemas.item,
        move: courseNavigationMoveBody,
        deleteBody: courseNavigationDeleteBody,
      },
      {
        tree: '课程分类树（含 version、启用状态与商品、推荐数）',
        create: '新增课程分类（排在同级最后，最多 3 级）',
        move: '移动课程分类：写入一个上级下全部子分类的新顺序（一个事务，逐条校验 version）',
        delete: '删除课程分类（有子分类时需 with_children 确认整枝删除；商品改为未分类）',
      },
    ),
  );
}
