import { z } from 'zod';
import { permissionSet, permissionsFor } from '@admin/shared/contract';
import { defineEndpoints } from '../define';
import { yearNumber } from '../fields';

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
});
export type YearCopyResult = z.infer<typeof yearCopyResultSchema>;

/** The one call; writing a year's content needs a change permission of the screens that edit it. */
export const BC_YEAR_ENDPOINTS = defineEndpoints([
  {
    method: 'POST',
    path: '/nav/bc/:course/year/:year/copy/',
    resource: 'bc.year',
    op: 'copy',
    auth: 'permission',
    permissions: permissionsFor([permissionSet('nav.view_businesscoursemanagement'), permissionSet('base_services.view_miniprogram')], ['change']),
  },
]);

/** A valid body (tests). */
export const YEAR_COPY_SAMPLE: YearCopy = { target_year: 2028, replace: true };
