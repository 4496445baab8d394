import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { defineCollection, filter } from '../define';
import { categoryMoveBody, categoryNodeSchema, categoryPatch, categorySchemas, type CategoryMove } from '../category-tree';
import { queryBool, version } from '../fields';

/**
 * Course categories (/course/navigation, 课程导航, course.view_nav): the tree that GET
 * course/classify/full gives every picker, edited here. The API keeps the spec's `course/classify`
 * path; the screen's route and permission are the spec's own names for the same thing.
 */

/** Root, second and third level: deeper trees do not fit the app's category menus. */
export const COURSE_NAVIGATION_MAX_DEPTH = 3;

export const courseNavigationSchemas = categorySchemas(16);

/** PATCH: name and enable only; a move goes through PUT move/ with its siblings' order. */
export const courseNavigationPatch = categoryPatch(16);

/** A category with its children, as the editable tree reads it. */
export interface CourseNavigationNode {
  id: number;
  name: string;
  parent_id: number | null;
  sort: number;
  is_enable: boolean;
  version: number;
  updated_at: string;
  /** Course products classified here (not below). */
  product_count: number;
  /** Recommended courses configured here. */
  recommend_count: number;
  children: CourseNavigationNode[];
}
export const courseNavigationNodeSchema = categoryNodeSchema<CourseNavigationNode>(['product_count', 'recommend_count']);

/** PUT course/classify/move/: one parent's children in their new order (category-tree.ts). */
export const courseNavigationMoveBody = categoryMoveBody;
export type CourseNavigationMove = CategoryMove;

/**
 * DELETE course/classify/{id}/: `version` makes it conditional (as every delete), `with_children`
 * deletes the whole branch (the client confirmed it).
 */
export const courseNavigationDeleteBody = z
  .strictObject({ version: version.optional(), with_children: z.boolean().default(false) })
  .default({ with_children: false });

export const courseNavigation = defineCollection({
  name: 'course.navigation',
  label: '课程分类',
  labelEn: 'course category',
  base: '/course/classify',
  paths: [
    ['tree', 'GET', '/tree/'],
    ['list', 'GET', '/'],
    ['create', 'POST', '/'],
    ['patch', 'PATCH', '/:id/'],
    ['delete', 'DELETE', '/:id/'],
    ['move', 'PUT', '/move/', 'change'],
  ],
  access: [permissionSet('course.view_nav')],
  schemas: courseNavigationSchemas,
  patch: courseNavigationPatch,
  filters: { name: filter.like(z.string().trim().max(16)), parent_id: filter.eq(z.coerce.number().int().min(1)), is_enable: filter.eq(queryBool) },
  ordering: ['id', 'sort', 'name'],
  defaultOrder: 'sort,id',
  unique: [{ field: 'name', scope: ['parent_id'] }],
  references: { parent_id: { kind: 'course_classify', label: '上级分类' } },
  sample: { name: '测试分类', parent_id: null },
});
