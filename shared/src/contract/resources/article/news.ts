import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { batchPaths, crudPaths, defineCollection, filter } from '../define';
import { crudSchemas, dateTime, optionalImageUrl, optionalText, richText, shortText, type RecordCheck } from '../fields';

/**
 * Main-site news (/article/news, 资讯): articles staff write in the rich-text editor and publish
 * to the website and apps. A published article is shown to readers from `publish_at` on, so a
 * future time schedules it; 已下线 takes it away without deleting it.
 */
export const ARTICLE_STATUSES = ['draft', 'published', 'offline'] as const;
export const NEWS_CATEGORIES = ['exam_news', 'policy', 'experience', 'school'] as const;
/** Longest body the editor may store (HTML characters). */
export const NEWS_BODY_MAX = 50_000;

/** The body's text without tags (an image-only body still counts as content). */
const hasContent = (html: unknown) => typeof html === 'string' && (/<img\s/i.test(html) || html.replace(/<[^>]*>/g, '').trim() !== '');

const newsCheck: RecordCheck = (v) => (v.status === 'published' && !hasContent(v.body) ? [{ field: 'body', message: '发布前请填写正文' }] : []);

export const newsSchemas = crudSchemas(
  {
    title: shortText(100),
    cover: optionalImageUrl.default(''),
    summary: optionalText(300).default(''),
    category: z.enum(NEWS_CATEGORIES),
    body: richText(NEWS_BODY_MAX).default(''),
    status: z.enum(ARTICLE_STATUSES).default('draft'),
    /** When readers first see it; the server sets the time of publishing when left empty. */
    publish_at: dateTime.nullable().default(null),
  },
  { check: newsCheck },
);

export const articleNews = defineCollection({
  name: 'article.news',
  label: '资讯',
  labelEn: 'news article',
  base: '/article/news',
  paths: [...crudPaths('list', 'create', 'get', 'update', 'patch', 'delete'), ...batchPaths('bulkDelete', 'export')],
  access: [permissionSet('main_station.view_news')],
  schemas: newsSchemas,
  filters: {
    title: filter.like(z.string().trim().max(100)),
    category: filter.eq(z.enum(NEWS_CATEGORIES)),
    status: filter.eq(z.enum(ARTICLE_STATUSES)),
  },
  ordering: ['id', 'publish_at', 'updated_at'],
  defaultOrder: '-id',
  sample: { title: '测试资讯', category: 'exam_news', summary: '摘要', body: '<p>正文</p>' },
});
