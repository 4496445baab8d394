import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { CRUD_PATHS, batchPaths, defineCollection, filter } from '../define';
import { crudSchemas, linkShape, queryBool, shortText, type RecordCheck } from '../fields';
import { linkCheck, both } from '../business-course/checks';
import { uniqueTextKey } from '../unique-text';

/**
 * How a keyword meets a student's query: `exact` the whole query is the term, `prefix` the query
 * starts with it, `contains` the query holds it anywhere.
 */
export const KEYWORD_MATCH_MODES = ['exact', 'prefix', 'contains'] as const;
export type KeywordMatchMode = (typeof KEYWORD_MATCH_MODES)[number];
export const KEYWORD_MAX_SYNONYMS = 20;

const term = shortText(20);

/** The synonyms of one keyword are different terms, and none is the keyword itself. */
const synonymsCheck: RecordCheck = (v) => {
  const words = Array.isArray(v.synonyms) ? (v.synonyms as string[]) : [];
  const keys = words.map(uniqueTextKey);
  const twice = words.filter((_, i) => keys.indexOf(keys[i]) !== i);
  if (twice.length) return [{ field: 'synonyms', message: `同义词重复：${[...new Set(twice)].join('、')}` }];
  if (typeof v.keyword === 'string' && keys.includes(uniqueTextKey(v.keyword))) return [{ field: 'synonyms', message: `同义词「${v.keyword}」与关键词相同` }];
  return [];
};

/**
 * Search keywords (/homemanage/search-mgt/keyword, 搜索关键词, base_services.view_keywords): a
 * query that meets a keyword or one of its synonyms (by the keyword's match mode) takes the
 * student to the keyword's link instead of the plain result list. Every term, keyword or synonym,
 * belongs to one keyword only.
 */
export const searchKeywordSchemas = crudSchemas(
  {
    keyword: term,
    synonyms: z
      .array(term)
      .max(KEYWORD_MAX_SYNONYMS, { message: `同义词最多 ${KEYWORD_MAX_SYNONYMS} 个` })
      .default([]),
    match_mode: z.enum(KEYWORD_MATCH_MODES).default('exact'),
    ...linkShape,
    /** When several keywords meet a query, the higher priority wins. */
    priority: z.number().int().min(0).max(100).default(0),
    is_enable: z.boolean().default(true),
  },
  { check: both(linkCheck('link_type', 'link_value'), synonymsCheck) },
);
export type SearchKeyword = z.infer<typeof searchKeywordSchemas.item>;

/** The form a query and a term are compared in: NFKC, case folded, spaces collapsed. */
export const normalizeQuery = (text: string): string => uniqueTextKey(text).replace(/\s+/g, ' ').trim();

/** What a query met: the keyword, the term of it (the keyword or a synonym) and how. */
export interface KeywordHit {
  id: number;
  keyword: string;
  term: string;
  match_mode: KeywordMatchMode;
  link_type: string;
  link_value: string;
  priority: number;
}

/** A keyword as the matcher reads it. */
export interface KeywordCandidate {
  id: number;
  keyword: string;
  synonyms: readonly string[];
  match_mode: KeywordMatchMode;
  link_type: string;
  link_value: string;
  priority: number;
  is_enable: boolean;
}

const meets = (mode: KeywordMatchMode, query: string, t: string): boolean =>
  mode === 'exact' ? query === t : mode === 'prefix' ? query.startsWith(t) : query.includes(t);

/**
 * The keyword a query hits, or null: among the enabled keywords one of whose terms meets the
 * query by the keyword's mode, a term equal to the whole query wins, then the higher priority,
 * then the longer term, then the older keyword. The server answers searches and the console's
 * try box with this function.
 */
export function matchKeyword(query: string, keywords: readonly KeywordCandidate[]): KeywordHit | null {
  const q = normalizeQuery(query);
  if (!q) return null;
  let best: { hit: KeywordHit; exact: boolean; length: number } | null = null;
  for (const k of keywords) {
    if (!k.is_enable) continue;
    for (const t of [k.keyword, ...k.synonyms]) {
      const n = normalizeQuery(t);
      if (!n || !meets(k.match_mode, q, n)) continue;
      const cand = {
        hit: { id: k.id, keyword: k.keyword, term: t, match_mode: k.match_mode, link_type: k.link_type, link_value: k.link_value, priority: k.priority },
        exact: q === n,
        length: n.length,
      };
      if (
        !best ||
        (cand.exact && !best.exact) ||
        (cand.exact === best.exact &&
          (cand.hit.priority > best.hit.priority ||
            (cand.hit.priority === best.hit.priority && (cand.length > best.length || (cand.length === best.length && cand.hit.id < best.hit.id)))))
      )
        best = cand;
    }
  }
  return best?.hit ?? null;
}

export const keywordHitSchema = z.object({
  id: z.number().int(),
  keyword: z.string(),
  term: z.string(),
  match_mode: z.enum(KEYWORD_MATCH_MODES),
  link_type: z.string(),
  link_value: z.string(),
  priority: z.number().int(),
});
/** GET …/match/?q=: the query as compared, and the keyword it hits (null: the plain result list). */
export const keywordMatchSchema = z.object({ query: z.string(), hit: keywordHitSchema.nullable() });
export type KeywordMatch = z.infer<typeof keywordMatchSchema>;
export const keywordMatchQuerySchema = z.strictObject({ q: z.string().max(100, { message: '搜索词最多 100 个字符' }).default('') });

export const searchKeyword = defineCollection({
  name: 'home.search_keyword',
  label: '搜索关键词',
  labelEn: 'search keyword',
  base: '/base/search-keyword',
  paths: [...CRUD_PATHS, ...batchPaths('bulkPatch', 'bulkDelete', 'export'), ['match', 'GET', '/match/', 'view']],
  access: [permissionSet('base_services.view_keywords')],
  schemas: searchKeywordSchemas,
  filters: {
    keyword: filter.like(z.string().trim().max(20)),
    match_mode: filter.eq(z.enum(KEYWORD_MATCH_MODES)),
    is_enable: filter.eq(queryBool),
  },
  ordering: ['id', 'priority', 'keyword', 'updated_at'],
  defaultOrder: '-priority,id',
  unique: [{ field: 'keyword', label: '' }],
  // No synonyms: the endpoint tests write the sample to several records, and a synonym belongs to one.
  sample: { keyword: '测试关键词', match_mode: 'prefix' },
});
