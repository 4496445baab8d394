import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { batchPaths, crudPaths, defineCollection, filter } from '../define';
import { DEMO_IMAGE } from '../demo-image';
import { crudSchemas, shortText, videoCoverCheck, videoValue } from '../fields';
import { ARTICLE_STATUSES } from './news';

/**
 * Main-site videos (/article/videos, 视频): a video file or URL with its cover and duration
 * (`video`, the kit's video value), listed on the website by category. Statuses as for news.
 * The website lists videos by their cover, so here the cover is required.
 */
export const VIDEO_CATEGORIES = ['trial', 'experience', 'policy', 'school'] as const;

export const articleVideoSchemas = crudSchemas(
  {
    title: shortText(100),
    video: videoValue,
    category: z.enum(VIDEO_CATEGORIES),
    status: z.enum(ARTICLE_STATUSES).default('draft'),
  },
  { check: videoCoverCheck() },
);

const COVER = DEMO_IMAGE;
const clip = (name: string, duration: number) => ({ url: `https://media.example.com/video/${name}.mp4`, cover: COVER, duration });
export const articleVideo = defineCollection({
  name: 'article.video',
  label: '视频',
  labelEn: 'video',
  base: '/article/video',
  paths: [...crudPaths('list', 'create', 'get', 'update', 'patch', 'delete'), ...batchPaths('bulkDelete', 'export')],
  access: [permissionSet('main_station.view_video')],
  schemas: articleVideoSchemas,
  filters: {
    title: filter.like(z.string().trim().max(100)),
    category: filter.eq(z.enum(VIDEO_CATEGORIES)),
    status: filter.eq(z.enum(ARTICLE_STATUSES)),
  },
  ordering: ['id', 'updated_at'],
  defaultOrder: '-id',
  sample: { title: '测试视频', video: clip('sample', 90), category: 'trial' },
});
