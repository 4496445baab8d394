import { z } from 'zod';
import { crudSchemas, listPageSchema, queryBool, shortText, sort } from './common';
import { listQuery } from './list-query';

/**
 * Course tags (spec 2 /course/tag, course.view_coursetag). Spec 7 lists no calls, so they are
 * designed in the style of the other collections: `course/tag/` and `course/tag/{id}/`.
 */

export const COURSE_TAG_VIEW_PERMISSION = 'course.view_coursetag';
export const COURSE_TAG_BASE_PATH = '/course/tag';
export const COURSE_TAG_PATHS = [
  ['list', 'GET', '/'],
  ['create', 'POST', '/'],
  ['get', 'GET', '/:id/'],
  ['update', 'PUT', '/:id/'],
  ['delete', 'DELETE', '/:id/'],
] as const;

/** A CSS hex colour, e.g. #FF6A00: the tag's background on course cards. */
export const hexColour = z.string().trim().regex(/^#[0-9A-Fa-f]{6}$/, { message: '颜色为 # 加 6 位十六进制，如 #FF6A00' });

export const courseTagFields = {
  name: shortText(16),
  color: hexColour.default('#1677FF'),
  sort: sort.default(0),
  is_enable: z.boolean().default(true),
};
export const courseTagSchemas = crudSchemas(courseTagFields);
export type CourseTag = z.infer<typeof courseTagSchemas.item>;
export const COURSE_TAG_ORDERING = ['id', 'sort', 'name', 'created_at', 'updated_at'] as const;
export const courseTagListQuerySchema = listQuery(
  { name: z.string().trim().max(16).optional(), is_enable: queryBool.optional() },
  COURSE_TAG_ORDERING,
);
export const courseTagListSchema = listPageSchema(courseTagSchemas.item);
