import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { batchPaths, crudPaths, defineCollection, filter } from '../define';
import { DEMO_IMAGE } from '../demo-image';
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

const COVER = DEMO_IMAGE;
const p = (text: string) => `<p>${text}</p>`;
export const articleNews = defineCollection({
  name: 'article.news',
  label: '资讯',
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
  seed: [
    {
      title: '2027 考研报名时间公布',
      cover: COVER,
      category: 'exam_news',
      summary: '教育部公布 2027 年全国硕士研究生招生考试网上报名安排。',
      body: p('2027 年全国硕士研究生招生考试网上报名将于 10 月中旬开始，预报名同步开放。') + p('请考生提前准备学历信息与照片。'),
      status: 'published',
      publish_at: '2026-10-08T09:00:00+08:00',
    },
    {
      title: '专硕扩招政策解读',
      cover: COVER,
      category: 'policy',
      summary: '专业学位硕士招生规模继续扩大，哪些专业受益最多？',
      body: p('今年专业学位硕士招生计划占比继续提高。') + '<ul><li>工程类</li><li>教育类</li><li>医学类</li></ul>',
      status: 'published',
      publish_at: '2026-10-20T10:00:00+08:00',
    },
    {
      title: '上岸学姐：英语二 80+ 的复习节奏',
      category: 'experience',
      summary: '从单词到真题，一年的时间表。',
      body: p('<strong>3–6 月</strong>：单词与长难句。') + p('<strong>7–10 月</strong>：真题精读。'),
      status: 'draft',
    },
    {
      title: '复试线预测：管理类联考',
      category: 'school',
      summary: '根据近三年数据推测今年的复试线。',
      body: p('近三年管理类联考国家线稳定在 170 分左右。'),
      status: 'offline',
      publish_at: '2026-03-01T09:00:00+08:00',
    },
  ],
});
