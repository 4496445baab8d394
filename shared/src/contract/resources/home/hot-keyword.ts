import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { BATCH_PATHS, CRUD_PATHS, defineCollection, filter } from '../define';
import { businessLine, crudSchemas, linkShape, optionalSchedule, platformFilter, platforms, queryBool, shortText, sort } from '../fields';
import { both, linkCheck, scheduleCheck } from '../business-course/checks';

/** The badge beside a hot search term in the app: none, 热 (hot) or 新 (new). */
export const HOT_KEYWORD_BADGES = ['none', 'hot', 'new'] as const;

/**
 * Hot search terms (/homemanage/search-mgt/index, 热门搜索, base_services.view_hotkeyword): the
 * terms the app's search page offers before a student types, in order, per platform and business
 * line, on a schedule. A tap searches the word, or opens the link when it has one. One term per
 * business line and platform may be the default: the grey placeholder in the empty search box.
 */
export const hotKeywordSchemas = crudSchemas(
  {
    word: shortText(20),
    badge: z.enum(HOT_KEYWORD_BADGES).default('none'),
    ...linkShape,
    /** The search box's placeholder on these platforms of this business line (at most one such term per platform). */
    is_default: z.boolean().default(false),
    platforms: platforms.default([1, 2, 3]),
    business_line: businessLine.default(1),
    ...optionalSchedule,
    sort: sort.default(0),
    is_enable: z.boolean().default(true),
  },
  { check: both(linkCheck('link_type', 'link_value'), scheduleCheck) },
);
export type HotKeyword = z.infer<typeof hotKeywordSchemas.item>;

export const hotKeyword = defineCollection({
  name: 'home.hot_keyword',
  label: '热门搜索词',
  base: '/base/hot-keyword',
  paths: [...CRUD_PATHS, ...BATCH_PATHS],
  access: [permissionSet('base_services.view_hotkeyword')],
  schemas: hotKeywordSchemas,
  filters: {
    word: filter.like(z.string().trim().max(20)),
    badge: filter.eq(z.enum(HOT_KEYWORD_BADGES)),
    business_line: filter.eq(z.coerce.number().pipe(businessLine)),
    platform: platformFilter,
    is_default: filter.eq(queryBool),
    is_enable: filter.eq(queryBool),
  },
  ordering: ['id', 'sort', 'start_at', 'end_at', 'updated_at'],
  defaultOrder: 'sort,id',
  unique: [{ field: 'word', scope: ['business_line'], label: '' }],
  sample: { word: '测试热词', badge: 'new', platforms: [2] },
  seed: [
    { word: '考研数学一', badge: 'hot', is_default: true, sort: 0 },
    { word: '2027 考研报名', badge: 'hot', link_type: 'app_page', link_value: 'exam/signup-guide', sort: 10 },
    { word: '英语二真题', badge: 'new', sort: 20 },
    { word: '政治冲刺押题', sort: 30, start_at: '2026-11-01T00:00:00+08:00', end_at: '2026-12-31T00:00:00+08:00' },
    { word: '管综逻辑', sort: 40 },
    { word: '408 计算机', badge: 'new', sort: 50 },
    {
      word: '复试调剂',
      link_type: 'web',
      link_value: 'https://m.example.com/tiaoji',
      sort: 60,
      start_at: '2027-03-01T00:00:00+08:00',
      end_at: '2027-05-01T00:00:00+08:00',
    },
    { word: '考研择校', platforms: [0], is_default: true, sort: 70 },
    { word: '雅思 7 分', badge: 'hot', business_line: 2, is_default: true, sort: 0 },
    { word: '英国硕士申请', business_line: 2, sort: 10, is_enable: false },
  ],
});
