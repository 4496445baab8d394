import {
  CLOCK_IN_SIGN_UP_DEFAULT,
  bcBanner,
  bcClockInActivity,
  bcClockInCourse,
  bcClockInSignUp,
  bcCsEntrance,
  bcEnglishWordModel,
  bcFloor,
  bcFloorContent,
  bcKnowledge,
  bcLiving,
  bcProduct,
} from '@admin/shared/contract/resources';
import type { Registry } from '../../http/registry';
import { registerCollection, type CollectionDef } from '../../kit/collection';
import { countBy } from '../../kit/count-by';
import { registerDocument } from '../../kit/document';
import { COURSE_YEAR_PARENTS, COURSE_YEAR_SCOPE, type ScopeParam } from '../../kit/scope';

type Rec = Record<string, unknown>;

const floorParam = (column?: string): ScopeParam => ({
  param: 'id',
  column,
  exists: { table: 'bc_floor', key: 'uuid', label: '楼层', match: { bc_uuid: 'course', year: 'year' } },
});

const activityParam: ScopeParam = {
  param: 'id',
  column: 'activity_id',
  exists: { table: 'bc_clock_in_activity', key: 'id', label: '打卡活动', match: { bc_uuid: 'course', year: 'year' } },
};

/** Floors of a course's year, with their item count (also read by the floor copy). */
export const floorDef: CollectionDef = {
  resource: bcFloor,
  table: 'bc_floor',
  scope: COURSE_YEAR_SCOPE,
  decorate: async (db, items) => {
    const counts = await countBy(
      db,
      'bc_floor_content',
      'floor_uuid',
      items.map((i) => i.uuid),
    );
    return items.map((i) => ({ ...i, content_count: counts.get(i.uuid) ?? 0 }));
  },
};

const floorContentDef: CollectionDef = {
  resource: bcFloorContent,
  table: 'bc_floor_content',
  scope: [...COURSE_YEAR_SCOPE, floorParam('floor_uuid')],
};

const clockInDef: CollectionDef = {
  resource: bcClockInActivity,
  table: 'bc_clock_in_activity',
  scope: COURSE_YEAR_SCOPE,
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

const bannerDef: CollectionDef = { resource: bcBanner, table: 'bc_banner', scope: COURSE_YEAR_SCOPE };

const productDef: CollectionDef = {
  resource: bcProduct,
  table: 'bc_product',
  scope: COURSE_YEAR_SCOPE,
  decorate: async (db, items) => {
    const ids = [...new Set(items.map((i) => i.product_id))];
    const products = ids.length ? await db.selectFrom('course_product').select(['id', 'name', 'price']).where('id', 'in', ids).execute() : [];
    const byId = new Map(products.map((p) => [p.id, p]));
    return items.map((i) => ({ ...i, product_name: byId.get(i.product_id)?.name ?? '', price: Number(byId.get(i.product_id)?.price ?? 0) }));
  },
};

/** Everything under /nav/bc/{course}/year/{year}/ (spec 7). */
export function yearContentFamily(reg: Registry): void {
  registerDocument(reg, { resource: bcCsEntrance, table: 'bc_cs_entrance', scope: COURSE_YEAR_SCOPE });
  registerCollection(reg, floorDef);
  registerCollection(reg, floorContentDef);
  registerDocument(reg, {
    resource: bcEnglishWordModel,
    table: 'bc_english_word_model',
    scope: [...COURSE_YEAR_PARENTS, floorParam('floor_uuid')],
  });
  registerCollection(reg, clockInDef);
  registerDocument(reg, {
    resource: bcClockInSignUp,
    table: 'bc_clock_in_sign_up',
    scope: [...COURSE_YEAR_PARENTS, activityParam],
  });
  registerDocument(reg, {
    resource: bcClockInCourse,
    table: 'bc_clock_in_course',
    scope: [...COURSE_YEAR_PARENTS, activityParam],
  });
  registerDocument(reg, { resource: bcLiving, table: 'bc_living', scope: COURSE_YEAR_SCOPE });
  registerCollection(reg, bannerDef);
  registerCollection(reg, productDef);
  registerDocument(reg, {
    resource: bcKnowledge,
    table: 'bc_knowledge',
    scope: COURSE_YEAR_SCOPE,
  });
}
