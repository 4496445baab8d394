import {
  appUserListQuerySchema,
  appUserPatchSchema,
  appUserSchemas,
  courseTagListQuerySchema,
  courseTagSchemas,
  homeFloorListQuerySchema,
  homeFloorSchemas,
  maskPhone,
} from '@admin/shared/contract';
import type { Registry } from '../http/registry';
import { registerCollection, type CollectionDef } from '../resources/collection';

export const courseTagDef: CollectionDef = {
  name: 'course.tag',
  label: '课程标签',
  table: 'course_tag',
  schemas: courseTagSchemas,
  listQuery: courseTagListQuerySchema,
  filters: { name: { op: 'like' }, is_enable: { op: 'eq' } },
  defaultOrder: 'sort,id',
};

export const homeFloorDef: CollectionDef = {
  name: 'home.floor',
  label: '首页楼层',
  table: 'home_floor',
  schemas: homeFloorSchemas,
  listQuery: homeFloorListQuerySchema,
  filters: {
    name: { op: 'like' },
    floor_type: { op: 'eq' },
    business_line: { op: 'eq' },
    platform: { column: 'platforms', op: 'hasInt' },
    is_enable: { op: 'eq' },
  },
  defaultOrder: 'sort,id',
  refs: [{ field: 'kaoyan_year', table: 'kaoyan_year', key: 'year', label: '考研年份' }],
};

export const appUserDef: CollectionDef = {
  name: 'account.app_user',
  label: '用户',
  table: 'app_user',
  schemas: appUserSchemas,
  listQuery: appUserListQuerySchema,
  filters: { phone: { op: 'like' }, nickname: { op: 'like' }, platform: { op: 'eq' }, status: { op: 'eq' } },
  defaultOrder: '-id',
  // Only the status changes from the console.
  patchSchema: appUserPatchSchema,
  // The number is stored whole (support matches on it) but never leaves the server unmasked.
  decorate: async (_db, items) => items.map((u) => ({ ...u, phone: maskPhone(String(u.phone)) })),
};

/** Course tags, home floors and app users: plain collections of the permission table. */
export function catalogFamily(reg: Registry): void {
  registerCollection(reg, courseTagDef);
  registerCollection(reg, homeFloorDef);
  registerCollection(reg, appUserDef);
}
