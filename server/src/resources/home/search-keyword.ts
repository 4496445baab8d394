import type { FieldError } from '@admin/shared/contract';
import {
  keywordMatchQuerySchema,
  keywordMatchSchema,
  matchKeyword,
  searchKeyword,
  uniqueTextKey,
  type KeywordCandidate,
  type SearchKeyword,
} from '@admin/shared/contract/resources';
import type { Db } from '../../db/database';
import type { Registry } from '../../http/registry';
import { registerCollection, type CollectionDef, type RecordRows } from '../../kit/collection';
import { codecsOf, decodeRecord } from '../../kit/codec';
import { holdTable } from '../../kit/unique';

type Rec = Record<string, unknown>;

const TABLE = 'home_search_keyword';
const codecs = codecsOf(searchKeyword.schemas.create.shape);

/**
 * Every term belongs to one keyword: the keyword may not be another keyword's synonym, and no
 * synonym may be another keyword or one of its synonyms (compared as unique names are).
 */
async function termsOwnedOnce(at: RecordRows, rec: Rec, self: unknown): Promise<FieldError[]> {
  await holdTable(at.db, at.table);
  let q = at.rows.clearSelect().select([at.key, 'keyword', 'synonyms']);
  if (self !== undefined) q = q.where(at.key, '!=', self);
  const owner = new Map<string, string>();
  for (const row of (await q.execute()) as Rec[]) {
    const other = decodeRecord(codecs, row) as Pick<SearchKeyword, 'keyword' | 'synonyms'>;
    for (const t of [other.keyword, ...other.synonyms]) owner.set(uniqueTextKey(t), other.keyword);
  }
  const errors: FieldError[] = [];
  const keyword = typeof rec.keyword === 'string' ? rec.keyword : '';
  const kOwner = owner.get(uniqueTextKey(keyword));
  // Keyword against keyword is the module's `unique`; here only against the others' synonyms.
  if (kOwner !== undefined && uniqueTextKey(kOwner) !== uniqueTextKey(keyword))
    errors.push({ field: 'keyword', message: `「${keyword}」已是关键词「${kOwner}」的同义词` });
  const taken = ((rec.synonyms as string[] | undefined) ?? []).flatMap((s) => {
    const o = owner.get(uniqueTextKey(s));
    return o === undefined ? [] : [`「${s}」已属于关键词「${o}」`];
  });
  if (taken.length) errors.push({ field: 'synonyms', message: `同义词不能与其他关键词重复：${taken.join('；')}` });
  return errors;
}

/** The enabled keywords, as the matcher takes them. */
export async function enabledKeywords(db: Db): Promise<KeywordCandidate[]> {
  const rows = (await db.selectFrom(TABLE).selectAll().where('is_enable', '=', 1).execute()) as Rec[];
  return rows.map((r) => decodeRecord(codecs, r) as unknown as KeywordCandidate);
}

const def: CollectionDef = { resource: searchKeyword, table: TABLE, recordRule: termsOwnedOnce };

/** /base/search-keyword/ (/homemanage/search-mgt/keyword) and its matcher, `match/?q=`. */
export function searchKeywordFamily(reg: Registry): void {
  registerCollection(reg, def, {
    match: (_e, deps) => ({
      query: keywordMatchQuerySchema,
      response: keywordMatchSchema,
      summary: '搜索词会命中哪个关键词（与 App 搜索同一匹配规则）',
      handle: async (c) => {
        const q = String((c.query as { q: string }).q);
        return { query: q, hit: matchKeyword(q, await enabledKeywords(deps.db)) };
      },
    }),
  });
}
