import { PLATFORMS, type FieldError } from '@admin/shared/contract';
import { hotKeyword } from '@admin/shared/contract/resources';
import type { Registry } from '../../http/registry';
import { invalid } from '../../http/api-error';
import { batchOps } from '../../kit/batch';
import { registerCollection, repoOf, type CollectionDef, type RecordRows } from '../../kit/collection';
import { decodeValue } from '../../kit/codec';
import { holdTable } from '../../kit/unique';

type Rec = Record<string, unknown>;

const platformNames = (codes: readonly number[]) =>
  PLATFORMS.filter((p) => codes.includes(p.value))
    .map((p) => p.label)
    .join('、');

/**
 * One default term (the search box's placeholder) per business line and platform: a term marked
 * default may not share a platform with another default of its line.
 */
async function oneDefault(at: RecordRows, rec: Rec, self: unknown): Promise<FieldError[]> {
  if (rec.is_default !== true) return [];
  await holdTable(at.db, at.table);
  let q = at.rows.clearSelect().select([at.key, 'word', 'platforms']).where('is_default', '=', 1).where('business_line', '=', rec.business_line);
  if (self !== undefined) q = q.where(at.key, '!=', self);
  const mine = (rec.platforms as number[] | undefined) ?? [];
  for (const other of (await q.execute()) as Rec[]) {
    const shared = (decodeValue('intList', other.platforms) as number[]).filter((p) => mine.includes(p));
    if (shared.length)
      return [{ field: 'is_default', message: `「${String(other.word)}」已是${platformNames(shared)}的默认搜索词，每个平台只能有一个，请先取消它` }];
  }
  return [];
}

const def: CollectionDef = { resource: hotKeyword, table: 'home_hot_keyword', recordRule: oneDefault };

/** /base/hot-keyword/ (/homemanage/search-mgt/index). */
export function hotKeywordFamily(reg: Registry): void {
  const batch = batchOps(def, (deps) => repoOf(def, deps));
  registerCollection(reg, def, {
    // Several rows made default at once would be defaults of one platform together.
    bulkPatch: (e, deps) => {
      const impl = batch.bulkPatch(e, deps);
      return {
        ...impl,
        handle: (c) => {
          if ((c.body as { changes: Rec; items: unknown[] }).changes.is_default === true && (c.body as { items: unknown[] }).items.length > 1) {
            throw invalid([{ field: 'changes.is_default', message: '默认搜索词每个平台只能有一个，请逐条设置' }]);
          }
          return impl.handle(c);
        },
      };
    },
  });
}
