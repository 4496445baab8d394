import {
  CLOCK_IN_SIGN_UP_DEFAULT,
  CS_ENTRANCE_DEFAULT,
  ENGLISH_WORD_MODEL_DEFAULT,
  KNOWLEDGE_DEFAULT,
  LIVING_DEFAULT,
  bcBannerListQuerySchema,
  bcBannerSchemas,
  bcProductListQuerySchema,
  bcProductSchemas,
  clockInActivitySchemas,
  clockInCourseSchema,
  clockInListQuerySchema,
  clockInSignUpCheck,
  clockInSignUpSchema,
  csEntranceCheck,
  csEntranceSchema,
  englishWordModelSchema,
  floorContentListQuerySchema,
  floorContentSchemas,
  floorListQuerySchema,
  floorSchemas,
  intId,
  knowledgeSettingSchema,
  livingSchema,
} from '@admin/shared/contract';
import type { Db } from '../db/database';
import type { Registry } from '../http/registry';
import { registerCollection, type CollectionDef } from '../resources/collection';
import { registerDocument } from '../resources/document';
import { COURSE_YEAR_PARENTS, COURSE_YEAR_SCOPE, uuidScopeParse, type ScopeParam } from '../resources/scope';

type Rec = Record<string, unknown>;

const floorParam = (column?: string): ScopeParam => ({
  param: 'id',
  column,
  parse: uuidScopeParse,
  exists: { table: 'bc_floor', key: 'uuid', label: '楼层', match: { bc_uuid: 'course', year: 'year' } },
});

const activityParam: ScopeParam = {
  param: 'id',
  column: 'activity_id',
  parse: intId,
  exists: { table: 'bc_clock_in_activity', key: 'id', label: '打卡活动', match: { bc_uuid: 'course', year: 'year' } },
};

async function countBy(db: Db, table: string, column: string, keys: unknown[]): Promise<Map<unknown, number>> {
  if (!keys.length) return new Map();
  const rows = await db
    .selectFrom(table)
    .select([column, (eb) => eb.fn.countAll<number>().as('n')])
    .where(column, 'in', keys)
    .groupBy(column)
    .execute();
  return new Map(rows.map((r) => [r[column], Number(r.n)]));
}

const floorDef: CollectionDef = {
  name: 'bc.floor',
  label: '楼层',
  table: 'bc_floor',
  schemas: floorSchemas,
  scope: COURSE_YEAR_SCOPE,
  listQuery: floorListQuerySchema,
  filters: { name: { op: 'like' }, floor_type: { op: 'eq' }, is_enable: { op: 'eq' } },
  defaultOrder: 'sort,created_at',
  decorate: async (db, items) => {
    const counts = await countBy(db, 'bc_floor_content', 'floor_uuid', items.map((i) => i.uuid));
    return items.map((i) => ({ ...i, content_count: counts.get(i.uuid) ?? 0 }));
  },
};

const floorContentDef: CollectionDef = {
  name: 'bc.floor_content',
  label: '楼层内容',
  table: 'bc_floor_content',
  schemas: floorContentSchemas,
  idParam: 'cid',
  scope: [...COURSE_YEAR_SCOPE, floorParam('floor_uuid')],
  listQuery: floorContentListQuerySchema,
  filters: { title: { op: 'like' }, is_enable: { op: 'eq' } },
  defaultOrder: 'sort,created_at',
  refs: [{ field: 'product_id', table: 'course_product', label: '课程商品' }],
};

const clockInDef: CollectionDef = {
  name: 'bc.clock_in_activity',
  label: '打卡活动',
  table: 'bc_clock_in_activity',
  schemas: clockInActivitySchemas,
  scope: COURSE_YEAR_SCOPE,
  listQuery: clockInListQuerySchema,
  filters: { title: { op: 'like' }, is_enable: { op: 'eq' } },
  defaultOrder: 'sort,-start_at',
  refs: [{ field: 'package_id', table: 'clock_in_package', label: '打卡包' }],
  // The sign-up setting and the linked-course count travel with the activity.
  decorate: async (db, items) => {
    const ids = items.map((i) => i.id);
    if (!ids.length) return items;
    const signUps = await db.selectFrom('bc_clock_in_sign_up').select(['activity_id', 'data']).where('activity_id', 'in', ids).execute();
    const courses = await db.selectFrom('bc_clock_in_course').select(['activity_id', 'data']).where('activity_id', 'in', ids).execute();
    const su = new Map(signUps.map((r) => [r.activity_id, JSON.parse(String(r.data)) as Rec]));
    const cc = new Map(courses.map((r) => [r.activity_id, (JSON.parse(String(r.data)) as { courses: unknown[] }).courses.length]));
    return items.map((i) => ({ ...i, sign_up: { ...CLOCK_IN_SIGN_UP_DEFAULT, ...(su.get(i.id) ?? {}) }, course_count: cc.get(i.id) ?? 0 }));
  },
};

const bannerDef: CollectionDef = {
  name: 'bc.banner',
  label: '轮播图',
  table: 'bc_banner',
  schemas: bcBannerSchemas,
  scope: COURSE_YEAR_SCOPE,
  listQuery: bcBannerListQuerySchema,
  filters: { is_enable: { op: 'eq' } },
  defaultOrder: 'sort,created_at',
};

const productDef: CollectionDef = {
  name: 'bc.product',
  label: '业务课商品',
  table: 'bc_product',
  schemas: bcProductSchemas,
  scope: COURSE_YEAR_SCOPE,
  listQuery: bcProductListQuerySchema,
  filters: { classify_id: { op: 'eq' }, is_enable: { op: 'eq' } },
  defaultOrder: 'sort,created_at',
  refs: [
    { field: 'product_id', table: 'course_product', label: '课程商品' },
    { field: 'classify_id', table: 'product_classify', label: '商品分类' },
  ],
  decorate: async (db, items) => {
    const ids = [...new Set(items.map((i) => i.product_id))];
    const products = ids.length ? await db.selectFrom('course_product').select(['id', 'name', 'price']).where('id', 'in', ids).execute() : [];
    const byId = new Map(products.map((p) => [p.id, p]));
    return items.map((i) => ({ ...i, product_name: byId.get(i.product_id)?.name ?? '', price: Number(byId.get(i.product_id)?.price ?? 0) }));
  },
};

/** Everything under /nav/bc/{course}/year/{year}/ (spec 7). */
export function bcYearFamily(reg: Registry): void {
  registerDocument(reg, {
    name: 'bc.cs_entrance',
    label: '选课入口',
    table: 'bc_cs_entrance',
    scope: COURSE_YEAR_SCOPE,
    schema: csEntranceSchema,
    defaults: CS_ENTRANCE_DEFAULT,
    check: csEntranceCheck,
    writeMode: 'put',
  });
  registerCollection(reg, floorDef);
  registerCollection(reg, floorContentDef);
  registerDocument(reg, {
    name: 'bc.english_word_model',
    label: '背单词模型',
    table: 'bc_english_word_model',
    scope: [...COURSE_YEAR_PARENTS, floorParam('floor_uuid')],
    schema: englishWordModelSchema,
    defaults: ENGLISH_WORD_MODEL_DEFAULT,
    writeMode: 'put',
  });
  registerCollection(reg, clockInDef);
  registerDocument(reg, {
    name: 'bc.clock_in_sign_up',
    label: '打卡报名设置',
    table: 'bc_clock_in_sign_up',
    scope: [...COURSE_YEAR_PARENTS, activityParam],
    schema: clockInSignUpSchema,
    defaults: CLOCK_IN_SIGN_UP_DEFAULT,
    check: clockInSignUpCheck,
    refs: [{ field: 'delivery_id', table: 'book_course_package', label: '图书课程包' }],
    writeMode: 'put',
  });
  registerDocument(reg, {
    name: 'bc.clock_in_course',
    label: '打卡关联课程',
    table: 'bc_clock_in_course',
    scope: [...COURSE_YEAR_PARENTS, activityParam],
    schema: clockInCourseSchema,
    defaults: { courses: [] },
    refs: [{ field: 'product_id', inList: 'courses', table: 'course_product', label: '课程商品' }],
    writeMode: 'put',
  });
  registerDocument(reg, {
    name: 'bc.living',
    label: '直播设置',
    table: 'bc_living',
    scope: COURSE_YEAR_SCOPE,
    schema: livingSchema,
    defaults: LIVING_DEFAULT,
    writeMode: 'patch',
  });
  registerCollection(reg, bannerDef);
  registerCollection(reg, productDef);
  registerDocument(reg, {
    name: 'bc.knowledge',
    label: '知识点设置',
    table: 'bc_knowledge',
    scope: COURSE_YEAR_SCOPE,
    schema: knowledgeSettingSchema,
    defaults: KNOWLEDGE_DEFAULT,
    refs: [{ field: 'knowledge_ids', table: 'knowledge_point', label: '知识点', many: true }],
    writeMode: 'put',
  });
}
