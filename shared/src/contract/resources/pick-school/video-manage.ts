import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { BATCH_PATHS, CRUD_PATHS, defineCollection, filter } from '../define';
import { DEMO_IMAGE } from '../demo-image';
import { crudSchemas, imageUrl, queryBool, shortText, sort, videoValue } from '../fields';

/**
 * School videos (/pick-school/video-manage, 视频管理, school.view_videomanagement): short films
 * about a school (campus tours, a college's admissions talk, a senior's walk-through of the
 * exam) that the app's school pages play. Spec 7 lists no calls; designed like the others.
 */
export const videoManageSchemas = crudSchemas({
  title: shortText(64),
  /** The school the video is about, by name. */
  school_name: shortText(40),
  /** The picture the list in the app shows. */
  cover: imageUrl,
  /** The film: an upload or a URL, with its own poster frame and its length. */
  video: videoValue,
  sort: sort.default(0),
  is_enable: z.boolean().default(true),
});
export type VideoManage = z.infer<typeof videoManageSchemas.item>;

const clip = (name: string, duration: number) => ({ url: `https://media.example.com/school/${name}.mp4`, cover: DEMO_IMAGE, duration });

export const videoManage = defineCollection({
  name: 'school.video_manage',
  label: '院校视频',
  labelEn: 'school video',
  base: '/school/video-manage',
  paths: [...CRUD_PATHS, ...BATCH_PATHS],
  access: [permissionSet('school.view_videomanagement')],
  schemas: videoManageSchemas,
  filters: { title: filter.like(z.string().trim().max(64)), school_name: filter.like(z.string().trim().max(40)), is_enable: filter.eq(queryBool) },
  ordering: ['id', 'sort', 'updated_at'],
  defaultOrder: 'sort,id',
  sample: { title: '测试院校视频', school_name: '北京大学', cover: DEMO_IMAGE, video: clip('sample', 90) },
});
