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
  labelEn: 'hot search word',
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
});
