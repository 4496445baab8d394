import {
  MATERIAL_CLASSIFY_MAX_DEPTH,
  material,
  materialClassify,
  materialClassifyDeleteBody,
  materialClassifyMoveBody,
  materialClassifyNodeSchema,
  materialClassifySchemas,
  materialDailyQuery,
  materialDailySchema,
  materialDownload,
} from '@admin/shared/contract/resources';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { invalid } from '../../http/api-error';
import type { Registry } from '../../http/registry';
import { registerCollection, type CollectionDef } from '../../kit/collection';
import { countsBy, treeOps, type TreeFamily } from '../../kit/tree';

type Rec = Record<string, unknown>;

export const materialClassifyDef: CollectionDef = {
  resource: materialClassify,
  table: 'material_classify',
};

/** The material categories as a kit tree: a branch that holds materials goes only once they are moved (`move_to`). */
export const materialClassifyTree: TreeFamily = {
  def: materialClassifyDef,
  label: '资料分类',
  maxDepth: MATERIAL_CLASSIFY_MAX_DEPTH,
  counts: async (db) => ({ material_count: await countsBy(db, 'material_item') }),
  beforeDelete: async (trx, ids, row, body) => {
    const held = Number(
      (
        await trx
          .selectFrom('material_item')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('classify_id', 'in', ids)
          .executeTakeFirst()
      )?.n ?? 0,
    );
    if (!held) return;
    const to = body.move_to as number | undefined;
    const where = ids.length > 1 ? `「${row.name}」及其子分类` : `「${row.name}」`;
    if (to === undefined) throw invalid([{ field: 'move_to', message: `${where}下还有 ${held} 份资料：请先选择把它们移到哪个分类` }]);
    if (ids.includes(to)) throw invalid([{ field: 'move_to', message: '资料不能移到要删除的分类里，请选择其他分类' }]);
    if (!(await trx.selectFrom('material_classify').select('id').where('id', '=', to).executeTakeFirst()))
      throw invalid([{ field: 'move_to', message: `资料分类不存在：${to}，请刷新后重试` }]);
    await trx
      .updateTable('material_item')
      .set((eb) => ({ classify_id: to, version: eb('version', '+', 1) }))
      .where('classify_id', 'in', ids)
      .execute();
  },
};

/** The category and every category below it (a recursive query, the same on SQLite and PostgreSQL). */
const inBranch = (id: number) =>
  sql<boolean>`classify_id in (with recursive b(id) as (select cast(${id} as integer) union all select c.id from material_classify c join b on c.parent_id = b.id) select id from b)`;

/** A material's file must be a document uploaded here: its page count comes from what the upload learnt. */
const fileName = (rec: Rec) => {
  const url = (rec.file as { url?: string } | undefined)?.url ?? '';
  return url.slice(url.lastIndexOf('/') + 1);
};

export const materialDef: CollectionDef = {
  resource: material,
  table: 'material_item',
  customFilters: { classify_id: (q, v) => q.where(inBranch(Number(v))) },
  recordRule: async ({ db }, rec) => {
    const name = fileName(rec);
    if (!name) return [];
    const known = await db.selectFrom('upload_document').select('name').where('name', '=', name).executeTakeFirst();
    return known ? [] : [{ field: 'file', message: '文件不存在或不是在这里上传的文档，请重新上传' }];
  },
  decorate: async (db: Db, items: Rec[]) => {
    if (!items.length) return items;
    const ids = items.map((r) => Number(r.id));
    const names = [...new Set(items.map(fileName).filter(Boolean))];
    const [downloads, pages] = await Promise.all([
      db
        .selectFrom('material_download')
        .select(['material_id'])
        .select((eb) => eb.fn.countAll().as('n'))
        .where('material_id', 'in', ids)
        .groupBy('material_id')
        .execute(),
      names.length ? db.selectFrom('upload_document').select(['name', 'page_count']).where('name', 'in', names).execute() : Promise.resolve([]),
    ]);
    const count = new Map(downloads.map((d) => [Number(d.material_id), Number(d.n)]));
    const pageOf = new Map(pages.map((p) => [String(p.name), p.page_count === null ? null : Number(p.page_count)]));
    return items.map((r) => ({ ...r, download_count: count.get(Number(r.id)) ?? 0, page_count: pageOf.get(fileName(r)) ?? null }));
  },
};

export async function dailyDownloads(db: Db, q: { material_id?: number; days: number }, now: Date) {
  const from = new Date(now.getTime() - (q.days - 1) * 86_400_000).toISOString().slice(0, 10);
  let qb = db
    .selectFrom('material_download')
    .select(sql<string>`substr(created_at, 1, 10)`.as('day'))
    .select((eb) => eb.fn.countAll().as('n'))
    .where('created_at', '>=', from);
  if (q.material_id) qb = qb.where('material_id', '=', q.material_id);
  const rows = await qb.groupBy(sql`substr(created_at, 1, 10)`).execute();
  const byDay = new Map(rows.map((r) => [String(r.day), Number(r.n)]));
  // Every day of the window, so a chart shows the quiet days as zero.
  return Array.from({ length: q.days }, (_, i) => {
    const day = new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    return { day, count: byDay.get(day) ?? 0 };
  });
}

export function materialFamily(reg: Registry): void {
  registerCollection(
    reg,
    materialClassifyDef,
    treeOps(
      materialClassifyTree,
      {
        node: materialClassifyNodeSchema,
        create: materialClassifySchemas.create,
        item: materialClassifySchemas.item,
        move: materialClassifyMoveBody,
        deleteBody: materialClassifyDeleteBody,
      },
      {
        tree: '资料分类树（含 version、启用状态与资料数）',
        create: '新增资料分类（排在同级最后，最多 3 级）',
        move: '移动资料分类：写入一个上级下全部子分类的新顺序（一个事务，逐条校验 version）',
        delete: '删除资料分类（有子分类时需 with_children 确认整枝删除；有资料时需 move_to 指定把资料移到哪个分类）',
      },
    ),
  );
  registerCollection(reg, materialDef);
  registerCollection(
    reg,
    { resource: materialDownload, table: 'material_download' },
    {
      daily: (_e, deps) => ({
        query: materialDailyQuery,
        response: materialDailySchema,
        summary: '每日下载量（UTC 日期；不传 material_id 为全部资料）',
        handle: (c) => dailyDownloads(deps.db, c.query, c.now),
      }),
    },
  );
}
