import { Code, type FieldError } from '@admin/shared/contract';
import { z } from 'zod';
import type { Db } from '../db/database';
import { inTransaction } from '../db/request-transaction';
import { ApiError, conflict, invalid, notFound } from '../http/api-error';
import type { ImplFactory } from '../http/endpoint';
import type { Deps } from '../types';
import { repoOf, type CollectionDef } from './collection';
import { paramsSchema } from './scope';

/*
 * A category tree stored as a collection with `parent_id` and `sort` (course categories, material
 * categories): the whole tree with versions and counts, a create that goes last among its
 * siblings, a move that rewrites one parent's children in one versioned transaction, and a delete
 * that refuses a category with children unless the client confirmed the whole branch. What hangs
 * on the categories (products, materials) is the family's: its counts and its rule on delete.
 */

export interface TreeRow {
  id: number;
  name: string;
  parent_id: number | null;
  sort: number;
  is_enable: number;
  version: number;
  updated_at: string;
}

/** A category with its children and the family's counts, as the editable tree reads it. */
export type TreeOut = Omit<TreeRow, 'is_enable'> & { is_enable: boolean; children: TreeOut[] } & Record<string, unknown>;

export interface TreeFamily {
  def: CollectionDef;
  /** How messages name one category: 课程分类, 资料分类. */
  label: string;
  maxDepth: number;
  /** Per category id, the counts each node carries (e.g. product_count). */
  counts: (db: Db) => Promise<Record<string, Map<number, number>>>;
  /**
   * Runs in the delete's transaction before the branch `ids` goes: detach or refuse what hangs on
   * it (throw an ApiError to refuse; nothing is written then).
   */
  beforeDelete: (trx: Db, ids: number[], row: TreeRow, body: Record<string, unknown>) => Promise<void>;
}

async function allRows(db: Db, table: string): Promise<TreeRow[]> {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'name', 'parent_id', 'sort', 'is_enable', 'version', 'updated_at'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(
    (r) =>
      ({ ...r, id: Number(r.id), parent_id: r.parent_id === null ? null : Number(r.parent_id), sort: Number(r.sort), version: Number(r.version) }) as TreeRow,
  );
}

/** How many rows of `table` name each category in `column`. */
export async function countsBy(db: Db, table: string, column = 'classify_id'): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom(table)
    .select([column])
    .select((eb) => eb.fn.countAll().as('n'))
    .where(column, 'is not', null)
    .groupBy(column)
    .execute();
  return new Map(rows.map((r) => [Number(r[column]), Number(r.n)]));
}

/** The whole tree, children in display order, with each category's counts. */
export async function readTree(f: TreeFamily, db: Db): Promise<TreeOut[]> {
  const [rows, counts] = await Promise.all([allRows(db, f.def.table), f.counts(db)]);
  const nodes = new Map<number, TreeOut>();
  for (const r of rows) {
    const extra = Object.fromEntries(Object.entries(counts).map(([k, m]) => [k, m.get(r.id) ?? 0]));
    nodes.set(r.id, { ...r, is_enable: Boolean(Number(r.is_enable)), ...extra, children: [] });
  }
  const roots: TreeOut[] = [];
  for (const r of rows) (r.parent_id !== null && nodes.has(r.parent_id) ? nodes.get(r.parent_id)!.children : roots).push(nodes.get(r.id)!);
  return roots;
}

/** Parent links of every category, and helpers over them. */
export function treeShape(rows: readonly TreeRow[]) {
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

async function createCategory(f: TreeFamily, deps: Deps, body: Record<string, unknown>, now: Date) {
  const rows = await allRows(deps.db, f.def.table);
  const parentId = (body.parent_id ?? null) as number | null;
  if (parentId !== null && !rows.some((r) => r.id === parentId)) throw invalid([{ field: 'parent_id', message: `上级分类不存在：${parentId}，请刷新后重试` }]);
  const { kids, depth } = treeShape(rows);
  if (depth(parentId) + 1 > f.maxDepth) {
    throw invalid([{ field: 'parent_id', message: `${f.label}最多 ${f.maxDepth} 级，不能在第 ${f.maxDepth} 级分类下再建子分类` }]);
  }
  // A new category goes last among its siblings unless a sort was given (0, the default, means last).
  const siblings = (kids.get(parentId) ?? []).map((id) => rows.find((r) => r.id === id)!.sort);
  const sort = body.sort ? body.sort : siblings.length ? Math.max(...siblings) + 1 : 0;
  return repoOf(f.def, deps).create({}, { ...body, sort }, now);
}

export interface TreeMove {
  parent_id: number | null;
  items: readonly { id: string | number; version: number }[];
}

export async function moveCategories(f: TreeFamily, deps: Deps, move: TreeMove, now: Date): Promise<{ items: TreeOut[] }> {
  const items = move.items as { id: number; version: number }[];
  await inTransaction(deps.db, async (trx) => {
    const rows = await allRows(trx, f.def.table);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const { kids, depth, branch, height } = treeShape(rows);
    const target = move.parent_id;
    if (target !== null && !byId.has(target)) throw invalid([{ field: 'parent_id', message: `上级分类不存在：${target}，请刷新后重试` }]);
    const missing = items.map((x, i) => [i, x.id] as const).filter(([, id]) => !byId.has(id));
    if (missing.length) {
      throw new ApiError(Code.NOT_FOUND, `${f.label}不存在：${missing.map(([, id]) => id).join('、')}`, {
        errors: missing.map(([i, id]) => ({ field: `items.${i}.id`, message: `${f.label} ${id} 不存在或已被删除` })),
      });
    }
    const stale = items.map((x, i) => [i, x] as const).filter(([, x]) => byId.get(x.id)!.version !== x.version);
    const named = new Set(items.map((x) => x.id));
    const unnamed = (kids.get(target) ?? []).filter((id) => !named.has(id));
    if (stale.length || unnamed.length) {
      throw new ApiError(Code.CONFLICT, '分类已被他人修改，请刷新后重试（version 已过期或同级分类已变化）', {
        errors: [
          ...stale.map(([i, x]) => ({ field: `items.${i}.version`, message: `${f.label}「${byId.get(x.id)!.name}」已被他人修改，请刷新后再移动` })),
          ...unnamed.map((id) => ({ field: 'items', message: `同级分类「${byId.get(id)!.name}」未包含在请求中，请刷新后再移动` })),
        ],
      });
    }
    const errors: FieldError[] = [];
    const base = depth(target);
    for (const [i, x] of items.entries()) {
      const name = byId.get(x.id)!.name;
      if (target !== null && branch(x.id).includes(target)) errors.push({ field: `items.${i}.id`, message: `不能把「${name}」移到它自己或它的子分类下` });
      else if (base + height(x.id) > f.maxDepth) errors.push({ field: `items.${i}.id`, message: `移动后「${name}」的子分类将超过 ${f.maxDepth} 级` });
    }
    const names = items.map((x) => byId.get(x.id)!.name);
    const twice = names.filter((n, i) => names.indexOf(n) !== i);
    if (twice.length) errors.push({ field: 'items', message: `同一上级下不能有同名分类：${[...new Set(twice)].join('、')}` });
    if (errors.length) throw invalid(errors);
    const at = now.toISOString();
    for (const [i, x] of items.entries()) {
      const r = await trx
        .updateTable(f.def.table)
        .set({ parent_id: target, sort: i, updated_at: at, version: x.version + 1 })
        .where('id', '=', x.id)
        .where('version', '=', x.version)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) throw conflict();
    }
  });
  deps.counts.invalidate();
  return { items: await readTree(f, deps.db) };
}

export async function deleteCategory(
  f: TreeFamily,
  deps: Deps,
  id: number,
  body: { version?: number; with_children?: boolean } & Record<string, unknown>,
): Promise<null> {
  await inTransaction(deps.db, async (trx) => {
    const rows = await allRows(trx, f.def.table);
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound(f.label);
    if (body.version !== undefined && row.version !== body.version) throw conflict();
    const ids = treeShape(rows).branch(id);
    if (ids.length > 1 && !body.with_children) {
      throw invalid([{ field: 'with_children', message: `「${row.name}」下还有 ${ids.length - 1} 个子分类：请先删除或移走它们，或确认连同子分类一起删除` }]);
    }
    await f.beforeDelete(trx, ids, row, body);
    await trx.deleteFrom(f.def.table).where('id', 'in', ids).execute();
  });
  deps.counts.invalidate();
  return null;
}

const idParams = paramsSchema('/:id/', {}, { param: 'id', kind: 'id' });

/** The tree's own calls, to register with the collection (registerCollection's extra ops). */
export function treeOps(
  f: TreeFamily,
  schemas: { node: z.ZodType; create: z.ZodType; item: z.ZodType; move: z.ZodType; deleteBody: z.ZodType },
  summaries: { tree: string; create: string; move: string; delete: string },
): Record<string, ImplFactory> {
  return {
    tree: (_e, deps) => ({ response: z.array(schemas.node), summary: summaries.tree, handle: () => readTree(f, deps.db) }),
    create: (_e, deps) => ({ body: schemas.create, response: schemas.item, summary: summaries.create, handle: (c) => createCategory(f, deps, c.body, c.now) }),
    move: (_e, deps) => ({
      body: schemas.move,
      response: z.object({ items: z.array(schemas.node) }),
      summary: summaries.move,
      handle: (c) => moveCategories(f, deps, c.body as TreeMove, c.now),
    }),
    delete: (_e, deps) => ({
      params: idParams,
      body: schemas.deleteBody,
      response: z.null(),
      summary: summaries.delete,
      handle: (c) => deleteCategory(f, deps, c.params.id, c.body),
    }),
  };
}
