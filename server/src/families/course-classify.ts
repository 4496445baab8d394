import { Code } from '@admin/shared/contract';
import {
  COURSE_CLASSIFY_MAX_DEPTH,
  courseClassify,
  courseClassifyDeleteBody,
  courseClassifyMoveBody,
  courseClassifyNodeSchema,
  courseClassifySchemas,
  type CourseClassifyMove,
  type CourseClassifyNode,
} from '@admin/shared/contract/resources';
import { z } from 'zod';
import type { Db } from '../db/database';
import { ApiError, conflict, invalid, notFound } from '../http/api-error';
import type { Registry } from '../http/registry';
import { registerCollection, repoOf, type CollectionDef } from '../resources/collection';
import { paramsSchema } from '../resources/scope';
import type { Deps } from '../types';

/**
 * Course categories (/course/navigation): the editable tree over the table GET course/classify/full
 * reads. Besides the plain calls: the tree with versions and counts, a move that rewrites one
 * parent's children in one versioned batch, and a delete that refuses a category with children
 * unless the client confirmed the whole branch.
 */
export const courseClassifyDef: CollectionDef = {
  resource: courseClassify,
  table: 'course_classify',
  refs: [{ field: 'parent_id', table: 'course_classify', label: '上级分类' }],
};

type Row = { id: number; name: string; parent_id: number | null; sort: number; is_enable: number; version: number; updated_at: string };

async function allRows(db: Db): Promise<Row[]> {
  const rows = await db.selectFrom('course_classify').select(['id', 'name', 'parent_id', 'sort', 'is_enable', 'version', 'updated_at']).orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), parent_id: r.parent_id === null ? null : Number(r.parent_id), sort: Number(r.sort), version: Number(r.version) }) as Row);
}

async function countsBy(db: Db, table: string): Promise<Map<number, number>> {
  const rows = await db.selectFrom(table).select(['classify_id']).select((eb) => eb.fn.countAll().as('n')).where('classify_id', 'is not', null).groupBy('classify_id').execute();
  return new Map(rows.map((r) => [Number(r.classify_id), Number(r.n)]));
}

/** The whole tree, children in display order, with each category's counts. */
export async function classifyTree(db: Db): Promise<CourseClassifyNode[]> {
  const [rows, products, recommends] = await Promise.all([allRows(db), countsBy(db, 'course_product'), countsBy(db, 'course_recommend')]);
  const nodes = new Map<number, CourseClassifyNode>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      name: r.name,
      parent_id: r.parent_id,
      sort: r.sort,
      is_enable: Boolean(Number(r.is_enable)),
      version: r.version,
      updated_at: r.updated_at,
      product_count: products.get(r.id) ?? 0,
      recommend_count: recommends.get(r.id) ?? 0,
      children: [],
    });
  }
  const roots: CourseClassifyNode[] = [];
  for (const r of rows) (r.parent_id !== null && nodes.has(r.parent_id) ? nodes.get(r.parent_id)!.children : roots).push(nodes.get(r.id)!);
  return roots;
}

/** Parent links of every category, and helpers over them. */
function shape(rows: readonly Row[]) {
  const parent = new Map(rows.map((r) => [r.id, r.parent_id]));
  const kids = new Map<number | null, number[]>();
  for (const r of rows) kids.set(r.parent_id, [...(kids.get(r.parent_id) ?? []), r.id]);
  /** 1 for a root. */
  const depth = (id: number | null): number => {
    let d = 0;
    for (let cur = id; cur !== null && cur !== undefined; cur = parent.get(cur) ?? null) d++;
    return d;
  };
  /** The category and everything below it. */
  const branch = (id: number): number[] => [id, ...(kids.get(id) ?? []).flatMap(branch)];
  /** Levels of the branch below and including the category (1 for a leaf). */
  const height = (id: number): number => 1 + Math.max(0, ...(kids.get(id) ?? []).map(height));
  return { kids, depth, branch, height };
}

async function createCategory(deps: Deps, body: Record<string, unknown>, now: Date) {
  const rows = await allRows(deps.db);
  const parentId = (body.parent_id ?? null) as number | null;
  if (parentId !== null && !rows.some((r) => r.id === parentId)) throw invalid([{ field: 'parent_id', message: `上级分类不存在：${parentId}，请刷新后重试` }]);
  const { kids, depth } = shape(rows);
  if (depth(parentId) + 1 > COURSE_CLASSIFY_MAX_DEPTH) {
    throw invalid([{ field: 'parent_id', message: `课程分类最多 ${COURSE_CLASSIFY_MAX_DEPTH} 级，不能在第 ${COURSE_CLASSIFY_MAX_DEPTH} 级分类下再建子分类` }]);
  }
  // A new category goes last among its siblings unless a sort was given (0, the default, means last).
  const siblings = (kids.get(parentId) ?? []).map((id) => rows.find((r) => r.id === id)!.sort);
  const sort = body.sort ? body.sort : siblings.length ? Math.max(...siblings) + 1 : 0;
  return repoOf(courseClassifyDef, deps).create({}, { ...body, sort }, now);
}

export async function moveCategories(deps: Deps, move: CourseClassifyMove, now: Date): Promise<{ items: CourseClassifyNode[] }> {
  // batchItems('id') names rows by id.
  const items = move.items as { id: number; version: number }[];
  await deps.db.transaction().execute(async (trx) => {
    const rows = await allRows(trx);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const { kids, depth, branch, height } = shape(rows);
    const target = move.parent_id;
    if (target !== null && !byId.has(target)) throw invalid([{ field: 'parent_id', message: `上级分类不存在：${target}，请刷新后重试` }]);
    const missing = items.map((x, i) => [i, x.id] as const).filter(([, id]) => !byId.has(id));
    if (missing.length) {
      throw new ApiError(Code.NOT_FOUND, `课程分类不存在：${missing.map(([, id]) => id).join('、')}`, {
        errors: missing.map(([i, id]) => ({ field: `items.${i}.id`, message: `课程分类 ${id} 不存在或已被删除` })),
      });
    }
    const stale = items.map((x, i) => [i, x] as const).filter(([, x]) => byId.get(x.id)!.version !== x.version);
    const named = new Set(items.map((x) => x.id));
    const unnamed = (kids.get(target) ?? []).filter((id) => !named.has(id));
    if (stale.length || unnamed.length) {
      throw new ApiError(Code.CONFLICT, '分类已被他人修改，请刷新后重试（version 已过期或同级分类已变化）', {
        errors: [
          ...stale.map(([i, x]) => ({ field: `items.${i}.version`, message: `课程分类「${byId.get(x.id)!.name}」已被他人修改，请刷新后再移动` })),
          ...unnamed.map((id) => ({ field: 'items', message: `同级分类「${byId.get(id)!.name}」未包含在请求中，请刷新后再移动` })),
        ],
      });
    }
    const errors: { field: string; message: string }[] = [];
    const base = depth(target);
    for (const [i, x] of items.entries()) {
      const name = byId.get(x.id)!.name;
      if (target !== null && branch(x.id).includes(target)) errors.push({ field: `items.${i}.id`, message: `不能把「${name}」移到它自己或它的子分类下` });
      else if (base + height(x.id) > COURSE_CLASSIFY_MAX_DEPTH) errors.push({ field: `items.${i}.id`, message: `移动后「${name}」的子分类将超过 ${COURSE_CLASSIFY_MAX_DEPTH} 级` });
    }
    const names = items.map((x) => byId.get(x.id)!.name);
    const twice = names.filter((n, i) => names.indexOf(n) !== i);
    if (twice.length) errors.push({ field: 'items', message: `同一上级下不能有同名分类：${[...new Set(twice)].join('、')}` });
    if (errors.length) throw invalid(errors);
    const at = now.toISOString();
    for (const [i, x] of items.entries()) {
      const r = await trx
        .updateTable('course_classify')
        .set({ parent_id: target, sort: i, updated_at: at, version: x.version + 1 })
        .where('id', '=', x.id)
        .where('version', '=', x.version)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) throw conflict();
    }
  });
  deps.counts.invalidate();
  return { items: await classifyTree(deps.db) };
}

export async function deleteCategory(deps: Deps, id: number, body: z.infer<typeof courseClassifyDeleteBody>): Promise<null> {
  await deps.db.transaction().execute(async (trx) => {
    const rows = await allRows(trx);
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound('课程分类');
    if (body.version !== undefined && row.version !== body.version) throw conflict();
    const ids = shape(rows).branch(id);
    if (ids.length > 1 && !body.with_children) {
      throw invalid([{ field: 'with_children', message: `「${row.name}」下还有 ${ids.length - 1} 个子分类：请先删除或移走它们，或确认连同子分类一起删除` }]);
    }
    // Products stay on sale, unclassified; recommendations belong to the category and go with it.
    await trx.updateTable('course_product').set({ classify_id: null }).where('classify_id', 'in', ids).execute();
    await trx.deleteFrom('course_recommend').where('classify_id', 'in', ids).execute();
    await trx.deleteFrom('course_classify').where('id', 'in', ids).execute();
  });
  deps.counts.invalidate();
  return null;
}

const idParams = paramsSchema('/:id/', {}, { param: 'id', kind: 'id' });

export function courseClassifyFamily(reg: Registry): void {
  registerCollection(reg, courseClassifyDef, {
    tree: (_e, deps) => ({
      response: z.array(courseClassifyNodeSchema),
      summary: '课程分类树（含 version、启用状态与商品、推荐数）',
      handle: () => classifyTree(deps.db),
    }),
    create: (_e, deps) => ({
      body: courseClassifySchemas.create,
      response: courseClassifySchemas.item,
      summary: '新增课程分类（排在同级最后，最多 3 级）',
      handle: (c) => createCategory(deps, c.body, c.now),
    }),
    move: (_e, deps) => ({
      body: courseClassifyMoveBody,
      response: z.object({ items: z.array(courseClassifyNodeSchema) }),
      summary: '移动课程分类：写入一个上级下全部子分类的新顺序（一个事务，逐条校验 version）',
      handle: (c) => moveCategories(deps, c.body, c.now),
    }),
    delete: (_e, deps) => ({
      params: idParams,
      body: courseClassifyDeleteBody,
      response: z.null(),
      summary: '删除课程分类（有子分类时需 with_children 确认整枝删除；商品改为未分类）',
      handle: (c) => deleteCategory(deps, c.params.id, c.body),
    }),
  });
}
