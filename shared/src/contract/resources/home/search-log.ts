import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { batchPaths, defineCollection, filter } from '../define';
import { businessLine, crudSchemas, dateTime, platformCode, queryBool } from '../fields';

/*
 * What students search (the app's search log): every query with the number of results it found,
 * the platform and business line, and when. Read by both search screens (hot terms and keywords),
 * whose panel shows the top queries, the rising ones and those that found nothing, each one click
 * from becoming a hot term or a keyword. Written by the apps' search, never by the console.
 */
const SEARCH_SCREENS = [permissionSet('base_services.view_hotkeyword'), permissionSet('base_services.view_keywords')];

export const searchLogSchemas = crudSchemas({
  query: z.string().trim().min(1).max(100),
  result_count: z.number().int().min(0),
  platform: platformCode,
  business_line: businessLine,
  searched_at: dateTime,
});
export type SearchLog = z.infer<typeof searchLogSchemas.item>;

/** GET …/insights/: over the last `days` (and the `days` before, for rising), at most `limit` per list. */
export const searchInsightsQuerySchema = z.strictObject({
  days: z.coerce.number().int().min(1).max(90).default(7),
  business_line: z.coerce.number().pipe(businessLine).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type SearchInsightsQuery = z.input<typeof searchInsightsQuerySchema>;

/** One query of a list: as students typed it (the most frequent spelling), how often, and what already covers it. */
export const searchInsightSchema = z.object({
  query: z.string(),
  count: z.number().int(),
  /** Rising: the count in the `days` before. */
  previous: z.number().int(),
  /** The hot term of this line with this word, if any. */
  hot_keyword_id: z.number().int().nullable(),
  /** The keyword this query hits (the matcher's answer), if any. */
  keyword_id: z.number().int().nullable(),
  keyword: z.string().nullable(),
});
export type SearchInsight = z.infer<typeof searchInsightSchema>;

export const searchInsightsSchema = z.object({
  days: z.number().int(),
  business_line: z.number().int(),
  /** Searches in the period. */
  total: z.number().int(),
  top: z.array(searchInsightSchema),
  /** More searched than in the period before (new ones first by count), at least RISING_MIN times. */
  rising: z.array(searchInsightSchema),
  /** Searches that found nothing, most frequent first. */
  no_result: z.array(searchInsightSchema),
});
export type SearchInsights = z.infer<typeof searchInsightsSchema>;

/** A query must be searched this often in the period to count as rising. */
export const RISING_MIN = 3;

export const searchLog = defineCollection({
  name: 'home.search_log',
  label: '搜索记录',
  labelEn: 'search record',
  base: '/base/search-log',
  paths: [['list', 'GET', '/'], ...batchPaths('export'), ['insights', 'GET', '/insights/', 'view']],
  access: SEARCH_SCREENS,
  schemas: searchLogSchemas,
  filters: {
    query: filter.like(z.string().trim().max(100)),
    platform: filter.eq(z.coerce.number().int().min(0).max(7)),
    business_line: filter.eq(z.coerce.number().pipe(businessLine)),
    no_result: filter.custom(queryBool),
  },
  ordering: ['id', 'searched_at', 'result_count'],
  defaultOrder: '-searched_at,-id',
  sample: { query: '考研数学', result_count: 12, platform: 2, business_line: 1, searched_at: '2026-11-20T08:00:00Z' },
});
