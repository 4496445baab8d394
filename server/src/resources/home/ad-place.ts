import { adCategory, adPlace, adPlaceCopySchema, adPlaceCopyResultSchema } from '@admin/shared/contract/resources';
import { actorOf, type Actor } from '../../audit/audit-log';
import { auditedCopy } from '../../audit/undoable-copy';
import { inTransaction } from '../../db/request-transaction';
import { invalid } from '../../http/api-error';
import type { Registry } from '../../http/registry';
import { registerCollection, type CollectionDef } from '../../kit/collection';
import type { Region } from '../../kit/region';
import { checkParents, paramsSchema, type ScopeDeps, type ScopeParam } from '../../kit/scope';

type Rec = Record<string, unknown>;

/** The level-one categories are the level-1 rows of the ad-place classification (GET base/classifies). */
const LEVEL_ONE = { level: 1 };
const categoryDef: CollectionDef = { resource: adCategory, table: 'classify', fixed: LEVEL_ONE };

const SCOPE: ScopeParam[] = [
  { param: 'category', column: 'category_id', exists: { table: 'classify', key: 'id', label: '广告位分类', where: LEVEL_ONE } },
  { param: 'year', column: 'kaoyan_year', kaoyanYear: true },
];
const placeDef: CollectionDef = { resource: adPlace, table: 'home_ad_place', scope: SCOPE };

/**
 * Copies the category's places of one year into another, all or none: a code the target year
 * already has is refused (naming the codes), so nothing there is overwritten or doubled. The audit
 * row keeps what was copied, so the copy can be undone (POST /audit/undo-copy/).
 */
export async function copyPlaces(deps: ScopeDeps, actor: Actor, from: { category: number; year: number }, to: number, now: Date) {
  const refuse = (message: string) => invalid([{ field: 'to_year', message }], message);
  if (to === from.year) throw refuse('目标年份与当前年份相同');
  return inTransaction(deps.db, async (trx) => {
    await checkParents({ ...deps, db: trx }, SCOPE, from);
    const closed = await deps.years.closed(trx, now, [to]);
    if (closed.length) throw refuse(await deps.years.refusal(trx, now, closed));
    const rows = (await trx
      .selectFrom('home_ad_place')
      .selectAll()
      .where('category_id', '=', from.category)
      .where('kaoyan_year', '=', from.year)
      .orderBy('sort')
      .orderBy('id')
      .execute()) as Rec[];
    if (!rows.length) throw refuse(`${from.year} 年这个分类下还没有广告位，没有可复制的`);
    const taken = (await trx
      .selectFrom('home_ad_place')
      .select('code')
      .where('category_id', '=', from.category)
      .where('kaoyan_year', '=', to)
      .where(
        'code',
        'in',
        rows.map((r) => r.code as string),
      )
      .execute()) as { code: string }[];
    if (taken.length) throw refuse(`${to} 年已有编码相同的广告位：${taken.map((t) => t.code).join('、')}，请先处理后再复制`);
    const at = now.toISOString();
    // What the copy writes: the target year's places with the codes it brings (none there before).
    const region: Region = [
      { table: 'home_ad_place', key: 'id', where: { category_id: from.category, kaoyan_year: to }, among: { column: 'code', values: rows.map((r) => r.code) } },
    ];
    const target = { resource: adPlace.name, record_id: `${from.category}/${to}`, params: { category: from.category, year: from.year, to_year: to } };
    const write = async () => {
      for (const { id: _id, ...row } of rows)
        await trx
          .insertInto('home_ad_place')
          .values({ ...row, kaoyan_year: to, created_at: at, updated_at: at, version: 1 })
          .execute();
    };
    const { entry } = await auditedCopy(trx, actor, now, region, write, () => target);
    return { to_year: to, count: rows.length, entry };
  });
}

/** /base/ad-category/ and /base/ad-category/{category}/year/{year}/place/ (/homemanage/classifyManage, assetList). */
export function adPlaceFamily(reg: Registry): void {
  registerCollection(reg, categoryDef);
  registerCollection(reg, placeDef, {
    copy: (e, deps) => ({
      params: paramsSchema(e.path, adPlace.params),
      body: adPlaceCopySchema,
      response: adPlaceCopyResultSchema,
      summary: '把这一年该分类的广告位复制到另一年（一个事务，编码冲突则全部不写）',
      handle: (c) => {
        const p = c.params as { category: number; year: number };
        return copyPlaces(deps, actorOf(c.req, c.user), p, (c.body as { to_year: number }).to_year, c.now);
      },
    }),
  });
}
