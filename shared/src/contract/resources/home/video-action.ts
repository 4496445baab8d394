import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { BATCH_PATHS, CRUD_PATHS, defineCollection, filter } from '../define';
import { DEMO_IMAGE } from '../demo-image';
import { crudSchemas, queryBool, shortText, sort, videoCoverCheck, videoValue } from '../fields';

/**
 * Interactive short videos (/homemanage/videoAction, 视频互动, app.view_interactive): a teacher's
 * clip on the app's home page, listed by its cover, with the like count the app shows and the
 * course a tap leads to.
 */
export const videoActionSchemas = crudSchemas(
  {
    title: shortText(64),
    /** The clip: an upload or URL, its cover, and its length read by the browser. */
    video: videoValue,
    teacher: shortText(16),
    /** The like count the app shows (staff seed it; the app adds real likes to it). */
    like_count: z.number().int().min(0).max(99_999_999).default(0),
    /** The course product a tap opens (GET course/products/direct/new), or none. */
    product_id: z.number().int().min(1).nullable().default(null),
    sort: sort.default(0),
    is_enable: z.boolean().default(true),
  },
  { check: videoCoverCheck() },
);
export type VideoAction = z.infer<typeof videoActionSchemas.item>;

const clip = (name: string, duration: number) => ({ url: `https://media.example.com/interactive/${name}.mp4`, cover: DEMO_IMAGE, duration });
export const videoAction = defineCollection({
  name: 'home.video_action',
  label: '互动视频',
  labelEn: 'interactive video',
  base: '/app/interactive',
  paths: [...CRUD_PATHS, ...BATCH_PATHS],
  access: [permissionSet('app.view_interactive')],
  schemas: videoActionSchemas,
  filters: { title: filter.like(z.string().trim().max(64)), teacher: filter.like(z.string().trim().max(16)), is_enable: filter.eq(queryBool) },
  ordering: ['id', 'sort', 'like_count', 'updated_at'],
  defaultOrder: 'sort,id',
  references: { product_id: 'course_product' },
  sample: { title: '测试互动视频', video: clip('sample', 60), teacher: '张老师', like_count: 10 },
});
