import { z } from 'zod';
import { permissionSet, permissionsFor, type Endpoint } from '@admin/shared/contract';
import { defineEndpoints } from '../define';
import { yearNumber } from '../fields';
import { bcFloorSchemas } from './year-content';

/*
 * Copying a course's whole year page to another year: the common task when a new exam year opens.
 * Not in spec 7; designed in its style (DESIGN 5) under the year it copies from.
 */

/** POST nav/bc/{course}/year/{year}/copy/ */
export const yearCopySchema = z.strictObject({
  target_year: yearNumber,
  /** The target year already has content: replace it (the operator confirmed). */
  replace: z.boolean().default(false),
});
export type YearCopy = z.input<typeof yearCopySchema>;

/** What was copied, per part. */
export const yearCopyResultSchema = z.object({
  target_year: z.number().int(),
  floors: z.number().int(),
  contents: z.number().int(),
  clock_in_activities: z.number().int(),
  banners: z.number().int(),
  products: z.number().int(),
  documents: z.number().int(),
  /** The copy's entry in the audit log: POST /audit/undo-copy/ { entry } puts the target back as it was, once. */
  entry: z.number().int(),
});
export type YearCopyResult = z.infer<typeof yearCopyResultSchema>;

/**
 * POST nav/bc/{course}/year/{year}/floor/{id}/copy/: one floor with its items and word tool, to the
 * end of another year's or course's page (both default to the floor's own: a duplicate).
 */
export const floorCopySchema = z.strictObject({
  target_course: z.uuid({ message: '应为业务课的 UUID' }).optional(),
  target_year: yearNumber.optional(),
});
export type FloorCopy = z.input<typeof floorCopySchema>;
/** The new floor. */
export const floorCopyResultSchema = bcFloorSchemas.item;

/** Writing a year's content needs a change permission of the screens that edit it. */
const CHANGE_CONTENT = permissionsFor([permissionSet('nav.view_businesscoursemanagement'), permissionSet('base_services.view_miniprogram')], ['change']);

/** The copy calls by name, for the typed client (`api.bcCopy.year`, `api.bcCopy.floor`). */
export const BC_COPY = {
  year: { method: 'POST', path: '/nav/bc/:course/year/:year/copy/', resource: 'bc.year', op: 'copy', auth: 'permission', permissions: CHANGE_CONTENT },
  floor: {
    method: 'POST',
    path: '/nav/bc/:course/year/:year/floor/:id/copy/',
    resource: 'bc.floor',
    op: 'copy',
    auth: 'permission',
    permissions: CHANGE_CONTENT,
  },
} as const satisfies Record<string, Endpoint>;

export const BC_YEAR_ENDPOINTS = defineEndpoints(Object.values(BC_COPY));

/** A valid body (tests). */
export const YEAR_COPY_SAMPLE: YearCopy = { target_year: 2028, replace: true };
/** A valid body (tests): a duplicate in place. */
export const FLOOR_COPY_SAMPLE: FloorCopy = {};
